import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './messages.ts';

/**
 * Password rules of spec §5, the one definition both the server (registration,
 * password change, reset) and the web forms check against.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing stays cheap for a hostile request. */
export const PASSWORD_MAX_LENGTH = 128;
/** The special characters spec §5 lists; at least one of them is required. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_+<>?-';

export const PASSWORD_MESSAGES = {
  tooShort: 'Пароль должен содержать минимум 8 символов.',
  noDigit: 'Пароль должен содержать хотя бы одну цифру.',
  noSpecial: 'Пароль должен содержать хотя бы один специальный символ.',
  tooLong: 'Пароль должен содержать не больше 128 символов.',
} as const;

/** Every rule the password breaks, in the order the form shows them; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong);
  if (!/\d/.test(password)) problems.push(PASSWORD_MESSAGES.noDigit);
  if (![...password].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char))) {
    problems.push(PASSWORD_MESSAGES.noSpecial);
  }
  return problems;
}

/** A new password: all broken rules are reported at once, as `{ "password": [msg, msg] }`. */
export const ZNewPassword = z
  .string({ error: (issue) => (issue.input === undefined ? ACCOUNT_MESSAGES.required : ACCOUNT_MESSAGES.notText) })
  .superRefine((password, ctx) => {
    for (const message of passwordProblems(password)) ctx.addIssue({ code: 'custom', message });
  });
