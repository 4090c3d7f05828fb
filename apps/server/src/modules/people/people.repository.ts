import type { TPersonRole } from '@sverka/shared';
import type postgres from 'postgres';
import type { TSql } from '../../db/client.ts';

/**
 * A person's rows in the registers. A person is known by ИНН (directors and
 * founders who are people, the sole trader, the mass registers) or, where the
 * register gives no ИНН, by name within one company. The disqualification
 * register names people by ФИО and organisation only.
 */

/** Whose roles: everyone with this ИНН, or the rows of one company that name this person (folded name). */
export type TPersonKey = { inn: string } | { name: string; companyInn: string };

/** One role in one company, with the company as lists show it. */
export type TRoleRow = {
  role: TPersonRole;
  name: string;
  post: string | null;
  share_percent: number | null;
  share_nominal: number | null;
  since: string | null;
  until: string | null;
  company_id: number;
  inn: string;
  ogrn: string;
  company_name: string;
  status_name: string;
  region: string | null;
  source: string;
  as_of: string | null;
};

/** All of a person's roles at once: counts per company status, the names used and the companies' ИНН. */
export type TRolesSummary = {
  by_status: { status_name: string; companies: number; roles: number; current_roles: number }[];
  names: string[];
  company_inns: string[];
  /** ЕГРЮЛ's own disqualification marks on the person's director rows. */
  register_marks: {
    from: string | null;
    to: string | null;
    company: string;
    post: string | null;
    source: string;
    as_of: string | null;
  }[];
};

/** As search folds names: lower case, ё as е, single spaces. */
const folded = (sql: TSql, column: string) =>
  sql`regexp_replace(translate(lower(${sql.unsafe(column)}), 'ёЁ', 'ее'), '\\s+', ' ', 'g')`;

const foldName = (name: string) => name.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

/**
 * Every role as (role, name, post, share, since, until, company_id): by ИНН from the two
 * ИНН indexes; by name from the company's rows (companies_inn_idx, then the company's directors and founders).
 */
function rolesOf(sql: TSql, key: TPersonKey): postgres.PendingQuery<postgres.Row[]> {
  const columns = {
    director: sql`'director'::text as role, d.fio as name, d.inn::text as person_inn, d.post,
      null::float8 as share_percent, null::float8 as share_nominal, d.since_date as since, d.ended_date as until,
      d.company_id, d.disqualified_from, d.disqualified_to`,
    founder: sql`'founder'::text as role, f.name, f.inn as person_inn, null::text as post,
      f.share_percent::float8 as share_percent, f.share_nominal::float8 as share_nominal, f.since_date as since,
      f.ended_date as until, f.company_id, null::date as disqualified_from, null::date as disqualified_to`,
  };
  if ('inn' in key)
    return sql`
      select ${columns.director} from company_directors d where d.inn = ${key.inn}
      union all
      select ${columns.founder} from company_founders f where f.inn = ${key.inn} and f.kind = 'person'`;
  const name = foldName(key.name);
  return sql`
    select ${columns.director} from company_directors d
    where d.company_id in (select id from companies where inn = ${key.companyInn}) and ${folded(sql, 'd.fio')} = ${name}
    union all
    select ${columns.founder} from company_founders f
    where f.company_id in (select id from companies where inn = ${key.companyInn}) and f.kind = 'person'
      and ${folded(sql, 'f.name')} = ${name}`;
}

/**
 * The first `limit` roles: current ones first (active companies before the rest), then the most recently
 * ended; within those, the newest appointment first.
 */
export function findRoles(sql: TSql, key: TPersonKey, limit: number): Promise<TRoleRow[]> {
  return sql<TRoleRow[]>`
    with roles as (${rolesOf(sql, key)})
    select r.role, r.name, r.post, r.share_percent, r.share_nominal, r.since, r.until, r.company_id,
      c.inn, c.ogrn, c.name_short as company_name, c.status_name, rg.name as region, c.source, c.as_of
    from roles r
      join companies c on c.id = r.company_id
      left join regions rg on rg.code = c.region_code
    order by (r.until is null) desc, (c.status_name = 'Действует') desc, coalesce(r.until, r.since) desc nulls last,
      c.name_short, c.id, r.role
    limit ${limit}`;
}

