import { isValidInnLegal, isValidInnPerson, isValidOgrn, isValidOgrnip } from '@sverka/shared';
import type { TSql } from '../../../db/client.ts';
import { identifierTags, invalidateCardDocuments } from '../../card-documents/index.ts';
import { isFirstLoad, recordSanctionsRemovals, SANCTIONS_CAPTURE } from '../../monitoring/index.ts';
import { invalidateLinkedReliability } from '../../reliability/index.ts';
import type { TRunContext, TWriteResult } from '../importer.ts';
import { changesOf, lastByKey, upsertRows } from '../upsert.ts';

/** One row of sanctions_entries. */
export type TSanctionsEntry = {
  list: 'ofac' | 'eu' | 'uk';
  entry_id: string;
  name: string;
  aliases: string[];
  inn: string | null;
  ogrn: string | null;
  country: string | null;
  programs: string[];
  listed_on: string | null;
  remarks: string | null;
  source: string;
  as_of: string | null;
};

/** A Russian identifier a list gives for an entry, as a candidate still to be checked. */
export type TIdCandidate = { kind: 'inn' | 'ogrn'; value: string };

/**
 * Labels the lists put before Russian identifiers in free text (§10):
 * OFAC remarks `Tax ID No. 7704123450 (Russia)`, `Registration Number …`;
 * UK `INN: …`, `OGRN: …`, `TIN: …`; Russian-language `ИНН`/`ОГРН`.
 */
