import { ACCOUNT_MESSAGES, AppError, BILLING_MESSAGES, MESSAGES } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { findUserById } from '../auth/index.ts';
import type { TBillingDeps } from './billing.deps.ts';
import * as memberships from './memberships.repository.ts';
import * as orders from './orders.repository.ts';
import { applyPaymentSnapshot } from './payment-pipeline.service.ts';
import * as plans from './plans.repository.ts';
import { PaymentProviderError } from './providers/provider.ts';
import { isUuid } from './uuid.ts';

const PERIOD_NAMES = { monthly: '1 месяц', yearly: '1 год' } as const;

export async function listPlans(deps: TBillingDeps): Promise<plans.TPlanRow[]> {
  return plans.findActivePlans(deps.sql);
}

/**
 * Where the provider sends the browser back: the web app's page that shows the order's outcome, on the origin
 * the payer opened (see lib/site-origin.ts), so the session they paid in is still there.
 */
export const returnUrlOf = (origin: string, orderId: string) => `${origin}/payment/return?order=${orderId}`;

/** What the payer's bank statement and the receipt line read. */
export function orderDescription(plan: plans.TPlanRow): string {
  return `Тариф «${plan.name}», ${PERIOD_NAMES[plan.type]}`;
}

/**
 * `POST /api/v1/plan-order/`: the order freezes today's price, then the
 * provider's payment is created with the order id as the idempotence key, so
 * a retry of the same order can never charge twice. A refusal (4xx) cancels
 * the order; an unknown outcome (5xx, timeout) leaves it pending for the
 * re-check job, which repeats the call with the same key. `origin` starts the payment and return links.
 */
export async function createPlanOrder(
  deps: TBillingDeps,
  userId: number,
  planId: number,
  origin: string,
): Promise<{ id: string; order_url: string }> {
  const plan = await plans.findActivePlan(deps.sql, planId);
  if (!plan) {
    // An archived plan is still listed in its holders' memberships: say why it cannot be bought again.
    const message = (await plans.planIsArchived(deps.sql, planId))
      ? BILLING_MESSAGES.planArchived
      : BILLING_MESSAGES.planNotFound;
    throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { plan: [message] });
  }
  const user = await findUserById(deps.sql, userId);
  if (!user) throw new AppError('not_authenticated', ACCOUNT_MESSAGES.notAuthenticated);

  const id = await orders.insertOrder(deps.sql, {
    userId,
    planId: plan.id,
    amountKopecks: plan.price_kopecks,
    provider: deps.provider.name,
  });
  let snapshot: Awaited<ReturnType<typeof deps.provider.createPayment>>;
  try {
    snapshot = await deps.provider.createPayment({
      orderId: id,
      idempotenceKey: id,
      amountKopecks: plan.price_kopecks,
      description: orderDescription(plan),
      returnUrl: returnUrlOf(origin, id),
      customerEmail: user.email,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.accounts.log.warn({ err: error, order: id }, 'payment not created');
    if (error.kind === 'refused') {
      await orders.markOrderCanceled(deps.sql, id, `provider_refused${error.code ? `:${error.code}` : ''}`);
      throw new AppError('PAYMENT_PROVIDER_ERROR', BILLING_MESSAGES.providerRefused);
    }
    throw new AppError('PAYMENT_PROVIDER_ERROR', BILLING_MESSAGES.providerUnavailable);
  }
  await orders.setOrderPayment(deps.sql, id, {
    providerPaymentId: snapshot.id,
    confirmationUrl: snapshot.confirmationUrl,
  });
  // A provider may answer with a final payment at once; it goes the same way a webhook would.
  await applyPaymentSnapshot(deps, snapshot, { source: 'create', payment: snapshot });
  if (snapshot.status === 'canceled') throw new AppError('PAYMENT_PROVIDER_ERROR', BILLING_MESSAGES.providerRefused);
  if (snapshot.status === 'succeeded') return { id, order_url: returnUrlOf(origin, id) };
  if (!snapshot.confirmationUrl) throw new AppError('PAYMENT_PROVIDER_ERROR', BILLING_MESSAGES.providerUnavailable);
  return { id, order_url: snapshot.confirmationUrl };
}

/** Someone else's order answers 404, exactly as a missing one. */
export async function getOwnOrder(deps: TBillingDeps, userId: number, id: string): Promise<orders.TOrderWithPlan> {
  const order = isUuid(id) ? await orders.findOrder(deps.sql, id) : undefined;
  if (!order || order.user_id !== userId) throw new AppError('NOT_FOUND', BILLING_MESSAGES.orderNotFound);
  return order;
}

export async function listMemberships(deps: TBillingDeps, userId: number): Promise<memberships.TMembershipRow[]> {
  return memberships.findUserMemberships(deps.sql, userId);
}

/** For each entitlement key, the cheapest tier on sale that grants it: what a locked block names. */
export function cheapestTierByFeature(sql: TSql): Promise<Map<string, { code: string; name: string }>> {
  return plans.findCheapestTierByFeature(sql);
}
