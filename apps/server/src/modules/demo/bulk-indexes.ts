import type postgres from 'postgres';
import { cancelOnAbort } from '../../db/client.ts';

/**
 * Index and constraint handling for bulk loads. Maintaining a dozen B-tree
 * and GIN indexes row by row costs several times the COPY itself; building
 * each once over the loaded table is a sort. So the loader drops them first
 * and recreates them, with their exact definitions as read from the catalog
 * (hence exactly what the migrations created), when the load ends — also
 * when it fails. The definitions are parked in `app_meta` meanwhile, so a
 * process killed mid-load gets them back on the next run. Triggers (the
 * search name index of migration 0010) are switched off the same way; the
 * loader fills what they would have written in one pass.
 */

export type TDeferredDefinition = {
  /** `fk`, `key` (primary key or unique constraint), `index`, or `trigger` (switched off, not dropped). */
  kind: 'fk' | 'key' | 'index' | 'trigger';
  table: string;
  name: string;
  /** `alter table … add constraint …`, `create index …` or `alter table … enable trigger …`. */
  statement: string;
};

const META_KEY = 'demo_deferred_indexes';

/** Reads the definitions of every index, key and foreign key on `tables` (and FKs pointing at them). */
async function readDefinitions(sql: postgres.Sql, names: readonly string[]): Promise<TDeferredDefinition[]> {
  const tables = sql.array(names as string[]);
  const constraints = await sql<{ table: string; name: string; type: string; def: string }[]>`
    select c.conrelid::regclass::text as table, c.conname as name, c.contype as type,
           pg_get_constraintdef(c.oid) as def
    from pg_constraint c
    where c.contype in ('p', 'u', 'f')
      and (c.conrelid::regclass::text = any(${tables}::text[]) or c.confrelid::regclass::text = any(${tables}::text[]))
    order by c.conname`;
  const indexes = await sql<{ table: string; name: string; def: string }[]>`
    select i.indrelid::regclass::text as table, c.relname as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid::regclass::text = any(${tables}::text[])
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    order by c.relname`;
  const triggers = await sql<{ table: string; name: string }[]>`
    select t.tgrelid::regclass::text as table, t.tgname as name
    from pg_trigger t
    where not t.tgisinternal and t.tgrelid::regclass::text = any(${tables}::text[])
    order by t.tgname`;
  return [
    ...triggers.map(
      (t): TDeferredDefinition => ({
        kind: 'trigger',
        table: t.table,
        name: t.name,
        statement: `alter table ${t.table} enable trigger "${t.name}"`,
      }),
    ),
    ...constraints.map(
      (c): TDeferredDefinition => ({
        kind: c.type === 'f' ? 'fk' : 'key',
        table: c.table,
        name: c.name,
        statement: `alter table ${c.table} add constraint "${c.name}" ${c.def}`,
      }),
    ),
    ...indexes.map((i): TDeferredDefinition => ({ kind: 'index', table: i.table, name: i.name, statement: i.def })),
  ];
}

/**
 * Drops the indexes, keys and foreign keys of `tables` after saving their
 * definitions, and returns them. Foreign keys go first: a key cannot be
 * dropped while a foreign key depends on it.
 */
export async function dropDeferredIndexes(
  sql: postgres.Sql,
  tables: readonly string[],
): Promise<TDeferredDefinition[]> {
  const definitions = await readDefinitions(sql, tables);
  if (definitions.length === 0) return definitions;
  await sql.begin(async (tx) => {
    await tx`
      insert into app_meta (key, value) values (${META_KEY}, ${JSON.stringify(definitions)}::jsonb)
      on conflict (key) do update set value = excluded.value, updated_at = now()`;
    for (const d of definitions.filter((x) => x.kind === 'trigger')) {
      await tx.unsafe(`alter table ${d.table} disable trigger "${d.name}"`);
    }
    for (const d of definitions.filter((x) => x.kind === 'fk')) {
      await tx.unsafe(`alter table ${d.table} drop constraint if exists "${d.name}"`);
    }
    for (const d of definitions.filter((x) => x.kind === 'index')) await tx.unsafe(`drop index if exists "${d.name}"`);
    for (const d of definitions.filter((x) => x.kind === 'key')) {
      await tx.unsafe(`alter table ${d.table} drop constraint if exists "${d.name}"`);
    }
  });
  return definitions;
}

