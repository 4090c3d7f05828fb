import type { TSql } from '../../../../db/client.ts';
import { recordEvents, type TCapturedEvent } from '../../../monitoring/index.ts';
import type { TWriteResult } from '../../importer.ts';
import { lastByKey } from '../../upsert.ts';
import { addedChangeEvents, type TAddedChange, unreliableEvent } from './change-events.ts';
import { loadChildren, replaceBranches, replaceDirectors, replaceFounders } from './children.ts';
import {
  branchKey,
  detectChanges,
  directorKey,
  founderKey,
  sameSet,
  type TChangeRow,
  type TStoredCompany,
} from './diff.ts';
import { arrayLiteral, copyRows, insertUnnest, insertUnnestInChunks, type TColumn, upsertSuffix } from './sql-batch.ts';
import type { TBranchRow, TDirectorRow, TEgrulRecord, TFounderRow } from './types.ts';
import { writeLicenses, writeRegistryRecords } from './write-records.ts';

const COMPANY_COLUMNS: TColumn[] = [
  ['ogrn', 'char(13)'],
  ['inn', 'char(10)'],
  ['kpp', 'char(9)'],
  ['name_short', 'text'],
  ['name_full', 'text'],
  ['name_en', 'text'],
  ['opf_code', 'varchar'],
  ['opf_name', 'text'],
  ['status_code', 'varchar'],
  ['status_name', 'text'],
  ['creation_method', 'text'],
  ['termination_method', 'text'],
  ['registration_date', 'date'],
  ['ogrn_date', 'date'],
  ['liquidation_date', 'date'],
  ['share_capital', 'numeric'],
  ['capital_kind', 'text'],
  ['legal_address', 'text'],
  ['address_fias_id', 'text'],
  ['address_unreliable', 'boolean'],
  ['address_unreliable_text', 'text'],
  ['city', 'text'],
  ['region_code', 'varchar'],
  ['okved_code', 'varchar'],
  ['okved_additional', 'text[]'],
  ['tax_authority', 'jsonb'],
  ['funds', 'jsonb'],
  ['contacts', 'jsonb'],
  ['managing_org', 'jsonb'],
  ['predecessors', 'jsonb'],
  ['successors', 'jsonb'],
  ['extract_date', 'date'],
  ['source', 'text'],
  ['as_of', 'date'],
];
const NEW_COMPANY_COLUMNS: TColumn[] = [['id', 'bigint'], ...COMPANY_COLUMNS];
const CHANGE_COLUMNS: TColumn[] = [
  ['subject_ogrn', 'varchar'],
  ['grn', 'varchar'],
  ['change_date', 'date'],
  ['field', 'varchar'],
  ['old_value', 'text'],
  ['new_value', 'text'],
  ['source', 'text'],
];
const COMPANY_UPSERT = upsertSuffix(
  'companies',
  '(ogrn)',
  COMPANY_COLUMNS,
  ['ogrn'],
  'id, ogrn, (xmax = 0) as inserted',
  ', updated_at = now()',
);

type TWithCompany<T> = T & { company_id: number };

/**
 * Companies not stored yet are appended with COPY: their ids are taken from
 * the table's sequence first, so the children can be hung on them without
 * reading anything back.
 */
async function appendNewCompanies(tx: TSql, records: TEgrulRecord[], idOf: Map<string, number>) {
  if (!records.length) return;
  const ids = await tx.unsafe(
    `select nextval(pg_get_serial_sequence('companies', 'id')) as id from generate_series(1, $1::int)`,
    [records.length],
  );
  const rows = records.map((r, i) => {
    const id = Number(ids[i]?.id);
    idOf.set(r.company.ogrn, id);
    return { ...r.company, id };
  });
  await copyRows(tx, 'companies', NEW_COMPANY_COLUMNS, rows);
}

/**
 * Writes one batch of ЕГРЮЛ records in the runner's transaction, in a fixed
 * number of round trips whatever the batch size: read the stored snapshot,
 * upsert companies, read the stored children of the companies that existed,
 * replace only the child sets that differ, upsert registry records and
 * licences, add `registry_changes` for what changed, and record the change
 * events of companies stored before (monitoring): one per registry change
 * actually added, a change of unreliability marks, a new or (un)suspended
 * licence. A company new to the register has no events: nothing about it
 * changed. A company counts as inserted when new and as updated when
 * anything about it was written.
 */
