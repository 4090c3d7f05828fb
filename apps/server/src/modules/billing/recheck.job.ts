import type { TJobQueue } from '../../lib/job-queue.ts';
import type { TBillingDeps } from './billing.deps.ts';
import * as orders from './orders.repository.ts';
import { applyPaymentSnapshot, type TApplyOutcome } from './payment-pipeline.service.ts';
import { orderDescription, returnUrlOf } from './plans.service.ts';
import { PaymentProviderError } from './providers/provider.ts';
import { sendReceiptOnce } from './receipt.mail.ts';
import { remindExpiringMemberships } from './reminder.job.ts';

const BATCH = 50;

/**
 * Missed webhooks happen: every order still pending `recheckAfterSeconds`
 * after it was placed is asked about again (at most once per interval), and
 * the provider's answer goes through the same pipeline as a webhook. An order
 * whose payment was never created (the provider did not answer) repeats the
 * create call with the same idempotence key, which returns the original
 * payment if there was one. Receipts that failed to send are retried too.
 */
export async function recheckPendingOrders(deps: TBillingDeps): Promise<Record<string, TApplyOutcome | 'error'>> {
  const results: Record<string, TApplyOutcome | 'error'> = {};
  const due = await orders.findOrdersToRecheck(deps.sql, {
    provider: deps.provider.name,
    afterSeconds: deps.payments.recheckAfterSeconds,
    intervalSeconds: deps.payments.recheckIntervalSeconds,
    limit: BATCH,
  });
  for (const order of due) {
    await orders.markOrderChecked(deps.sql, order.id);
    try {
      const snapshot = order.provider_payment_id
        ? await deps.provider.getPayment(order.provider_payment_id)
        : await deps.provider.createPayment({
            orderId: order.id,
            idempotenceKey: order.id,
            amountKopecks: order.amount_kopecks,
            description: orderDescription(order.plan),
            returnUrl: returnUrlOf(deps.publicUrl, order.id),
            customerEmail: order.user_email,
          });
      if (!snapshot) continue;
      if (!order.provider_payment_id) {
        await orders.setOrderPayment(deps.sql, order.id, {
          providerPaymentId: snapshot.id,
          confirmationUrl: snapshot.confirmationUrl,
        });
      }
      results[order.id] = await applyPaymentSnapshot(deps, snapshot, { source: 'recheck', payment: snapshot });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.accounts.log.warn({ err: error, order: order.id }, 're-check could not reach the payment provider');
      if (error.kind === 'refused' && !order.provider_payment_id) {
        await orders.markOrderCanceled(deps.sql, order.id, `provider_refused${error.code ? `:${error.code}` : ''}`);
        results[order.id] = 'canceled';
      } else results[order.id] = 'error';
    }
  }
  for (const id of await orders.findPaidOrdersWithoutReceipt(deps.sql, BATCH)) await sendReceiptOnce(deps, id);
  return results;
}

/** Queue names: pg-boss keeps them in its tables, so a rename leaves the old queue's rows behind. */
export const PAYMENT_RECHECK_JOB = 'billing-payment-recheck';
export const PLAN_REMINDERS_JOB = 'billing-plan-reminders';

/**
 * The re-check and the plan-end reminders, each every `recheckIntervalSeconds`
 * and once per period across all instances (lib/jobs.ts). A failed run is not
 * retried: the next period's run picks up the same orders and memberships.
 */
export function scheduleBillingJobs(jobs: TJobQueue, deps: TBillingDeps): void {
  const period = deps.payments.recheckIntervalSeconds;
  jobs.every(PAYMENT_RECHECK_JOB, period, () => recheckPendingOrders(deps));
  jobs.every(PLAN_REMINDERS_JOB, period, () => remindExpiringMemberships(deps));
}
