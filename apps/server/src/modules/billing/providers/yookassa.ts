import {
  kopecksToValue,
  PaymentProviderError,
  purposeOf,
  type TPaymentProvider,
  type TPaymentSnapshot,
  type TPaymentStatus,
  type TReceiptLine,
  type TRefundSnapshot,
  valueToKopecks,
  WebhookRejectedError,
} from './provider.ts';

export type TYooKassaConfig = { shopId: string; secretKey: string; apiUrl: string; vatCode: number };

/** How long one API call may take before the outcome counts as unknown. */
const TIMEOUT_MS = 15_000;

const STATUSES: readonly TPaymentStatus[] = ['pending', 'waiting_for_capture', 'succeeded', 'canceled'];

/** YooKassa's payment object, as far as we read it. */
type TYooKassaPayment = {
  id: string;
  status: string;
  amount: { value: string; currency: string };
  metadata?: Record<string, string>;
  confirmation?: { confirmation_url?: string };
  cancellation_details?: { party?: string; reason?: string };
};

type TYooKassaRefund = { id: string; status: string; amount: { value: string; currency: string } };

/** YooKassa's `vat_code` per VAT rate in percent (no VAT is code 1); 22 % is the rate since 1 January 2026. */
const YOOKASSA_VAT_CODES: Readonly<Record<number, number>> = { 0: 2, 5: 7, 7: 8, 10: 3, 20: 4, 22: 11 };

const REFUND_STATUSES: readonly TRefundSnapshot['status'][] = ['pending', 'succeeded', 'canceled'];

type TYooKassaError = { type: 'error'; code?: string; description?: string };

function snapshotOf(payment: TYooKassaPayment): TPaymentSnapshot {
  if (typeof payment?.id !== 'string' || !STATUSES.includes(payment.status as TPaymentStatus)) {
    throw new PaymentProviderError('unavailable', 'unexpected payment object from YooKassa');
  }
  return {
    provider: 'yookassa',
    id: payment.id,
    status: payment.status as TPaymentStatus,
    amountKopecks: payment.amount?.currency === 'RUB' ? valueToKopecks(payment.amount.value) : Number.NaN,
    orderId: payment.metadata?.order_id ?? null,
    purpose: purposeOf(payment.metadata),
    confirmationUrl: payment.confirmation?.confirmation_url ?? null,
    cancellationReason: payment.cancellation_details?.reason ?? null,
  };
}

/**
 * YooKassa API v3: HTTP Basic with shopId:secretKey, an Idempotence-Key on
 * every POST, amounts as decimal strings, a 54-ФЗ receipt with the payment.
 * Its notifications carry no signature, so a webhook is only a hint: the
 * payment is fetched again and its status taken from the API.
 */
export function createYooKassaProvider(config: TYooKassaConfig): TPaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.shopId}:${config.secretKey}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, init: { body?: unknown; idempotenceKey?: string } = {}) {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.idempotenceKey ? { 'idempotence-key': init.idempotenceKey } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError('unavailable', `YooKassa unreachable: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => undefined)) as TYooKassaPayment | TYooKassaError | undefined;
    return { status: response.status, body };
  }

  function failure(status: number, body: unknown): PaymentProviderError {
    const error = body as TYooKassaError | undefined;
    const detail = `YooKassa ${status}${error?.code ? ` ${error.code}` : ''}${error?.description ? `: ${error.description}` : ''}`;
    // 4xx: the request itself was refused; 5xx (and anything odd): the outcome is unknown.
    return new PaymentProviderError(status >= 400 && status < 500 ? 'refused' : 'unavailable', detail, error?.code);
  }

  /**
   * 54-ФЗ receipt lines: a plan is one `service` line with the shop's VAT code; goods are `commodity` lines
   * with the code of each product's rate.
   */
  function receiptItems(description: string, amountKopecks: number, lines: TReceiptLine[] | undefined) {
    if (!lines?.length) {
      return [
        {
          description: description.slice(0, 128),
          quantity: '1.00',
          amount: { value: kopecksToValue(amountKopecks), currency: 'RUB' },
          vat_code: config.vatCode,
          payment_mode: 'full_prepayment',
          payment_subject: 'service',
        },
      ];
    }
    return lines.map((line) => ({
      description: line.description.slice(0, 128),
      quantity: `${line.quantity}.00`,
      // YooKassa's `amount` of a receipt line is the price of one unit.
      amount: { value: kopecksToValue(Math.round(line.amountKopecks / line.quantity)), currency: 'RUB' },
      vat_code: line.vatRate === null ? 1 : (YOOKASSA_VAT_CODES[line.vatRate] ?? config.vatCode),
      payment_mode: 'full_prepayment',
      payment_subject: 'commodity',
    }));
  }

  return {
    name: 'yookassa',
    async createPayment(input) {
      const amount = { value: kopecksToValue(input.amountKopecks), currency: 'RUB' };
      const { status, body } = await call('POST', '/payments', {
        idempotenceKey: input.idempotenceKey,
        body: {
          amount,
          capture: true,
          confirmation: { type: 'redirect', return_url: input.returnUrl },
          description: input.description.slice(0, 128),
          metadata: { order_id: input.orderId, purpose: input.purpose ?? 'plan' },
          receipt: {
            customer: { email: input.customerEmail },
            items: receiptItems(input.description, input.amountKopecks, input.receiptLines),
          },
        },
      });
      if (status !== 200) throw failure(status, body);
      return snapshotOf(body as TYooKassaPayment);
    },
    async getPayment(id) {
      const { status, body } = await call('GET', `/payments/${encodeURIComponent(id)}`);
      if (status === 404) return undefined;
      if (status !== 200) throw failure(status >= 500 ? status : 502, body);
      return snapshotOf(body as TYooKassaPayment);
    },
    async verifyWebhook(request) {
      const body = request.body as { type?: unknown; event?: unknown; object?: { id?: unknown } } | undefined;
      const id = body?.object?.id;
      if (body?.type !== 'notification' || typeof id !== 'string' || id.length > 100) {
        throw new WebhookRejectedError('not a YooKassa notification');
      }
      // Nothing in the body is believed beyond the id: the pipeline asks the API for the payment itself.
      return { paymentId: id };
    },
    async refundPayment(input) {
      const amount = { value: kopecksToValue(input.amountKopecks), currency: 'RUB' };
      const { status, body } = await call('POST', '/refunds', {
        idempotenceKey: input.idempotenceKey,
        body: {
          payment_id: input.paymentId,
          amount,
          description: input.description.slice(0, 250),
          receipt: {
            customer: { email: input.customerEmail },
            items: receiptItems(input.description, input.amountKopecks, input.receiptLines),
          },
        },
      });
      if (status !== 200) throw failure(status, body);
      const refund = body as unknown as TYooKassaRefund;
      if (typeof refund?.id !== 'string' || !REFUND_STATUSES.includes(refund.status as TRefundSnapshot['status'])) {
        throw new PaymentProviderError('unavailable', 'unexpected refund object from YooKassa');
      }
      return {
        id: refund.id,
        status: refund.status as TRefundSnapshot['status'],
        amountKopecks: valueToKopecks(refund.amount?.value ?? ''),
      };
    },
  };
}
