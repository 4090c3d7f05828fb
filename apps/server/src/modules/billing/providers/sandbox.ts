import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TSql } from '../../../db/client.ts';
import * as repository from '../sandbox.repository.ts';
import { isUuid } from '../uuid.ts';
import {
  kopecksToValue,
  PaymentProviderError,
  purposeOf,
  type TPaymentProvider,
  type TPaymentSnapshot,
  type TWebhookRequest,
  WebhookRejectedError,
} from './provider.ts';

/** The header the sandbox signs its notifications in: hex HMAC-SHA256 of the raw body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export function signSandboxBody(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** The notification a final sandbox payment sends, shaped as YooKassa's. */
export function sandboxNotification(row: repository.TSandboxPaymentRow) {
  return {
    type: 'notification',
    event: `payment.${row.status}`,
    object: {
      id: row.id,
      status: row.status,
      amount: { value: kopecksToValue(row.amount_kopecks), currency: 'RUB' },
      metadata: row.metadata,
      ...(row.cancellation_reason
        ? { cancellation_details: { party: 'payment_network', reason: row.cancellation_reason } }
        : {}),
      test: true,
    },
  };
}

/**
 * The payment page is served by this same app, so it lives on the origin the payer returns to: the origin
 * they ordered from, where their session is.
 */
export function sandboxSnapshot(row: repository.TSandboxPaymentRow): TPaymentSnapshot {
  return {
    provider: 'sandbox',
    id: row.id,
    // The confirmation step is still "not paid yet" to the shop, as 3-D Secure is at YooKassa.
    status: row.status === 'waiting_for_confirmation' ? 'pending' : row.status,
    amountKopecks: row.amount_kopecks,
    orderId: row.metadata.order_id ?? null,
    purpose: purposeOf(row.metadata),
    confirmationUrl: new URL(`/sandbox/pay/${row.id}`, row.return_url).href,
    cancellationReason: row.cancellation_reason,
  };
}

/**
 * The built-in offline provider: payments are rows of `sandbox_payments`, paid
 * on the site's own page `/sandbox/pay/{id}` with test cards. Its webhooks are
 * signed with the local secret and travel through the app's HTTP pipeline.
 */
export function createSandboxProvider(options: { sql: TSql; secret: string }): TPaymentProvider {
  const { sql, secret } = options;
  return {
    name: 'sandbox',
    async createPayment(input) {
      const row = await repository.upsertSandboxPayment(sql, {
        idempotenceKey: input.idempotenceKey,
        amountKopecks: input.amountKopecks,
        description: input.description,
        returnUrl: input.returnUrl,
        metadata: { order_id: input.orderId, purpose: input.purpose ?? 'plan' },
      });
      return sandboxSnapshot(row);
    },
    async getPayment(id) {
      if (!isUuid(id)) return undefined;
      const row = await repository.findSandboxPayment(sql, id);
      return row && sandboxSnapshot(row);
    },
    async verifyWebhook(request: TWebhookRequest) {
      const header = request.headers[SANDBOX_SIGNATURE_HEADER];
      const given = Buffer.from(typeof header === 'string' ? header : '', 'utf8');
      const expected = Buffer.from(signSandboxBody(secret, request.rawBody), 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new WebhookRejectedError('bad sandbox signature');
      }
      const id = (request.body as { object?: { id?: unknown } }).object?.id;
      if (typeof id !== 'string') throw new WebhookRejectedError('no payment id');
      return { paymentId: id };
    },
    async refundPayment(input) {
      if (!isUuid(input.paymentId)) throw new PaymentProviderError('refused', 'no such payment', 'payment_not_found');
      const refund = await repository.refundSandboxPayment(sql, input);
      if ('refused' in refund)
        throw new PaymentProviderError('refused', `refund refused: ${refund.refused}`, refund.refused);
      return { id: refund.id, status: refund.status, amountKopecks: refund.amount_kopecks };
    },
  };
}
