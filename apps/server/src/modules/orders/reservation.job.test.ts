import { ORDER_MESSAGES } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { createUser, type TTestUser } from '../../../test/accounts.ts';
import { DECLINE_CARD, mailsTo, paySandbox } from '../../../test/billing.ts';
import { buyProducts, sellerWithProduct, stockOf, useOrdersApp } from '../../../test/checkout.ts';
import { recheckPendingCheckouts } from './checkout.recheck.job.ts';
import { STOCK_GONE_COMMENT } from './goods-payment.service.ts';
import { releaseExpiredReserves } from './reservation.job.ts';

const RESERVE_MINUTES = 30;
const ctx = useOrdersApp({
  orderReserveMinutes: RESERVE_MINUTES,
  recheckAfterSeconds: 60,
  recheckIntervalSeconds: 300,
});

const orderRow = async (id: number) =>
  (
    await ctx.sql<
      { status: string; paid: boolean; stock_reserved: boolean; refund_status: string | null; checkout_id: string }[]
    >`select status, paid, stock_reserved, refund_status, checkout_id from orders where id = ${id}`
  )[0];
/** As if the order and its checkouts were made `minutes` ago. */
const age = async (orderId: number, minutes: number) => {
  await ctx.sql`update orders set created_at = now() - make_interval(mins => ${minutes}) where id = ${orderId}`;
  await ctx.sql`
    update checkouts set created_at = now() - make_interval(mins => ${minutes})
    where id in (select checkout_id from checkout_orders where order_id = ${orderId})`;
};
const pay = (user: TTestUser, orderId: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/pay/`, headers: user.auth });
const paymentIdOf = (url: string) => url.split('/').pop() as string;

describe('reserve release', () => {
  it('puts the units of an order unpaid past the reserve time back on sale; the order stays unpaid', async () => {
    const buyer = await createUser(ctx.app, 'late');
    const seller = await sellerWithProduct(ctx.app, ctx.sql, 500, 5);
    const fresh = await buyProducts(ctx.app, buyer, [[seller.productId, 1]]);
    const other = await createUser(ctx.app, 'late-2');
    const stale = await buyProducts(ctx.app, other, [[seller.productId, 3]]);
    expect(await stockOf(ctx.sql, seller.productId)).toBe(1);
    const staleOrder = stale.orders[0] as number;
    await age(staleOrder, RESERVE_MINUTES + 1);

    // State, not the returned list, is checked: another test file's app running its jobs may release it first.
    expect(await releaseExpiredReserves(ctx.orders)).not.toContain(fresh.orders[0]);
    expect(await stockOf(ctx.sql, seller.productId)).toBe(4);
    expect(await orderRow(staleOrder)).toMatchObject({ status: 'not_paid', paid: false, stock_reserved: false });
    const events = await ctx.sql`select event, from_status, to_status from order_events where order_id = ${staleOrder}`;
    expect(events).toEqual([{ event: 'release', from_status: 'not_paid', to_status: 'not_paid' }]);
    // Run again: nothing more to release, the stock stays.
    expect(await releaseExpiredReserves(ctx.orders)).not.toContain(staleOrder);
    expect(await stockOf(ctx.sql, seller.productId)).toBe(4);
  });

  it('re-takes the units when a released order is paid later', async () => {
    const buyer = await createUser(ctx.app, 'repay');
    const seller = await sellerWithProduct(ctx.app, ctx.sql, 500, 4);
    const bought = await buyProducts(ctx.app, buyer, [[seller.productId, 2]]);
    const orderId = bought.orders[0] as number;
    await paySandbox(ctx.app, bought.paymentId, DECLINE_CARD);
    await age(orderId, RESERVE_MINUTES + 1);
    await releaseExpiredReserves(ctx.orders);
    expect(await stockOf(ctx.sql, seller.productId)).toBe(4);

    const again = await pay(buyer, orderId);
    expect(again.statusCode, again.body).toBe(200);
    const url = again.json<{ order_url: string }>().order_url;
    expect(paymentIdOf(url)).not.toBe(bought.paymentId);
    expect(await stockOf(ctx.sql, seller.productId)).toBe(2);
    expect(await orderRow(orderId)).toMatchObject({ stock_reserved: true });
    // Asked again while this payment is open: the same page, no second payment.
    expect((await pay(buyer, orderId)).json()).toEqual({ order_url: url });

    expect((await paySandbox(ctx.app, paymentIdOf(url))).json()).toMatchObject({ status: 'succeeded' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', paid: true, stock_reserved: true });
    expect(await stockOf(ctx.sql, seller.productId)).toBe(2);
    const stranger = await createUser(ctx.app, 'stranger');
    expect((await pay(stranger, orderId)).statusCode).toBe(404);
    const paidAgain = await pay(buyer, orderId);
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json()).toEqual({ detail: ORDER_MESSAGES.orderNotPayable, code: 'CONFLICT' });
  });

  it('refuses to pay again when the released units are gone', async () => {
    const buyer = await createUser(ctx.app, 'sold-out');
    const seller = await sellerWithProduct(ctx.app, ctx.sql, 500, 1);
    const bought = await buyProducts(ctx.app, buyer, [[seller.productId, 1]]);
    const orderId = bought.orders[0] as number;
    await paySandbox(ctx.app, bought.paymentId, DECLINE_CARD);
    await age(orderId, RESERVE_MINUTES + 1);
    await releaseExpiredReserves(ctx.orders);
    await buyProducts(ctx.app, await createUser(ctx.app, 'quicker'), [[seller.productId, 1]]);

    const refused = await pay(buyer, orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(new RegExp(`${ORDER_MESSAGES.outOfStock}$`));
    expect(await orderRow(orderId)).toMatchObject({ status: 'not_paid', stock_reserved: false });
    expect(await stockOf(ctx.sql, seller.productId)).toBe(0);
  });

  it('cancels and refunds an order whose late payment finds its units gone', async () => {
    const buyer = await createUser(ctx.app, 'too-late');
    const seller = await sellerWithProduct(ctx.app, ctx.sql, 500, 2);
    const bought = await buyProducts(ctx.app, buyer, [[seller.productId, 2]]);
    const orderId = bought.orders[0] as number;
    await age(orderId, RESERVE_MINUTES + 1);
    await releaseExpiredReserves(ctx.orders);
    await buyProducts(ctx.app, await createUser(ctx.app, 'first'), [[seller.productId, 1]]);

    // The payment page stayed open; the buyer pays it now.
    expect((await paySandbox(ctx.app, bought.paymentId)).json()).toMatchObject({ status: 'succeeded' });
    expect(await orderRow(orderId)).toMatchObject({
      status: 'cancelled',
      stock_reserved: false,
      refund_status: 'succeeded',
      paid: false,
    });
    expect(await stockOf(ctx.sql, seller.productId)).toBe(1);
    const events = await ctx.sql`
      select event, to_status, comment from order_events where order_id = ${orderId} order by id`;
    expect(events).toEqual([
      { event: 'release', to_status: 'not_paid', comment: null },
      { event: 'pay', to_status: 'paid', comment: null },
      { event: 'cancel', to_status: 'cancelled', comment: STOCK_GONE_COMMENT },
    ]);
    const [refund] = await ctx.sql`select amount_kopecks from sandbox_refunds where payment_id = ${bought.paymentId}`;
    expect(refund).toEqual({ amount_kopecks: 100000 });
    expect(mailsTo(ctx.dataDir, seller.representative.email)).toEqual([]);
    const letters = mailsTo(ctx.dataDir, buyer.email);
    expect(letters.filter((text) => text.includes('товар снова в продаже'))).toHaveLength(1);
    expect(letters.filter((text) => text.includes('Деньги за него вернутся'))).toHaveLength(1);
  });
});

describe('goods payment re-check', () => {
  it('settles a checkout whose webhook never came, once', async () => {
    const buyer = await createUser(ctx.app, 'lost-webhook');
    const seller = await sellerWithProduct(ctx.app, ctx.sql, 500, 2);
    const bought = await buyProducts(ctx.app, buyer, [[seller.productId, 1]]);
    await ctx.sql`update sandbox_payments set status = 'succeeded' where id = ${bought.paymentId}`;
    expect((await recheckPendingCheckouts(ctx.orders))[bought.checkoutId]).toBeUndefined();
    await ctx.sql`update checkouts set created_at = now() - interval '2 minutes' where id = ${bought.checkoutId}`;

    expect((await recheckPendingCheckouts(ctx.orders))[bought.checkoutId]).toBe('paid');
    expect(await orderRow(bought.orders[0] as number)).toMatchObject({ status: 'paid', paid: true });
    expect(mailsTo(ctx.dataDir, buyer.email)).toHaveLength(1);
    expect((await recheckPendingCheckouts(ctx.orders))[bought.checkoutId]).toBeUndefined();
    expect(mailsTo(ctx.dataDir, buyer.email)).toHaveLength(1);
  });

  it('sends a receipt that failed to go out on the next run', async () => {
    const buyer = await createUser(ctx.app, 'receipt-retry');
    const seller = await sellerWithProduct(ctx.app, ctx.sql, 500, 2);
    const bought = await buyProducts(ctx.app, buyer, [[seller.productId, 1]]);
    await paySandbox(ctx.app, bought.paymentId);
    expect(mailsTo(ctx.dataDir, buyer.email)).toHaveLength(1);
    // As if the letter had failed: the right to send was given back.
    await ctx.sql`update checkouts set receipt_sent_at = null where id = ${bought.checkoutId}`;
    await recheckPendingCheckouts(ctx.orders);
    expect(mailsTo(ctx.dataDir, buyer.email)).toHaveLength(2);
    await recheckPendingCheckouts(ctx.orders);
    expect(mailsTo(ctx.dataDir, buyer.email)).toHaveLength(2);
  });
});
