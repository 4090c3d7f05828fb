import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/accounts.ts';
import { mailsTo, paySandbox } from '../../../test/billing.ts';
import { buyProducts, sellerWithProduct, stockOf, useOrdersApp } from '../../../test/checkout.ts';
import type { TSql } from '../../db/client.ts';
import { applyPaymentSnapshot } from '../billing/index.ts';
import { moveOrder } from './order-lifecycle.service.ts';
import { lockOrder } from './orders.repository.ts';

const ctx = useOrdersApp();

const orderRow = async (id: number) =>
  (
    await ctx.sql<{ status: string; paid: boolean; refund_status: string | null; checkout_id: string }[]>`
      select status, paid, refund_status, checkout_id from orders where id = ${id}`
  )[0];
const checkoutStatus = async (id: string) =>
  (await ctx.sql<{ status: string }[]>`select status from checkouts where id = ${id}`)[0]?.status;

/** The buyer cancels an unpaid order, as the order card's button does. */
async function buyerCancels(orderId: number, buyerId: number) {
  await ctx.sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    await moveOrder(tx, order, 'cancel', { role: 'buyer', userId: buyerId });
  });
}

describe('goods payments', () => {
  it('refunds the share of an order cancelled before the money came, and keeps the others paid', async () => {
    const buyer = await createUser(ctx.app, 'cancel-first');
    const kept = await sellerWithProduct(ctx.app, ctx.sql, 300, 5);
    const dropped = await sellerWithProduct(ctx.app, ctx.sql, 700, 5);
    const bought = await buyProducts(ctx.app, buyer, [
      [kept.productId, 1],
      [dropped.productId, 2],
    ]);
    const [keptOrder, droppedOrder] = bought.orders as [number, number];
    await buyerCancels(droppedOrder, buyer.id);
    expect(await stockOf(ctx.sql, dropped.productId)).toBe(5);

    expect((await paySandbox(ctx.app, bought.paymentId)).json()).toMatchObject({ status: 'succeeded' });
    expect(await orderRow(keptOrder)).toMatchObject({ status: 'paid', paid: true, refund_status: null });
    expect(await orderRow(droppedOrder)).toMatchObject({
      status: 'cancelled',
      refund_status: 'succeeded',
      paid: false,
      checkout_id: bought.checkoutId,
    });
    const refunds = await ctx.sql`select amount_kopecks from sandbox_refunds where payment_id = ${bought.paymentId}`;
    expect(refunds).toEqual([{ amount_kopecks: 140000 }]);
    // The cancellation is the only move of the dropped order: being refunded is no transition.
    const events = await ctx.sql`select event from order_events where order_id = ${droppedOrder}`;
    expect(events).toEqual([{ event: 'cancel' }]);
    expect(mailsTo(ctx.dataDir, kept.representative.email)).toHaveLength(1);
    expect(mailsTo(ctx.dataDir, dropped.representative.email)).toEqual([]);
    expect(await stockOf(ctx.sql, dropped.productId)).toBe(5);
  });

  it('ignores a payment whose amount or payment id does not match its checkout', async () => {
    const buyer = await createUser(ctx.app, 'mismatch');
    const seller = await sellerWithProduct(ctx.app, ctx.sql, 300, 5);
    const bought = await buyProducts(ctx.app, buyer, [[seller.productId, 1]]);
    const snapshot = {
      provider: 'sandbox' as const,
      id: bought.paymentId,
      status: 'succeeded' as const,
      amountKopecks: 100,
      orderId: bought.checkoutId,
      purpose: 'goods' as const,
      confirmationUrl: null,
      cancellationReason: null,
    };
    expect(await applyPaymentSnapshot(ctx.billing, snapshot, {})).toBe('mismatch');
    const otherPayment = { ...snapshot, id: '00000000-0000-4000-8000-000000000001', amountKopecks: 30000 };
    expect(await applyPaymentSnapshot(ctx.billing, otherPayment, {})).toBe('mismatch');
    expect(await checkoutStatus(bought.checkoutId)).toBe('pending');
    expect(await orderRow(bought.orders[0] as number)).toMatchObject({ status: 'not_paid', paid: false });
    expect(mailsTo(ctx.dataDir, buyer.email)).toEqual([]);
  });
});
