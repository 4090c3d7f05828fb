import { randomUUID } from 'node:crypto';
import type { TOrder } from '@sverka/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TTestUser } from '../../../test/accounts.ts';
import { useBillingApp } from '../../../test/billing.ts';
import { startFakeYooKassa, type TFakeYooKassa } from '../../../test/fake-yookassa.ts';
import { insertProduct, insertSeller } from '../../../test/marketplace.ts';
import { insertOrder, insertPaidCheckout } from '../../../test/orders.ts';
import { createOrdersDeps, type TOrdersDeps } from './orders.deps.ts';
import { refundKeyOf, settlePendingRefunds } from './refunds.service.ts';

let fake: TFakeYooKassa;
beforeAll(async () => {
  fake = await startFakeYooKassa();
});
afterAll(async () => {
  await fake?.close();
});

const ctx = useBillingApp(() => ({
  provider: 'yookassa',
  yookassa: { shopId: fake.shopId, secretKey: fake.secretKey, apiUrl: fake.apiUrl, vatCode: 4 },
}));

let deps: TOrdersDeps;
let buyer: TTestUser;
let seller: TTestUser;
let sellerId: number;
let productId: number;
beforeAll(async () => {
  deps = createOrdersDeps(ctx.billing);
  [buyer, seller] = await Promise.all([
    createUser(ctx.app, 'yk-refund-buyer'),
    createUser(ctx.app, 'yk-refund-seller'),
  ]);
  sellerId = (await insertSeller(ctx.sql, seller.id)).id;
  productId = await insertProduct(ctx.sql, sellerId);
});

/** A paid order whose YooKassa payment (for 2 000 ₽, shared with another order) has succeeded. */
async function paidOrder() {
  const order = await insertOrder(ctx.sql, {
    buyerId: buyer.id,
    sellerId,
    status: 'paid',
    paid: true,
    items: [{ productId, priceKopecks: 120_000 }],
  });
  const checkout = randomUUID();
  const payment = await deps.provider.createPayment({
    orderId: checkout,
    purpose: 'goods',
    idempotenceKey: checkout,
    amountKopecks: 200_000,
    description: `Заказ № ${order.id}`,
    returnUrl: 'http://localhost/payment/return',
    customerEmail: buyer.email,
  });
  fake.setStatus(payment.id, 'succeeded');
  await insertPaidCheckout(ctx.sql, {
    id: order.id,
    buyerId: buyer.id,
    amountKopecks: order.totalKopecks,
    checkoutId: checkout,
    provider: 'yookassa',
    paymentId: payment.id,
  });
  return { ...order, paymentId: payment.id };
}

const cancel = (user: TTestUser, id: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${id}/events/`,
    headers: user.auth,
    payload: { event: 'cancel' },
  });
const refundRequests = (key: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === '/refunds' && r.headers['idempotence-key'] === key);

describe('refund of a cancelled paid order (YooKassa)', () => {
  it("asks YooKassa for the order's share of the payment with the order's idempotence key", async () => {
    const order = await paidOrder();
    const response = await cancel(buyer, order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TOrder>()).toMatchObject({ status: 'cancelled', paid: false, refund: 'succeeded' });

    const [request] = refundRequests(refundKeyOf(order.id));
    expect(request?.body).toMatchObject({
      payment_id: order.paymentId,
      amount: { value: '1200.00', currency: 'RUB' },
      receipt: { customer: { email: buyer.email } },
    });
    expect(fake.payments.get(order.paymentId)?.refunded_amount).toEqual({ value: '1200.00', currency: 'RUB' });
  });

  it('a 5xx leaves the refund pending; the job retries with the same key and refunds once', async () => {
    const order = await paidOrder();
    fake.failNext(503, { type: 'error', code: 'internal_server_error', description: 'Try later' });
    const response = await cancel(seller, order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TOrder>()).toMatchObject({ status: 'cancelled', paid: true, refund: 'pending' });

    const results = await settlePendingRefunds(deps);
    expect(results[order.id]).toBe('succeeded');
    const [row] = await ctx.sql<{ paid: boolean; refund_status: string; refund_id: string }[]>`
      select paid, refund_status, refund_id from orders where id = ${order.id}`;
    expect(row).toMatchObject({ paid: false, refund_status: 'succeeded' });
    expect(refundRequests(refundKeyOf(order.id))).toHaveLength(2);
    const refunds = [...fake.refunds.values()].filter((refund) => refund.payment_id === order.paymentId);
    expect(refunds.map((refund) => refund.id)).toEqual([row?.refund_id]);
  });

  it('a refund YooKassa holds as pending stays pending until it is confirmed', async () => {
    const order = await paidOrder();
    fake.refundStatus = 'pending';
    try {
      const response = await cancel(buyer, order.id);
      expect(response.json<TOrder>()).toMatchObject({ status: 'cancelled', refund: 'pending' });
    } finally {
      fake.refundStatus = 'succeeded';
    }
    const [refund] = [...fake.refunds.values()].filter((r) => r.payment_id === order.paymentId);
    if (refund) refund.status = 'succeeded';
    expect((await settlePendingRefunds(deps))[order.id]).toBe('succeeded');
    expect(refundRequests(refundKeyOf(order.id))).toHaveLength(2);
  });
});
