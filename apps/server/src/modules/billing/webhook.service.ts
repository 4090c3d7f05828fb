import { AppError, BILLING_MESSAGES, MESSAGES } from '@sverka/shared';
import type { TBillingDeps } from './billing.deps.ts';
import { applyPaymentSnapshot, type TApplyOutcome } from './payment-pipeline.service.ts';
import {
  PaymentProviderError,
  type TProviderName,
  type TWebhookRequest,
  WebhookRejectedError,
} from './providers/provider.ts';

/**
 * A provider's notification: verified by the provider (the sandbox's
 * signature; for YooKassa only its shape), then the payment is read from the
 * provider itself and that state goes through the pipeline. A notification
 * about a payment the provider does not know changes nothing.
 */
export async function handleWebhook(
  deps: TBillingDeps,
  providerName: TProviderName,
  request: TWebhookRequest,
): Promise<TApplyOutcome | 'unknown_payment'> {
  if (deps.provider.name !== providerName) throw new AppError('NOT_FOUND', BILLING_MESSAGES.webhookProvider);
  let paymentId: string;
  try {
    ({ paymentId } = await deps.provider.verifyWebhook(request));
  } catch (error) {
    if (error instanceof WebhookRejectedError) {
      deps.accounts.log.warn({ provider: providerName, reason: error.message }, 'webhook rejected');
      throw new AppError('UNAUTHORIZED', BILLING_MESSAGES.webhookSignature);
    }
    throw error;
  }
  let snapshot: Awaited<ReturnType<typeof deps.provider.getPayment>>;
  try {
    snapshot = await deps.provider.getPayment(paymentId);
  } catch (error) {
    // Not a 200: the provider sends the notification again later, and the re-check job asks too.
    if (error instanceof PaymentProviderError) throw new AppError('UNAVAILABLE', MESSAGES.unavailable);
    throw error;
  }
  if (!snapshot) return 'unknown_payment';
  return applyPaymentSnapshot(deps, snapshot, request.body);
}
