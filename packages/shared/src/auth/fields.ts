import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './messages.ts';

/**
 * Field builders with DRF's Russian messages: "Обязательное поле." when the
 * field is absent, "Это поле не может быть пустым." when it is blank.
 */
export function requiredText(max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? ACCOUNT_MESSAGES.required : ACCOUNT_MESSAGES.notText) })
    .trim()
    .min(1, ACCOUNT_MESSAGES.blank)
    .max(max, ACCOUNT_MESSAGES.tooLong(max));
}

export const EMAIL_MAX_LENGTH = 254;

/** An email, trimmed and lower-cased: addresses are unique regardless of case. */
export const ZEmail = z
  .string({ error: (issue) => (issue.input === undefined ? ACCOUNT_MESSAGES.required : ACCOUNT_MESSAGES.notText) })
  .trim()
  .min(1, ACCOUNT_MESSAGES.blank)
  .max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong(EMAIL_MAX_LENGTH))
  .pipe(z.email(ACCOUNT_MESSAGES.invalidEmail))
  .transform((email) => email.toLowerCase());

/** A password as typed at sign-in or as the current password: no rules, only presence. */
export const ZPasswordInput = z
  .string({ error: (issue) => (issue.input === undefined ? ACCOUNT_MESSAGES.required : ACCOUNT_MESSAGES.notText) })
  .min(1, ACCOUNT_MESSAGES.blank)
  .max(1024, ACCOUNT_MESSAGES.tooLong(1024));
