import type { TSearchMatch } from '@sverka/shared';
import type postgres from 'postgres';
import type { TSql } from '../../db/client.ts';
import type { TRowOf } from '../../db/row.ts';
import type { companies } from '../../db/schema/companies.ts';
import type { TJoinedRating, TStoredRatingJoin } from './hit-ratings.ts';

/**
 * Search SQL. A search is a list of branches — ways a subject can match —
 * each giving (id, tier, score, field, matched). A page takes the best
 * `offset + limit` of every branch (enough: anything on the page is among
 * the best of the branch it matched best in), keeps each subject's best
 * match, and orders by tier, then score, then the subject's search rank
 * (active first, then larger), then id. Counting stops at `SEARCH_COUNT_LIMIT + 1`.
 */

export type TSubjectKind = 'company' | 'entrepreneur';
export type TMatchField = TSearchMatch['field'];

/**
 * One way to match: a `select id, tier, score, field, matched from …` without order or limit. Its rows are taken
 * best first by `order`, `rank`, then the output column `id` ascending, as the page orders them.
 */
export type TBranch = {
  select: postgres.PendingQuery<postgres.Row[]>;
  /** Best first within the branch, before the rank; defaults to the tier. */
  order?: postgres.PendingQuery<postgres.Row[]>;
  /** The rank order within the branch; defaults to the subject's search rank (`c.search_rank desc nulls last`). */
  rank?: postgres.PendingQuery<postgres.Row[]>;
  /** The same rows for a page that takes the best `limit`, when knowing it lets the branch read less. */
  best?: (limit: number) => postgres.PendingQuery<postgres.Row[]>;
};

/** The short shape of a search hit, for both kinds. */
export type THitRow = Pick<
  TRowOf<typeof companies>,
  | 'id'
  | 'inn'
  | 'ogrn'
  | 'name_short'
  | 'name_full'
  | 'legal_address'
  | 'status_name'
  | 'registration_date'
  | 'region_code'
  | 'okved_code'
> & {
  kind: TSubjectKind;
  /** Computed for both kinds (a sole trader's columns are mapped onto a company's above). */
  fio: string | null;
  head: string | null;
  region_name: string | null;
  okved_name: string | null;
};

export const companyHitColumns = (sql: TSql) => sql`
  'company' as kind, c.id, c.inn, c.ogrn, c.name_short, c.name_full, null as fio,
  (select d.fio from company_directors d where d.company_id = c.id order by d.position, d.id limit 1) as head,
  c.legal_address, c.status_name, c.registration_date, c.region_code, r.name as region_name,
  c.okved_code, o.name as okved_name`;

export const entrepreneurHitColumns = (sql: TSql) => sql`
  'entrepreneur' as kind, e.id, e.inn, e.ogrnip as ogrn,
  'ИП ' || concat_ws(' ', e.last_name, e.first_name, e.middle_name) as name_short,
  e.kind_name || ' ' || concat_ws(' ', e.last_name, e.first_name, e.middle_name) as name_full,
  concat_ws(' ', e.last_name, e.first_name, e.middle_name) as fio,
  concat_ws(' ', e.last_name, e.first_name, e.middle_name) as head,
  null as legal_address, e.status_name, e.registration_date, e.region_code, r.name as region_name,
  e.okved_code, o.name as okved_name`;

export type TRankedHitRow = THitRow &
  TJoinedRating & {
    tier: number;
    field: TMatchField;
    matched: string | null;
    /** A director or founder match: that person's ИНН when the register gives one. */
    person_inn: string | null;
  };

/**
 * The ИНН of the person a director or founder match names, looked up for the page's rows only (the
 * people branches read the search index alone, which has no ИНН).
 */
const personInnOf = (sql: TSql) => sql`case b.field
    when 'director' then (select d.inn::text from company_directors d
      where d.company_id = b.id and d.fio = b.matched and d.inn is not null
      order by d.ended_date desc nulls first limit 1)
    when 'founder' then (select f.inn from company_founders f
      where f.company_id = b.id and f.name = b.matched and f.kind = 'person' and f.inn is not null
      order by f.ended_date desc nulls first limit 1)
  end as person_inn`;

