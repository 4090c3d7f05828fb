import type { FastifyInstance } from 'fastify';
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

/**
 * Runs the re-check, then the plan-end reminders, every `recheckIntervalSeconds`
 * until the app closes; runs never overlap.
 */
export function startRecheckJob(app: FastifyInstance, deps: TBillingDeps): void {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = recheckPendingOrders(deps)
      .catch((error) => deps.accounts.log.error({ err: error }, 'payment re-check failed'))
      .then(() => remindExpiringMemberships(deps))
      .catch((error) => deps.accounts.log.error({ err: error }, 'plan reminders failed'))
      .finally(() => {
        running = undefined;
      });
  }, deps.payments.recheckIntervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
