import type { TSql } from '../../db/client.ts';
import type { TWriteResult } from './importer.ts';

/**
 * Keeps the last record per key: one INSERT … ON CONFLICT may not touch the
 * same row twice, and within a file a later record supersedes an earlier one.
 */
export function lastByKey<T>(records: T[], key: (record: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const record of records) {
    const k = key(record);
    byKey.delete(k);
    byKey.set(k, record);
  }
  return [...byKey.values()];
}

/**
 * Inserts rows or updates the existing ones with the same key — but only when
 * a value actually differs, so importing the same data twice writes nothing
 * and reports 0 inserted, 0 updated.
 * @param rows plain objects whose keys are column names (snake_case)
 * @param keyColumns the conflict target (a primary key or unique index)
 */
export async function upsertRows(tx: TSql, table: string, rows: object[], keyColumns: string[]): Promise<TWriteResult> {
  if (!rows.length) return { inserted: 0, updated: 0 };
  const columns = Object.keys(rows[0] as object);
  const valueColumns = columns.filter((column) => !keyColumns.includes(column));
  const quote = (name: string) => `"${name}"`;
  const set = valueColumns.map((c) => `${quote(c)} = excluded.${quote(c)}`).join(', ');
  const changed = valueColumns
    .map((c) => `${quote(table)}.${quote(c)} is distinct from excluded.${quote(c)}`)
    .join(' or ');
  const action = valueColumns.length ? `do update set ${set} where ${changed}` : 'do nothing';
  const result = await tx<{ inserted: boolean }[]>`
    insert into ${tx(table)} ${tx(rows as never, columns)}
    on conflict (${tx.unsafe(keyColumns.map(quote).join(', '))}) ${tx.unsafe(action)}
    returning (xmax = 0) as inserted`;
  const inserted = result.filter((row) => row.inserted).length;
  return { inserted, updated: result.length - inserted };
}
