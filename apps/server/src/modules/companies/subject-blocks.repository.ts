import type { TSql } from '../../db/client.ts';
import type { TListFlagRow } from './company-card.repository.ts';

/**
 * The card blocks that live in their own tables. Each function is one query
 * (lists come back as json_agg), so a card costs a fixed handful of queries
 * whatever the company's size.
 */

export type TEncumbranceRow = {
  kind: string;
  holder_name: string | null;
  holder_inn: string | null;
  holder_ogrn: string | null;
  details: string | null;
  record_date: string | null;
};

export type TFounderRow = {
  id: number;
  kind: 'person' | 'ru_org' | 'foreign_org' | 'state' | 'fund' | 'partnership';
  name: string;
  inn: string | null;
  ogrn: string | null;
  country: string | null;
  since_date: string | null;
  share_nominal: number | null;
  share_percent: number | null;
  unreliable: boolean;
  encumbrances: TEncumbranceRow[];
  mass: TListFlagRow | null;
};

export type TBranchRow = {
  kind: 'branch' | 'representative';
  name: string | null;
  kpp: string | null;
  address: string | null;
  country: string | null;
  since_date: string | null;
};

export type TLicenseRow = {
  number: string | null;
  issued_on: string | null;
  starts_on: string | null;
  ends_on: string | null;
  issuer: string | null;
  activities: string[];
  suspended: boolean;
  source: string;
  as_of: string | null;
};

export type TTrademarkRow = {
  id: number;
  registration_number: string;
  registered_on: string | null;
  priority_on: string | null;
  expires_on: string | null;
  classes: number[];
  image_url: string | null;
  verbal: string | null;
  status: string | null;
  source: string;
  as_of: string | null;
};

export type TSanctionRow = {
  list: string;
  entry_id: string;
  name: string;
  programs: string[];
  listed_on: string | null;
  source: string;
  as_of: string | null;
};

export type TSubjectFactsRow = {
  licenses: TLicenseRow[];
  trademarks: TTrademarkRow[];
  sanctions: TSanctionRow[];
  mass_address: TListFlagRow | null;
  records: number;
  changes: number;
  last_record_date: string | null;
};

export type TConnectionRow = {
  id: number;
  name_short: string;
  status_name: string;
  legal_address: string | null;
  inn: string;
  ogrn: string;
  registration_date: string | null;
  okved_code: string | null;
  okved_name: string | null;
  relation: ('director' | 'founder' | 'founded' | 'founder_org' | 'address')[];
  /** The subject's people who direct or found this organisation, one entry per person and role. */
  via: { inn: string; fio: string; relation: 'director' | 'founder' }[];
};

/** Current founders of a company with their share encumbrances and mass-founder flag. */
export async function findFounders(sql: TSql, companyId: number): Promise<TFounderRow[]> {
  return sql<TFounderRow[]>`
    select f.id, f.kind, f.name, f.inn, f.ogrn, f.country, f.since_date,
      f.share_nominal::float8 as share_nominal, f.share_percent::float8 as share_percent, f.unreliable,
      (select coalesce(json_agg(json_build_object('kind', e.kind, 'holder_name', e.holder_name,
          'holder_inn', e.holder_inn, 'holder_ogrn', e.holder_ogrn, 'details', e.details, 'record_date', e.record_date)
          order by e.record_date nulls last, e.id), '[]'::json)
        from share_encumbrances e where e.founder_id = f.id) as encumbrances,
      (select json_build_object('companies', mp.companies, 'source', mp.source, 'as_of', mp.as_of)
        from mass_persons mp where f.kind = 'person' and mp.inn = f.inn and mp.role = 'founder') as mass
    from company_founders f
    where f.company_id = ${companyId} and f.ended_date is null
    order by f.position, f.id`;
}

/** Branches and representative offices of a company. */
export function findBranches(sql: TSql, companyId: number) {
  return sql<TBranchRow[]>`
    select kind, name, kpp, address, country, since_date from company_branches
    where company_id = ${companyId} order by kind, since_date nulls last, id`;
}

/**
 * Facts keyed by the subject's identifiers, in one round trip: licences (by
 * ОГРН/ОГРНИП), trademarks and sanctions (by ИНН or ОГРН), the mass-address
 * entry (by normalised address key) and how many registry records exist.
 */
