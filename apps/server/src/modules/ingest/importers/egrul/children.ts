import type { TSql } from '../../../../db/client.ts';
import { ENCUMBRANCE_FIELDS } from './diff.ts';
import { arrayLiteral, copyRows, insertUnnest, ROWS_PER_TRIGGERED_STATEMENT, type TColumn } from './sql-batch.ts';
import type { TBranchRow, TDirectorRow, TFounderRow } from './types.ts';

export type TStoredDirector = TDirectorRow & { id: number; company_id: number };
export type TStoredFounder = Omit<TFounderRow, 'encumbrances'> & { company_id: number; encumbrances: unknown[][] };
export type TStoredBranch = TBranchRow & { company_id: number };

const DIRECTOR_COLUMNS: TColumn[] = [
  ['company_id', 'bigint'],
  ['fio', 'text'],
  ['inn', 'char(12)'],
  ['ogrnip', 'char(15)'],
  ['post', 'text'],
  ['post_kind', 'text'],
  ['since_date', 'date'],
  ['grn', 'varchar'],
  ['unreliable', 'boolean'],
  ['unreliable_text', 'text'],
  ['disqualified_from', 'date'],
  ['disqualified_to', 'date'],
  ['position', 'integer'],
];
const FOUNDER_COLUMNS: TColumn[] = [
  ['company_id', 'bigint'],
  ['kind', 'varchar'],
  ['name', 'text'],
  ['inn', 'varchar'],
  ['ogrn', 'varchar'],
  ['country', 'text'],
  ['foreign_reg_number', 'text'],
  ['share_nominal', 'numeric'],
  ['share_percent', 'numeric'],
  ['since_date', 'date'],
  ['grn', 'varchar'],
  ['unreliable', 'boolean'],
  ['unreliable_text', 'text'],
  ['position', 'integer'],
];
const ENCUMBRANCE_COLUMNS: TColumn[] = [
  ['founder_id', 'bigint'],
  ['kind', 'text'],
  ['holder_name', 'text'],
  ['holder_inn', 'varchar'],
  ['holder_ogrn', 'varchar'],
  ['details', 'text'],
  ['record_date', 'date'],
  ['grn', 'varchar'],
];
const BRANCH_COLUMNS: TColumn[] = [
  ['company_id', 'bigint'],
  ['kind', 'varchar'],
  ['name', 'text'],
  ['kpp', 'char(9)'],
  ['address', 'text'],
  ['country', 'text'],
  ['since_date', 'date'],
  ['grn', 'varchar'],
];

const ids = (values: number[]) => arrayLiteral(values.map(String));
const groupBy = <T extends { company_id: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.company_id);
    if (list) list.push(row);
    else map.set(row.company_id, [row]);
  }
  return map;
};

/**
 * The current directors and founders (no `ended_date`: the demo register
 * keeps former ones as history, which an extract does not list), the
 * founders' encumbrances and the branches of these companies, by company id
 * — three round trips.
 */
export async function loadChildren(tx: TSql, companyIds: number[]) {
  const list = ids(companyIds);
  const [directors, founders, branches] = await Promise.all([
    tx.unsafe(
      `select id, company_id, fio, inn, ogrnip, post, post_kind, since_date, grn, unreliable, unreliable_text,
         disqualified_from, disqualified_to, position
       from company_directors where company_id = any($1::bigint[]) and ended_date is null order by company_id, position, id`,
      [list],
    ),
    tx.unsafe(
      `select f.company_id, f.kind, f.name, f.inn, f.ogrn, f.country, f.foreign_reg_number,
         f.share_nominal::float8 as share_nominal, f.share_percent::float8 as share_percent, f.since_date, f.grn,
         f.unreliable, f.unreliable_text, f.position,
         coalesce((select json_agg(json_build_array(${ENCUMBRANCE_FIELDS.map((c) => `e.${c}`).join(', ')}) order by e.id)
           from share_encumbrances e where e.founder_id = f.id), '[]') as encumbrances
       from company_founders f where f.company_id = any($1::bigint[]) and f.ended_date is null
       order by f.company_id, f.position, f.id`,
      [list],
    ),
    tx.unsafe(
      `select company_id, kind, name, kpp, address, country, since_date, grn
       from company_branches where company_id = any($1::bigint[]) order by company_id, id`,
      [list],
    ),
  ]);
  return {
    directors: groupBy(directors as unknown as TStoredDirector[]),
    founders: groupBy(founders as unknown as TStoredFounder[]),
    branches: groupBy(branches as unknown as TStoredBranch[]),
  };
}

/**
 * Directors no longer listed keep their row with `ended_date` set (history);
 * the current rows that are replaced by the new list are deleted first.
 */
export async function replaceDirectors(
  tx: TSql,
  ended: { id: number; date: string }[],
  deleted: number[],
  rows: (TDirectorRow & { company_id: number })[],
) {
  // In short statements: the people index's update trigger is quadratic in a statement's rows.
  for (let i = 0; i < ended.length; i += ROWS_PER_TRIGGERED_STATEMENT) {
    const part = ended.slice(i, i + ROWS_PER_TRIGGERED_STATEMENT);
    await tx.unsafe(
      `update company_directors d set ended_date = u.ended::date
       from unnest($1::bigint[], $2::text[]) as u(id, ended) where d.id = u.id`,
      [ids(part.map((e) => e.id)), arrayLiteral(part.map((e) => e.date))],
    );
  }
  if (deleted.length) await tx.unsafe('delete from company_directors where id = any($1::bigint[])', [ids(deleted)]);
  await copyRows(tx, 'company_directors', DIRECTOR_COLUMNS, rows);
}

/** Founders (and, through the cascade, their encumbrances) are replaced as a set per company. */
export async function replaceFounders(tx: TSql, companyIds: number[], rows: (TFounderRow & { company_id: number })[]) {
  if (companyIds.length)
    await tx.unsafe('delete from company_founders where company_id = any($1::bigint[])', [ids(companyIds)]);
  // Founder ids are only needed to hang encumbrances on; without any, the rows are simply appended.
  if (!rows.some((f) => f.encumbrances.length)) {
    await copyRows(tx, 'company_founders', FOUNDER_COLUMNS, rows);
    return;
  }
  const created = await insertUnnest(
    tx,
    'company_founders',
    FOUNDER_COLUMNS,
    rows,
    'returning id, company_id, position',
  );
  const idOf = new Map(created.map((r) => [`${r.company_id}|${r.position}`, Number(r.id)]));
  const encumbrances = rows.flatMap((f) =>
    f.encumbrances.map((e) => ({ ...e, founder_id: idOf.get(`${f.company_id}|${f.position}`) })),
  );
  await copyRows(tx, 'share_encumbrances', ENCUMBRANCE_COLUMNS, encumbrances);
}

/** Branches and representative offices are replaced as a set per company. */
export async function replaceBranches(tx: TSql, companyIds: number[], rows: (TBranchRow & { company_id: number })[]) {
  if (companyIds.length)
    await tx.unsafe('delete from company_branches where company_id = any($1::bigint[])', [ids(companyIds)]);
  await copyRows(tx, 'company_branches', BRANCH_COLUMNS, rows);
}
