import type { TChangeField, TDirectorRow, TEgrulRecord, TFounderRow } from './types.ts';

/** The stored facts a new extract is compared with (as read back from the database). */
export type TStoredCompany = {
  id: number;
  ogrn: string;
  name_full: string;
  status_name: string;
  legal_address: string | null;
  share_capital: number | null;
  okved_code: string | null;
  kpp: string | null;
  address_unreliable: boolean;
  address_unreliable_text: string | null;
  /** The as-of date of the extract the stored facts came from. */
  as_of: string | null;
};

export type TChangeRow = {
  subject_ogrn: string;
  grn: string | null;
  change_date: string;
  field: TChangeField;
  old_value: string | null;
  new_value: string | null;
  source: string;
};

const DIRECTOR_FIELDS = [
  'fio',
  'inn',
  'ogrnip',
  'post',
  'post_kind',
  'since_date',
  'grn',
  'unreliable',
  'unreliable_text',
  'disqualified_from',
  'disqualified_to',
  'position',
] as const;
const FOUNDER_FIELDS = [
  'kind',
  'name',
  'inn',
  'ogrn',
  'country',
  'foreign_reg_number',
  'share_nominal',
  'share_percent',
  'since_date',
  'grn',
  'unreliable',
  'unreliable_text',
  'position',
] as const;
export const ENCUMBRANCE_FIELDS = [
  'kind',
  'holder_name',
  'holder_inn',
  'holder_ogrn',
  'details',
  'record_date',
  'grn',
] as const;
const BRANCH_FIELDS = ['kind', 'name', 'kpp', 'address', 'country', 'since_date', 'grn'] as const;

/** Absent and null are the same fact (numeric columns are read back as float8, so numbers compare as numbers). */
const norm = (value: unknown) => (value === undefined ? null : value);
const pick = (row: object, fields: readonly string[]) => fields.map((f) => norm((row as Record<string, unknown>)[f]));

/** A comparable fingerprint of a director: the same facts read from XML or from the table. */
export const directorKey = (row: object) => JSON.stringify(pick(row, DIRECTOR_FIELDS));
/** The same for a founder, encumbrances included (as arrays of their fields). */
export const founderKey = (row: object & { encumbrances: unknown[] }) =>
  JSON.stringify([
    pick(row, FOUNDER_FIELDS),
    row.encumbrances.map((e) => (Array.isArray(e) ? e.map(norm) : pick(e as object, ENCUMBRANCE_FIELDS))),
  ]);
export const branchKey = (row: object) => JSON.stringify(pick(row, BRANCH_FIELDS));

/** Whether two lists hold the same rows in the same order. */
export const sameSet = <T>(a: T[], b: T[], key: (row: T) => string) =>
  a.length === b.length && a.every((row, i) => key(row) === key(b[i] as T));

/** «ГЕНЕРАЛЬНЫЙ ДИРЕКТОР ИВАНОВ ИВАН ИВАНОВИЧ (ИНН 771345678963)»; several joined by «; ». */
export function directorsText(rows: Pick<TDirectorRow, 'fio' | 'inn' | 'post'>[]): string | null {
  const text = rows.map((d) => [d.post, d.fio, d.inn ? `(ИНН ${d.inn})` : null].filter(Boolean).join(' ')).join('; ');
  return text || null;
}

/** «ИВАНОВ ИВАН ИВАНОВИЧ — 60 %; АО "ТЕСТ" — 40 %». */
export function foundersText(rows: Pick<TFounderRow, 'name' | 'share_percent'>[]): string | null {
  const text = rows
    .map((f) => (f.share_percent === null ? f.name : `${f.name} — ${Number(f.share_percent)} %`))
    .join('; ');
  return text || null;
}

const capitalText = (value: number | string | null) => (value === null ? null : `${Number(value)} руб.`);

/**
 * What differs between the stored snapshot of a company and a new extract,
 * as readable `registry_changes` rows dated by the record that set the new
 * value (else the extract date).
 */
export function detectChanges(
  stored: TStoredCompany,
  record: TEgrulRecord,
  storedDirectors: Pick<TDirectorRow, 'fio' | 'inn' | 'post'>[],
  storedFounders: Pick<TFounderRow, 'name' | 'share_percent'>[] | null,
): TChangeRow[] {
  const c = record.company;
  const pairs: [TChangeField, string | null, string | null][] = [
    ['name', stored.name_full, c.name_full],
    ['status', stored.status_name, c.status_name],
    ['address', stored.legal_address, c.legal_address],
    ['capital', capitalText(stored.share_capital), capitalText(c.share_capital)],
    ['okved', stored.okved_code, c.okved_code],
    ['kpp', stored.kpp, c.kpp],
    ['director', directorsText(storedDirectors), directorsText(record.directors)],
  ];
  if (storedFounders) pairs.push(['founders', foundersText(storedFounders), foundersText(record.founders)]);
  const fallback = c.extract_date ?? c.as_of;
  const changes: TChangeRow[] = [];
  for (const [field, before, after] of pairs) {
    if (before === after) continue;
    const mark = record.marks[field];
    const date = mark?.date ?? fallback;
    if (!date) continue;
    changes.push({
      subject_ogrn: c.ogrn,
      grn: mark?.grn ?? null,
      change_date: date,
      field,
      old_value: before,
      new_value: after,
      source: c.source,
    });
  }
  return changes;
}