const TABLE: Record<TSubjectKind, { table: string; alias: string }> = {
  company: { table: 'companies', alias: 'c' },
  entrepreneur: { table: 'entrepreneurs', alias: 'e' },
};

/**
 * The subject's search rank for a branch's default order. `nulls last` as in the indexes (the generated column
 * is never null, but the planner reads an index in order only when the null placement matches too).
 */
const rankOf = (sql: TSql, kind: TSubjectKind) => sql`${sql(TABLE[kind].alias)}.search_rank desc nulls last`;

/**
 * A branch's best `limit` rows in the page's own order, ties broken by the id as the page breaks them: subjects of
 * one tier and rank are common (every small active company ranks 1000), and a branch that cut a tie anywhere else
 * put different subjects at the edge of page 1 and of page 2, so paging showed some twice and others never. The
 * indexes keep the id after the rank, so the branches still read in index order.
 */
function branchQuery(sql: TSql, kind: TSubjectKind, branch: TBranch, limit: number) {
  return sql`(${branch.best?.(limit) ?? branch.select}
    order by ${branch.order ?? sql`tier`}, ${branch.rank ?? rankOf(sql, kind)}, id limit ${limit})`;
}

/** One page of hits of `kind`, best first; with `storedRating`, each with its stored rating's columns. */
export async function findRankedPage(
  sql: TSql,
  kind: TSubjectKind,
  branches: readonly TBranch[],
  offset: number,
  limit: number,
  storedRating?: TStoredRatingJoin,
): Promise<TRankedHitRow[]> {
  if (!branches.length) return [];
  const k = offset + limit;
  const union = branches
    .map((branch) => branchQuery(sql, kind, branch, k))
    .reduce((all, next) => sql`${all} union all ${next}`);
  const { table, alias } = TABLE[kind];
  const columns = kind === 'company' ? companyHitColumns(sql) : entrepreneurHitColumns(sql);
  const subject = sql(alias);
  const rated = storedRating
    ? {
        columns: sql`, stored_rating.score as rating_score, stored_rating.zone as rating_zone`,
        join: storedRating(sql, kind, alias),
      }
    : { columns: sql``, join: sql`` };
  return sql<TRankedHitRow[]>`
    with hits as (${union}),
    best as (select distinct on (id) id, tier, score, field, matched from hits order by id, tier, score desc)
    select b.tier, b.field, b.matched, ${personInnOf(sql)}, ${columns} ${rated.columns}
    from best b
      join ${sql(table)} ${subject} on ${subject}.id = b.id
      left join regions r on r.code = ${subject}.region_code
      left join okved o on o.code = ${subject}.okved_code
      ${rated.join}
    order by b.tier, b.score desc, ${subject}.search_rank desc, ${subject}.id
    offset ${offset} limit ${limit}`;
}

/** Distinct subjects matched by any branch, counted up to `cap` (the caller shows "more than" beyond it). */
export async function countMatches(sql: TSql, branches: readonly TBranch[], cap: number): Promise<number> {
  if (!branches.length) return 0;
  const union = branches
    .map((branch) => sql`(select id from (${branch.select}) b limit ${cap})`)
    .reduce((all, next) => sql`${all} union ${next}`);
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from (${union}) s`;
  return row?.n ?? 0;
}

/**
 * One page of legal entities in registration order, with the total count;
 * `representatives` narrows it to companies whose approved representative is
 * one of these users. The rows are search hits, so the list and the dropdown show a company alike.
 */
export async function findCompanyHitsPage(sql: TSql, offset: number, limit: number, representatives?: number[]) {
  const where = representatives ? sql`where c.representative_id = any(${representatives}::bigint[])` : sql``;
  const [rows, [total]] = await Promise.all([
    sql<THitRow[]>`
      select ${companyHitColumns(sql)}
      from companies c left join regions r on r.code = c.region_code left join okved o on o.code = c.okved_code
      ${where}
      order by c.id
      offset ${offset} limit ${limit}`,
    sql<{ count: number }[]>`select count(*)::int as count from companies c ${where}`,
  ]);
  return { rows, count: total?.count ?? 0 };
}
