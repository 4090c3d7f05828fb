import type { TOrder } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TTestUser } from '../../../test/accounts.ts';
import { useBillingApp } from '../../../test/billing.ts';
import { insertProduct, insertSeller } from '../../../test/marketplace.ts';
import { insertOrder, insertPaidSandboxCheckout } from '../../../test/orders.ts';
import { createOrdersDeps, type TOrdersDeps } from './orders.deps.ts';
import { refundKeyOf, settlePendingRefunds, settleRefund } from './refunds.service.ts';

const ctx = useBillingApp(() => ({}));

let deps: TOrdersDeps;
let buyer: TTestUser;
let seller: TTestUser;
let sellerId: number;
let productId: number;
beforeAll(async () => {
  deps = createOrdersDeps(ctx.billing);
  [buyer, seller] = await Promise.all([createUser(ctx.app, 'refund-buyer'), createUser(ctx.app, 'refund-seller')]);
  sellerId = (await insertSeller(ctx.sql, seller.id)).id;
  productId = await insertProduct(ctx.sql, sellerId);
  await ctx.sql`update products set in_stock = 5 where id = ${productId}`;
});

/** A paid order of two units at 750 ₽ with its sandbox payment. */
async function paidOrder(status: 'paid' | 'pending' | 'cancelled' = 'paid') {
  const order = await insertOrder(ctx.sql, {
    buyerId: buyer.id,
    sellerId,
    status,
    paid: true,
    items: [{ productId, priceKopecks: 75_000, quantity: 2 }],
  });
  const paid = await insertPaidSandboxCheckout(ctx.sql, {
    id: order.id,
    buyerId: buyer.id,
    amountKopecks: order.totalKopecks,
  });
  return { ...order, ...paid };
}

const orderRow = async (id: number) =>
  (
    await ctx.sql<{ status: string; paid: boolean; refund_status: string | null; refund_id: string | null }[]>`
      select status, paid, refund_status, refund_id from orders where id = ${id}`
  )[0];
const refundsOf = (paymentId: string) =>
  ctx.sql<{ id: string; amount_kopecks: number; idempotence_key: string }[]>`
    select id, amount_kopecks, idempotence_key from sandbox_refunds where payment_id = ${paymentId}`;
const inStock = async () =>
  (await ctx.sql<{ in_stock: number }[]>`select in_stock from products where id = ${productId}`)[0]?.in_stock;

describe('refund of a cancelled paid order (sandbox)', () => {
  it('the seller cancels: stock back, the whole share refunded, the order no longer paid', async () => {
    const order = await paidOrder();
    const before = await inStock();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/events/`,
      headers: seller.auth,
      payload: { event: 'cancel', comment: 'Нет на складе' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TOrder>()).toMatchObject({ status: 'cancelled', paid: false, refund: 'succeeded' });
    expect(await inStock()).toBe((before as number) + 2);

    const refunds = await refundsOf(order.paymentId);
    expect(refunds).toEqual([
      { id: expect.any(String), amount_kopecks: 150_000, idempotence_key: refundKeyOf(order.id) },
    ]);
    expect(await orderRow(order.id)).toEqual({
      status: 'cancelled',
      paid: false,
      refund_status: 'succeeded',
      refund_id: refunds[0]?.id,
    });
  });

  it('settling twice refunds once, even when the first answer was lost', async () => {
    const order = await paidOrder('cancelled');
    await ctx.sql`update orders set refund_status = 'pending' where id = ${order.id}`;
    expect(await settleRefund(deps, order.id)).toBe('succeeded');
    expect(await settleRefund(deps, order.id)).toBe('none');
    // As if the provider's answer never arrived: the retry asks with the same key and gets the same refund.
    await ctx.sql`update orders set refund_status = 'pending', paid = true where id = ${order.id}`;
    expect(await settleRefund(deps, order.id)).toBe('succeeded');
    expect(await refundsOf(order.paymentId)).toHaveLength(1);
    expect((await orderRow(order.id))?.paid).toBe(false);
  });

  it('the refund job settles a refund still pending', async () => {
    const order = await paidOrder('cancelled');
    await ctx.sql`update orders set refund_status = 'pending' where id = ${order.id}`;
    const results = await settlePendingRefunds(deps);
    expect(results[order.id]).toBe('succeeded');
    expect((await orderRow(order.id))?.refund_status).toBe('succeeded');
  });

  it('an order cancelled before payment has nothing to refund', async () => {
    const order = await insertOrder(ctx.sql, { buyerId: buyer.id, sellerId, items: [{ productId }] });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/events/`,
      headers: buyer.auth,
      payload: { event: 'cancel' },
    });
    expect(response.json<TOrder>()).toMatchObject({ status: 'cancelled', paid: false, refund: null });
    expect(await settleRefund(deps, order.id)).toBe('none');
  });
});
