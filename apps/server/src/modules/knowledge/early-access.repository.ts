import type { TSql } from '../../db/client.ts';

export type TFlagRow = { key: string; title: string; description: string; enabled: boolean; updated_at: Date };

const COLUMNS = ['key', 'title', 'description', 'enabled', 'updated_at'];

export async function findFlags(sql: TSql, onlyEnabled: boolean): Promise<TFlagRow[]> {
  return sql<TFlagRow[]>`
    select ${sql(COLUMNS)} from early_access_flags
    where ${onlyEnabled} = false or enabled
    order by title, key`;
}

export async function findFlag(sql: TSql, key: string): Promise<TFlagRow | undefined> {
  const [row] = await sql<TFlagRow[]>`select ${sql(COLUMNS)} from early_access_flags where key = ${key}`;
  return row;
}

/** The flag before and after, or undefined when there is none. Call in a transaction. */
export async function setFlag(
  tx: TSql,
  key: string,
  enabled: boolean,
): Promise<{ before: TFlagRow; after: TFlagRow } | undefined> {
  const [before] = await tx<TFlagRow[]>`select ${tx(COLUMNS)} from early_access_flags where key = ${key} for update`;
  if (!before) return undefined;
  const [after] = await tx<TFlagRow[]>`
    update early_access_flags set enabled = ${enabled}, updated_at = now()
    where key = ${key}
    returning ${tx(COLUMNS)}`;
  return after ? { before, after } : undefined;
}
