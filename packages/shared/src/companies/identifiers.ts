/**
 * Check digits of Russian state registration identifiers (ФНС rules, see
 * ARCHITECTURE.md glossary). All functions are pure and accept only strings of
 * digits: anything else is simply invalid, never an exception.
 */

import { MESSAGES } from '../messages.ts';

const INN_LEGAL_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN_PERSON_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN_PERSON_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

function weightedDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (weights[i] ?? 0) * Number(digits[i]);
  return (sum % 11) % 10;
}

/** Check digit of a legal entity ИНН from its first 9 digits. */
export function innLegalCheckDigit(first9: string): number {
  return weightedDigit(first9, INN_LEGAL_WEIGHTS);
}

/** The two check digits of a person's (ИП) ИНН from its first 10 digits. */
export function innPersonCheckDigits(first10: string): string {
  const d11 = weightedDigit(first10, INN_PERSON_WEIGHTS_11);
  const d12 = weightedDigit(first10 + d11, INN_PERSON_WEIGHTS_12);
  return `${d11}${d12}`;
}

/** Check digit of an ОГРН (13 digits): the first 12 as a number, mod 11, mod 10. */
export function ogrnCheckDigit(first12: string): number {
  return Number((BigInt(first12) % 11n) % 10n);
}

/** Check digit of an ОГРНИП (15 digits): the first 14 as a number, mod 13, mod 10. */
export function ogrnipCheckDigit(first14: string): number {
  return Number((BigInt(first14) % 13n) % 10n);
}

/** ИНН of a legal entity: 10 digits, not starting with 00, valid check digit. */
export function isValidInnLegal(value: string): boolean {
  return /^\d{10}$/.test(value) && !value.startsWith('00') && innLegalCheckDigit(value) === Number(value[9]);
}

/** ИНН of a person or sole trader: 12 digits with both check digits valid. */
export function isValidInnPerson(value: string): boolean {
  return /^\d{12}$/.test(value) && innPersonCheckDigits(value) === value.slice(10);
}

/** Either kind of ИНН. */
export function isValidInn(value: string): boolean {
  return isValidInnLegal(value) || isValidInnPerson(value);
}

/** ОГРН of a legal entity: 13 digits, first digit 1 or 5, valid check digit. */
export function isValidOgrn(value: string): boolean {
  return /^[15]\d{12}$/.test(value) && ogrnCheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/** ОГРНИП of a sole trader: 15 digits starting with 3, valid check digit. */
export function isValidOgrnip(value: string): boolean {
  return /^3\d{14}$/.test(value) && ogrnipCheckDigit(value.slice(0, 14)) === Number(value[14]);
}

/**
 * КПП has no check digit: tax office code (4 digits, not 00xx), reason code
 * (2 digits or capital Latin letters since 2013), sequence number (3 digits).
 */
export function isValidKpp(value: string): boolean {
  return /^(?!00)\d{4}[\dA-Z]{2}\d{3}$/.test(value);
}

export type TIdentifierKind = 'inn_legal' | 'inn_person' | 'ogrn' | 'ogrnip';

/** What to say when an identifier's check digit is wrong. */
export const CHECKSUM_MESSAGES: Record<TIdentifierKind, string> = {
  inn_legal: MESSAGES.innChecksum,
  inn_person: MESSAGES.innChecksum,
  ogrn: MESSAGES.ogrnChecksum,
  ogrnip: MESSAGES.ogrnipChecksum,
};