/** Counts over every role (however many), the spellings of the name and the companies' ИНН. */
export async function findRolesSummary(sql: TSql, key: TPersonKey): Promise<TRolesSummary> {
  const [row] = await sql<TRolesSummary[]>`
    with roles as materialized (${rolesOf(sql, key)}),
    listed as materialized (
      select r.*, c.inn, c.status_name, c.name_short, c.source, c.as_of
      from roles r join companies c on c.id = r.company_id)
    select
      (select coalesce(json_agg(s), '[]'::json) from (
        select status_name, count(distinct company_id)::int as companies, count(*)::int as roles,
          (count(*) filter (where until is null))::int as current_roles
        from listed group by status_name) s) as by_status,
      (select coalesce(array_agg(distinct name), '{}') from listed) as names,
      (select coalesce(array_agg(distinct inn::text), '{}') from listed) as company_inns,
      (select coalesce(json_agg(json_build_object('from', disqualified_from, 'to', disqualified_to,
          'company', name_short, 'post', post, 'source', source, 'as_of', as_of) order by disqualified_from desc), '[]'::json)
        from listed where role = 'director' and disqualified_from is not null) as register_marks`;
  return row as TRolesSummary;
}

export type TEntrepreneurRow = {
  inn: string;
  ogrnip: string;
  name: string;
  status_name: string;
  registration_date: string | null;
  termination_date: string | null;
  source: string;
  as_of: string | null;
};

/** The person's sole-trader registration: the active or latest one. */
export async function findEntrepreneur(sql: TSql, inn: string): Promise<TEntrepreneurRow | undefined> {
  const [row] = await sql<TEntrepreneurRow[]>`
    select e.inn, e.ogrnip, concat_ws(' ', e.last_name, e.first_name, e.middle_name) as name, e.status_name,
      e.registration_date, e.termination_date, e.source, e.as_of
    from entrepreneurs e where e.inn = ${inn}
    order by (e.status_name = 'Действует') desc, e.registration_date desc nulls last
    limit 1`;
  return row;
}

export type TMassRow = {
  role: 'leader' | 'founder';
  fio: string;
  companies: number;
  source: string;
  as_of: string | null;
};

export function findMassEntries(sql: TSql, inn: string): Promise<TMassRow[]> {
  return sql<TMassRow[]>`
    select role, fio, companies, source, as_of from mass_persons where inn = ${inn} order by role desc`;
}

export type TDisqualificationRow = {
  fio: string;
  org_name: string | null;
  org_inn: string | null;
  article: string | null;
  starts_on: string;
  ends_on: string | null;
  source: string;
  as_of: string | null;
};

/**
 * Register entries under any of these spellings (the btree on `fio` serves an exact list), newest first. The
 * caller decides which organisations count: the register has no ИНН of the person.
 */
export function findDisqualifications(sql: TSql, spellings: readonly string[]): Promise<TDisqualificationRow[]> {
  if (!spellings.length) return Promise.resolve([]);
  return sql<TDisqualificationRow[]>`
    select fio, org_name, org_inn, article, starts_on, ends_on, source, as_of
    from disqualified_persons where fio = any(${spellings as string[]})
    order by starts_on desc`;
}

/** The ИНН of the people a company's rows name so, if any row gives one: a named person may be known by ИНН. */
export async function findInnsByName(sql: TSql, name: string, companyInn: string): Promise<string[]> {
  const rows = await sql<{ inn: string }[]>`
    with roles as (${rolesOf(sql, { name, companyInn })})
    select distinct person_inn as inn from roles where person_inn is not null order by 1`;
  return rows.map((row) => row.inn);
}

/** Whether any register knows this ИНН as a person: a director, a founder, a sole trader or a mass-register entry. */
export async function personExists(sql: TSql, inn: string): Promise<boolean> {
  const [row] = await sql<{ known: boolean }[]>`
    select exists (select 1 from company_directors where inn = ${inn})
      or exists (select 1 from company_founders where inn = ${inn} and kind = 'person')
      or exists (select 1 from entrepreneurs where inn = ${inn})
      or exists (select 1 from mass_persons where inn = ${inn}) as known`;
  return row?.known ?? false;
}