const TEXT_PATTERNS: [TIdCandidate['kind'], RegExp][] = [
  ['inn', /(?:\bINN|ИНН|\bTax ID No\.?|\bTIN|\bTax Identification Number)\s*[:#№.]?\s*(\d{10}|\d{12})(?!\d)/gi],
  [
    'ogrn',
    /(?:\bOGRNIP|\bOGRN|ОГРНИП|ОГРН|\bRegistration (?:Number|ID|No\.?)|\bState Registration Number)\s*[:#№.]?\s*(\d{13}|\d{15})(?!\d)/gi,
  ],
];

/** Identifier candidates found in free text (remarks, "other information", registration-number fields). */
export function idsInText(text: string | undefined): TIdCandidate[] {
  if (!text) return [];
  const found: TIdCandidate[] = [];
  for (const [kind, pattern] of TEXT_PATTERNS) {
    for (const match of text.matchAll(pattern)) found.push({ kind, value: match[1] as string });
  }
  return found;
}

/**
 * The identifier typed by a list's own id type (OFAC `idType`, EU
 * `identificationTypeCode`): undefined when the type says nothing about
 * ИНН/ОГРН or the issuing country is not Russia (a foreign tax number may
 * pass a Russian check digit by chance). A number's length settles ИНН vs ОГРН.
 */
export function idFromTyped(type: string, number: string | undefined, country?: string): TIdCandidate | undefined {
  const value = number?.replace(/[\s-]/g, '');
  if (!value || !/^\d+$/.test(value)) return undefined;
  if (country && !/^(ru|rus|russia|russian federation)$/i.test(country.trim())) return undefined;
  const label = type.toLowerCase();
  if (/tax id|taxid|fiscal|\binn\b|\btin\b/.test(label) && (value.length === 10 || value.length === 12))
    return { kind: 'inn', value };
  if (/registration|regnumber|ogrn/.test(label) && (value.length === 13 || value.length === 15))
    return { kind: 'ogrn', value };
  return undefined;
}

/**
 * The entry's ИНН and ОГРН: the first candidate of each kind whose check
 * digits hold, a company's ИНН (10 digits) before a person's. A candidate
 * with wrong check digits is skipped, not fatal: the entry is still on the
 * list and must stay findable by name, while a wrong number must not match an
 * unrelated company.
 */
export function pickIds(candidates: TIdCandidate[]): { inn: string | null; ogrn: string | null } {
  const inns = candidates.filter((c) => c.kind === 'inn').map((c) => c.value);
  const ogrns = candidates.filter((c) => c.kind === 'ogrn').map((c) => c.value);
  const inn = inns.find(isValidInnLegal) ?? inns.find(isValidInnPerson) ?? null;
  const ogrn = ogrns.find(isValidOgrn) ?? ogrns.find(isValidOgrnip) ?? null;
  return { inn, ogrn };
}

/** Distinct non-empty strings in their first order, without the entry's main name. */
export function distinctAliases(names: (string | undefined)[], mainName: string): string[] {
  const seen = new Set<string>([mainName]);
  const result: string[] = [];
  for (const name of names) {
    const value = name?.replace(/\s+/g, ' ').trim();
    if (!value || seen.has(value)) continue;
    seen.add(value);
    result.push(value);
  }
  return result;
}

/**
 * Upserts a batch keyed by list and entry id. Entries that left the list are
 * not deleted here: a list file is read entry by entry, and a removal can only
 * be known after the whole file (see closeRemovedEntries). An entry a newer
 * edition of its list already dropped is not brought back by an older edition.
 * An entry naming a ЮЛ or ИП that joins the list (or comes back to it) is a
 * change event, unless the run is the list's first load.
 */
export async function writeSanctions(tx: TSql, input: TSanctionsEntry[], run?: TRunContext): Promise<TWriteResult> {
  const records = lastByKey(input, (r) => `${r.list}|${r.entry_id}`);
  const list = records[0]?.list;
  const firstLoad = list ? await isFirstLoad(tx, SANCTIONS_CAPTURE.register, run, list) : false;
  const removals = await tx<{ list: string; entry_id: string; removed_on: string }[]>`
    select list, entry_id, removed_on::text as removed_on from sanctions_removals
    where (list, entry_id) in (select * from unnest(${records.map((r) => r.list)}::text[], ${records.map((r) => r.entry_id)}::text[]))`;
  const removedOn = new Map(removals.map((r) => [`${r.list}|${r.entry_id}`, r.removed_on]));
  const current: TSanctionsEntry[] = [];
  const relisted: TSanctionsEntry[] = [];
  let skippedOlder = 0;
  for (const record of records) {
    const removed = removedOn.get(`${record.list}|${record.entry_id}`);
    if (removed === undefined) current.push(record);
    else if (record.as_of !== null && record.as_of > removed) relisted.push(record);
    else skippedOlder++;
  }
  if (relisted.length) {
    await tx`
      delete from sanctions_removals
      where (list, entry_id) in (select * from unnest(${relisted.map((r) => r.list)}::text[], ${relisted.map((r) => r.entry_id)}::text[]))`;
  }
  const written = [...current, ...relisted];
  const { written: rows, ...result } = await upsertRows(tx, 'sanctions_entries', written, ['list', 'entry_id']);
  // A sanctioned founder changes the rating of the companies it owns, not only its own.
  await invalidateSanctioned(tx, records);
  await SANCTIONS_CAPTURE.record(tx, changesOf(written, rows, ['list', 'entry_id']), firstLoad);
  return { ...result, skippedOlder: skippedOlder + (result.skippedOlder ?? 0) };
}

/**
 * Entries written or closed: the ratings of the subjects they name and of the companies those own or lead
 * are computed again, and the card documents showing the subjects' sanctions are deleted.
 */
async function invalidateSanctioned(
  tx: TSql,
  entries: readonly { inn: string | null; ogrn: string | null }[],
): Promise<void> {
  const subjects = { inns: entries.map((r) => r.inn), ogrns: entries.map((r) => r.ogrn) };
  await invalidateLinkedReliability(tx, subjects);
  await invalidateCardDocuments(tx, identifierTags(subjects));
}

/** An entry an edition closed, with the edition's date. */
type TRemoved = {
  list: string;
  entry_id: string;
  name: string;
  inn: string | null;
  ogrn: string | null;
  removed_on: string;
};

/**
 * After a full edition of a list dated by its edition (every entry's `as_of`),
 * the entries of that list with an older `as_of` are the ones this edition no
 * longer has: they are closed — moved to sanctions_removals with the edition's
 * date, where an older edition imported later finds them and leaves them closed.
 */
export function closeRemovedEntries(list: TSanctionsEntry['list']) {
  return async (tx: TSql): Promise<void> => {
    const closed = await tx<TRemoved[]>`
      with newest as (select max(as_of) as as_of from sanctions_entries where list = ${list}),
      removed as (
        delete from sanctions_entries s using newest
        where s.list = ${list} and s.as_of < newest.as_of
        returning s.list, s.entry_id, s.name, s.inn, s.ogrn, newest.as_of as removed_on),
      remembered as (
        insert into sanctions_removals (list, entry_id, name, removed_on)
        select list, entry_id, name, removed_on from removed
        on conflict (list, entry_id) do update
          set name = excluded.name, removed_on = greatest(sanctions_removals.removed_on, excluded.removed_on))
      select list, entry_id, name, inn, ogrn, removed_on from removed`;
    await invalidateSanctioned(tx, closed);
    await recordSanctionsRemovals(tx, closed);
  };
}

/**
 * Closing for lists whose entries are dated one by one (the UK list's
 * `LastUpdated`), not by edition: the entries a run wrote are remembered, and
 * once the whole edition is in, the list's other entries are closed — dated by
 * the newest entry of the edition. An edition whose newest entry is older than
 * the newest stored one is an older edition and closes nothing. A run resumed
 * after a crash did not see the entries written before it, so it closes nothing
 * either; the next full import does.
 */
export function fullListEditions(list: TSanctionsEntry['list']) {
  const seen = new Map<number, { ids: Set<string>; newest: string | null }>();
  return {
    async write(tx: TSql, records: TSanctionsEntry[], run?: TRunContext): Promise<TWriteResult> {
      if (run) {
        const edition = seen.get(run.id) ?? { ids: new Set<string>(), newest: null };
        seen.set(run.id, edition);
        for (const record of records) {
          edition.ids.add(record.entry_id);
          if (record.as_of && (!edition.newest || record.as_of > edition.newest)) edition.newest = record.as_of;
        }
      }
      return writeSanctions(tx, records, run);
    },
    async finish(tx: TSql, run: TRunContext): Promise<void> {
      const edition = seen.get(run.id);
      seen.delete(run.id);
      if (run.resumed || !edition?.newest || !edition.ids.size) return;
      const closed = await tx<TRemoved[]>`
        with removed as (
          delete from sanctions_entries s
          where s.list = ${list} and s.entry_id <> all(${[...edition.ids]}::text[])
            and not exists (select 1 from sanctions_entries n where n.list = ${list} and n.as_of > ${edition.newest}::date)
          returning s.list, s.entry_id, s.name, s.inn, s.ogrn, ${edition.newest}::date as removed_on),
        remembered as (
          insert into sanctions_removals (list, entry_id, name, removed_on)
          select list, entry_id, name, ${edition.newest}::date from removed
          on conflict (list, entry_id) do update
            set name = excluded.name, removed_on = greatest(sanctions_removals.removed_on, excluded.removed_on))
        select list, entry_id, name, inn, ogrn, removed_on from removed`;
      await invalidateSanctioned(tx, closed);
      await recordSanctionsRemovals(tx, closed);
    },
  };
}
