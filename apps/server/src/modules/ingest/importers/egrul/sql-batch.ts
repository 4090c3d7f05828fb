import type { TSql } from '../../../../db/client.ts';
import { AS_OF, newestValue } from '../../upsert.ts';

/** A column and the SQL type its text form is cast to (`text[]` columns take arrays of strings). */
export type TColumn = readonly [name: string, type: string];

type TCell = string | number | boolean | null | undefined | object;

const ARRAY_SPECIAL = /["\\]/;
/** Most values need no escaping: one test instead of two replacements per cell. */
const quoteElement = (text: string) =>
  ARRAY_SPECIAL.test(text) ? `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : `"${text}"`;

/** A PostgreSQL array literal of texts (`{"a",NULL,"b"}`), the wire form of one unnest column. */
export function arrayLiteral(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : quoteElement(v))).join(',')}}`;
}

/** One cell as text: arrays of a `text[]` column as a nested literal, objects as JSON. */
function cellText(value: TCell, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'text[]') return arrayLiteral((value as string[]).map(String));
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Runs `insert into table (…) select … from unnest($1::text[], …) <suffix>`:
 * the whole batch in one statement with one parameter per column, so the
 * statement text is the same for every batch (prepared once per connection)
 * and the parameter count stays far below PostgreSQL's 65,535 limit.
 */
export async function insertUnnest<TRow extends object>(
  tx: TSql,
  table: string,
  columns: readonly TColumn[],
  rows: readonly TRow[],
  suffix = '',
): Promise<Record<string, unknown>[]> {
  if (!rows.length) return [];
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const casts = columns.map(([name, type]) => `u."${name}"::${type}`).join(', ');
  const params = columns.map(([name, type]) =>
    arrayLiteral(rows.map((row) => cellText((row as Record<string, TCell>)[name], type))),
  );
  const unnest = columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const query = `insert into ${table} (${names}) select ${casts} from unnest(${unnest}) as u(${names}) ${suffix}`;
  return (await tx.unsafe(query, params)) as unknown as Record<string, unknown>[];
}

/**
 * The `where` that leaves out of an `insertUnnest` the rows stored already with exactly these values
 * (found by the `lookup` columns, which an index leads with). ON CONFLICT would write nothing for them
 * either, but it locks each conflicting row, which rewrites its page: a re-import of the same records
 * cost as much as writing them.
 */
export function skipUnchanged(table: string, columns: readonly TColumn[], lookup: readonly string[]): string {
  const typeOf = new Map(columns);
  const found = lookup.map((name) => `s."${name}" = u."${name}"::${typeOf.get(name)}`).join(' and ');
  const stored = columns.map(([name]) => `s."${name}"`).join(', ');
  const incoming = columns.map(([name, type]) => `u."${name}"::${type}`).join(', ');
  // A scalar subquery runs per row through the index; NOT EXISTS would become an anti-join, which the
  // planner may answer by reading the whole table for every batch.
  return `where (select true from ${table} s where ${found} and (${stored}) is not distinct from (${incoming}) limit 1) is null`;
}

/**
 * Rows per statement for tables whose statement-level update triggers join `new_rows` with `old_rows`
 * (companies and entrepreneurs: the search name index and people index; directors: the people index).
 * PostgreSQL estimates a transition table at one row and joins the two by a nested loop, so one
 * statement's trigger work grows with the square of the rows it changed: 2,000 changed companies cost
 * seconds per trigger. Statements of 200 rows cut that tenfold for a handful more round trips.
 */
export const ROWS_PER_TRIGGERED_STATEMENT = 200;

/** `insertUnnest` in statements of at most `size` rows (see ROWS_PER_TRIGGERED_STATEMENT); the rows returned, in order. */
export async function insertUnnestInChunks<TRow extends object>(
  tx: TSql,
  table: string,
  columns: readonly TColumn[],
  rows: readonly TRow[],
  suffix: string,
  size = ROWS_PER_TRIGGERED_STATEMENT,
): Promise<Record<string, unknown>[]> {
  const returned: Record<string, unknown>[] = [];
  for (let i = 0; i < rows.length; i += size) {
    for (const row of await insertUnnest(tx, table, columns, rows.slice(i, i + size), suffix)) returned.push(row);
  }
  return returned;
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const copyEscape = (text: string) =>
  COPY_SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] as string) : text;

const FIXED = /^char\((\d+)\)$/;
/**
 * Appends rows with `COPY … FROM STDIN` (text format): for rows that cannot
 * conflict with stored ones, COPY costs the server far less than an INSERT
 * over unnested arrays, and the server is the import's bottleneck.
 */
export async function copyRows<TRow extends object>(
  tx: TSql,
  table: string,
  columns: readonly TColumn[],
  rows: readonly TRow[],
): Promise<void> {
  if (!rows.length) return;
  const limits = columns.map(([, type]) => Number(FIXED.exec(type)?.[1] ?? 0));
  const lines: string[] = [];
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < columns.length; i++) {
      const [name, type] = columns[i] as TColumn;
      let text = cellText((row as Record<string, TCell>)[name], type);
      // What an explicit `::char(n)` cast in insertUnnest does: a longer value is cut, not an error.
      const limit = limits[i] as number;
      if (limit && text !== null && text.length > limit) text = text.slice(0, limit);
      line += (i ? '\t' : '') + (text === null ? '\\N' : copyEscape(text));
    }
    lines.push(line);
  }
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const stream = await tx.unsafe(`copy ${table} (${names}) from stdin`).writable();
  await new Promise<void>((resolve, reject) => {
    stream.on('error', reject);
    stream.on('finish', resolve);
    stream.end(`${lines.join('\n')}\n`);
  });
}

/**
 * The `on conflict <target> do update` tail that writes only when a value
 * differs (and, for a table with `as_of`, never replaces newer facts with older ones), returning `returning` for the rows actually inserted or changed.
 * @param target `(col, …)` or `on constraint name`
 */
export function upsertSuffix(
  table: string,
  target: string,
  columns: readonly TColumn[],
  keys: readonly string[],
  returning: string,
  extraSet = '',
): string {
  const values = columns.map(([name]) => name).filter((name) => !keys.includes(name));
  const dated = values.includes(AS_OF);
  const set = values.map((name) => `"${name}" = ${newestValue(table, name, dated)}`).join(', ');
  const current = values.map((name) => `${table}."${name}"`).join(', ');
  const incoming = values.map((name) => newestValue(table, name, dated)).join(', ');
  return `on conflict ${target} do update set ${set}${extraSet}
    where (${current}) is distinct from (${incoming}) returning ${returning}`;
}
