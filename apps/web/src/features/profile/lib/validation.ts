import type { TSetPasswordBody, TUserPatchBody } from '@sverka/shared';
import { isEmail, passwordRuleKeys } from '../../../lib/form-rules.ts';

export type TChangePasswordValues = TSetPasswordBody;

/** Password change: both fields are required, and the new one follows the rules. */
export function checkChangePassword(values: TChangePasswordValues): {
  alert: 'profile.security.fillAll' | null;
  new_password: string[];
} {
  if (!values.current_password || !values.new_password) return { alert: 'profile.security.fillAll', new_password: [] };
  return { alert: null, new_password: passwordRuleKeys(values.new_password) };
}

/**
 * The main data form: the fields of the profile patch as its inputs hold them, '' when empty (`birth_date`
 * is YYYY-MM-DD as a date input gives it). The current password is asked for separately.
 */
export type TMainDataValues = Record<Exclude<keyof TUserPatchBody, 'current_password'>, string>;

export type TMainDataField = keyof TMainDataValues;

/** The same shape the server accepts: `+7 (999) 123-45-67`, `89991234567`. */
const PHONE_PATTERN = /^\+?[\d\s()-]{5,}$/;

/** A real calendar date between 1900-01-01 and `today` (both YYYY-MM-DD). */
export function isRealBirthDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= '1900-01-01' && value <= today;
}

/** Messages (i18n keys) per field of the main data form; an empty object when it may be saved. */
export function checkMainData(
  values: TMainDataValues,
  today = new Date().toISOString().slice(0, 10),
): Partial<Record<TMainDataField, string>> {
  const errors: Partial<Record<TMainDataField, string>> = {};
  if (!values.full_name.trim()) errors.full_name = 'common.required';
  if (!values.email.trim()) errors.email = 'common.required';
  else if (!isEmail(values.email)) errors.email = 'common.invalidEmail';
  if (values.birth_date && !isRealBirthDate(values.birth_date, today))
    errors.birth_date = 'profile.info.birthDateInvalid';
  if (values.phone_number.trim() && !PHONE_PATTERN.test(values.phone_number.trim())) {
    errors.phone_number = 'profile.info.phoneInvalid';
  }
  return errors;
}

/** The server keeps emails lower-cased, so a change of case alone is no change. */
export function isEmailChanged(typed: string, current: string): boolean {
  return typed.trim().toLowerCase() !== current.toLowerCase();
}

/** A new email needs the current password (the server refuses it otherwise); an i18n key, or null when fine. */
export function checkEmailChange(typed: string, current: string, currentPassword: string): string | null {
  return isEmailChanged(typed, current) && !currentPassword ? 'profile.info.currentPasswordRequired' : null;
}
