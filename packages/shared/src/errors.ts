import { z } from 'zod';

/**
 * Machine codes of API errors and their HTTP statuses. The wire body is
 * `{ detail, code }` (djoser/DRF style, spec §7) or, for field validation,
 * `{ field: [message] }`.
 */
export const ERROR_STATUS = {
  INVALID_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The thing is in a state that does not allow the action (a payment already final). */
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** The payment provider refused or could not be reached; the order is canceled or left pending. */
  PAYMENT_PROVIDER_ERROR: 502,
  /** SimpleJWT's and DRF's codes, lower case as djoser clients compare them (`code === 'token_not_valid'`). */
  token_not_valid: 401,
  no_active_account: 401,
  not_authenticated: 401,
  /** Sign-in or registration without the `csrftoken` cookie echoed in `X-CSRFToken`. */
  CSRF_FAILED: 403,
  /** A paid feature the caller's plan (or an anonymous visitor) lacks; the web app shows a prompt, not a sign-out. */
  entitlement_required: 403,
  /** A counted allowance of the caller's plan is used up (watch list size, bulk check size). */
  plan_limit_reached: 403,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: TErrorCode;
  /** Per-field messages for INVALID_REQUEST, sent as `{ field: [message] }`. */
  readonly fields?: Record<string, string[]>;

  constructor(code: TErrorCode, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const ZErrorBody = z
  .object({
    detail: z.string().describe('Сообщение для человека (русский язык)'),
    code: z.enum(Object.keys(ERROR_STATUS) as [TErrorCode, ...TErrorCode[]]),
  })
  .meta({ id: 'Error' });

export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Per-field validation messages: `{ "page": ["…"] }` (DRF shape). */
export const ZFieldErrors = z.record(z.string(), z.array(z.string())).meta({ id: 'FieldErrors' });

/** What a 400 can carry: a general message or field messages. */
export const ZBadRequestBody = z.union([ZErrorBody, ZFieldErrors]).meta({ id: 'BadRequest' });
