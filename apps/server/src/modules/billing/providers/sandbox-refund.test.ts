import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSql, type TSql } from '../../../db/client.ts';
import { PaymentProviderError, type TPaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';

let sql: TSql;
let provider: TPaymentProvider;
beforeAll(() => {
  sql = createSql(inject('databaseUrl'), { max: 2 });
  provider = createSandboxProvider({ sql, secret: 'sandbox-refund-test' });
});
afterAll(async () => {
  await sql?.end();
});

async function payment(amountKopecks: number, status = 'succeeded'): Promise<string> {
  const checkout = randomUUID();
  const created = await provider.createPayment({
    orderId: checkout,
    purpose: 'goods',
    idempotenceKey: checkout,
    amountKopecks,
    description: 'Заказ № 1',
    returnUrl: 'http://localhost/payment/return',
    customerEmail: 'buyer@example.ru',
  });
  await sql`update sandbox_payments set status = ${status} where id = ${created.id}`;
  return created.id;
}

const refund = (paymentId: string, amountKopecks: number, idempotenceKey: string = randomUUID()) =>
  provider.refundPayment({
    paymentId,
    amountKopecks,
    idempotenceKey,
    description: 'Возврат по заказу № 1',
    customerEmail: 'buyer@example.ru',
  });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof PaymentProviderError ? [error.kind, error.code] : error),
  );

describe('sandbox refunds', () => {
  it('refunds a succeeded payment at once and keeps a sandbox_refunds row', async () => {
    const id = await payment(120_000);
    const made = await refund(id, 120_000);
    expect(made).toEqual({ id: expect.any(String), status: 'succeeded', amountKopecks: 120_000 });
    const rows = await sql`select payment_id, amount_kopecks, status from sandbox_refunds where payment_id = ${id}`;
    expect(rows).toEqual([{ payment_id: id, amount_kopecks: 120_000, status: 'succeeded' }]);
  });

  it('the same key returns the same refund; a new key cannot take back more than was paid', async () => {
    const id = await payment(100_000);
    const key = randomUUID();
    const first = await refund(id, 60_000, key);
    expect((await refund(id, 60_000, key)).id).toBe(first.id);
    expect(await refusal(refund(id, 50_000))).toEqual(['refused', 'amount_exceeds_payment']);
    expect((await refund(id, 40_000)).status).toBe('succeeded');
    const [total] = await sql<{ sum: number }[]>`
      select sum(amount_kopecks)::int as sum from sandbox_refunds where payment_id = ${id}`;
    expect(total?.sum).toBe(100_000);
  });

  it('two refunds at once with different keys never give back more than the payment', async () => {
    const id = await payment(100_000);
    const outcomes = await Promise.all([refusal(refund(id, 70_000)), refusal(refund(id, 70_000))]);
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(1);
  });

  it('refuses unpaid and unknown payments', async () => {
    expect(await refusal(refund(await payment(10_000, 'pending'), 10_000))).toEqual([
      'refused',
      'payment_not_succeeded',
    ]);
    expect(await refusal(refund(randomUUID(), 10_000))).toEqual(['refused', 'payment_not_found']);
    expect(await refusal(refund('not-a-uuid', 10_000))).toEqual(['refused', 'payment_not_found']);
  });
});
