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

/** A stored row's key columns and watched columns, as read back. */
export type TRowValues = Record<string, unknown>;

/**
 * What an upsert wrote, for change events: the key of each row inserted or changed and, for the
 * columns asked for (`watch`), their stored values before the statement and after it.
 */
export type TWrittenRow = { inserted: boolean; key: string; before: TRowValues | undefined; after: TRowValues };

export type TUpsertResult = TWriteResult & { written: TWrittenRow[] };

/** The text that names a row by its key columns (the same for an incoming record and a stored row). */
export const keyText = (row: object, keyColumns: readonly string[]): string =>
  keyColumns.map((column) => String((row as Record<string, unknown>)[column] ?? null)).join('|');

/** The stored key and `watch` columns of the rows that share a key with `rows`, by key text. */
async function storedValues(
  tx: TSql,
  table: string,
  rows: object[],
  keyColumns: string[],
  watch: readonly string[],
): Promise<Map<string, TRowValues>> {
  const keys = rows.map((row) => Object.fromEntries(keyColumns.map((c) => [c, (row as TRowValues)[c]])));
  const using = keyColumns.map((c) => `"${c}"`).join(', ');
  const columns = [...keyColumns, ...watch].map((c) => `stored."${c}"`).join(', ');
  const stored = (await tx.unsafe(
    `select ${columns}
     from json_populate_recordset(null::"${table}", $1::json) as incoming
     join "${table}" as stored using (${using})`,
    [JSON.stringify(keys)],
  )) as unknown as TRowValues[];
  return new Map(stored.map((row) => [keyText(row, keyColumns), row]));
}

/**
 * Inserts rows or updates the existing ones with the same key — but only when
 * a value actually differs, so importing the same data twice writes nothing
 * and reports 0 inserted, 0 updated. When the rows carry `as_of`, a stored row
 * with newer facts keeps them: an older row only fills its empty columns and
 * is counted in `skippedOlder`. `written` lists the rows inserted or changed;
 * with `watch`, each carries those columns' values before and after (one more
 * indexed read of the batch's keys), which change events compare.
 * @param rows plain objects whose keys are column names (snake_case)
 * @param keyColumns the conflict target (a primary key or unique index)
 */
export async function upsertRows(
  tx: TSql,
  table: string,
  rows: object[],
  keyColumns: string[],
  watch: readonly string[] = [],
): Promise<TUpsertResult> {
  if (!rows.length) return { inserted: 0, updated: 0, written: [] };
  const columns = Object.keys(rows[0] as object);
  const dated = columns.includes(AS_OF);
  const skippedOlder = await countOlder(tx, table, rows, keyColumns);
  const before = watch.length ? await storedValues(tx, table, rows, keyColumns, watch) : new Map<string, TRowValues>();
  const valueColumns = columns.filter((column) => !keyColumns.includes(column));
  const quote = (name: string) => `"${name}"`;
  const target = quote(table);
  const set = valueColumns.map((c) => `${quote(c)} = ${newestValue(target, c, dated)}`).join(', ');
  const current = valueColumns.map((c) => `${target}.${quote(c)}`).join(', ');
  const next = valueColumns.map((c) => newestValue(target, c, dated)).join(', ');
  const action = valueColumns.length
    ? `do update set ${set} where (${current}) is distinct from (${next})`
    : 'do nothing';
  const returned = [...new Set([...keyColumns, ...watch])].map((c) => `${target}.${quote(c)}`).join(', ');
  const result = await tx<({ inserted: boolean } & TRowValues)[]>`
    insert into ${tx(table)} ${tx(rows as never, columns)}
    on conflict (${tx.unsafe(keyColumns.map(quote).join(', '))}) ${tx.unsafe(action)}
    returning (xmax = 0) as inserted, ${tx.unsafe(returned)}`;
  const written = result.map(({ inserted, ...after }) => {
    const key = keyText(after, keyColumns);
    return { inserted, key, before: before.get(key), after };
  });
  const inserted = written.filter((row) => row.inserted).length;
  return { inserted, updated: result.length - inserted, skippedOlder, written };
}

/** The rows of a batch an upsert inserted, and those it changed with the watched values before and after. */
export type TUpsertChanges<TRecord> = {
  inserted: TRecord[];
  updated: { record: TRecord; before: TRowValues; after: TRowValues }[];
};

/**
 * Upserts a batch on its natural key: among the records sharing `keyColumns`
 * the newest (by `as_of`) is written. `stored` turns a record into the row
 * sent, e.g. jsonb columns as text. `changes` names the records behind the
 * rows written (see upsertRows for `watch`).
 */
export async function upsertNewest<TRecord extends object>(
  tx: TSql,
  table: string,
  records: TRecord[],
  keyColumns: (keyof TRecord & string)[],
  stored: (record: TRecord) => object = (record) => record,
  watch: readonly string[] = [],
): Promise<TWriteResult & { changes: TUpsertChanges<TRecord> }> {
  const newest = lastByKey(records, (record) => keyText(record, keyColumns));
  const { written, ...result } = await upsertRows(tx, table, newest.map(stored), keyColumns, watch);
  return { ...result, changes: changesOf(newest, written, keyColumns) };
}

/** Pairs the rows an upsert wrote with the records they came from. */
export function changesOf<TRecord extends object>(
  records: readonly TRecord[],
  written: readonly TWrittenRow[],
  keyColumns: readonly string[],
): TUpsertChanges<TRecord> {
  const byKey = new Map(records.map((record) => [keyText(record, keyColumns), record]));
  const changes: TUpsertChanges<TRecord> = { inserted: [], updated: [] };
  for (const row of written) {
    const record = byKey.get(row.key);
    if (!record) continue;
    if (row.inserted) changes.inserted.push(record);
    else changes.updated.push({ record, before: row.before ?? {}, after: row.after });
  }
  return changes;
}
