/**
 * What the billing module needs from a card payment provider. Amounts are
 * integer kopecks inside the app; each provider converts at its own edge.
 */
export type TProviderName = 'sandbox' | 'yookassa';

/** YooKassa's words; the sandbox's confirmation step reads as `pending` here. */
export type TPaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

/**
 * What a payment pays for: a plan order (billing's own) or a checkout of goods
 * (the orders module). Sent to the provider as `metadata.purpose` and read
 * back from it; a payment without one is a plan's, as every payment made
 * before goods were sold.
 */
export const PAYMENT_PURPOSES = ['plan', 'goods'] as const;
export type TPaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export function purposeOf(metadata: Record<string, unknown> | undefined): TPaymentPurpose {
  return metadata?.purpose === 'goods' ? 'goods' : 'plan';
}

export const FINAL_PAYMENT_STATUSES: readonly TPaymentStatus[] = ['succeeded', 'canceled'];

/** A payment as the provider itself reports it (never as a notification body claims it). */
export type TPaymentSnapshot = {
  provider: TProviderName;
  id: string;
  status: TPaymentStatus;
  amountKopecks: number;
  /** Our plan order or checkout id, echoed back from the payment's metadata. */
  orderId: string | null;
  purpose: TPaymentPurpose;
  confirmationUrl: string | null;
  cancellationReason: string | null;
};

/** One line of a 54-ФЗ receipt: goods are `commodity`, a plan is a `service`. */
export type TReceiptLine = { description: string; quantity: number; amountKopecks: number; vatRate: number | null };

export type TCreatePaymentInput = {
  /** Our plan order or checkout id: the metadata the provider echoes back and the idempotence key. */
  orderId: string;
  /** Absent: a plan. */
  purpose?: TPaymentPurpose;
  /** Goods: the receipt's lines (their amounts add up to `amountKopecks`); a plan has one line, its description. */
  receiptLines?: TReceiptLine[];
  idempotenceKey: string;
  amountKopecks: number;
  /** What the payer and the 54-ФЗ receipt line read, e.g. «Тариф «Старт», 1 месяц». */
  description: string;
  returnUrl: string;
  customerEmail: string;
};

/** A refund as the provider reports it (YooKassa: pending while the bank processes it, then succeeded or canceled). */
export type TRefundSnapshot = { id: string; status: 'pending' | 'succeeded' | 'canceled'; amountKopecks: number };

export type TRefundInput = {
  paymentId: string;
  amountKopecks: number;
  /** The same key returns the same refund: a retry never refunds twice. */
  idempotenceKey: string;
  description: string;
  customerEmail: string;
  receiptLines?: TReceiptLine[];
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
  /**
   * Gives back part or all of a succeeded payment. Throws PaymentProviderError:
   * `refused` when the provider says no (more than is left, a payment not
   * succeeded), `unavailable` when the outcome is unknown (retry with the same key).
   */
  refundPayment(input: TRefundInput): Promise<TRefundSnapshot>;
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
