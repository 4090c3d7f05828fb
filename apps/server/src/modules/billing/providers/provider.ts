/**
 * What the billing module needs from a card payment provider. Amounts are
 * integer kopecks inside the app; each provider converts at its own edge.
 */
export type TProviderName = 'sandbox' | 'yookassa';

/** YooKassa's words; the sandbox's confirmation step reads as `pending` here. */
export type TPaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

export const FINAL_PAYMENT_STATUSES: readonly TPaymentStatus[] = ['succeeded', 'canceled'];

/** A payment as the provider itself reports it (never as a notification body claims it). */
export type TPaymentSnapshot = {
  provider: TProviderName;
  id: string;
  status: TPaymentStatus;
  amountKopecks: number;
  /** Our plan order id, echoed back from the payment's metadata. */
  orderId: string | null;
  confirmationUrl: string | null;
  cancellationReason: string | null;
};

export type TCreatePaymentInput = {
  /** Our plan order id: the metadata the provider echoes back and the idempotence key. */
  orderId: string;
  idempotenceKey: string;
  amountKopecks: number;
  /** What the payer and the 54-ФЗ receipt line read, e.g. «Тариф «Старт», 1 месяц». */
  description: string;
  returnUrl: string;
  customerEmail: string;
};

export type TWebhookRequest = {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
  body: unknown;
};

export type TPaymentProvider = {
  readonly name: TProviderName;
  createPayment(input: TCreatePaymentInput): Promise<TPaymentSnapshot>;
  /** The payment as the provider knows it now; undefined when it knows no such payment. */
  getPayment(id: string): Promise<TPaymentSnapshot | undefined>;
  /**
   * Checks that a notification may be acted on and names the payment it is
   * about; throws WebhookRejectedError otherwise. The caller then re-reads
   * the payment with getPayment and acts only on that.
   */
  verifyWebhook(request: TWebhookRequest): Promise<{ paymentId: string }>;
};

/**
 * A provider call that did not produce a payment. `refused` (4xx): the
 * provider said no, and retrying the same request will not help; `unavailable`
 * (5xx, timeout, network): the outcome is unknown, so the order stays pending
 * and the re-check job asks again with the same idempotence key.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** A notification that is not genuine (bad signature, malformed): answered 401, nothing stored. */
export class WebhookRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejectedError';
  }
}

/** 990.00 ₽ ↔ 99000 kopecks, exactly, without floating point. */
export function kopecksToValue(kopecks: number): string {
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}

export function valueToKopecks(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
