import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { isDatabaseUnavailableError } from '../db/availability.ts';
import { connectPostgres, databaseUrlOf, type TSql } from '../db/client.ts';
import type { TJobHandler, TJobKindOptions, TJobQueue } from './job-queue.ts';

export type TJobQueueOptions = {
  /** The database the app serves from; pg-boss keeps its tables in a schema of its own there. */
  databaseUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  schema?: string;
  /** Connections of pg-boss's own pool. */
  poolSize?: number;
  /** How often an idle worker asks for jobs sent by other instances (its own sends wake it at once). */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for running handlers before it closes the queue anyway. */
  stopTimeoutMs?: number;
  /** Between attempts to start while the database cannot be reached. */
  startRetryMs?: number;
};

export const JOB_SCHEMA = 'pgboss';
const DEFAULT_POOL_SIZE = 2;
const DEFAULT_POLLING_INTERVAL_SECONDS = 2;
/** Leaves main.ts's 15 s shutdown budget time to drain HTTP and end the pools. */
const DEFAULT_STOP_TIMEOUT_MS = 5_000;
const DEFAULT_START_RETRY_MS = 5_000;
/** A connection attempt gives up after this long, like the serving pool's (db/client.ts). */
export const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 30_000;
/** pg-boss's default: completed jobs leave the job table for its archive after 12 hours. */
const ARCHIVE_AFTER_SECONDS = 12 * 3600;
/** pg-boss's limit on how long a job may stay active (its `MAX_EXPIRATION_HOURS`, exclusive). */
const MAX_EXPIRE_SECONDS = 24 * 3600;

/** While the database is away the same complaint would come every few seconds; once in this long is enough. */
const UNAVAILABLE_LOG_INTERVAL_MS = 30_000;

type TKind = {
  name: string;
  handler: TJobHandler<never>;
  queue: Omit<PgBoss.Queue, 'name'>;
  /** Set for recurring work: the window of its throttled send. */
  periodSeconds?: number;
  /** Recurring work also sent, unthrottled, when the queue starts. */
  atStart?: boolean;
};

/** A pg-boss whose start failed midway ignores stop(): its pool is closed with this, after stop(). */
export async function closePgBossPool(boss: PgBoss): Promise<void> {
  const db = boss.getDb() as PgBoss.Db & { opened?: boolean; close?: () => Promise<void> };
  if (db.opened) await db.close?.().catch(() => undefined);
}

const messageOf = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);

/** Connection loss as pg (pg-boss's driver) words it, besides the codes the serving pool's errors carry. */
const isUnavailable = (error: unknown) =>
  isDatabaseUnavailableError(error) ||
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end/i.test(
    messageOf(error),
  );

/**
 * Background jobs on pg-boss: queued in PostgreSQL, so a job survives a restart, and fetched with
 * `FOR UPDATE SKIP LOCKED`, so each runs on one instance. The workers here are a loop per job kind
 * over pg-boss's fetch/complete/fail rather than its `work()`, whose completions are not awaited
 * (a database lost mid-job would reject them unhandled and end the process).
 */
/** How the job queues' connections name themselves, each followed by its process's pid. */
export const JOBS_APPLICATION_NAME_PREFIX = 'sverka-jobs:';
/** The `application_name` of this process's job-queue connections. */
export const jobsApplicationName = () => `${JOBS_APPLICATION_NAME_PREFIX}${process.pid}`;

