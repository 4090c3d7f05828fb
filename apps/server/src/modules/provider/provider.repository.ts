import type { TSql } from '../../db/client.ts';
import { companyRecordTags, identifierTags, invalidateCardDocuments } from '../card-documents/index.ts';
import type { TMappedCompany, TMappedEntrepreneur } from './checko.mapper.ts';

/**
 * Writes what the live provider returned into the registry tables and keeps
 * the raw answer in provider_cache. A subject that appeared meanwhile (an
 * import, a parallel request) is left as it is: local data wins.
 */

export type TCacheEntry = { payload: Record<string, unknown>; fetched_at: string };

/** A cached raw payload fetched on or after `since` (YYYY-MM-DD). */
export async function findCachedPayload(sql: TSql, key: string, since: string): Promise<TCacheEntry | undefined> {
  const [row] = await sql<TCacheEntry[]>`
    select payload, fetched_at from provider_cache where key = ${key} and fetched_at >= ${since}`;
  return row;
}

export async function saveCachedPayload(sql: TSql, key: string, payload: unknown, fetchedAt: string) {
  await sql`
    insert into provider_cache (key, payload, fetched_at) values (${key}, ${sql.json(payload as never)}, ${fetchedAt})
    on conflict (key) do update set payload = excluded.payload, fetched_at = excluded.fetched_at`;
}

const json = (sql: Pick<TSql, 'json'>, value: unknown) => (value === null ? null : sql.json(value as never));

/** Inserts the company with its people, branches and licences in one transaction. */
export async function insertCompany(sql: TSql, mapped: NonNullable<TMappedCompany>) {
  await sql.begin(async (tx) => {
    const c = mapped.company;
    const row = {
      ...c,
      tax_authority: json(tx, c.tax_authority),
      funds: json(tx, c.funds),
      contacts: json(tx, c.contacts),
      managing_org: json(tx, c.managing_org),
      predecessors: json(tx, c.predecessors),
      successors: json(tx, c.successors),
    };
    const [inserted] = await tx<{ id: number }[]>`
      insert into companies ${tx(row)} on conflict (ogrn) do nothing returning id`;
    if (!inserted) return;
    const companyId = inserted.id;
    if (mapped.directors.length) {
      await tx`insert into company_directors ${tx(mapped.directors.map((d) => ({ ...d, company_id: companyId })))}`;
    }
    for (const [position, { encumbrances, ...founder }] of mapped.founders.entries()) {
      const [f] = await tx<{ id: number }[]>`
        insert into company_founders ${tx({ ...founder, company_id: companyId, position })} returning id`;
      if (f && encumbrances.length) {
        await tx`insert into share_encumbrances ${tx(encumbrances.map((e) => ({ ...e, founder_id: f.id })))}`;
      }
    }
    if (mapped.branches.length) {
      await tx`insert into company_branches ${tx(mapped.branches.map((b) => ({ ...b, company_id: companyId })))}`;
    }
    if (mapped.licenses.length) {
      await tx`insert into licenses ${tx(mapped.licenses)} on conflict do nothing`;
    }
    await invalidateCardDocuments(tx as unknown as TSql, companyRecordTags(mapped));
  });
}

/** Inserts the sole trader and its licences in one transaction. */
export async function insertEntrepreneur(sql: TSql, mapped: NonNullable<TMappedEntrepreneur>) {
  await sql.begin(async (tx) => {
    const e = mapped.entrepreneur;
    const row = { ...e, tax_authority: json(tx, e.tax_authority), funds: json(tx, e.funds) };
    const [inserted] = await tx<{ id: number }[]>`
      insert into entrepreneurs ${tx(row)} on conflict (ogrnip) do nothing returning id`;
    if (inserted && mapped.licenses.length) {
      await tx`insert into licenses ${tx(mapped.licenses)} on conflict do nothing`;
    }
    if (inserted) {
      await invalidateCardDocuments(tx as unknown as TSql, identifierTags({ inns: [e.inn], ogrns: [e.ogrnip] }));
    }
  });
}
