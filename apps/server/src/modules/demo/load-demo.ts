import type postgres from 'postgres';
import { ensureReferenceData } from '../reference/index.ts';
import { dropDeferredIndexes, restoreDeferredIndexes, restorePendingIndexes } from './bulk-indexes.ts';
import type { TGeneratorOptions } from './companies.ts';
import { copyChunks } from './copy.ts';
import { parseDay } from './dates.ts';
import { writeDerivedRegisters } from './derived.ts';
import { ALL_DEMO_TABLES, DEMO_TABLES, TableBuffers, type TDemoTable } from './tables.ts';
import { CompanyWorld, EntrepreneurWorld, type TIdCounters } from './world.ts';

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
};

export type TLoadDemoResult = {
  companies: number;
  entrepreneurs: number;
  directors: number;
  /** Rows written per table, derived registers included. */
  rows: Record<string, number>;
  /** Milliseconds per phase: generate + load, indexes, derived registers, analyze. */
  phases: Record<string, number>;
  ms: number;
};

/** Subjects per batch: each batch becomes one COPY per table, a few MB of text, so memory stays flat. */
const BATCH = 5_000;
/** Subjects generated between yields to the event loop, so the previous batch keeps streaming meanwhile. */
const SLICE = 500;
/** Company batches loaded at once; sole traders load alongside on one more connection. */
const COMPANY_LOADS_IN_FLIGHT = 2;
/** Index builds at once after the load: one per core of a small machine. */
const INDEX_BUILDS_IN_PARALLEL = 2;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

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
  await connection`set synchronous_commit = off`;
  for (const table of buffers.tables()) await copyChunks(connection, table, DEMO_TABLES[table], buffers.chunks(table));
}

/**
 * Generates `total` subjects in batches and hands each batch to a COPY that
 * runs while the next batches are being generated. At most `parallel` loads
 * are in flight (each on its own pooled connection), so memory stays bounded
 * and the database rarely waits for JS.
 */
async function pipeline(
  sql: postgres.Sql,
  total: number,
  parallel: number,
  generate: (out: TableBuffers) => void,
  counts: Map<TDemoTable, number>,
  report: (done: number) => void,
): Promise<void> {
  // A failed load is kept as a value until awaited: a bare rejected promise would count as unhandled
  // while the next batch is being generated.
  const inFlight: Promise<{ error: unknown } | undefined>[] = [];
  const settleOldest = async () => {
    const outcome = await inFlight.shift();
    if (outcome) throw outcome.error;
  };
  let loaded = 0;
  for (let done = 0; done < total; ) {
    const count = Math.min(BATCH, total - done);
    const buffers = new TableBuffers();
    for (let i = 0; i < count; i++) {
      if (i > 0 && i % SLICE === 0) await yieldToEventLoop();
      generate(buffers);
    }
    for (const table of buffers.tables()) counts.set(table, (counts.get(table) ?? 0) + buffers.count(table));
    while (inFlight.length >= parallel) await settleOldest();
    done += count;
    inFlight.push(
      onReservedConnection(sql, (connection) => copyBatch(connection, buffers)).then(
        () => {
          loaded += count;
          report(loaded);
          return undefined;
        },
        (error: unknown) => ({ error }),
      ),
    );
  }
  while (inFlight.length > 0) await settleOldest();
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

  progress('reference', 1)(0);
  await ensureReferenceData(sql);
  await restorePendingIndexes(sql);
  progress('reference', 1)(1);
  endPhase('prepare');

  const [row] = await sql<{ next: number }[]>`select coalesce(max(id), 0)::int + 1 as next from companies`;
  const ids: TIdCounters = { company: row?.next ?? 1, founder: 1, arbitrationCase: 1 };
  const [founderRow] = await sql<{ f: number; a: number }[]>`
    select (select coalesce(max(id), 0)::int + 1 from company_founders) as f,
           (select coalesce(max(id), 0)::int + 1 from arbitration_cases) as a`;
  ids.founder = founderRow?.f ?? 1;
  ids.arbitrationCase = founderRow?.a ?? 1;
  const counts = new Map<TDemoTable, number>();
  const deferred = await dropDeferredIndexes(sql, [...ALL_DEMO_TABLES, 'entrepreneurs']);
  let loadError: unknown;
  try {
    const companies = new CompanyWorld(generatorOptions, ids);
    const entrepreneurs = new EntrepreneurWorld(generatorOptions);
    await Promise.all([
      pipeline(
        sql,
        options.companies,
        COMPANY_LOADS_IN_FLIGHT,
        (out) => companies.next(out),
        counts,
        progress('companies', options.companies),
      ),
      pipeline(
        sql,
        options.entrepreneurs,
        1,
        (out) => entrepreneurs.next(out),
        counts,
        progress('entrepreneurs', options.entrepreneurs),
      ),
    ]);
  } catch (error) {
    loadError = error;
  } finally {
    endPhase('generate + copy');
    const report = progress('indexes', deferred.length);
    await restoreDeferredIndexes(sql, deferred, INDEX_BUILDS_IN_PARALLEL, (done) => report(done));
    endPhase('indexes');
  }
  if (loadError) throw loadError;

  // Ids were given explicitly; move the sequences past them so later inserts don't collide.
  if (options.companies > 0) {
    await sql`select setval(pg_get_serial_sequence('companies', 'id'), ${ids.company - 1})`;
  }
  if (ids.founder > 1) await sql`select setval(pg_get_serial_sequence('company_founders', 'id'), ${ids.founder - 1})`;
  if (ids.arbitrationCase > 1) {
    await sql`select setval(pg_get_serial_sequence('arbitration_cases', 'id'), ${ids.arbitrationCase - 1})`;
  }
  progress('derived', 1)(0);
  await writeDerivedRegisters(sql, referenceDate);
  progress('derived', 1)(1);
  endPhase('derived registers');
  await sql`analyze`;
  endPhase('analyze');

  const rows: Record<string, number> = Object.fromEntries(counts);
  const derived = await sql<{ table: string; n: number }[]>`
    select 'mass_addresses' as table, count(*)::int as n from mass_addresses
    union all select 'mass_persons', count(*)::int from mass_persons
    union all select 'disqualified_persons', count(*)::int from disqualified_persons`;
  for (const d of derived) rows[d.table] = d.n;

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
  return {
    companies: options.companies,
    entrepreneurs: options.entrepreneurs,
    directors: counts.get('company_directors') ?? 0,
    rows,
    phases,
    ms: Math.round(performance.now() - started),
  };
}

/** Empties every table the demo writes (for `--replace`), restarting their id sequences. */
export async function clearDemoTables(sql: postgres.Sql): Promise<void> {
  const tables = [...ALL_DEMO_TABLES, 'entrepreneurs'].join(', ');
  await sql.unsafe(`truncate ${tables} restart identity cascade`);
}
