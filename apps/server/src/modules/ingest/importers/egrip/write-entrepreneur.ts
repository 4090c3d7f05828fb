import type { TSql } from '../../../../db/client.ts';
import type { TWriteResult } from '../../importer.ts';
import { countOlder, lastByKey } from '../../upsert.ts';
import { insertUnnest, type TColumn, upsertSuffix } from '../egrul/sql-batch.ts';
import { writeLicenses, writeRegistryRecords } from '../egrul/write-records.ts';
import type { TEgripRecord } from './read-entrepreneur.ts';

const COLUMNS: TColumn[] = [
  ['ogrnip', 'char(15)'],
  ['inn', 'char(12)'],
  ['last_name', 'text'],
  ['first_name', 'text'],
  ['middle_name', 'text'],
  ['kind_name', 'text'],
  ['gender', 'varchar'],
  ['citizenship', 'text'],
  ['status_code', 'varchar'],
  ['status_name', 'text'],
  ['termination_method', 'text'],
  ['registration_date', 'date'],
  ['ogrnip_date', 'date'],
  ['termination_date', 'date'],
  ['city', 'text'],
  ['region_code', 'varchar'],
  ['okved_code', 'varchar'],
  ['okved_additional', 'text[]'],
  ['email', 'text'],
  ['tax_authority', 'jsonb'],
  ['funds', 'jsonb'],
  ['extract_date', 'date'],
  ['source', 'text'],
  ['as_of', 'date'],
];
const UPSERT = upsertSuffix(
  'entrepreneurs',
  '(ogrnip)',
  COLUMNS,
  ['ogrnip'],
  'ogrnip, (xmax = 0) as inserted',
  ', updated_at = now()',
);

/**
 * Writes one batch of ЕГРИП records: entrepreneurs upserted by ОГРНИП, then
 * their registry records and licences — three statements per batch. A
 * subject counts as updated when any of its rows was written.
 */
export async function writeEntrepreneurs(tx: TSql, input: TEgripRecord[]): Promise<TWriteResult> {
  const records = lastByKey(input, (r) => r.entrepreneur.ogrnip);
  const skippedOlder = await countOlder(
    tx,
    'entrepreneurs',
    records.map((r) => r.entrepreneur),
    ['ogrnip'],
  );
  const written = await insertUnnest(
    tx,
    'entrepreneurs',
    COLUMNS,
    records.map((r) => r.entrepreneur),
    UPSERT,
  );
  const inserted = new Set(written.filter((r) => r.inserted).map((r) => String(r.ogrnip)));
  const touched = new Set(written.filter((r) => !r.inserted).map((r) => String(r.ogrnip)));
  for (const ogrnip of await writeRegistryRecords(
    tx,
    records.flatMap((r) => r.records),
  ))
    touched.add(ogrnip);
  for (const ogrnip of await writeLicenses(
    tx,
    records.flatMap((r) => r.licenses),
  ))
    touched.add(ogrnip);
  return {
    inserted: inserted.size,
    updated: [...touched].filter((ogrnip) => !inserted.has(ogrnip)).length,
    skippedOlder,
  };
}
