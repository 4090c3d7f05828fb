import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeYooKassa, type TFakeYooKassa } from '../../../../test/fake-yookassa.ts';
import { PaymentProviderError, type TPaymentProvider } from './provider.ts';
import { createYooKassaProvider } from './yookassa.ts';

let fake: TFakeYooKassa;
let provider: TPaymentProvider;
beforeAll(async () => {
  fake = await startFakeYooKassa();
  provider = createYooKassaProvider({
    shopId: fake.shopId,
    secretKey: fake.secretKey,
    apiUrl: fake.apiUrl,
    vatCode: 4,
  });
});
afterAll(async () => {
  await fake?.close();
});

/** A goods payment of 1 500 ₽ the buyer has paid. */
async function paidPayment(): Promise<string> {
  const checkout = randomUUID();
  const payment = await provider.createPayment({
    orderId: checkout,
    purpose: 'goods',
    idempotenceKey: checkout,
    amountKopecks: 150_000,
    description: 'Заказ № 1',
    returnUrl: 'http://localhost/payment/return',
    customerEmail: 'buyer@example.ru',
    receiptLines: [{ description: 'Дрель', quantity: 1, amountKopecks: 150_000, vatRate: 20 }],
  });
  fake.setStatus(payment.id, 'succeeded');
  return payment.id;
}

const refund = (paymentId: string, amountKopecks: number, idempotenceKey: string = randomUUID()) =>
  provider.refundPayment({
    paymentId,
    amountKopecks,
    idempotenceKey,
    description: 'Возврат по заказу № 1',
    customerEmail: 'buyer@example.ru',
  });

const refundRequests = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/refunds');

describe('YooKassa refunds', () => {
  it('posts /refunds with the Idempotence-Key, the payment id, the amount and a receipt', async () => {
    const paymentId = await paidPayment();
    const key = `order-refund-${randomUUID()}`;
    const made = await refund(paymentId, 50_000, key);
    expect(made).toEqual({ id: expect.any(String), status: 'succeeded', amountKopecks: 50_000 });

    const request = refundRequests().find((r) => r.headers['idempotence-key'] === key);
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.shopId}:${fake.secretKey}`).toString('base64')}`,
    );
    expect(request?.body).toMatchObject({
      payment_id: paymentId,
      amount: { value: '500.00', currency: 'RUB' },
      description: 'Возврат по заказу № 1',
      receipt: { customer: { email: 'buyer@example.ru' } },
    });
    expect(fake.refunds.get(made.id)).toMatchObject({ payment_id: paymentId, status: 'succeeded' });
  });

  it('the same key returns the refund made before instead of a second one', async () => {
    const paymentId = await paidPayment();
    const key = `order-refund-${randomUUID()}`;
    const first = await refund(paymentId, 150_000, key);
    const again = await refund(paymentId, 150_000, key);
    expect(again.id).toBe(first.id);
    expect([...fake.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
  });

  it('a pending refund is reported as pending', async () => {
    const paymentId = await paidPayment();
    fake.refundStatus = 'pending';
    try {
      expect((await refund(paymentId, 10_000)).status).toBe('pending');
    } finally {
      fake.refundStatus = 'succeeded';
    }
  });

  it('refuses more than is left of the payment, and an unpaid payment', async () => {
    const paymentId = await paidPayment();
    await refund(paymentId, 100_000);
    const tooMuch = await refund(paymentId, 60_000).catch((error: unknown) => error);
    expect(tooMuch).toBeInstanceOf(PaymentProviderError);
    expect((tooMuch as PaymentProviderError).kind).toBe('refused');

    const unpaid = await provider.createPayment({
      orderId: randomUUID(),
      purpose: 'goods',
      idempotenceKey: randomUUID(),
      amountKopecks: 10_000,
      description: 'Заказ № 2',
      returnUrl: 'http://localhost/payment/return',
      customerEmail: 'buyer@example.ru',
    });
    const refused = await refund(unpaid.id, 10_000).catch((error: unknown) => error);
    expect((refused as PaymentProviderError).kind).toBe('refused');
  });

  it('a 5xx leaves the outcome unknown: `unavailable`, and the retry with the same key makes one refund', async () => {
    const paymentId = await paidPayment();
    const key = `order-refund-${randomUUID()}`;
    fake.failNext(500, { type: 'error', code: 'internal_server_error', description: 'Try later' });
    const failed = await refund(paymentId, 150_000, key).catch((error: unknown) => error);
    expect((failed as PaymentProviderError).kind).toBe('unavailable');
    const retried = await refund(paymentId, 150_000, key);
    expect(retried.status).toBe('succeeded');
    expect(refundRequests().filter((r) => r.headers['idempotence-key'] === key)).toHaveLength(2);
    expect([...fake.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
  });
});
