import {
  isValidInnLegal,
  isValidInnPerson,
  isValidOgrn,
  isValidOgrnip,
  type TIdentifierKind,
} from '../companies/identifiers.ts';

/** How a search box reads what was typed: an identifier by its length, an ОКВЭД code, or words. */
export type TQueryShape =
  | { kind: TIdentifierKind; value: string; isValid: boolean }
  | { kind: 'okved'; value: string }
  | { kind: 'text'; value: string };

/** An ОКВЭД2 code as people type it: a class with a dot, then a subclass and group (`62.01`, `47.11.1`, `01.1`). */
const OKVED_CODE = /^\d{2}\.\d{1,2}(\.\d{1,2})?$/;

const KIND_BY_LENGTH: Record<number, TIdentifierKind> = {
  10: 'inn_legal',
  12: 'inn_person',
  13: 'ogrn',
  15: 'ogrnip',
};

const VALIDATOR_BY_KIND: Record<TIdentifierKind, (value: string) => boolean> = {
  inn_legal: isValidInnLegal,
  inn_person: isValidInnPerson,
  ogrn: isValidOgrn,
  ogrnip: isValidOgrnip,
};

/**
 * Tells what a search query looks like. Spaces inside a number are ignored
 * (people paste "77 04 123450"); a run of digits of an identifier's length is
 * that identifier, whether or not its check digit holds, so the caller can say
 * "bad check digit" instead of silently finding nothing. A dotted code like
 * `62.01` is an ОКВЭД code; anything else is text.
 */
export function classifyQuery(raw: string): TQueryShape {
  const trimmed = raw.trim();
  const compact = trimmed.replace(/[\s-]/g, '');
  if (/^\d+$/.test(compact)) {
    const kind = KIND_BY_LENGTH[compact.length];
    if (kind) return { kind, value: compact, isValid: VALIDATOR_BY_KIND[kind](compact) };
  }
  if (OKVED_CODE.test(trimmed)) return { kind: 'okved', value: trimmed };
  return { kind: 'text', value: trimmed };
}
