import type { TSql } from '../../db/client.ts';
import type { TWriteResult } from './importer.ts';

/**
 * Keeps the last record per key: one INSERT … ON CONFLICT may not touch the
 * same row twice, and within a file a later record supersedes an earlier one —
 * unless it is dated (`as_of`) older than the one already kept.
 */
export function lastByKey<T>(records: T[], key: (record: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const record of records) {
    const k = key(record);
    const kept = byKey.get(k);
    if (kept !== undefined && asOfOf(record) < asOfOf(kept)) continue;
    byKey.delete(k);
    byKey.set(k, record);
  }
  return [...byKey.values()];
}

/** A record's as-of date for ordering ('' when it has none, which sorts first). */
const asOfOf = (record: unknown): string => {
  const value = (record as Record<string, unknown> | null)?.[AS_OF];
  return typeof value === 'string' ? value : '';
};

/** The column that dates a row's facts: the as-of date of the file they came from. */
export const AS_OF = 'as_of';

/**
 * A stored row keeps its facts when the incoming one is older: the incoming
 * row only fills what the stored one lacks (null). Without a date on either
 * side the incoming row wins, as an undated source can only be replaced.
 */
const incomingIsNewer = (table: string) =>
  `(${table}."${AS_OF}" is null or excluded."${AS_OF}" >= ${table}."${AS_OF}")`;

/**
 * The value an upsert writes to `column`: the incoming one when it is at least as
 * new as the stored row (by `as_of`, when the table has one), otherwise the stored
 * value, or the incoming one where nothing was stored.
 */
export function newestValue(table: string, column: string, dated: boolean): string {
  const incoming = `excluded."${column}"`;
  if (!dated) return incoming;
  return `case when ${incomingIsNewer(table)} then ${incoming} else coalesce(${table}."${column}", ${incoming}) end`;
}

/**
 * How many of `rows` are older than the stored row with the same key: they are
 * reported as skipped, whatever gaps they filled.
 */
export async function countOlder(tx: TSql, table: string, rows: object[], keyColumns: string[]): Promise<number> {
  if (!rows.length || !(AS_OF in (rows[0] as object))) return 0;
  const keys = rows.map((row) => {
    const picked: Record<string, unknown> = {};
    for (const column of [...keyColumns, AS_OF]) picked[column] = (row as Record<string, unknown>)[column];
    return picked;
  });
  const using = keyColumns.map((c) => `"${c}"`).join(', ');
  const [row] = await tx.unsafe(
    `select count(*)::int as older
     from json_populate_recordset(null::"${table}", $1::json) as incoming
     join "${table}" as stored using (${using})
     where stored."${AS_OF}" is not null and (incoming."${AS_OF}" is null or incoming."${AS_OF}" < stored."${AS_OF}")`,
    [JSON.stringify(keys)],
  );
  return Number(row?.older ?? 0);
}

/**
 * Inserts rows or updates the existing ones with the same key — but only when
 * a value actually differs, so importing the same data twice writes nothing
 * and reports 0 inserted, 0 updated. When the rows carry `as_of`, a stored row
 * with newer facts keeps them: an older row only fills its empty columns and
 * is counted in `skippedOlder`.
 * @param rows plain objects whose keys are column names (snake_case)
 * @param keyColumns the conflict target (a primary key or unique index)
 */
export async function upsertRows(tx: TSql, table: string, rows: object[], keyColumns: string[]): Promise<TWriteResult> {
  if (!rows.length) return { inserted: 0, updated: 0 };
  const columns = Object.keys(rows[0] as object);
  const dated = columns.includes(AS_OF);
  const skippedOlder = await countOlder(tx, table, rows, keyColumns);
  const valueColumns = columns.filter((column) => !keyColumns.includes(column));
  const quote = (name: string) => `"${name}"`;
  const target = quote(table);
  const set = valueColumns.map((c) => `${quote(c)} = ${newestValue(target, c, dated)}`).join(', ');
  const current = valueColumns.map((c) => `${target}.${quote(c)}`).join(', ');
  const next = valueColumns.map((c) => newestValue(target, c, dated)).join(', ');
  const action = valueColumns.length
    ? `do update set ${set} where (${current}) is distinct from (${next})`
    : 'do nothing';
  const result = await tx<{ inserted: boolean }[]>`
    insert into ${tx(table)} ${tx(rows as never, columns)}
    on conflict (${tx.unsafe(keyColumns.map(quote).join(', '))}) ${tx.unsafe(action)}
    returning (xmax = 0) as inserted`;
  const inserted = result.filter((row) => row.inserted).length;
  return { inserted, updated: result.length - inserted, skippedOlder };
}

/**
 * Upserts a batch on its natural key: among the records sharing `keyColumns`
 * the newest (by `as_of`) is written. `stored` turns a record into the row
 * sent, e.g. jsonb columns as text.
 */
export function upsertNewest<TRecord extends object>(
  tx: TSql,
  table: string,
  records: TRecord[],
  keyColumns: (keyof TRecord & string)[],
  stored: (record: TRecord) => object = (record) => record,
): Promise<TWriteResult> {
  const newest = lastByKey(records, (record) => keyColumns.map((column) => String(record[column])).join('|'));
  return upsertRows(tx, table, newest.map(stored), keyColumns);
}
