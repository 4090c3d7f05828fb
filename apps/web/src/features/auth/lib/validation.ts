import type { TRegisterBody, TTokenCreateBody } from '@sverka/shared';
import { isEmail, passwordRuleKeys } from '../../../lib/form-rules.ts';

/**
 * Client-side checks of the auth forms (spec §5). They return i18n keys, so
 * the Russian wording lives in ru.json.
 */
export type TSignInValues = Pick<TTokenCreateBody, 'email' | 'password'> & { rememberMe: boolean };

/** Spec §5: the submit button stays disabled until both fields hold something. */
export function canSubmitSignIn(values: Pick<TSignInValues, 'email' | 'password'>): boolean {
  return values.email.trim() !== '' && values.password !== '';
}

/** The alert a sign-in attempt gets before any request; null when the request may go. */
export function signInAlert(values: Pick<TSignInValues, 'email' | 'password'>): 'auth.fillAll' | null {
  return canSubmitSignIn(values) ? null : 'auth.fillAll';
}

/** The registration body and the terms box, which only the form has. */
export type TRegisterValues = TRegisterBody & { terms: boolean };

export type TRegisterField = keyof TRegisterBody;

export interface TRegisterCheck {
  /** Per-field messages (i18n keys), empty when the field is fine. */
  fields: Record<TRegisterField, string[]>;
  /** A message for the whole form: missing fields or unaccepted terms. */
  alert: 'auth.fillAll' | 'auth.acceptTerms' | null;
}

export function checkRegister(values: TRegisterValues): TRegisterCheck {
  const fields: Record<TRegisterField, string[]> = { full_name: [], email: [], password: [] };
  if (!values.full_name.trim()) fields.full_name.push('common.required');
  if (!values.email.trim()) fields.email.push('common.required');
  else if (!isEmail(values.email)) fields.email.push('common.invalidEmail');
  if (!values.password) fields.password.push('common.required');
  else fields.password.push(...passwordRuleKeys(values.password));

  const missing = !values.full_name.trim() || !values.email.trim() || !values.password;
  const alert = missing ? 'auth.fillAll' : values.terms ? null : 'auth.acceptTerms';
  return { fields, alert };
}

export function isRegisterValid(check: TRegisterCheck): boolean {
  return check.alert === null && Object.values(check.fields).every((messages) => messages.length === 0);
}

/** Forgot password: the email is required (spec §5). */
export function forgotPasswordError(email: string): 'common.required' | 'common.invalidEmail' | null {
  if (!email.trim()) return 'common.required';
  return isEmail(email) ? null : 'common.invalidEmail';
}

export interface TNewPasswordValues {
  password: string;
  confirm: string;
}

/** New password (reset link): the rules, then the confirmation must match (spec §5). */
export function checkNewPassword(values: TNewPasswordValues): { password: string[]; confirm: string[] } {
  const password = values.password ? passwordRuleKeys(values.password) : ['common.required'];
  const confirm = !values.confirm
    ? ['common.required']
    : values.confirm !== values.password
      ? ['auth.newPassword.mismatch']
      : [];
  return { password, confirm };
}
