import { AppError, BILLING_MESSAGES } from '@sverka/shared';
import { applyPaymentSnapshot, PaymentProviderError, type TReceiptLine } from '../billing/index.ts';
import * as checkouts from './checkout.repository.ts';
import type { TOrdersDeps } from './orders.deps.ts';

/** Where the provider sends the browser back: the page that waits for the checkout's outcome. */
export const checkoutReturnUrl = (origin: string, checkoutId: string) =>
  `${origin}/payment/return?checkout=${checkoutId}`;

/** What the payer's bank statement reads: the order numbers. */
export function checkoutDescription(orderIds: number[]): string {
  return `Заказ № ${orderIds.join(', ')} на «Сверке»`;
}

/** The provider's create call for a checkout: its id is the metadata and the idempotence key. */
export function paymentInputOf(details: checkouts.TCheckoutDetails, origin: string) {
  const receiptLines: TReceiptLine[] = details.orders.flatMap((order) =>
    order.items.map((item) => ({
      description: item.name,
      quantity: item.quantity,
      amountKopecks: item.price_kopecks * item.quantity,
      vatRate: item.vat_rate,
    })),
  );
  return {
    orderId: details.id,
    idempotenceKey: details.id,
    purpose: 'goods' as const,
    amountKopecks: details.amount_kopecks,
    description: checkoutDescription(details.orders.map((order) => order.id)),
    receiptLines,
    returnUrl: checkoutReturnUrl(origin, details.id),
    customerEmail: details.buyer_email,
  };
}

/**
 * Creates the provider's payment of a committed checkout, as billing's plan
 * orders do: a refusal cancels the checkout (its orders stay unpaid and can
 * be paid again), an unknown outcome leaves it pending for the re-check job,
 * which repeats the call with the same key. Answers the page to pay on.
 */
export async function startCheckoutPayment(deps: TOrdersDeps, checkoutId: string, origin: string): Promise<string> {
  const details = await checkouts.findCheckoutDetails(deps.sql, checkoutId);
  if (!details) throw new Error(`checkout ${checkoutId} vanished before its payment`);
  let snapshot: Awaited<ReturnType<typeof deps.provider.createPayment>>;
  try {
    snapshot = await deps.provider.createPayment(paymentInputOf(details, origin));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.accounts.log.warn({ err: error, checkout: checkoutId }, 'goods payment not created');
    if (error.kind === 'refused') {
      await checkouts.markCheckoutCanceled(
        deps.sql,
        checkoutId,
        `provider_refused${error.code ? `:${error.code}` : ''}`,
      );
      throw new AppError('PAYMENT_PROVIDER_ERROR', BILLING_MESSAGES.providerRefused);
    }
    throw new AppError('PAYMENT_PROVIDER_ERROR', BILLING_MESSAGES.providerUnavailable);
  }
  await checkouts.setCheckoutPayment(deps.sql, checkoutId, {
    providerPaymentId: snapshot.id,
    confirmationUrl: snapshot.confirmationUrl,
  });
  // A provider may answer with a final payment at once; it goes the same way a webhook would.
  await applyPaymentSnapshot(deps, snapshot, { source: 'create', payment: snapshot });
  if (snapshot.status === 'canceled') throw new AppError('PAYMENT_PROVIDER_ERROR', BILLING_MESSAGES.providerRefused);
  if (snapshot.status === 'succeeded') return checkoutReturnUrl(origin, checkoutId);
  if (!snapshot.confirmationUrl) throw new AppError('PAYMENT_PROVIDER_ERROR', BILLING_MESSAGES.providerUnavailable);
  return snapshot.confirmationUrl;
}
