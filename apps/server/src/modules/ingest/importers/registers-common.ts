import { isValidInnLegal, isValidInnPerson, isValidOgrn, isValidOgrnip } from '@sverka/shared';
import type { TSql } from '../../../db/client.ts';
import { identifierTags, invalidateCardDocuments } from '../../card-documents/index.ts';
import { isFirstLoad, type TRegisterCapture } from '../../monitoring/index.ts';
import { invalidateReliability } from '../../reliability/index.ts';
import type { TRejection, TRunContext, TWriteResult } from '../importer.ts';
import { upsertNewest } from '../upsert.ts';
import { descend, type TXmlElement } from '../xml-units.ts';

/**
 * Helpers shared by the registers outside ФНС open data (ГИР БО, ФССП, ЕИС,
 * ЕРКНМ, ЕФРСБ, Роспатент, sanctions lists): each writes dates and
 * identifiers its own way, and an importer should not care which.
 */

/** Trimmed text of the element at `A/B/C`; undefined when absent or blank. */
export function textAt(element: TXmlElement | undefined, pathText: string): string | undefined {
  const value = descend(element, pathText)?.text.trim();
  return value ? value : undefined;
}

/** The first of several alternative paths that has text (schemes rename elements between versions). */
export function firstText(element: TXmlElement | undefined, paths: string[]): string | undefined {
  for (const pathText of paths) {
    const value = textAt(element, pathText);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Every descendant element (depth first), for formats whose nesting varies. */
export function* descendants(element: TXmlElement): Generator<TXmlElement> {
  for (const item of element.children) {
    yield item;
    yield* descendants(item);
  }
}

const DATE_SHAPES: [RegExp, (m: RegExpExecArray) => string][] = [
  // ISO date, with or without a time and offset: the date as written, no time-zone shift.
  [/^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/, (m) => `${m[1]}-${m[2]}-${m[3]}`],
  [/^(\d{2})\.(\d{2})\.(\d{4})$/, (m) => `${m[3]}-${m[2]}-${m[1]}`],
  // Роспатент writes YYYYMMDD.
  [/^(\d{4})(\d{2})(\d{2})$/, (m) => `${m[1]}-${m[2]}-${m[3]}`],
  // UK lists write DD/MM/YYYY.
  [/^(\d{2})\/(\d{2})\/(\d{4})$/, (m) => `${m[3]}-${m[2]}-${m[1]}`],
];

/**
 * A date in any of the shapes these sources use (`YYYY-MM-DD[Thh:mm…]`,
 * `DD.MM.YYYY`, `YYYYMMDD`, `DD/MM/YYYY`) → `YYYY-MM-DD`; undefined when it is
 * not a real calendar date.
 */
export function parseAnyDate(text: string | undefined): string | undefined {
  const trimmed = text?.trim() ?? '';
  for (const [pattern, toIso] of DATE_SHAPES) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const iso = toIso(match);
    const date = new Date(`${iso}T00:00:00Z`);
    return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
  }
  return undefined;
}

/**
 * An optional date field: absent → null, present but unreadable → a rejection,
 * so a typo in a date is reported instead of silently dropped.
 */
export function optionalDate(text: string | undefined, label: string): string | null | TRejection {
  if (text === undefined || text.trim() === '') return null;
  return parseAnyDate(text) ?? { reject: `Неверная дата (${label}): ${text}` };
}

/** An optional amount (`1250000.00`, `1 250 000,00`): absent → null, unreadable → a rejection. */
export function optionalAmount(text: string | undefined, label: string): number | null | TRejection {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(
    text
      .trim()
      .replace(/[\s\u00a0]/g, '')
      .replace(',', '.'),
  );
  return Number.isFinite(value) ? value : { reject: `Неверная сумма (${label}): ${text}` };
}

/**
 * An optional ИНН of a company (10 digits) or a person (12): absent → null,
 * a wrong check digit → a rejection naming whose ИНН it is.
 */
export function optionalInn(value: string | undefined, whose: string): string | null | TRejection {
  const inn = value?.trim();
  if (!inn) return null;
  const valid = inn.length === 10 ? isValidInnLegal(inn) : isValidInnPerson(inn);
  return valid ? inn : { reject: `Неверный ИНН ${whose}: ${inn}` };
}

/** An optional ОГРН (13 digits) or ОГРНИП (15): absent → null, a wrong check digit → a rejection. */
export function optionalOgrn(value: string | undefined, whose: string): string | null | TRejection {
  const ogrn = value?.trim();
  if (!ogrn) return null;
  const valid = ogrn.length === 15 ? isValidOgrnip(ogrn) : isValidOgrn(ogrn);
  return valid ? ogrn : { reject: `Неверный ОГРН ${whose}: ${ogrn}` };
}

/** Whether a value is a valid ИНН of either kind (used where a bad one is skipped, not rejected). */
export const isAnyValidInn = (value: string) => isValidInnLegal(value) || isValidInnPerson(value);

/** Whether a value is a valid ОГРН or ОГРНИП. */
export const isAnyValidOgrn = (value: string) => isValidOgrn(value) || isValidOgrnip(value);

/** Collapses runs of whitespace (multi-line quoted CSV fields, indented XML text). */
export const squash = (text: string | undefined): string | undefined => {
  const value = text?.replace(/\s+/g, ' ').trim();
  return value ? value : undefined;
};

/** A register's change events (monitoring) for the batches of one run. */
export type TCaptureIn<TRecord> = { capture: TRegisterCapture<TRecord>; run: TRunContext | undefined; list?: string };

/**
 * Writes a register's batch (`upsertNewest`), then lets the ratings of the
 * subjects its records name (`innsOf`) be computed again on their next read
 * and deletes the card documents built on their lists (by those ИНН, and by
 * the ОГРН of records that carry one).
 * With `capture`, the batch's change events are recorded from what the upsert
 * wrote (new rows; watched columns of changed rows before and after), in the
 * same transaction.
 */
export async function writeAndInvalidate<TRecord extends object>(
  tx: TSql,
  table: string,
  records: TRecord[],
  keyColumns: (keyof TRecord & string)[],
  innsOf: (record: TRecord) => readonly (string | null)[],
  stored?: (record: TRecord) => object,
  capture?: TCaptureIn<TRecord>,
): Promise<TWriteResult> {
  const firstLoad = capture ? await isFirstLoad(tx, capture.capture.register, capture.run, capture.list) : false;
  const { changes, ...result } = await upsertNewest(tx, table, records, keyColumns, stored, capture?.capture.watch);
  await invalidateReliability(tx, records.flatMap(innsOf));
  const ogrnOf = (record: TRecord) => ('ogrn' in record && typeof record.ogrn === 'string' ? record.ogrn : null);
  await invalidateCardDocuments(tx, identifierTags({ inns: records.flatMap(innsOf), ogrns: records.map(ogrnOf) }));
  if (capture) await capture.capture.record(tx, changes, firstLoad);
  return result;
}
