import type { TSql } from '../../db/client.ts';
import type { TBillingDeps } from './billing.deps.ts';
import * as events from './events.repository.ts';
import { grantMembership } from './membership.service.ts';
import * as orders from './orders.repository.ts';
import type { TPaymentSnapshot } from './providers/provider.ts';
import { sendReceiptOnce } from './receipt.mail.ts';
import { isUuid } from './uuid.ts';

/** What applying a payment's state did to its order. */
export type TApplyOutcome =
  /** Still open at the provider: nothing to do yet. */
  | 'pending'
  | 'paid'
  | 'canceled'
  /** This event was already stored: a replay, changed nothing. */
  | 'duplicate'
  /** The order was already final: the status never moves back or sideways. */
  | 'unchanged'
  /** The payment does not match our order (amount, order id, payment id): ignored and logged. */
  | 'mismatch';

/**
 * The one path from a provider's payment state to our order, used by both
 * webhooks and the re-check job. The snapshot must come from the provider
 * itself (a signed sandbox notification re-read from its table, YooKassa's
 * API), never from an unverified body. The event is stored under
 * provider + `payment.<status>:<payment id>`, so a replay is stored once and
 * changes nothing; in the same transaction the order is locked and moved only
 * forward, and a paid order creates or extends the membership. The receipt
 * goes out after the commit, once per order.
 */
export async function applyPaymentSnapshot(
  deps: TBillingDeps,
  snapshot: TPaymentSnapshot,
  payload: unknown,
): Promise<TApplyOutcome> {
  if (snapshot.status !== 'succeeded' && snapshot.status !== 'canceled') return 'pending';
  if (snapshot.purpose === 'goods') return applyGoodsPayment(deps, snapshot, payload);
  const log = deps.accounts.log;
  const orderId = snapshot.orderId;
  if (!orderId || !isUuid(orderId)) {
    log.warn({ payment: snapshot.id }, 'payment without a plan order in its metadata ignored');
    return 'mismatch';
  }

  const outcome = await deps.sql.begin(async (transaction): Promise<TApplyOutcome> => {
    const tx = transaction as unknown as TSql;
    const order = await orders.lockOrder(tx, orderId);
    const eventId = await events.insertPaymentEvent(tx, {
      provider: snapshot.provider,
      eventId: `payment.${snapshot.status}:${snapshot.id}`,
      planOrderId: order ? orderId : null,
      payload,
    });
    if (eventId === undefined) return 'duplicate';

    const matches =
      order !== undefined &&
      order.provider === snapshot.provider &&
      (order.provider_payment_id === null || order.provider_payment_id === snapshot.id) &&
      order.amount_kopecks === snapshot.amountKopecks;
    if (!matches) {
      log.warn({ order: orderId, payment: snapshot.id }, 'payment does not match its plan order; ignored');
      await events.markPaymentEventProcessed(tx, eventId);
      return 'mismatch';
    }
    if (order.status !== 'pending') {
      await events.markPaymentEventProcessed(tx, eventId);
      return 'unchanged';
    }

    if (snapshot.status === 'succeeded') {
      const membershipId = await grantMembership(tx, {
        userId: order.user_id,
        plan: { id: order.plan_id, code: order.plan_code, type: order.plan_type, priceKopecks: order.amount_kopecks },
      });
      await orders.markOrderPaid(tx, orderId, { membershipId, providerPaymentId: snapshot.id });
    } else {
      await orders.markOrderCanceled(tx, orderId, snapshot.cancellationReason ?? 'canceled');
    }
    await events.markPaymentEventProcessed(tx, eventId);
    return snapshot.status === 'succeeded' ? 'paid' : 'canceled';
  });

  if (outcome === 'paid') await sendReceiptOnce(deps, orderId);
  return outcome;
}

/**
 * What the orders module does with a goods payment: `apply` runs inside the
 * pipeline's transaction, after the provider's event was stored for the first
 * time (a replay never reaches it); `afterCommit` sends the letters.
 */
export type TGoodsPaymentTarget = {
  apply(tx: TSql, snapshot: TPaymentSnapshot): Promise<TApplyOutcome>;
  afterCommit(snapshot: TPaymentSnapshot, outcome: TApplyOutcome): Promise<void>;
};

/** The orders module hands billing its goods payment handling here (billing does not import orders). */
export function registerGoodsPayments(deps: TBillingDeps, target: TGoodsPaymentTarget): void {
  deps.goodsPayments = target;
}

async function applyGoodsPayment(deps: TBillingDeps, snapshot: TPaymentSnapshot, payload: unknown) {
  const target = deps.goodsPayments;
  if (!target || !snapshot.orderId || !isUuid(snapshot.orderId)) {
    deps.accounts.log.warn({ payment: snapshot.id }, 'goods payment without a checkout in its metadata ignored');
    return 'mismatch';
  }
  const outcome = await deps.sql.begin(async (transaction): Promise<TApplyOutcome> => {
    const tx = transaction as unknown as TSql;
    const eventId = await events.insertPaymentEvent(tx, {
      provider: snapshot.provider,
      eventId: `payment.${snapshot.status}:${snapshot.id}`,
      planOrderId: null,
      payload,
    });
    if (eventId === undefined) return 'duplicate';
    const applied = await target.apply(tx, snapshot);
    await events.markPaymentEventProcessed(tx, eventId);
    return applied;
  });
  await target.afterCommit(snapshot, outcome);
  return outcome;
}
