import { CHECKSUM_MESSAGES, type TIdentifierKind } from '../companies/identifiers.ts';
import { MESSAGES } from '../messages.ts';
import { classifyQuery } from '../search/query-shape.ts';

/**
 * Reading a list of ИНН/ОГРН as people bring it (pasted from a spreadsheet, a letter, a file's column):
 * the web app previews with these functions while typing, and the server decides with the same ones.
 */

/** One value of the list and where it stood: a 1-based number in a pasted list, the row of a file. */
export type TBulkItem = { position: number; value: string };

export type TBulkValidItem = { position: number; query: string; id: string; kind: TIdentifierKind };
export type TBulkInvalidItem = { position: number; value: string; reason: string };

/** The longest value kept as written in the invalid list; anything longer is cut with an ellipsis. */
const SHOWN_VALUE_MAX = 60;

/** Parts of a spaced-out number («77 04 123450») are short; two whole identifiers side by side are not. */
const GROUP_MAX_DIGITS = 8;

const hasDigit = (text: string) => /\d/.test(text);

/** Quotes, brackets and trailing punctuation a copy from a document brings along. */
const stripPunctuation = (text: string) => text.replace(/^[\s"'«»“”„()[\]{}.:]+|[\s"'«»“”„()[\]{}.:]+$/g, '');

/**
 * The values of a pasted list: lines, commas, semicolons and tabs separate them; spaces separate them too
 * unless they split one number into groups («77 04 123450»). Words without a digit (a copied «ИНН» header)
 * are not values.
 */
export function splitIdentifierList(text: string): TBulkItem[] {
  const values: string[] = [];
  for (const piece of text.split(/[\r\n,;\t]+/)) {
    const words = piece.trim().split(/\s+/).filter(Boolean);
    if (!words.length) continue;
    const grouped = words.length > 1 && words.every((word) => /^\d+$/.test(word) && word.length <= GROUP_MAX_DIGITS);
    if (grouped) values.push(words.join(''));
    else values.push(...words);
  }
  return values.filter(hasDigit).map((value, index) => ({ position: index + 1, value }));
}

/**
 * The identifier a value names, or why it names none. Spaces and dashes inside are ignored; a value of 9
 * or 11 digits is read with the leading zero a spreadsheet drops from numbers (an ИНН of region 01–09),
 * when that makes its check digits hold.
 */
export function checkIdentifier(raw: string): { id: string; kind: TIdentifierKind } | { reason: string } {
  const value = stripPunctuation(raw);
  const compact = value.replace(/[\s-]/g, '');
  if (/^\d{9}$|^\d{11}$/.test(compact)) {
    const padded = classifyQuery(`0${compact}`);
    if (padded.kind !== 'text' && padded.kind !== 'okved' && padded.isValid) {
      return { id: padded.value, kind: padded.kind };
    }
  }
  const shape = classifyQuery(value);
  if (shape.kind === 'text' || shape.kind === 'okved') return { reason: MESSAGES.identifierMalformed };
  if (!shape.isValid) return { reason: CHECKSUM_MESSAGES[shape.kind] };
  return { id: shape.value, kind: shape.kind };
}

/** The list split into identifiers to check and values refused with the reason, each keeping its position. */
export function checkIdentifierItems(items: readonly TBulkItem[]): {
  valid: TBulkValidItem[];
  invalid: TBulkInvalidItem[];
} {
  const valid: TBulkValidItem[] = [];
  const invalid: TBulkInvalidItem[] = [];
  for (const { position, value } of items) {
    const trimmed = value.trim();
    if (!trimmed) continue;
    const checked = checkIdentifier(trimmed);
    if ('reason' in checked) {
      const shown = trimmed.length > SHOWN_VALUE_MAX ? `${trimmed.slice(0, SHOWN_VALUE_MAX - 1)}…` : trimmed;
      invalid.push({ position, value: shown, reason: checked.reason });
    } else {
      valid.push({ position, query: trimmed.slice(0, SHOWN_VALUE_MAX), id: checked.id, kind: checked.kind });
    }
  }
  return { valid, invalid };
}

/** The kind of a stored, already checked identifier, by its length and first digit. */
export function identifierKindOf(id: string): TIdentifierKind {
  if (id.length === 10) return 'inn_legal';
  if (id.length === 12) return 'inn_person';
  if (id.length === 13) return 'ogrn';
  return 'ogrnip';
}
