import type { TSql } from '../../../../db/client.ts';
import { lastByKey } from '../../upsert.ts';
import { insertUnnest, type TColumn, upsertSuffix } from './sql-batch.ts';
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
  const written = await insertUnnest(tx, 'registry_records', RECORD_COLUMNS, unique, RECORD_UPSERT);
  return new Set(written.map((r) => String(r.subject_ogrn)));
}

/**
 * Upserts licences keyed by (holder, number, issue date) — both may be
 * missing in open files, so the key treats nulls as equal; returns the
 * subjects whose licences were inserted or changed.
 */
export async function writeLicenses(tx: TSql, rows: TLicenseRow[]): Promise<Set<string>> {
  const unique = lastByKey(rows, (r) => `${r.subject_ogrn}|${r.number ?? ''}|${r.issued_on ?? ''}`);
  const written = await insertUnnest(tx, 'licenses', LICENSE_COLUMNS, unique, LICENSE_UPSERT);
  return new Set(written.map((r) => String(r.subject_ogrn)));
}