export function createJobQueue(options: TJobQueueOptions): TJobQueue {
  const { log } = options;
  const schema = options.schema ?? JOB_SCHEMA;
  const pollingMs = (options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS) * 1000;
  const stopTimeoutMs = options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
  const startRetryMs = options.startRetryMs ?? DEFAULT_START_RETRY_MS;
  const kinds = new Map<string, TKind>();
  const wakers = new Map<string, () => void>();
  const workers = new Set<Promise<void>>();
  const clocks: NodeJS.Timeout[] = [];
  let boss: PgBoss | undefined;
  let state: 'idle' | 'starting' | 'started' | 'stopped' = 'idle';
  let starting: Promise<boolean> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let unavailableLoggedAt = 0;
  const stopping = new AbortController();

  const report = (error: unknown, message: string, context: Record<string, unknown> = {}) => {
    if (!isUnavailable(error)) {
      log.error({ err: error, ...context }, message);
      return;
    }
    const now = Date.now();
    if (now - unavailableLoggedAt < UNAVAILABLE_LOG_INTERVAL_MS) return;
    unavailableLoggedAt = now;
    log.warn({ err: error, ...context }, `${message}: the database cannot be reached, the queue waits for it`);
  };

  const addKind = (kind: TKind) => {
    if (state !== 'idle') throw new Error(`job ${kind.name} must be declared before the queue starts`);
    if (kinds.has(kind.name)) throw new Error(`job ${kind.name} is declared twice`);
    kinds.set(kind.name, kind);
  };

  const queueOptions = (options: TJobKindOptions = {}, defaults: TJobKindOptions = {}) => {
    const merged = { ...defaults, ...options };
    // pg-boss refuses an expiry of a day or more when the queue is created, and then the whole queue never
    // starts: say so where the job is declared instead.
    if (merged.expireInSeconds !== undefined && merged.expireInSeconds >= MAX_EXPIRE_SECONDS) {
      throw new Error(`job expiry must be under ${MAX_EXPIRE_SECONDS} s, got ${merged.expireInSeconds}`);
    }
    return {
      policy: 'standard' as const,
      ...(merged.retryLimit === undefined ? {} : { retryLimit: merged.retryLimit }),
      ...(merged.retryDelaySeconds === undefined ? {} : { retryDelay: merged.retryDelaySeconds }),
      ...(merged.retryBackoff === undefined ? {} : { retryBackoff: merged.retryBackoff }),
      ...(merged.expireInSeconds === undefined ? {} : { expireInSeconds: merged.expireInSeconds }),
    };
  };

  const pause = (name: string, ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (wakers.get(name) === done) wakers.delete(name);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakers.set(name, done);
    });

  const work = async (started: PgBoss, kind: TKind) => {
    const idleMs = kind.periodSeconds ? Math.min(pollingMs, Math.max(500, kind.periodSeconds * 500)) : pollingMs;
    while (state === 'started') {
      // pg-boss's fetch answers [] when the database is away rather than throwing.
      const [job] = await started.fetch<object>(kind.name, { batchSize: 1 });
      if (!job) {
        // stop() may have come while the fetch was out; it woke nobody then.
        if (state === 'started') await pause(kind.name, idleMs);
        continue;
      }
      let failure: { error: unknown } | undefined;
      try {
        await (kind.handler as TJobHandler)({ id: job.id, name: job.name, data: job.data, signal: stopping.signal });
      } catch (error) {
        failure = { error };
        report(error, 'job failed', { job: kind.name, id: job.id });
      }
      try {
        if (failure) await started.fail(kind.name, job.id, { message: messageOf(failure.error) });
        else await started.complete(kind.name, job.id);
      } catch (error) {
        // The job stays active until it expires, then pg-boss retries or fails it.
        report(error, 'job ran, but its outcome could not be stored', { job: kind.name, id: job.id });
      }
    }
  };

  const startClock = (started: PgBoss, kind: TKind & { periodSeconds: number }) => {
    let sending = false;
    const tick = () => {
      if (sending || state !== 'started') return;
      sending = true;
      started
        .sendThrottled(kind.name, {}, {}, kind.periodSeconds)
        .then((id) => {
          if (id) wakers.get(kind.name)?.();
        })
        .catch((error: unknown) => report(error, `job ${kind.name} could not be queued`))
        .finally(() => {
          sending = false;
        });
    };
    if (kind.atStart) {
      started
        .send(kind.name, {})
        .then((id) => {
          if (id) wakers.get(kind.name)?.();
        })
        .catch((error: unknown) => report(error, `job ${kind.name} could not be queued at start`));
    }
    tick();
    // Twice per window, so no window goes without a send when a timer fires late.
    const clock = setInterval(tick, kind.periodSeconds * 500);
    clock.unref();
    clocks.push(clock);
  };

  const closeBoss = async (candidate: PgBoss) => {
    try {
      await candidate.stop({ graceful: true, timeout: stopTimeoutMs });
    } catch (error) {
      report(error, 'job queue did not stop cleanly');
    }
    await closePgBossPool(candidate);
  };

  const attemptStart = async (): Promise<boolean> => {
    const longestPeriod = Math.max(0, ...[...kinds.values()].map((kind) => kind.periodSeconds ?? 0));
    const bossOptions: PgBoss.ConstructorOptions = {
      connectionString: options.databaseUrl,
      schema,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      // The process id tells one instance's queue connections from another's in pg_stat_activity.
      application_name: jobsApplicationName(),
      // Recurring work is a throttled send per period (every()); pg-boss's cron is minute-grained.
      schedule: false,
      // A throttle window only holds while its job is still in the job table.
      archiveCompletedAfterSeconds: Math.max(ARCHIVE_AFTER_SECONDS, 2 * longestPeriod),
    };
    // pg-boss hands the rest of its options to pg's Pool.
    const poolOptions = {
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      keepAlive: true,
    };
    const candidate = new PgBoss({ ...bossOptions, ...poolOptions });
    candidate.on('error', (error) => report(error, 'job queue error'));
    // Instances starting together on a fresh database would install pg-boss's schema and create the same queues
    // at once, and PostgreSQL ends that in a deadlock: one instance sets them up at a time, under a lock held by a
    // session of its own (ending the session releases it, also when the instance dies).
    const setUpLock = connectPostgres(options.databaseUrl, {
      max: 1,
      onnotice: () => undefined,
      connect_timeout: CONNECT_TIMEOUT_MS / 1000,
      connection: { application_name: jobsApplicationName(), statement_timeout: STATEMENT_TIMEOUT_MS },
    });
    try {
      await setUpLock`select pg_advisory_lock(hashtext(${`sverka-jobs-setup:${schema}`}))`;
      await candidate.start();
      for (const kind of kinds.values()) {
        const queue = { name: kind.name, ...kind.queue };
        // createQueue leaves an existing queue as it was; its settings follow the code through updateQueue.
        await candidate.createQueue(kind.name, queue);
        await candidate.updateQueue(kind.name, queue);
      }
    } catch (error) {
      report(error, 'job queue could not start');
      await closeBoss(candidate);
      return false;
    } finally {
      await setUpLock.end({ timeout: 1 });
    }
    if (state !== 'starting') {
      await closeBoss(candidate);
      return false;
    }
    boss = candidate;
    state = 'started';
    for (const kind of kinds.values()) {
      const worker = work(candidate, kind).catch((error: unknown) => report(error, `job worker ${kind.name} stopped`));
      workers.add(worker);
      void worker.finally(() => workers.delete(worker));
      if (kind.periodSeconds) startClock(candidate, { ...kind, periodSeconds: kind.periodSeconds });
    }
    return true;
  };

  const tryStart = (): Promise<boolean> => {
    starting = attemptStart().then((started) => {
      starting = undefined;
      if (!started && state === 'starting') {
        retryTimer = setTimeout(() => void tryStart(), startRetryMs);
        retryTimer.unref();
      }
      return started;
    });
    return starting;
  };

  return {
    define(name, handler, kindOptions) {
      addKind({ name, handler: handler as TJobHandler<never>, queue: queueOptions(kindOptions) });
    },
    every(name, seconds, handler, kindOptions = {}) {
      const { atStart, ...queueKindOptions } = kindOptions;
      const periodSeconds = Math.max(1, Math.round(seconds));
      addKind({
        name,
        handler: handler as TJobHandler<never>,
        queue: queueOptions(queueKindOptions, { retryLimit: 0 }),
        periodSeconds,
        atStart,
      });
    },
    async send(name, data, sendOptions = {}) {
      if (!boss || state !== 'started') throw new Error(`job ${name} sent while the queue is not running`);
      if (!kinds.has(name)) throw new Error(`job ${name} is not declared`);
      const id = await boss.send(name, data, {
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.throttleSeconds ? { singletonSeconds: sendOptions.throttleSeconds } : {}),
      });
      if (id && !sendOptions.startAfterSeconds) wakers.get(name)?.();
      return id;
    },
    async start() {
      if (state === 'started') return true;
      if (state === 'stopped') return false;
      if (starting) return starting;
      state = 'starting';
      return tryStart();
    },
    async stop() {
      if (state === 'stopped') return;
      state = 'stopped';
      stopping.abort(new Error('job queue stopping'));
      clearTimeout(retryTimer);
      for (const clock of clocks) clearInterval(clock);
      await starting;
      for (const wake of [...wakers.values()]) wake();
      let timer: NodeJS.Timeout | undefined;
      const drained = await Promise.race([
        Promise.all(workers).then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), stopTimeoutMs);
        }),
      ]);
      clearTimeout(timer);
      if (!drained) log.warn('job queue stopped while a job was still running; pg-boss expires it later');
      if (boss) await closeBoss(boss);
      boss = undefined;
    },
  };
}

/**
 * The app's job queue on the database `sql` serves from: `declare` adds the jobs, the queue starts
 * when the app is ready, beside it (without a database it keeps trying and the app still serves),
 * and stops within the app's close, before main.ts ends the pools.
 */
export function registerJobQueue(app: FastifyInstance, sql: TSql, declare: (queue: TJobQueue) => void): TJobQueue {
  const databaseUrl = databaseUrlOf(sql);
  if (!databaseUrl) throw new Error('the job queue needs a pool made by createSql: it connects to the same URL');
  const queue = createJobQueue({ databaseUrl, log: app.log });
  declare(queue);
  // Not awaited: creating or checking pg-boss's schema would delay the first request by a quarter second or more.
  app.addHook('onReady', async () => {
    void queue.start();
  });
  app.addHook('onClose', () => queue.stop());
  return queue;
}
