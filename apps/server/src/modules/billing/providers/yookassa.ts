import {
  kopecksToValue,
  PaymentProviderError,
  type TPaymentProvider,
  type TPaymentSnapshot,
  type TPaymentStatus,
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
          metadata: { order_id: input.orderId },
          receipt: {
            customer: { email: input.customerEmail },
            items: [
              {
                description: input.description.slice(0, 128),
                quantity: '1.00',
                amount,
                vat_code: config.vatCode,
                payment_mode: 'full_prepayment',
                payment_subject: 'service',
              },
            ],
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
  };
}
