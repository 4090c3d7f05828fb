import type { TSql } from '../../../../db/client.ts';
import { entrepreneurChanges, recordEvents, type TCapturedEvent } from '../../../monitoring/index.ts';
import type { TWriteResult } from '../../importer.ts';
import { countOlder, lastByKey } from '../../upsert.ts';
import { arrayLiteral, insertUnnestInChunks, skipUnchanged, type TColumn, upsertSuffix } from '../egrul/sql-batch.ts';
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
const UPSERT = `${skipUnchanged('entrepreneurs', COLUMNS, ['ogrnip'])} ${upsertSuffix(
  'entrepreneurs',
  '(ogrnip)',
  COLUMNS,
  ['ogrnip'],
  'ogrnip, (xmax = 0) as inserted',
  ', updated_at = now()',
)}`;

type TStoredEntrepreneur = {
  ogrnip: string;
  name: string;
  status_name: string;
  okved_code: string | null;
  as_of: string | null;
};

const fio = (e: { last_name: string; first_name: string; middle_name: string | null }) =>
  [e.last_name, e.first_name, e.middle_name].filter(Boolean).join(' ');

/**
 * The change events of sole traders stored before this batch whose extract is not older: name,
 * status and main activity (ЕГРИП keeps no change rows, so the stored facts are compared here).
 * Returns the events and the ОГРНИП → ИНН of those subjects, whose new licences are news too.
 */
async function entrepreneurEvents(tx: TSql, records: TEgripRecord[]) {
  const stored = (await tx.unsafe(
    `select ogrnip, concat_ws(' ', last_name, first_name, middle_name) as name, status_name, okved_code, as_of
     from entrepreneurs where ogrnip = any($1::char(15)[])`,
    [arrayLiteral(records.map((r) => r.entrepreneur.ogrnip))],
  )) as unknown as TStoredEntrepreneur[];
  const byOgrnip = new Map(stored.map((s) => [s.ogrnip, s]));
  const events: TCapturedEvent[] = [];
  const holders = new Map<string, string>();
  for (const { entrepreneur: e } of records) {
    const before = byOgrnip.get(e.ogrnip);
    if (!before || (before.as_of !== null && (e.as_of === null || e.as_of < before.as_of))) continue;
    holders.set(e.ogrnip, e.inn);
    events.push(
      ...entrepreneurChanges({
        inn: e.inn,
        before,
        after: { name: fio(e), status_name: e.status_name, okved_code: e.okved_code },
        date: e.extract_date ?? e.as_of,
        source: e.source,
      }),
    );
  }
  return { events, holders };
}

/**
 * Writes one batch of ЕГРИП records: entrepreneurs upserted by ОГРНИП, then
 * their registry records and licences — three statements per batch — and
 * the change events of those stored before (monitoring). A subject counts
 * as updated when any of its rows was written.
 */
export async function writeEntrepreneurs(tx: TSql, input: TEgripRecord[]): Promise<TWriteResult> {
  const records = lastByKey(input, (r) => r.entrepreneur.ogrnip);
  const skippedOlder = await countOlder(
    tx,
    'entrepreneurs',
    records.map((r) => r.entrepreneur),
    ['ogrnip'],
  );
  const changes = await entrepreneurEvents(tx, records);
  const written = await insertUnnestInChunks(
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
  const licenses = await writeLicenses(
    tx,
    records.flatMap((r) => r.licenses),
    changes.holders,
  );
  for (const ogrnip of licenses.touched) touched.add(ogrnip);
  await recordEvents(tx, [...changes.events, ...licenses.events]);
  return {
    inserted: inserted.size,
    updated: [...touched].filter((ogrnip) => !inserted.has(ogrnip)).length,
    skippedOlder,
  };
}
