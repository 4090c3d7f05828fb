import type { TSql } from '../../db/client.ts';
import type { TApplyOutcome, TGoodsPaymentTarget, TPaymentSnapshot } from '../billing/index.ts';
import { returnStock, takeStock } from '../marketplace/index.ts';
import { sendCheckoutLetters } from './checkout.mail.ts';
import * as checkouts from './checkout.repository.ts';
import { moveOrder } from './order-lifecycle.service.ts';
import type { TOrdersDeps } from './orders.deps.ts';
import * as orders from './orders.repository.ts';
import { settleRefund } from './refunds.service.ts';

const SYSTEM = { role: 'system', userId: null } as const;
export const STOCK_GONE_COMMENT = 'Товар закончился, пока заказ ждал оплаты';

/**
 * Takes every line's units again for an order whose reserve ran out; all or
 * nothing: what was taken goes back when one line cannot be had.
 */
async function retakeStock(tx: TSql, orderId: number): Promise<boolean> {
  const items = await orders.findOrderItems(tx, [orderId]);
  const taken: orders.TOrderItemRow[] = [];
  for (const item of items.sort((a, b) => (a.product_id ?? 0) - (b.product_id ?? 0))) {
    // The money is already here: a product taken off sale meanwhile still ships if its units are there.
    const ok =
      item.product_id !== null && (await takeStock(tx, item.product_id, item.quantity, { publishedOnly: false }));
    if (!ok) {
      for (const back of taken) await returnStock(tx, back.product_id as number, back.quantity);
      return false;
    }
    taken.push(item);
  }
  return true;
}

/**
 * One order of a paid checkout: an unpaid one becomes paid (its units taken
 * again first if the reserve ran out; when they are gone it is paid and
 * cancelled at once, so its refund goes pending); one that no longer waits for
 * money (cancelled meanwhile) is marked for refund of this payment.
 */
async function settleOrder(tx: TSql, orderId: number, checkoutId: string, log: TOrdersDeps['accounts']['log']) {
  const order = await orders.lockOrder(tx, orderId);
  if (!order) return;
  if (order.status !== 'not_paid') {
    if (order.paid || order.refund_status !== null) {
      // A second payment of an order paid or refunded through another checkout: one refund per order is all the
      // order row can track, so this money needs a person.
      log.error({ order: orderId, checkout: checkoutId }, 'second payment for an order already paid; refund by hand');
      return;
    }
    await checkouts.markOrderForRefund(tx, orderId, checkoutId);
    return;
  }
  if (!order.stock_reserved) {
    if (await retakeStock(tx, orderId)) {
      await checkouts.setStockReserved(tx, orderId, true);
    } else {
      const paid = await moveOrder(tx, order, 'pay', SYSTEM, { checkoutId });
      await moveOrder(tx, paid, 'cancel', SYSTEM, { comment: STOCK_GONE_COMMENT });
      return;
    }
  }
  await moveOrder(tx, { ...order, stock_reserved: true }, 'pay', SYSTEM, { checkoutId });
}

/**
 * How a goods payment settles its checkout (billing's pipeline calls `apply`
 * inside its transaction, once per provider event). A canceled payment only
 * closes the checkout: the orders stay unpaid with their stock until the
 * reserve runs out, and can be paid again.
 */
export function goodsPaymentTarget(deps: TOrdersDeps): TGoodsPaymentTarget {
  const log = deps.accounts.log;
  return {
    async apply(tx: TSql, snapshot: TPaymentSnapshot): Promise<TApplyOutcome> {
      const checkout = snapshot.orderId ? await checkouts.lockCheckout(tx, snapshot.orderId) : undefined;
      const matches =
        checkout !== undefined &&
        checkout.provider === snapshot.provider &&
        (checkout.provider_payment_id === null || checkout.provider_payment_id === snapshot.id) &&
        checkout.amount_kopecks === snapshot.amountKopecks;
      if (!matches) {
        log.warn({ checkout: snapshot.orderId, payment: snapshot.id }, 'payment does not match its checkout; ignored');
        return 'mismatch';
      }
      if (checkout.status !== 'pending') return 'unchanged';
      if (snapshot.status === 'canceled') {
        await checkouts.markCheckoutCanceled(tx, checkout.id, snapshot.cancellationReason ?? 'canceled');
        return 'canceled';
      }
      await checkouts.markCheckoutPaid(tx, checkout.id, snapshot.id);
      for (const orderId of checkout.order_ids) await settleOrder(tx, orderId, checkout.id, log);
      return 'paid';
    },
    async afterCommit(snapshot, outcome) {
      if (outcome !== 'paid' || !snapshot.orderId) return;
      const refunds = await sendCheckoutLetters(deps, snapshot.orderId);
      // The buyer's receipt already says which orders were cancelled and that their money comes back.
      for (const orderId of refunds) await settleRefund(deps, orderId);
    },
  };
}