export async function writeCompanies(tx: TSql, input: TEgrulRecord[]): Promise<TWriteResult> {
  const records = lastByKey(input, (r) => r.company.ogrn);
  const stored = (await tx.unsafe(
    `select id, ogrn, name_full, status_name, legal_address, share_capital::float8 as share_capital, okved_code, kpp,
       address_unreliable, address_unreliable_text, as_of::text as as_of
     from companies where ogrn = any($1::char(13)[])`,
    [arrayLiteral(records.map((r) => r.company.ogrn))],
  )) as unknown as TStoredCompany[];
  const storedByOgrn = new Map(stored.map((s) => [s.ogrn, s]));
  const idOf = new Map<string, number>(stored.map((s) => [s.ogrn, Number(s.id)]));
  await appendNewCompanies(
    tx,
    records.filter((r) => !storedByOgrn.has(r.company.ogrn)),
    idOf,
  );
  const written = await insertUnnestInChunks(
    tx,
    'companies',
    COMPANY_COLUMNS,
    records.filter((r) => storedByOgrn.has(r.company.ogrn)).map((r) => r.company),
    COMPANY_UPSERT,
  );

  const touched = new Set<string>();
  for (const row of written) {
    idOf.set(String(row.ogrn), Number(row.id));
    if (!row.inserted) touched.add(String(row.ogrn));
  }
  const children = stored.length
    ? await loadChildren(
        tx,
        stored.map((s) => Number(s.id)),
      )
    : null;

  const directors = {
    ended: [] as { id: number; date: string }[],
    deleted: [] as number[],
    rows: [] as TWithCompany<TDirectorRow>[],
  };
  const founders = { companies: [] as number[], rows: [] as TWithCompany<TFounderRow>[] };
  const branches = { companies: [] as number[], rows: [] as TWithCompany<TBranchRow>[] };
  const changes: TChangeRow[] = [];
  const events: TCapturedEvent[] = [];
  /** Companies stored before this batch whose extract is not older: only their licences can be news. */
  const holders = new Map<string, string>();
  let skippedOlder = 0;
  /** Directors an older extract offers for companies without a current one, by company id. */
  const olderDirectors = new Map<number, TWithCompany<TDirectorRow>[]>();
  for (const record of records) {
    const ogrn = record.company.ogrn;
    const companyId = idOf.get(ogrn) as number;
    const withId = <T>(rows: T[]) => rows.map((row) => ({ ...row, company_id: companyId }));
    const before = storedByOgrn.get(ogrn);
    const oldDirectors = children?.directors.get(companyId) ?? [];
    const oldFounders = children?.founders.get(companyId) ?? [];
    const oldBranches = children?.branches.get(companyId) ?? [];
    if (before && isOlder(record.company.as_of, before.as_of)) {
      // An older extract never undoes a newer one: it only fills the child sets the newer one left empty.
      skippedOlder++;
      if (!oldDirectors.length && record.directors.length) olderDirectors.set(companyId, withId(record.directors));
      if (!oldFounders.length && record.founders.length) founders.rows.push(...withId(record.founders));
      if (!oldBranches.length && record.branches.length) branches.rows.push(...withId(record.branches));
      if (!oldDirectors.length || !oldFounders.length || !oldBranches.length) {
        if (record.directors.length || record.founders.length || record.branches.length) touched.add(ogrn);
      }
      continue;
    }
    const directorsChanged = !sameSet(oldDirectors, record.directors, directorKey);
    const foundersChanged = !sameSet<object & { encumbrances: unknown[] }>(oldFounders, record.founders, founderKey);
    const branchesChanged = !sameSet<object>(oldBranches, record.branches, branchKey);

    if (directorsChanged) {
      // Same person in the same post stays one history line: replaced in place, not ended.
      const identity = (d: Pick<TDirectorRow, 'fio' | 'inn' | 'post'>) => `${d.fio}|${d.inn ?? ''}|${d.post ?? ''}`;
      const kept = new Set(record.directors.map(identity));
      const endedOn = record.marks.director?.date ?? record.company.extract_date ?? record.company.as_of;
      for (const old of oldDirectors) {
        if (kept.has(identity(old)) || !endedOn) directors.deleted.push(Number(old.id));
        else directors.ended.push({ id: Number(old.id), date: endedOn });
      }
      directors.rows.push(...withId(record.directors));
    }
    if (foundersChanged) {
      if (before) founders.companies.push(companyId);
      founders.rows.push(...withId(record.founders));
    }
    if (branchesChanged) {
      if (before) branches.companies.push(companyId);
      branches.rows.push(...withId(record.branches));
    }
    if (before) {
      if (directorsChanged || foundersChanged || branchesChanged) touched.add(ogrn);
      changes.push(...detectChanges(before, record, oldDirectors, oldFounders));
      const marks = unreliableEvent(before, record, oldDirectors, oldFounders);
      if (marks) events.push(marks);
      holders.set(ogrn, record.company.inn);
    }
  }

  if (olderDirectors.size) {
    // A company whose directors a newer extract ended has none current, yet the old ones must not come back.
    const withHistory = await tx.unsafe(
      'select distinct company_id from company_directors where company_id = any($1::bigint[])',
      [arrayLiteral([...olderDirectors.keys()].map(String))],
    );
    for (const row of withHistory) olderDirectors.delete(Number(row.company_id));
    for (const rows of olderDirectors.values()) directors.rows.push(...rows);
  }
  await replaceDirectors(tx, directors.ended, directors.deleted, directors.rows);
  await replaceFounders(tx, founders.companies, founders.rows);
  await replaceBranches(tx, branches.companies, branches.rows);
  for (const ogrn of await writeRegistryRecords(
    tx,
    records.flatMap((r) => r.records),
  ))
    touched.add(ogrn);
  const licenses = await writeLicenses(
    tx,
    records.flatMap((r) => r.licenses),
    holders,
  );
  for (const ogrn of licenses.touched) touched.add(ogrn);
  const added = (await insertUnnest(
    tx,
    'registry_changes',
    CHANGE_COLUMNS,
    changes,
    'on conflict do nothing returning subject_ogrn, grn, change_date, field, old_value, new_value, source',
  )) as unknown as TAddedChange[];
  const innOf = new Map(records.map((r) => [r.company.ogrn, r.company.inn]));
  await recordEvents(tx, [...events, ...licenses.events, ...addedChangeEvents(added, innOf)]);

  const inserted = records.filter((r) => !storedByOgrn.has(r.company.ogrn)).length;
  const updated = records.filter((r) => storedByOgrn.has(r.company.ogrn) && touched.has(r.company.ogrn)).length;
  return { inserted, updated, skippedOlder };
}

/** Whether an extract dated `incoming` is older than the stored facts dated `stored` (an undated one is). */
function isOlder(incoming: string | null, stored: string | null): boolean {
  return stored !== null && (incoming === null || incoming < stored);
}
