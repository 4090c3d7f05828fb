import type postgres from 'postgres';
import { restoreDeferredIndexes, runParallel, type TDeferredDefinition, type TFillStep } from './bulk-indexes.ts';

/**
 * The steps after a bulk COPY that make the loaded tables ready to serve: the search name index, the
 * deferred indexes and keys, VACUUM and ANALYZE. Each is a set of statements that use one core each, so
 * they are run side by side on their own connections: on a two-core machine one statement at a time
 * leaves a core idle.
 */

/**
 * The search name refill in its parts (migration 0038), each emptying and filling its table in one statement:
 * biggest first, as they gate the indexes of those tables.
 */
const NAME_INDEX_FILLS: readonly TFillStep[] = [
  {
    statement: 'select refill_company_name_terms()',
    reads: ['companies'],
    writes: ['company_name_terms'],
  },
  {
    statement: 'select refill_company_people()',
    reads: ['companies', 'company_directors', 'company_founders'],
    writes: ['company_people'],
  },
  {
    statement: 'select refill_entrepreneur_name_terms()',
    reads: ['entrepreneurs'],
    writes: ['entrepreneur_name_terms'],
  },
  { statement: 'select refill_company_name_words()', reads: ['companies'], writes: ['company_name_words'] },
];

/** Statements at once: one more than the cores of a small machine, so none idles while another ends. */
const STATEMENTS_AT_ONCE = 3;

/**
 * Refills the search name index (its triggers were off during the load, see bulk-indexes.ts) and restores
 * the deferred definitions, all side by side on their own connections; the name tables' own indexes are built
 * once their part is full. Without `refill` (a failed load) only the definitions are restored.
 */
export async function refillAndRestoreIndexes(
  sql: postgres.Sql,
  deferred: readonly TDeferredDefinition[],
  options: { refill: boolean; onProgress?: (done: number) => void; signal?: AbortSignal },
): Promise<void> {
  await restoreDeferredIndexes(sql, deferred, {
    parallel: STATEMENTS_AT_ONCE,
    onProgress: options.onProgress,
    fills: options.refill ? NAME_INDEX_FILLS : [],
    signal: options.signal,
  });
}

/**
 * VACUUM of the tables search reads index-only (their pages must be marked all-visible) and ANALYZE of
 * every table, `parallel` statements at a time: each table's VACUUM or ANALYZE runs on one core.
 */
export async function vacuumAndAnalyze(
  sql: postgres.Sql,
  vacuumed: readonly string[],
  parallel: number,
  signal?: AbortSignal,
) {
  const others = await sql<{ name: string }[]>`
    select quote_ident(tablename) as name from pg_tables
    where schemaname = current_schema() and not (tablename = any(${vacuumed as string[]}::text[]))
    order by tablename`;
  // The vacuumed tables are analyzed by their own VACUUM; the others in two halves, one per connection.
  const half = Math.ceil(others.length / 2);
  const analyzed = [others.slice(0, half), others.slice(half)]
    .filter((part) => part.length)
    .map((part) => `analyze ${part.map((t) => t.name).join(', ')}`);
  await runParallel(sql, parallel, [...vacuumed.map((table) => `vacuum (analyze) ${table}`), ...analyzed], signal);
}
