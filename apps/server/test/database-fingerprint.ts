import type { TSql } from '../src/db/client.ts';

/**
 * Everything a restore must bring back, in a form tests compare with toEqual: each table of schema public with
 * its row count and a digest of its rows (generated columns included, so their recomputation is checked too),
 * the sequences' positions, and how many indexes, foreign keys and enabled triggers there are.
 * `registry_data_version` is left out: a restore moves it on purpose, so running servers drop their caches.
 */
export async function databaseFingerprint(sql: TSql) {
  const names = await sql<{ name: string }[]>`
    select relname as name from pg_class
    where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`;
  const tables = [];
  for (const { name } of names) {
    const [row] = await sql<{ rows: number; digest: string | null }[]>`
      select count(*)::int as rows, md5(string_agg(t::text, E'\n' order by t::text)) as digest
      from public.${sql(name)} t`;
    tables.push({ name, rows: row?.rows ?? 0, digest: row?.digest ?? null });
  }
  const sequenceNames = await sql<{ name: string }[]>`
    select relname as name from pg_class
    where relnamespace = 'public'::regnamespace and relkind = 'S' and relname <> 'registry_data_version'
    order by relname`;
  const sequences = [];
  for (const { name } of sequenceNames) {
    const [row] = await sql<{ value: string; called: boolean }[]>`
      select last_value::text as value, is_called as called from public.${sql(name)}`;
    sequences.push({ name, ...row });
  }
  const [counts] = await sql<{ indexes: number; foreign_keys: number; triggers: number }[]>`
    select
      (select count(*)::int from pg_index i join pg_class c on c.oid = i.indrelid
        where c.relnamespace = 'public'::regnamespace) as indexes,
      (select count(*)::int from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace)
        as foreign_keys,
      (select count(*)::int from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where c.relnamespace = 'public'::regnamespace and not t.tgisinternal and t.tgenabled = 'O') as triggers`;
  return {
    tables,
    sequences,
    rows: tables.reduce((sum, table) => sum + table.rows, 0),
    indexes: counts?.indexes ?? 0,
    foreignKeys: counts?.foreign_keys ?? 0,
    triggers: counts?.triggers ?? 0,
  };
}
