import type postgres from 'postgres';
import { restoreDeferredIndexes, runParallel, type TDeferredDefinition } from './bulk-indexes.ts';
import { SEARCH_TERM_TABLES } from './tables.ts';

/**
 * The steps after a bulk COPY that make the loaded tables ready to serve: the search name index, the
 * deferred indexes and keys, VACUUM and ANALYZE. Each is a set of statements that use one core each, so
 * they are run side by side on their own connections: on a two-core machine one statement at a time
 * leaves a core idle.
 */

/** What the name index refill writes (and whose deferred definitions must wait for it). */
const NAME_INDEX_TABLES = new Set([...SEARCH_TERM_TABLES, 'company_name_words']);
/** Statements at once besides the refill: with it, one more than the cores, so none idles at a step's end. */
const BUILDS_BESIDE_REFILL = 2;

const waitsForRefill = (d: TDeferredDefinition) =>
  NAME_INDEX_TABLES.has(d.table) ||
  [...NAME_INDEX_TABLES].some((table) => d.statement.includes(`REFERENCES ${table}(`));

/**
 * Refills the search name index (its triggers were off during the load, see bulk-indexes.ts) on one
 * connection while the indexes of the other tables are built on others; the name index tables' own
 * indexes are built once it is full. The refill only reads the other tables, so it needs none of their
 * indexes. Without `refill` (a failed load) only the definitions are restored.
 * @returns the milliseconds the refill took, from the start of this step
 */
export async function refillAndRestoreIndexes(
  sql: postgres.Sql,
  deferred: readonly TDeferredDefinition[],
  options: { refill: boolean; parallel: number; onProgress?: (done: number) => void },
): Promise<{ refillMs: number }> {
  const started = performance.now();
  const beside = deferred.filter((d) => !waitsForRefill(d));
  const after = deferred.filter(waitsForRefill);
  let done = 0;
  const report = (offset: number) => (count: number) => {
    done = offset + count;
    options.onProgress?.(done);
  };
  let refillMs = 0;
  const refill = options.refill
    ? sql`select refill_search_name_index()`.then(() => {
        refillMs = performance.now() - started;
      })
    : Promise.resolve();
  // Both settle before anything is rethrown: a failed refill must not leave index builds running unawaited.
  const [refilled, restored] = await Promise.allSettled([
    refill,
    restoreDeferredIndexes(sql, beside, BUILDS_BESIDE_REFILL, report(0), false),
  ]);
  // The parked definitions are dropped only once every one of them is back.
  await restoreDeferredIndexes(sql, after, options.parallel, report(done), restored.status === 'fulfilled');
  for (const outcome of [refilled, restored]) if (outcome.status === 'rejected') throw outcome.reason;
  return { refillMs: Math.round(refillMs) };
}

/**
 * VACUUM of the tables search reads index-only (their pages must be marked all-visible) and ANALYZE of
 * every table, `parallel` statements at a time: each table's VACUUM or ANALYZE runs on one core.
 */
export async function vacuumAndAnalyze(sql: postgres.Sql, vacuumed: readonly string[], parallel: number) {
  const others = await sql<{ name: string }[]>`
    select quote_ident(tablename) as name from pg_tables
    where schemaname = current_schema() and not (tablename = any(${vacuumed as string[]}::text[]))
    order by tablename`;
  // The vacuumed tables are analyzed by their own VACUUM; the others in two halves, one per connection.
  const half = Math.ceil(others.length / 2);
  const analyzed = [others.slice(0, half), others.slice(half)]
    .filter((part) => part.length)
    .map((part) => `analyze ${part.map((t) => t.name).join(', ')}`);
  await runParallel(sql, parallel, [...vacuumed.map((table) => `vacuum (analyze) ${table}`), ...analyzed]);
}
