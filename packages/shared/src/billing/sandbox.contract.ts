import { z } from 'zod';

/**
 * The built-in sandbox payment provider's own payment page (web route
 * `/sandbox/pay/{id}`) talks to these endpoints. Its words follow YooKassa's,
 * plus the confirmation step a 3-D Secure card would ask for.
 */
export const SANDBOX_PAYMENT_STATUSES = ['pending', 'waiting_for_confirmation', 'succeeded', 'canceled'] as const;
export type TSandboxPaymentStatus = (typeof SANDBOX_PAYMENT_STATUSES)[number];

/** `GET /api/v1/sandbox/payments/{id}/` and the reply of every action below. */
export const ZSandboxPayment = z
  .object({
    id: z.string(),
    /** Rubles. */
    amount: z.number(),
    description: z.string(),
    status: z.enum(SANDBOX_PAYMENT_STATUSES),
    /** Where the page sends the browser once the payment is final. */
    return_url: z.string(),
    /** insufficient_funds | card_declined | canceled_by_user … when canceled. */
    cancellation_reason: z.string().nullable(),
    /** Shown on the page only for the confirmation test card: the sandbox has no bank to send an SMS. */
    confirmation_code: z.string().nullable(),
    card_last4: z.string().nullable(),
  })
  .meta({ id: 'SandboxPayment' });
export type TSandboxPayment = z.infer<typeof ZSandboxPayment>;

/** `POST /api/v1/sandbox/payments/{id}/pay/`; field errors come back as `{card_number: [msg]}` etc. */
export const ZSandboxPayBody = z
  .object({
    card_number: z.string().max(40),
    /** MM/YY */
    expiry: z.string().max(10),
    cvc: z.string().max(8),
  })
  .meta({ id: 'SandboxPayBody' });
export type TSandboxPayBody = z.infer<typeof ZSandboxPayBody>;

/** `POST /api/v1/sandbox/payments/{id}/confirm/`. */
export const ZSandboxConfirmBody = z.object({ code: z.string().max(16) }).meta({ id: 'SandboxConfirmBody' });
export type TSandboxConfirmBody = z.infer<typeof ZSandboxConfirmBody>;

/** `POST /api/v1/sandbox/payments/{id}/cancel/` takes no body: the visitor gave up on the page. */
