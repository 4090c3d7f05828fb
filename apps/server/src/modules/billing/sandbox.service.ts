import { randomInt } from 'node:crypto';
import {
  AppError,
  BILLING_MESSAGES,
  CARD_PROBLEM_MESSAGES,
  cardDigits,
  cardProblems,
  MESSAGES,
  sandboxCardOutcome,
  type TSandboxPayBody,
} from '@sverka/shared';
import type { TBillingDeps } from './billing.deps.ts';
import { SANDBOX_SIGNATURE_HEADER, sandboxNotification, signSandboxBody } from './providers/sandbox.ts';
import * as repository from './sandbox.repository.ts';
import { isUuid } from './uuid.ts';

export const SANDBOX_WEBHOOK_URL = '/api/v1/payments/sandbox/webhook/';

const notFound = () => new AppError('NOT_FOUND', BILLING_MESSAGES.paymentNotFound);
const final = () => new AppError('CONFLICT', BILLING_MESSAGES.paymentFinal);

export async function getSandboxPayment(deps: TBillingDeps, id: string): Promise<repository.TSandboxPaymentRow> {
  const row = isUuid(id) ? await repository.findSandboxPayment(deps.sql, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** Why an action did not apply: no such payment (404), already final (409), or not in the right step (400). */
async function refuse(deps: TBillingDeps, id: string, notInStep: string): Promise<never> {
  const row = await getSandboxPayment(deps, id);
  if (row.status === 'succeeded' || row.status === 'canceled') throw final();
  throw new AppError('INVALID_REQUEST', notInStep);
}

/**
 * The card form: checked as a bank would (never trusting the page), then the
 * test card decides: pay, decline, or ask for a one-time code. Only the last
 * four digits are kept.
 */
export async function paySandboxPayment(
  deps: TBillingDeps,
  id: string,
  card: TSandboxPayBody,
): Promise<repository.TSandboxPaymentRow> {
  await getSandboxPayment(deps, id);
  const problems = cardProblems({ number: card.card_number, expiry: card.expiry, cvc: card.cvc });
  const fields: Record<string, string[]> = {};
  if (problems.number) fields.card_number = [CARD_PROBLEM_MESSAGES[problems.number]];
  if (problems.expiry) fields.expiry = [CARD_PROBLEM_MESSAGES[problems.expiry]];
  if (problems.cvc) fields.cvc = [CARD_PROBLEM_MESSAGES[problems.cvc]];
  if (Object.keys(fields).length > 0) throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, fields);

  const cardLast4 = cardDigits(card.card_number).slice(-4);
  const outcome = sandboxCardOutcome(card.card_number);
  const to =
    outcome === 'success'
      ? ({ status: 'succeeded', cardLast4 } as const)
      : outcome === 'decline'
        ? ({ status: 'canceled', cardLast4, cancellationReason: 'card_declined' } as const)
        : ({
            status: 'waiting_for_confirmation',
            cardLast4,
            confirmationCode: String(randomInt(0, 1_000_000)).padStart(6, '0'),
          } as const);
  // Another card may be entered while a code is awaited, as on a real payment page.
  const row = await repository.moveSandboxPayment(deps.sql, id, ['pending', 'waiting_for_confirmation'], to);
  if (!row) return refuse(deps, id, BILLING_MESSAGES.paymentFinal);
  await notifyIfFinal(deps, row);
  return row;
}

export async function confirmSandboxPayment(
  deps: TBillingDeps,
  id: string,
  code: string,
): Promise<repository.TSandboxPaymentRow> {
  const current = await getSandboxPayment(deps, id);
  if (current.status !== 'waiting_for_confirmation') return refuse(deps, id, BILLING_MESSAGES.paymentNotAwaitingCode);
  if (code.trim() !== current.confirmation_code) {
    throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { code: [BILLING_MESSAGES.wrongCode] });
  }
  const row = await repository.moveSandboxPayment(deps.sql, id, ['waiting_for_confirmation'], { status: 'succeeded' });
  if (!row) return refuse(deps, id, BILLING_MESSAGES.paymentNotAwaitingCode);
  await notifyIfFinal(deps, row);
  return row;
}

export async function cancelSandboxPayment(deps: TBillingDeps, id: string): Promise<repository.TSandboxPaymentRow> {
  // As in getSandboxPayment: an id that is not a UUID names no payment and never reaches SQL's uuid cast.
  if (!isUuid(id)) throw notFound();
  const row = await repository.moveSandboxPayment(deps.sql, id, ['pending', 'waiting_for_confirmation'], {
    status: 'canceled',
    cancellationReason: 'canceled_by_user',
  });
  if (!row) return refuse(deps, id, BILLING_MESSAGES.paymentFinal);
  await notifyIfFinal(deps, row);
  return row;
}

/**
 * Tells the shop, as YooKassa would: a signed notification POSTed to our own
 * webhook route through the app's HTTP pipeline, before the page gets its
 * answer, so the return page already sees the order settled. A failed
 * delivery is logged; the re-check job settles the order later.
 */
async function notifyIfFinal(deps: TBillingDeps, row: repository.TSandboxPaymentRow): Promise<void> {
  if (row.status !== 'succeeded' && row.status !== 'canceled') return;
  const payload = JSON.stringify(sandboxNotification(row));
  try {
    const response = await deps.dispatch({
      method: 'POST',
      url: SANDBOX_WEBHOOK_URL,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(deps.payments.sandboxSecret, payload),
      },
      payload,
    });
    if (response.statusCode !== 200) {
      deps.accounts.log.error({ payment: row.id, status: response.statusCode }, 'sandbox webhook not accepted');
    }
  } catch (error) {
    deps.accounts.log.error({ err: error, payment: row.id }, 'sandbox webhook not delivered');
  }
}
