import { applyPaymentSnapshot, PaymentProviderError, type TApplyOutcome } from '../billing/index.ts';
import { sendCheckoutReceiptOnce } from './checkout.mail.ts';
import { paymentInputOf } from './checkout.payment.ts';
import * as checkouts from './checkout.repository.ts';
import type { TOrdersDeps } from './orders.deps.ts';

const BATCH = 50;

/**
 * Missed webhooks of goods payments, as billing's re-check does for plans:
 * every checkout still pending `recheckAfterSeconds` after it was made is
 * asked about again (at most once per interval) and the provider's answer
 * goes through billing's pipeline; a checkout whose payment was never created
 * repeats the create call with the same idempotence key. Receipts that failed
 * to send are retried too.
 */
export async function recheckPendingCheckouts(deps: TOrdersDeps): Promise<Record<string, TApplyOutcome | 'error'>> {
  const results: Record<string, TApplyOutcome | 'error'> = {};
  const due = await checkouts.findCheckoutsToRecheck(deps.sql, {
    provider: deps.provider.name,
    afterSeconds: deps.payments.recheckAfterSeconds,
    intervalSeconds: deps.payments.recheckIntervalSeconds,
    limit: BATCH,
  });
  for (const checkout of due) {
    await checkouts.markCheckoutChecked(deps.sql, checkout.id);
    try {
      let snapshot: Awaited<ReturnType<typeof deps.provider.getPayment>>;
      if (checkout.provider_payment_id) snapshot = await deps.provider.getPayment(checkout.provider_payment_id);
      else {
        const details = await checkouts.findCheckoutDetails(deps.sql, checkout.id);
        if (!details) continue;
        snapshot = await deps.provider.createPayment(paymentInputOf(details, deps.publicUrl));
        await checkouts.setCheckoutPayment(deps.sql, checkout.id, {
          providerPaymentId: snapshot.id,
          confirmationUrl: snapshot.confirmationUrl,
        });
      }
      if (!snapshot) continue;
      results[checkout.id] = await applyPaymentSnapshot(deps, snapshot, { source: 'recheck', payment: snapshot });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.accounts.log.warn({ err: error, checkout: checkout.id }, 're-check could not reach the payment provider');
      if (error.kind === 'refused' && !checkout.provider_payment_id) {
        const reason = `provider_refused${error.code ? `:${error.code}` : ''}`;
        await checkouts.markCheckoutCanceled(deps.sql, checkout.id, reason);
        results[checkout.id] = 'canceled';
      } else results[checkout.id] = 'error';
    }
  }
  for (const id of await checkouts.findPaidCheckoutsWithoutReceipt(deps.sql, BATCH)) {
    await sendCheckoutReceiptOnce(deps, id);
  }
  return results;
}
