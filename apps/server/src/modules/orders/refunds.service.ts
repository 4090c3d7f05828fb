import { PaymentProviderError, type TReceiptLine } from '../billing/index.ts';
import { findProductsForSale } from '../marketplace/index.ts';
import type { TOrdersDeps } from './orders.deps.ts';
import * as orders from './orders.repository.ts';

const BATCH = 50;

/** The refund's idempotence key: one per order, so every retry asks for the same refund and never a second one. */
export const refundKeyOf = (orderId: number) => `order-refund-${orderId}`;

/**
 * Gives a cancelled paid order's money back through the provider that took it:
 * the order's share of its checkout's payment. Called after the commit that
 * cancelled the order, and again by the refund job until the provider confirms;
 * the same idempotence key makes a retry return the refund made before.
 */
export async function settleRefund(
  deps: TOrdersDeps,
  orderId: number,
): Promise<'succeeded' | 'pending' | 'error' | 'none'> {
  const terms = await orders.findRefundTerms(deps.sql, orderId);
  if (terms?.refund_status !== 'pending') return 'none';
  await orders.touchRefundAttempt(deps.sql, orderId);
  if (terms.provider !== deps.provider.name) {
    deps.accounts.log.error(
      { order: orderId, provider: terms.provider },
      'refund needs a payment provider no longer in use',
    );
    return 'error';
  }
  try {
    const refund = await deps.provider.refundPayment({
      paymentId: terms.provider_payment_id,
      amountKopecks: terms.amount_kopecks,
      idempotenceKey: refundKeyOf(orderId),
      description: `Возврат по заказу № ${orderId}`,
      customerEmail: terms.email,
      receiptLines: await refundReceiptLines(deps, orderId),
    });
    if (refund.status === 'succeeded') {
      await orders.markOrderRefunded(deps.sql, orderId, refund.id);
      return 'succeeded';
    }
    await orders.recordRefundId(deps.sql, orderId, refund.id);
    if (refund.status === 'canceled') {
      deps.accounts.log.error(
        { order: orderId, refund: refund.id },
        'the provider canceled a refund; it needs a person',
      );
      return 'error';
    }
    return 'pending';
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.accounts.log.warn({ err: error, order: orderId }, 'refund not made; the refund job will retry');
    return 'error';
  }
}

/**
 * The refund receipt's goods lines (54-ФЗ: a refund receipt names what comes back), with each product's VAT rate;
 * when a product was deleted since, its rate is unknown and the provider's single default line is used instead.
 */
async function refundReceiptLines(deps: TOrdersDeps, orderId: number): Promise<TReceiptLine[] | undefined> {
  const items = await orders.findOrderItems(deps.sql, [orderId]);
  const products = new Map(
    (
      await findProductsForSale(
        deps.sql,
        items.flatMap((item) => item.product_id ?? []),
      )
    ).map((p) => [p.id, p]),
  );
  const lines: TReceiptLine[] = [];
  for (const item of items) {
    const product = item.product_id === null ? undefined : products.get(item.product_id);
    if (!product) return undefined;
    lines.push({
      description: item.name,
      quantity: item.quantity,
      amountKopecks: item.price_kopecks * item.quantity,
      vatRate: product.vat_rate,
    });
  }
  return lines;
}

/** The refund job: every cancelled paid order still waiting for its money is asked about again. */
export async function settlePendingRefunds(deps: TOrdersDeps): Promise<Record<number, string>> {
  const results: Record<number, string> = {};
  for (const id of await orders.findOrdersAwaitingRefund(deps.sql, BATCH)) results[id] = await settleRefund(deps, id);
  return results;
}
