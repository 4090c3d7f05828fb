import type { TSql } from '../../../../db/client.ts';
import { licenseIssued, licenseSuspension, type TCapturedEvent } from '../../../monitoring/index.ts';
import { lastByKey } from '../../upsert.ts';
import { arrayLiteral, copyRows, insertUnnest, skipUnchanged, type TColumn, upsertSuffix } from './sql-batch.ts';
import type { TLicenseRow, TRegistryRecordRow } from './types.ts';

const RECORD_COLUMNS: TColumn[] = [
  ['subject_ogrn', 'varchar'],
  ['grn', 'varchar'],
  ['record_date', 'date'],
  ['kind_code', 'varchar'],
  ['kind_name', 'text'],
  ['tax_office_code', 'varchar'],
  ['tax_office_name', 'text'],
  ['documents', 'jsonb'],
  ['invalid', 'boolean'],
  ['source', 'text'],
];
const LICENSE_COLUMNS: TColumn[] = [
  ['subject_ogrn', 'varchar'],
  ['number', 'text'],
  ['issued_on', 'date'],
  ['starts_on', 'date'],
  ['ends_on', 'date'],
  ['issuer', 'text'],
  ['activities', 'text[]'],
  ['suspended', 'boolean'],
  ['source', 'text'],
  ['as_of', 'date'],
];
const RECORD_UPSERT = `${skipUnchanged('registry_records', RECORD_COLUMNS, ['subject_ogrn', 'grn'])} ${upsertSuffix(
  'registry_records',
  '(subject_ogrn, grn)',
  RECORD_COLUMNS,
  ['subject_ogrn', 'grn'],
  'subject_ogrn',
)}`;
const LICENSE_UPSERT = `${skipUnchanged('licenses', LICENSE_COLUMNS, ['subject_ogrn'])} ${upsertSuffix(
  'licenses',
  'on constraint licenses_dedupe_key',
  LICENSE_COLUMNS,
  ['subject_ogrn', 'number', 'issued_on'],
  'subject_ogrn',
)}`;

/**
 * Upserts ЕГРЮЛ/ЕГРИП registry records keyed by (ОГРН/ОГРНИП, ГРН); returns
 * the subjects whose records were inserted or changed.
 */
export async function writeRegistryRecords(tx: TSql, rows: TRegistryRecordRow[]): Promise<Set<string>> {
  const unique = lastByKey(rows, (r) => `${r.subject_ogrn}|${r.grn}`);
  return writeBySubject(tx, 'registry_records', RECORD_COLUMNS, unique, RECORD_UPSERT);
}

/**
 * Rows of subjects that have none stored yet cannot conflict: they are
 * appended with COPY; the others go through the upsert that writes only what
 * differs. Returns the subjects whose rows were inserted or changed.
 */
async function writeBySubject<TRow extends { subject_ogrn: string }>(
  tx: TSql,
  table: 'registry_records' | 'licenses',
  columns: TColumn[],
  rows: TRow[],
  upsert: string,
  known?: Set<string>,
): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const subjects = known ?? (await subjectsWithRows(tx, table, rows));
  const fresh = rows.filter((r) => !subjects.has(r.subject_ogrn));
  await copyRows(tx, table, columns, fresh);
  const written = await insertUnnest(
    tx,
    table,
    columns,
    rows.filter((r) => subjects.has(r.subject_ogrn)),
    upsert,
  );
  const touched = new Set(fresh.map((r) => r.subject_ogrn));
  for (const row of written) touched.add(String(row.subject_ogrn));
  return touched;
}

/** The subjects among `rows` that have rows stored in `table`. */
async function subjectsWithRows(tx: TSql, table: string, rows: { subject_ogrn: string }[]): Promise<Set<string>> {
  const subjects = [...new Set(rows.map((r) => r.subject_ogrn))];
  const stored = await tx.unsafe(`select distinct subject_ogrn from ${table} where subject_ogrn = any($1::varchar[])`, [
    arrayLiteral(subjects),
  ]);
  return new Set(stored.map((r) => String(r.subject_ogrn)));
}

const licenseKey = (r: { subject_ogrn: string; number: string | null; issued_on: string | null }) =>
  `${r.subject_ogrn}|${r.number ?? ''}|${r.issued_on ?? ''}`;

type TStoredLicense = {
  subject_ogrn: string;
  number: string | null;
  issued_on: string | null;
  suspended: boolean;
  as_of: string | null;
};

/**
 * Upserts licences keyed by (holder, number, issue date) — both may be
 * missing in open files, so the key treats nulls as equal; returns the
 * subjects whose licences were inserted or changed. For `holders` (ОГРН →
 * ИНН of subjects stored before this batch, whose extract is not older than
 * their stored facts) it also returns the change events: a licence they did
 * not have, a licence suspended or back in force. The stored licences read
 * for this are the ones the upsert needs to know about anyway.
 */
export async function writeLicenses(
  tx: TSql,
  rows: TLicenseRow[],
  holders: ReadonlyMap<string, string> = new Map(),
): Promise<{ touched: Set<string>; events: TCapturedEvent[] }> {
  const unique = lastByKey(rows, licenseKey);
  if (!unique.length) return { touched: new Set(), events: [] };
  const stored = (await tx.unsafe(
    `select subject_ogrn, number, issued_on, suspended, as_of from licenses where subject_ogrn = any($1::varchar[])`,
    [arrayLiteral([...new Set(unique.map((r) => r.subject_ogrn))])],
  )) as unknown as TStoredLicense[];
  const storedByKey = new Map(stored.map((r) => [licenseKey(r), r]));
  const events: TCapturedEvent[] = [];
  for (const row of unique) {
    const inn = holders.get(row.subject_ogrn);
    if (inn === undefined) continue;
    const before = storedByKey.get(licenseKey(row));
    if (!before) events.push(licenseIssued(row, inn));
    else if (before.suspended !== row.suspended && (before.as_of ?? '') <= (row.as_of ?? ''))
      events.push(licenseSuspension(row, inn));
  }
  const known = new Set(stored.map((r) => r.subject_ogrn));
  const touched = await writeBySubject(tx, 'licenses', LICENSE_COLUMNS, unique, LICENSE_UPSERT, known);
  return { touched, events };
}
