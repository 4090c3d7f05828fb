import type { TSql } from '../../db/client.ts';

export type TDatasetMeta = {
  kind: 'demo' | 'official';
  companies: number;
  entrepreneurs: number;
  loaded_at: string;
  seed?: number;
};

const DATASET_KEY = 'dataset';

/** What the last full load recorded in `app_meta`, if anything. */
export async function findDatasetMeta(sql: TSql): Promise<TDatasetMeta | undefined> {
  const [row] = await sql<{ value: TDatasetMeta }[]>`select value from app_meta where key = ${DATASET_KEY}`;
  return row?.value;
}

/** Whether either registry table holds a row; cheap at any table size. */
export async function hasRegistryRows(sql: TSql): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`
    select exists(select 1 from companies) or exists(select 1 from entrepreneurs) as found`;
  return row?.found ?? false;
}

/** Planner estimates of the table sizes: exact counts cost a full scan at 1M rows. */
export async function estimateRegistryCounts(sql: TSql): Promise<{ companies: number; entrepreneurs: number }> {
  const rows = await sql<{ relname: string; estimate: number }[]>`
    select relname, greatest(reltuples, 0)::bigint as estimate
    from pg_class where relname in ('companies', 'entrepreneurs') and relkind = 'r'`;
  const byName = new Map(rows.map((row) => [row.relname, Number(row.estimate)]));
  return { companies: byName.get('companies') ?? 0, entrepreneurs: byName.get('entrepreneurs') ?? 0 };
}

/** Empties every registry table and the dataset record, in one statement. */
export async function truncateRegistry(sql: TSql): Promise<void> {
  await sql`truncate companies, company_directors, entrepreneurs restart identity cascade`;
  await sql`delete from app_meta where key = ${DATASET_KEY}`;
}

/** The day the last finished import of an official source ended, if it ever ran. */
export async function findLastImportDate(sql: TSql, source: string): Promise<string | null> {
  const [row] = await sql<{ day: string | null }[]>`
    select max(finished_at)::date::text as day from import_runs where source = ${source} and status = 'done'`;
  return row?.day ?? null;
}
