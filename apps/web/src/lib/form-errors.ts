import { ACCOUNT_MESSAGES, ADMIN_MESSAGES } from '@sverka/shared';
import { CSRF_MISSING_MESSAGE, isApiError } from './api-client.ts';
import { errorMessageKey } from './error-message.ts';
import { passwordRuleKeyOf } from './form-rules.ts';

/**
 * What a failed auth request tells the user. Messages are either i18n keys
 * (`key`) or the server's own Russian text (`text`) when nothing more precise
 * exists on the client (a rate limit names its wait time).
 */
export type TMessage = { key: string } | { text: string };

/** The client's own refusal (no cookie) or the server's 403 CSRF_FAILED ('CSRF token is missing' or 'is incorrect'). */
function csrfMessage(error: unknown): TMessage | null {
  if (!isApiError(error)) return null;
  if (error.code === 'CSRF_MISSING' || error.detail === CSRF_MISSING_MESSAGE) return { key: 'auth.csrfMissing' };
  if (error.code === 'CSRF_FAILED') return error.detail ? { text: error.detail } : { key: 'auth.csrfMissing' };
  return null;
}

function rateLimitText(error: unknown): TMessage | null {
  return isApiError(error) && error.status === 429 && error.detail ? { text: error.detail } : null;
}

/** The server's 403 for the right password of an account the back office blocked. */
function blockedMessage(error: unknown): TMessage | null {
  return isApiError(error) && error.status === 403 && error.detail === ADMIN_MESSAGES.userBlocked
    ? { key: 'auth.accountBlocked' }
    : null;
}

/**
 * Spec §8: any sign-in failure reads 'Неверный логин или пароль'; a missing
 * CSRF cookie, a rate limit and a blocked account say so.
 */
export function signInErrorMessage(error: unknown): TMessage {
  return csrfMessage(error) ?? rateLimitText(error) ?? blockedMessage(error) ?? { key: 'auth.loginFailed' };
}

/** Per-field server messages plus one alert for the form. */
export interface TFormErrors {
  fields: Record<string, TMessage[]>;
  alert: TMessage | null;
}

/**
 * Registration, reset and profile forms: the taken email has the spec's
 * alert; messages of `knownFields` go under those inputs, any other message
 * (`non_field_errors`, a field the form does not show) becomes the alert.
 */
export function accountErrorMessages(error: unknown, knownFields: readonly string[]): TFormErrors {
  const csrf = csrfMessage(error);
  if (csrf) return { fields: {}, alert: csrf };
  const limited = rateLimitText(error);
  if (limited) return { fields: {}, alert: limited };
  if (!isApiError(error) || error.status !== 400) return { fields: {}, alert: { key: errorMessageKey(error) } };

  const fields: Record<string, TMessage[]> = {};
  let alert: TMessage | null = null;
  for (const [field, messages] of Object.entries(error.fields)) {
    for (const message of messages) {
      if (message === ACCOUNT_MESSAGES.emailTaken) {
        alert = { key: 'auth.emailTaken' };
        continue;
      }
      const ruleKey = passwordRuleKeyOf(message);
      const shown: TMessage = ruleKey ? { key: ruleKey } : { text: message };
      if (knownFields.includes(field)) fields[field] = [...(fields[field] ?? []), shown];
      else alert ??= shown;
    }
  }
  if (!alert && Object.keys(fields).length === 0)
    alert = error.detail ? { text: error.detail } : { key: 'errors.server' };
  return { fields, alert };
}

/** The text of a message in the current language. */
export function messageText(t: (key: string) => string, message: TMessage): string {
  return 'key' in message ? t(message.key) : message.text;
}
