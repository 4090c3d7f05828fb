import type { TSearchMatch } from '@sverka/shared';
import type postgres from 'postgres';
import type { TSql } from '../../db/client.ts';
import { companyHitColumns, entrepreneurHitColumns, type THitRow } from '../companies/companies.repository.ts';

/**
 * Search SQL. A search is a list of branches — ways a subject can match —
 * each giving (id, tier, score, field, matched). A page takes the best
 * `offset + limit` of every branch (enough: anything on the page is among
 * the best of the branch it matched best in), keeps each subject's best
 * match, and orders by tier, then score, then the subject's search rank
 * (active first, then larger). Counting stops at `SEARCH_COUNT_LIMIT + 1`.
 */

export type TSubjectKind = 'company' | 'entrepreneur';
export type TMatchField = TSearchMatch['field'];

/** One way to match: a `select id, tier, score, field, matched from …` without order or limit. */
export type TBranch = {
  select: postgres.PendingQuery<postgres.Row[]>;
  /** Best first within the branch, before the rank; defaults to the tier. */
  order?: postgres.PendingQuery<postgres.Row[]>;
  /** The rank order within the branch; defaults to the subject's search rank (`c.search_rank desc nulls last`). */
  rank?: postgres.PendingQuery<postgres.Row[]>;
  /** The same rows for a page that takes the best `limit`, when knowing it lets the branch read less. */
  best?: (limit: number) => postgres.PendingQuery<postgres.Row[]>;
};

export type TRankedHitRow = THitRow & { tier: number; field: TMatchField; matched: string | null };

const TABLE: Record<TSubjectKind, { table: string; alias: string }> = {
  company: { table: 'companies', alias: 'c' },
  entrepreneur: { table: 'entrepreneurs', alias: 'e' },
};

/**
 * The subject's search rank for a branch's default order. `nulls last` as in the indexes (the generated column
 * is never null, but the planner reads an index in order only when the null placement matches too).
 */
const rankOf = (sql: TSql, kind: TSubjectKind) => sql`${sql(TABLE[kind].alias)}.search_rank desc nulls last`;

function branchQuery(sql: TSql, kind: TSubjectKind, branch: TBranch, limit: number) {
  return sql`(${branch.best?.(limit) ?? branch.select} order by ${branch.order ?? sql`tier`}, ${branch.rank ?? rankOf(sql, kind)} limit ${limit})`;
}

/** One page of hits of `kind`, best first. */
export async function findRankedPage(
  sql: TSql,
  kind: TSubjectKind,
  branches: readonly TBranch[],
  offset: number,
  limit: number,
): Promise<TRankedHitRow[]> {
  if (!branches.length) return [];
  const k = offset + limit;
  const union = branches
    .map((branch) => branchQuery(sql, kind, branch, k))
    .reduce((all, next) => sql`${all} union all ${next}`);
  const { table, alias } = TABLE[kind];
  const columns = kind === 'company' ? companyHitColumns(sql) : entrepreneurHitColumns(sql);
  const subject = sql(alias);
  return sql<TRankedHitRow[]>`
    with hits as (${union}),
    best as (select distinct on (id) id, tier, score, field, matched from hits order by id, tier, score desc)
    select b.tier, b.field, b.matched, ${columns}
    from best b
      join ${sql(table)} ${subject} on ${subject}.id = b.id
      left join regions r on r.code = ${subject}.region_code
      left join okved o on o.code = ${subject}.okved_code
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
