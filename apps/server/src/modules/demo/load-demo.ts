import type postgres from 'postgres';
import type { TStorage } from '../../lib/storage.ts';
import { replaceAllCardDocuments } from '../card-documents/index.ts';
import { seedDemoEvents } from '../monitoring/index.ts';
import { ensureReferenceData } from '../reference/index.ts';
import { invalidateAllReliability, recomputeAllReliability } from '../reliability/index.ts';
import { dropDeferredIndexes, restorePendingIndexes } from './bulk-indexes.ts';
import type { TGeneratorOptions } from './companies.ts';
import { copyChunks } from './copy.ts';
import { parseDay } from './dates.ts';
import { writeDerivedRegisters } from './derived.ts';
import { refillAndRestoreIndexes, vacuumAndAnalyze } from './finish-load.ts';
import type { TLaneBatch, TLaneTask } from './lane-generator.ts';
import { runLanes } from './lane-threads.ts';
import { DEMO_LANES } from './lanes.ts';
import { clearDemoMarketplace, loadDemoMarketplace, storeDemoCataloguePictures } from './marketplace.ts';
import { ALL_DEMO_TABLES, DEMO_TABLES, SEARCH_TERM_TABLES, type TableBuffers, type TDemoTable } from './tables.ts';
import type { TIdCounters } from './world.ts';

/** The seed when none is given; any non-negative integer works. */
export const DEFAULT_SEED = 1;
/** The "today" of the demo register: dates never pass it, and `as_of` is this day. */
export const DEFAULT_REFERENCE_DATE = '2026-11-01';

export type TDemoProgress = { phase: string; done: number; total: number };

export type TLoadDemoOptions = {
  companies: number;
  entrepreneurs: number;
  seed?: number;
  /** `YYYY-MM-DD`. */
  referenceDate?: string;
  onProgress?: (progress: TDemoProgress) => void;
  /** Generate on worker threads; by default only for loads large enough to gain from it. */
  threads?: boolean;
  /**
   * Rate every subject before the load ends (`eager`) or leave them unrated (`lazy`: a first start then rates
   * them ahead while it serves, see `rateDemoRegisterAhead`; anything unrated is rated on first read). By default
   * eager only up to {@link RELIABILITY_EAGER_UP_TO} subjects, so a large load is not held up: 20,000 ЮЛ + 10,000
   * ИП take about 15 s to rate one batch at a time, more than the load itself.
   */
  reliability?: 'eager' | 'lazy';
  /**
   * Also load the demo marketplace (sellers, products with pictures, likes, reviews; see marketplace.ts), its
   * pictures stored in `storage`. `products` defaults to a fixed few thousand, whatever the register's size.
   */
  marketplace?: { storage: TStorage; products?: number };
  /**
   * Stops the load between batches and between phases (a server shutting down): what it wrote stays, with the
   * dropped indexes parked, for the next start to clear and load again (first-start.ts).
   */
  signal?: AbortSignal;
};

export const RELIABILITY_EAGER_UP_TO = 2_000;

export type TLoadDemoResult = {
  companies: number;
  entrepreneurs: number;
  directors: number;
  /** Rows written per table, derived registers included. */
  rows: Record<string, number>;
  /** Milliseconds per phase: generate + load, indexes, derived registers and change events, analyze. */
  phases: Record<string, number>;
  /** Whether every subject was rated before the load ended (`eager`), or left for later (`lazy`). */
  reliability: 'eager' | 'lazy';
  ms: number;
};

/** VACUUM and ANALYZE statements at once after the load: one per core of a small machine. */
const VACUUMS_IN_PARALLEL = 2;
/** Below this many subjects the lanes run on this thread: starting threads would cost more than it saves. */
const THREADS_FROM = 10_000;

function assertCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, got ${value}`);
}

/**
 * Runs `task` on a connection of its own. postgres.js pipelines queries on a
 * busy connection when the pool is exhausted, and a query queued behind a
 * COPY on the same connection never runs: reserving makes concurrent loads
 * wait for a free connection instead, so even a pool of one works.
 */
async function onReservedConnection(
  sql: postgres.Sql,
  task: (connection: postgres.Sql) => Promise<void>,
): Promise<void> {
  const connection = await sql.reserve();
  try {
    await task(connection);
  } finally {
    connection.release();
  }
}

/** Streams one batch: a COPY per table, all in one transaction-free sequence on one connection. */
async function copyBatch(connection: postgres.Sql, buffers: TableBuffers): Promise<void> {
  // Constraints are dropped during the load, so the order of tables does not matter.
  // Demo rows can be generated again, so the load does not wait for the disk on each commit; the connection
  // goes back to the pool afterwards, and the requests it serves next must commit durably again.
  await connection`set synchronous_commit = off`;
  try {
    for (const table of buffers.tables())
      await copyChunks(connection, table, DEMO_TABLES[table], buffers.chunks(table));
  } finally {
    await connection`reset synchronous_commit`;
  }
}

/**
 * Loads the deterministic demo register: reference books, then companies
 * with directors, founders, history, finances, taxes, cases, contracts and
 * the rest, then sole traders, all marked `source = 'demo'` and `as_of =
 * referenceDate`; derives the mass and disqualification registers; records
 * the dataset in `app_meta`. Secondary indexes, keys and foreign keys of the
 * loaded tables are dropped for the load and rebuilt after it (also when it
 * fails). Expects empty registry tables; the same seed and date always
 * produce the same rows.
 */
export async function loadDemoDataset(sql: postgres.Sql, options: TLoadDemoOptions): Promise<TLoadDemoResult> {
  const started = performance.now();
  assertCount('companies', options.companies);
  assertCount('entrepreneurs', options.entrepreneurs);
  const seed = options.seed ?? DEFAULT_SEED;
  assertCount('seed', seed);
  const referenceDate = options.referenceDate ?? DEFAULT_REFERENCE_DATE;
  parseDay(referenceDate);
  const generatorOptions: TGeneratorOptions = { seed, referenceDate };
  const progress = (phase: string, total: number) => (done: number) => options.onProgress?.({ phase, done, total });
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const endPhase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };

  // The catalogue's pictures are drawn while the register loads: sharp works on threads of its own.
  const pictures = options.marketplace ? storeDemoCataloguePictures(sql, options.marketplace.storage) : undefined;
  // Awaited (and its failure reported) by the marketplace step; a failed register load must not leave it unhandled.
  pictures?.catch(() => undefined);
  progress('reference', 1)(0);
  await ensureReferenceData(sql);
  await restorePendingIndexes(sql);
  progress('reference', 1)(1);
  endPhase('prepare');

  const [row] = await sql<TIdCounters[]>`
    select (select coalesce(max(id), 0)::int + 1 from companies) as company,
           (select coalesce(max(id), 0)::int + 1 from entrepreneurs) as entrepreneur,
           (select coalesce(max(id), 0)::int + 1 from company_founders) as founder,
           (select coalesce(max(id), 0)::int + 1 from arbitration_cases) as "arbitrationCase"`;
  const starts = row as TIdCounters;
  const tasks: TLaneTask[] = Array.from({ length: DEMO_LANES }, (_, index) => ({
    options: { ...generatorOptions, lane: { index, count: DEMO_LANES } },
    companies: options.companies,
    entrepreneurs: options.entrepreneurs,
    starts,
  }));
  const counts = new Map<TDemoTable, number>();
  const loaded = { companies: 0, entrepreneurs: 0 };
  const stopIfAsked = () => options.signal?.throwIfAborted();
  const load = async (batch: TLaneBatch) => {
    stopIfAsked();
    await onReservedConnection(sql, (connection) => copyBatch(connection, batch.buffers));
    for (const table of batch.buffers.tables())
      counts.set(table, (counts.get(table) ?? 0) + batch.buffers.count(table));
    loaded[batch.kind] += batch.count;
    progress(batch.kind, options[batch.kind])(loaded[batch.kind]);
  };
  const threads = options.threads ?? options.companies + options.entrepreneurs >= THREADS_FROM;
  const deferred = await dropDeferredIndexes(sql, [...ALL_DEMO_TABLES, 'entrepreneurs', ...SEARCH_TERM_TABLES]);
  let loadError: unknown;
  let lastIds: TIdCounters[] = [];
  try {
    progress('companies', options.companies)(0);
    progress('entrepreneurs', options.entrepreneurs)(0);
    lastIds = await runLanes(tasks, load, threads);
  } catch (error) {
    loadError = error;
  } finally {
    endPhase('generate + copy');
    // The name index triggers were off during the load (see bulk-indexes.ts): it is filled while the other
    // tables' indexes are rebuilt, and its own indexes after it. A stopped load leaves them parked: building
    // them now would hold up the shutdown, and the next start clears these rows anyway.
    if (!options.signal?.aborted) {
      await refillAndRestoreIndexes(sql, deferred, {
        refill: !loadError,
        onProgress: progress('indexes', deferred.length),
        signal: options.signal,
      });
    }
    endPhase('search names + indexes');
  }
  if (loadError) throw loadError;
  stopIfAsked();

  // Ids were given explicitly; move the sequences past the largest so later inserts don't collide.
  for (const [table, key] of [
    ['companies', 'company'],
    ['entrepreneurs', 'entrepreneur'],
    ['company_founders', 'founder'],
    ['arbitration_cases', 'arbitrationCase'],
  ] as const) {
    const last = Math.max(...lastIds.map((ids) => ids[key]));
    if (last >= starts[key]) await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${last})`;
  }
  // The derived registers and the demo's own recent changes (the year before its date), which become change
  // events as an import's would, read different tables: each gets a connection and a core of its own.
  progress('derived', 1)(0);
  progress('events', 1)(0);
  const [, events] = await Promise.all([
    writeDerivedRegisters(sql, referenceDate).then(() => progress('derived', 1)(1)),
    seedDemoEvents(sql, referenceDate).then((written) => {
      progress('events', 1)(1);
      return written;
    }),
  ]);
  endPhase('derived registers + change events');
  stopIfAsked();
  // Search reads these through index-only scans, which skip a table row only once VACUUM has marked its page
  // all-visible; autovacuum would get there, but minutes later.
  await vacuumAndAnalyze(
    sql,
    ['companies', 'entrepreneurs', ...SEARCH_TERM_TABLES],
    VACUUMS_IN_PARALLEL,
    options.signal,
  );
  endPhase('vacuum + analyze');
  stopIfAsked();
  // Every stored rating may rest on replaced data.
  await invalidateAllReliability(sql);
  const subjects = options.companies + options.entrepreneurs;
  const reliability = options.reliability ?? (subjects <= RELIABILITY_EAGER_UP_TO ? 'eager' : 'lazy');
  if (reliability === 'eager') {
    const report = progress('reliability', subjects);
    await recomputeAllReliability(sql, { onProgress: report });
    endPhase('reliability');
  }

  const rows: Record<string, number> = Object.fromEntries(counts);
  if (options.marketplace) {
    stopIfAsked();
    progress('marketplace', 1)(0);
    const market = await loadDemoMarketplace(sql, {
      storage: options.marketplace.storage,
      products: options.marketplace.products,
      seed,
      referenceDate,
      pictures,
    });
    Object.assign(rows, market.rows);
    progress('marketplace', 1)(1);
    endPhase('marketplace');
  }
  const derived = await sql<{ table: string; n: number }[]>`
    select 'mass_addresses' as table, count(*)::int as n from mass_addresses
    union all select 'mass_persons', count(*)::int from mass_persons
    union all select 'disqualified_persons', count(*)::int from disqualified_persons`;
  for (const d of derived) rows[d.table] = d.n;
  rows.subject_events = events;

  const meta = {
    kind: 'demo',
    seed,
    companies: options.companies,
    entrepreneurs: options.entrepreneurs,
    loaded_at: new Date().toISOString(),
  };
  await sql`
    insert into app_meta (key, value) values ('dataset', ${JSON.stringify(meta)}::jsonb)
    on conflict (key) do update set value = excluded.value, updated_at = now()`;
  // Every card document was built on the register this load replaced.
  mark = performance.now();
  await replaceAllCardDocuments(sql);
  // Its statement triggers were off during the load: every server's cached replies go now.
  await sql`select nextval('registry_data_version')`;
  endPhase('card documents');
  return {
    companies: options.companies,
    entrepreneurs: options.entrepreneurs,
    directors: counts.get('company_directors') ?? 0,
    rows,
    phases,
    reliability,
    ms: Math.round(performance.now() - started),
  };
}

/** Empties every table the demo writes (for `--replace`), restarting their id sequences. */
export async function clearDemoTables(sql: postgres.Sql): Promise<void> {
  // Demo sellers point at the register's rows without a foreign key: they go first, while those rows tell who is demo.
  await clearDemoMarketplace(sql);
  const tables = [...ALL_DEMO_TABLES, 'entrepreneurs', ...SEARCH_TERM_TABLES, 'company_name_words'].join(', ');
  await sql.unsafe(`truncate ${tables} restart identity cascade`);
  await replaceAllCardDocuments(sql);
}
