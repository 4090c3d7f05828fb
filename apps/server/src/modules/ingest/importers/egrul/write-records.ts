import type { TSql } from '../../../../db/client.ts';
import { lastByKey } from '../../upsert.ts';
import { arrayLiteral, copyRows, insertUnnest, type TColumn, upsertSuffix } from './sql-batch.ts';
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
const RECORD_UPSERT = upsertSuffix(
  'registry_records',
  '(subject_ogrn, grn)',
  RECORD_COLUMNS,
  ['subject_ogrn', 'grn'],
  'subject_ogrn',
);
const LICENSE_UPSERT = upsertSuffix(
  'licenses',
  'on constraint licenses_dedupe_key',
  LICENSE_COLUMNS,
  ['subject_ogrn', 'number', 'issued_on'],
  'subject_ogrn',
);

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
): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const subjects = [...new Set(rows.map((r) => r.subject_ogrn))];
  const stored = await tx.unsafe(`select distinct subject_ogrn from ${table} where subject_ogrn = any($1::varchar[])`, [
    arrayLiteral(subjects),
  ]);
  const known = new Set(stored.map((r) => String(r.subject_ogrn)));
  const fresh = rows.filter((r) => !known.has(r.subject_ogrn));
  await copyRows(tx, table, columns, fresh);
  const written = await insertUnnest(
    tx,
    table,
    columns,
    rows.filter((r) => known.has(r.subject_ogrn)),
    upsert,
  );
  const touched = new Set(fresh.map((r) => r.subject_ogrn));
  for (const row of written) touched.add(String(row.subject_ogrn));
  return touched;
}

/**
 * Upserts licences keyed by (holder, number, issue date) — both may be
 * missing in open files, so the key treats nulls as equal; returns the
 * subjects whose licences were inserted or changed.
 */
export async function writeLicenses(tx: TSql, rows: TLicenseRow[]): Promise<Set<string>> {
  const unique = lastByKey(rows, (r) => `${r.subject_ogrn}|${r.number ?? ''}|${r.issued_on ?? ''}`);
  return writeBySubject(tx, 'licenses', LICENSE_COLUMNS, unique, LICENSE_UPSERT);
}
