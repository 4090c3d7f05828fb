import type { TSql } from '../../../db/client.ts';
import { invalidateAllCardDocuments } from '../../card-documents/index.ts';
import { isFirstLoad, type TRegisterCapture } from '../../monitoring/index.ts';
import { invalidateReliabilityLists } from '../../reliability/index.ts';
import type { TCsvRow } from '../csv-rows.ts';
import { isRejection, type TCsvImporter, type TRejection } from '../importer.ts';
import { upsertNewest } from '../upsert.ts';

/**
 * Helpers for the ФНС CSV sets (open-data-formats.md §2.4): columns found by
 * header name — the positional codes `G1…Gn` the files carry or a readable
 * Russian name — so reordered or added columns don't shift anything.
 */

/** A column the importer reads: the names it may have in a header. `*` at the end matches a prefix. */
export type TColumnSpec = { label: string; names: string[]; required?: boolean };

const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, '');

const matches = (header: string, name: string) => {
  const wanted = normalise(name);
  return name.endsWith('*') ? header.startsWith(wanted) : header === wanted;
};

/** The header cell each spec'd column was found under, or why the header can't be used. */
export type TColumns<K extends string> = Record<K, string | undefined>;

/**
 * Builds a resolver from header names to the importer's columns. The result is
 * cached per header (every row of a file shares it), so a file costs one lookup.
 */
export function columnResolver<K extends string>(specs: Record<K, TColumnSpec>) {
  let cachedHeader: string | undefined;
  let cached: TColumns<K> | TRejection = { reject: '' };
  return (values: Record<string, string>): TColumns<K> | TRejection => {
    const header = Object.keys(values);
    const signature = header.join('\u0001');
    if (signature === cachedHeader) return cached;
    const normalised = header.map((cell) => ({ cell, key: normalise(cell) }));
    const found = {} as TColumns<K>;
    let missing: TColumnSpec | undefined;
    for (const [column, spec] of Object.entries(specs) as [K, TColumnSpec][]) {
      found[column] = normalised.find(({ key }) => spec.names.some((name) => matches(key, name)))?.cell;
      if (spec.required && found[column] === undefined) missing ??= spec;
    }
    cachedHeader = signature;
    cached = missing
      ? {
          reject: `Заголовок файла не распознан: нет столбца «${missing.label}» (${missing.names[0]}); проверьте разделитель и кодировку`,
        }
      : found;
    return cached;
  };
}

/** A cell's trimmed text; undefined when the column is absent or the cell blank. */
export function cell<K extends string>(
  values: Record<string, string>,
  columns: TColumns<K>,
  column: K,
): string | undefined {
  const name = columns[column];
  const value = name === undefined ? undefined : values[name]?.trim();
  return value ? value : undefined;
}

/** The release date in a ФНС data file name `data-YYYYMMDD-structure-YYYYMMDD.csv`, ISO; null when absent. */
export function dataDateFromName(name: string): string | null {
  const match = /data-(\d{4})(\d{2})(\d{2})-structure/i.exec(name);
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A non-negative whole count (`12`, `1 200`); undefined when it isn't one. */
export function parseCount(text: string | undefined): number | undefined {
  const compact = text?.replace(/[\s\u00a0]/g, '') ?? '';
  return /^\d+$/.test(compact) ? Number(compact) : undefined;
}

export type TDuration = { years: number; months: number; days: number };

/** A disqualification term as the register writes it: `1 г 0 м 0 д` (also `2 г.`, `6 мес`, `15 дн`). */
export function parseDuration(text: string | undefined): TDuration | undefined {
  const match =
    /^(?:(\d+)\s*(?:г|год|года|лет)\.?)?\s*(?:(\d+)\s*(?:м|мес|месяц|месяца|месяцев)\.?)?\s*(?:(\d+)\s*(?:д|дн|день|дня|дней)\.?)?$/i.exec(
      text?.trim() ?? '',
    );
  if (!match || (match[1] ?? match[2] ?? match[3]) === undefined) return undefined;
  return { years: Number(match[1] ?? 0), months: Number(match[2] ?? 0), days: Number(match[3] ?? 0) };
}

/**
 * The day a term starting on `start` (ISO) ends: years and months first (the
 * 31st landing in a shorter month becomes its last day), then days. As in the
 * register's own rows, a 1-year term from 01.03.2025 ends on 01.03.2026.
 */
export function addDuration(start: string, duration: TDuration): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const totalMonths = month - 1 + duration.months + duration.years * 12;
  const targetYear = year + Math.floor(totalMonths / 12);
  const targetMonth = totalMonths % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay) + duration.days));
  return date.toISOString().slice(0, 10);
}

/** What `fnsCsvListImporter` adds to every record: the source and the release date from the file name. */
type TProvenance = { source: string; as_of: string | null };

/**
 * An importer of a ФНС list published as CSV (§2.4): the `.csv` files of a
 * zip or folder, columns found by header name (a header without a required
 * column rejects the row with the reason), one row per record upserted on its
 * natural key (`upsertNewest`), the release date from the file name as `as_of`. Ratings built
 * on such lists are computed again on their next read.
 */
export function fnsCsvListImporter<K extends string, TRecord extends TProvenance>(spec: {
  source: string;
  description: string;
  delimiter: ',' | ';';
  columns: Record<K, TColumnSpec>;
  table: string;
  /** The natural key: the newest record of a batch wins among those sharing it. */
  keyColumns: (keyof TRecord & string)[];
  /** One row's record, or why it was refused; `get` is a cell's trimmed text, undefined when blank. */
  read: (
    get: (column: K) => string | undefined,
    row: TCsvRow,
    entry: string,
  ) => Omit<TRecord, keyof TProvenance> | TRejection;
  /** The list's change events (monitoring): what the rows new to the list mean for watched companies. */
  capture?: TRegisterCapture<TRecord>;
}): TCsvImporter<TRecord> {
  const columns = columnResolver(spec.columns);
  return {
    source: spec.source,
    description: spec.description,
    format: 'csv',
    csv: { delimiter: spec.delimiter, encoding: 'utf-8' },
    accepts: (name) => name.toLowerCase().endsWith('.csv'),
    parse(row, entry = '') {
      const found = columns(row.values);
      if (isRejection(found)) return found;
      const read = spec.read((column) => cell(row.values, found, column), row, entry);
      if (isRejection(read)) return read;
      return { ...read, source: spec.source, as_of: dataDateFromName(entry) } as TRecord;
    },
    async write(tx: TSql, records, run) {
      const { capture } = spec;
      const firstLoad = capture ? await isFirstLoad(tx, capture.register, run) : false;
      const { changes, ...result } = await upsertNewest(tx, spec.table, records, spec.keyColumns);
      await invalidateReliabilityLists(tx);
      // Cards flag mass addresses, mass leaders and disqualified directors: any card may show this batch.
      await invalidateAllCardDocuments(tx);
      if (capture) await capture.record(tx, changes, firstLoad);
      return result;
    },
  };
}