export async function findSubjectFacts(
  sql: TSql,
  subject: { inn: string; ogrn: string; addressKey: string | null },
): Promise<TSubjectFactsRow> {
  const { inn, ogrn, addressKey } = subject;
  const [row] = await sql<TSubjectFactsRow[]>`
    select
      (select coalesce(json_agg(json_build_object('number', l.number, 'issued_on', l.issued_on, 'starts_on', l.starts_on,
          'ends_on', l.ends_on, 'issuer', l.issuer, 'activities', l.activities, 'suspended', l.suspended,
          'source', l.source, 'as_of', l.as_of) order by l.issued_on desc nulls last, l.id), '[]'::json)
        from licenses l where l.subject_ogrn = ${ogrn}) as licenses,
      (select coalesce(json_agg(json_build_object('id', t.id, 'registration_number', t.registration_number,
          'registered_on', t.registered_on, 'priority_on', t.priority_on, 'expires_on', t.expires_on,
          'classes', t.classes, 'image_url', t.image_url, 'verbal', t.verbal, 'status', t.status,
          'source', t.source, 'as_of', t.as_of) order by t.registered_on desc nulls last, t.id), '[]'::json)
        from trademarks t where t.holder_ogrn = ${ogrn} or t.holder_inn = ${inn}) as trademarks,
      (select coalesce(json_agg(json_build_object('list', s.list, 'entry_id', s.entry_id, 'name', s.name,
          'programs', s.programs, 'listed_on', s.listed_on, 'source', s.source, 'as_of', s.as_of)
          order by s.list, s.entry_id), '[]'::json)
        from sanctions_entries s where s.inn = ${inn} or s.ogrn = ${ogrn}) as sanctions,
      (select json_build_object('companies', m.companies, 'source', m.source, 'as_of', m.as_of)
        from mass_addresses m where m.address_key = ${addressKey}) as mass_address,
      (select count(*)::int from registry_records rr where rr.subject_ogrn = ${ogrn}) as records,
      (select count(*)::int from registry_changes rc where rc.subject_ogrn = ${ogrn}) as changes,
      (select max(rr.record_date) from registry_records rr where rr.subject_ogrn = ${ogrn}) as last_record_date`;
  return row as TSubjectFactsRow;
}

export const CONNECTIONS_LIMIT = 100;
/**
 * Companies sharing the subject's legal address that make it into the list:
 * a mass-registration address holds thousands, and they must not crowd out
 * the links through people and ownership.
 */
export const ADDRESS_PEERS_LIMIT = 20;

/**
 * Organisations linked to a subject (spec «Connected organization»): through
 * a person who directs or founds both (by ИНН, with that person in `via`),
 * companies this one founded, companies that founded it, and companies
 * registered at the same legal address (by ФИАС id when the subject has one,
 * otherwise by the exact address text). `personInns` are the subject's
 * people: the ИП itself, or a company's current directors and person founders.
 * Links through people and ownership come before address-only ones.
 */
export function findConnections(
  sql: TSql,
  subject: { companyId: number | null; inn: string; ogrn: string; personInns: string[] },
) {
  const { companyId, inn, ogrn, personInns } = subject;
  const ownId = companyId ?? -1;
  return sql<TConnectionRow[]>`
    with subject_address as (
      select address_fias_id, legal_address from companies where id = ${ownId}
    ), address_peers as (
      select peer.id from subject_address s cross join lateral (
        select c2.id from companies c2
        where c2.address_fias_id = s.address_fias_id and c2.id <> ${ownId}
        order by c2.search_rank desc nulls last, c2.id limit ${ADDRESS_PEERS_LIMIT}
      ) peer
      where s.address_fias_id is not null
      union all
      select peer.id from subject_address s cross join lateral (
        select c2.id from companies c2
        where md5(c2.legal_address) = md5(s.legal_address) and c2.legal_address = s.legal_address
          and c2.id <> ${ownId}
        order by c2.search_rank desc nulls last, c2.id limit ${ADDRESS_PEERS_LIMIT}
      ) peer
      where s.address_fias_id is null and s.legal_address is not null
    ), links as (
      select d.company_id as id, 'director' as relation, d.inn::text as person_inn, d.fio as person_fio
        from company_directors d where d.inn = any(${personInns}::bpchar[]) and d.ended_date is null
      union
      select f.company_id, 'founder', f.inn::text, f.name
        from company_founders f where f.inn = any(${personInns}::text[]) and f.kind = 'person' and f.ended_date is null
      union
      select f.company_id, 'founded', null, null
        from company_founders f where (f.ogrn = ${ogrn} or f.inn = ${inn}) and f.kind <> 'person' and f.ended_date is null
      union
      select o.id, 'founder_org', null, null
        from company_founders f join companies o on o.ogrn = f.ogrn
        where f.company_id = ${ownId} and f.ended_date is null
      union
      select id, 'address', null, null from address_peers
    ), grouped as (
      select id, array_agg(distinct relation order by relation) as relation,
        coalesce(
          jsonb_agg(distinct jsonb_build_object('inn', person_inn, 'fio', person_fio, 'relation', relation))
            filter (where person_inn is not null),
          '[]'::jsonb
        ) as via
      from links where id <> ${ownId} group by id
    )
    select c.id, c.name_short, c.status_name, c.legal_address, c.inn, c.ogrn, c.registration_date,
      c.okved_code, o.name as okved_name, g.relation, g.via
    from grouped g join companies c on c.id = g.id left join okved o on o.code = c.okved_code
    order by (g.relation = array['address']) asc, (c.status_name = 'Действует') desc, c.name_short, c.id
    limit ${CONNECTIONS_LIMIT}`;
}