/**
 * A statement that fills tables from others (a part of the search name refill), run among the deferred
 * definitions: the definitions on the tables it writes wait for it, and nothing that locks a table it reads
 * runs beside it.
 */
export type TFillStep = { statement: string; reads: readonly string[]; writes: readonly string[] };

/** The table locks the statements here take, in PostgreSQL's terms, and which of them conflict. */
type TLockMode = 'accessShare' | 'share' | 'shareRowExclusive' | 'accessExclusive';
const CONFLICTS: Record<TLockMode, readonly TLockMode[]> = {
  accessShare: ['accessExclusive'],
  share: ['shareRowExclusive', 'accessExclusive'],
  shareRowExclusive: ['share', 'shareRowExclusive', 'accessExclusive'],
  accessExclusive: ['accessShare', 'share', 'shareRowExclusive', 'accessExclusive'],
};

type TJob = {
  statement: string;
  locks: ReadonlyMap<string, TLockMode>;
  after: TJob[];
  /** A deferred definition (counted in the progress and parked until it is back), not a fill. */
  definition: boolean;
};

/** The table a foreign key definition refers to. */
const referencedTable = (statement: string) => /\bREFERENCES ([\w."]+)\(/.exec(statement)?.[1];

/**
 * The locks a definition's statement takes: a key builds its index under ACCESS EXCLUSIVE, an index under
 * SHARE, a foreign key and a trigger switch under SHARE ROW EXCLUSIVE (a foreign key on both of its tables).
 */
function definitionLocks(d: TDeferredDefinition): Map<string, TLockMode> {
  if (d.kind === 'key') return new Map([[d.table, 'accessExclusive']]);
  if (d.kind === 'index') return new Map([[d.table, 'share']]);
  const locks = new Map<string, TLockMode>([[d.table, 'shareRowExclusive']]);
  const referenced = d.kind === 'fk' ? referencedTable(d.statement) : undefined;
  if (referenced) locks.set(referenced, 'shareRowExclusive');
  return locks;
}

const conflicting = (a: TJob, b: TJob) =>
  [...a.locks].some(([table, mode]) => {
    const other = b.locks.get(table);
    return other !== undefined && CONFLICTS[mode].includes(other);
  });

/**
 * Runs `jobs` on `parallel` reserved connections: each the first in order whose `after` jobs have ended and
 * whose locks conflict with none running, so no connection sits waiting on another's lock while a core could
 * work. Every job runs even when others fail; the failures are returned. Once `signal` aborts, the running
 * statements are cancelled and no other starts: the caller must look at the signal, not only at the failures.
 */
async function runScheduled(
  sql: postgres.Sql,
  parallel: number,
  jobs: readonly TJob[],
  onEnd: (job: TJob) => void,
  signal?: AbortSignal,
): Promise<{ job: TJob; error: unknown }[]> {
  const waiting = jobs.slice();
  const running = new Set<TJob>();
  const ended = new Set<TJob>();
  const failures: { job: TJob; error: unknown }[] = [];
  let wakeUps: (() => void)[] = [];
  const isReady = (job: TJob) =>
    job.after.every((before) => ended.has(before)) && ![...running].some((other) => conflicting(job, other));
  const worker = async () => {
    const connection = await sql.reserve();
    try {
      // Index builds sort in memory when they can; 256 MB a session keeps a few builds well under RAM.
      await connection.unsafe(`set maintenance_work_mem = '256MB'`);
      while (waiting.length && !signal?.aborted) {
        const next = waiting.findIndex(isReady);
        if (next < 0) {
          // Something is running (a job with nothing running and nothing before it is always ready).
          await new Promise<void>((resolve) => wakeUps.push(resolve));
          continue;
        }
        const [job] = waiting.splice(next, 1) as [TJob];
        running.add(job);
        try {
          await cancelOnAbort(connection.unsafe(job.statement), signal);
        } catch (error) {
          failures.push({ job, error });
        } finally {
          running.delete(job);
          ended.add(job);
          onEnd(job);
          const woken = wakeUps;
          wakeUps = [];
          for (const wake of woken) wake();
        }
      }
    } finally {
      connection.release();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  return failures;
}

/**
 * Runs `statements` (on different tables) with at most `parallel` at a time; throws the first error at the end,
 * or the abort of `signal` (which cancels the running statements).
 */
export async function runParallel(
  sql: postgres.Sql,
  parallel: number,
  statements: readonly string[],
  signal?: AbortSignal,
): Promise<void> {
  const jobs = statements.map((statement): TJob => ({ statement, locks: new Map(), after: [], definition: false }));
  const [failure] = await runScheduled(sql, parallel, jobs, () => undefined, signal);
  signal?.throwIfAborted();
  if (failure) throw failure.error;
}

/**
 * Recreates deferred definitions, `parallel` statements at a time, and runs `fills` among them (see
 * {@link TFillStep}): fills first, then keys (foreign keys need them), then indexes and foreign keys, biggest
 * tables first so the last build does not run alone. Statements for objects that already exist are skipped,
 * so this is safe to repeat; the parked definitions are dropped once every one of them is back. The first
 * error is thrown after every statement has run (a failed fill leaves its table as it was, and the
 * definitions on it are restored all the same).
 */
export async function restoreDeferredIndexes(
  sql: postgres.Sql,
  definitions: readonly TDeferredDefinition[],
  options: {
    parallel?: number;
    onProgress?: (done: number, total: number) => void;
    fills?: readonly TFillStep[];
    /** Cancels the running statements and starts no other; the definitions not back stay parked. */
    signal?: AbortSignal;
  } = {},
): Promise<void> {
  const existing = new Set(
    (
      await sql<{ name: string }[]>`
        select conname as name from pg_constraint union select relname from pg_class where relkind = 'i'`
    ).map((row) => row.name),
  );
  const pending = definitions.filter((d) => !existing.has(d.name));
  const sizes = new Map(
    (
      await sql<{ table: string; bytes: number }[]>`
        select relname as table, pg_relation_size(oid)::float8 as bytes from pg_class where relkind = 'r'`
    ).map((row) => [row.table, row.bytes]),
  );
  const bySize = (a: TDeferredDefinition, b: TDeferredDefinition) =>
    (sizes.get(b.table) ?? 0) - (sizes.get(a.table) ?? 0);
  // A fill empties what it writes (ACCESS EXCLUSIVE there) and only reads the rest.
  const fills = (options.fills ?? []).map((fill) => ({
    writes: fill.writes,
    job: {
      statement: fill.statement,
      locks: new Map<string, TLockMode>([
        ...fill.reads.map((table): [string, TLockMode] => [table, 'accessShare']),
        ...fill.writes.map((table): [string, TLockMode] => [table, 'accessExclusive']),
      ]),
      after: [],
      definition: false,
    } satisfies TJob,
  }));
  const filling = (table: string) => fills.filter((fill) => fill.writes.includes(table)).map((fill) => fill.job);
  const keys = new Map<string, TJob[]>();
  const toJob = (d: TDeferredDefinition): TJob => {
    const locks = definitionLocks(d);
    const referenced = d.kind === 'fk' ? referencedTable(d.statement) : undefined;
    const job: TJob = {
      statement: d.statement,
      locks,
      after: [...[...locks.keys()].flatMap(filling), ...(referenced ? (keys.get(referenced) ?? []) : [])],
      definition: true,
    };
    if (d.kind === 'key') keys.set(d.table, [...(keys.get(d.table) ?? []), job]);
    return job;
  };
  const keyJobs = pending
    .filter((d) => d.kind === 'key')
    .sort(bySize)
    .map(toJob);
  const otherJobs = pending
    .filter((d) => d.kind !== 'key')
    .sort(bySize)
    .map(toJob);
  let done = 0;
  const jobs = [...fills.map((fill) => fill.job), ...keyJobs, ...otherJobs];
  const failures = await runScheduled(
    sql,
    options.parallel ?? 2,
    jobs,
    (job) => {
      if (job.definition) options.onProgress?.(++done, pending.length);
    },
    options.signal,
  );
  options.signal?.throwIfAborted();
  if (!failures.some((failure) => failure.job.definition)) await sql`delete from app_meta where key = ${META_KEY}`;
  if (failures[0]) throw failures[0].error;
}

/** Recreates whatever an interrupted earlier load left dropped; does nothing when all is in place. */
/** Whether a bulk load has indexes of the register down (running, or cut short and not yet restored). */
export async function indexesDeferred(sql: postgres.Sql): Promise<boolean> {
  const [row] = await sql`select 1 from app_meta where key = ${META_KEY}`;
  return Boolean(row);
}

export async function restorePendingIndexes(sql: postgres.Sql): Promise<void> {
  const [row] = await sql<{ value: TDeferredDefinition[] }[]>`select value from app_meta where key = ${META_KEY}`;
  if (row) await restoreDeferredIndexes(sql, row.value);
}
