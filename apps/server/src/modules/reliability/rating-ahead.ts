import { RELIABILITY_RULESET_VERSION, type TSubjectKind } from '@sverka/shared';
import type { FastifyBaseLogger } from 'fastify';
import { HEALTH_APPLICATION_NAME } from '../../db/availability.ts';
import { cancelOnAbort, type TSql } from '../../db/client.ts';
import type { TJobQueue } from '../../lib/job-queue.ts';
import { JOBS_APPLICATION_NAME_PREFIX } from '../../lib/jobs.ts';
import { findSubjectsRated } from './reliability.repository.ts';
import { recomputeReliability, todayIso } from './reliability.service.ts';

/**
 * Rating ahead: subjects without a current stored rating are rated in the background, so a search list (which
 * never waits for a rating) shows their marks, and a first card opens from a stored rating. A register loaded by
 * `npm run data:demo`, the subjects an import changed and ratings that expired or went stale with a list are
 * rated this way within a period of the job, instead of one by one as they are first shown.
 */
export const RATE_AHEAD_JOB = 'reliability.rate-ahead';
/**
 * How often the instances' clocks queue the pass (once per period across instances); each start and every import
 * from the back office queue it at once besides.
 */
export const RATE_AHEAD_PERIOD_SECONDS = 1800;
/** Subjects a batch: one gathering statement and one upsert, short enough not to hold the event loop long. */
const RATE_AHEAD_BATCH = 100;
/** Subjects looked at a statement for whether they are rated: a short index walk, whatever is rated already. */
const RATE_AHEAD_WINDOW = 1_000;
/** Share of the time a background pass works: after a batch it rests as long again, so requests keep the rest. */
const RATE_AHEAD_BACKGROUND_SHARE = 0.5;
/**
 * Share of the time a background pass works while other sessions use the database (requests of any instance, an
 * import): rating ahead is never urgent, since a subject it has not reached is rated when first read.
 */
const RATE_AHEAD_BUSY_SHARE = 0.1;
/** A session that ran a statement this recently counts as busy. */
const IN_USE_WITHIN_MS = 250;
/**
 * Busy sessions it takes for the database to be in use. One is the servers' own upkeep, whose statements every
 * second or two kept an idle database "in use" half the time (the response cache's version check runs on the
 * request pool); a request takes one or two sessions, and requests that come together take more.
 */
const IN_USE_SESSIONS = 2;
/** One pass at a time across the instances sharing a database: a session lock held while it runs. */
const RATE_AHEAD_LOCK = 'sverka-rating-ahead';

export type TRateAheadOptions = {
  batchSize?: number;
  /** Share of the time spent rating, 0 < share ≤ 1: after each batch the pass rests for the rest of its share. */
  share?: number;
  /**
   * A smaller share (0 < busyShare ≤ share) for the rests after batches that end while other sessions use the
   * database, so the pass stands aside for requests, those of other instances too.
   */
  busyShare?: number;
  /** Stops between batches (what is rated stays stored) and rejects with the abort's reason. */
  signal?: AbortSignal;
  /** Asked before each batch: true stops the pass quietly (a bulk load that drops the indexes is under way). */
  shouldPause?: () => Promise<boolean>;
  onProgress?: (rated: number) => void;
  /** Waits for another pass to end (then rates what it left) instead of leaving at once. */
  waitForLock?: boolean;
};

/** What a pass did: null when another pass held the lock, so this one did nothing. */
export type TRateAheadOutcome = { rated: number; paused: boolean; ms: number } | null;

const rest = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * True when at least {@link IN_USE_SESSIONS} other client sessions of this database are running a statement or
 * ended one within {@link IN_USE_WITHIN_MS}, the job queue's polling and the health check's probes left out: the
 * activity view is read from shared memory, so it sees every instance's requests as they happen. (A role that may
 * not see other roles' sessions sees them idle; the app's sessions share one role.)
 */
async function databaseInUse(connection: TSql): Promise<boolean> {
  const [row] = await connection<{ busy: number }[]>`
    select count(*)::int as busy from pg_stat_activity
    where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()
      and application_name not like ${`${JOBS_APPLICATION_NAME_PREFIX}%`} and application_name <> ${HEALTH_APPLICATION_NAME}
      and (state <> 'idle' or state_change > clock_timestamp() - make_interval(secs => ${IN_USE_WITHIN_MS / 1000}))`;
  return (row?.busy ?? 0) >= IN_USE_SESSIONS;
}

/**
 * Rates every company, then every sole trader, whose ИНН has no current stored rating, in id order, one batch at
 * a time, on one connection that holds the pass's lock; answers null at once when another pass holds it (unless
 * `waitForLock`).
 */
export async function rateAhead(sql: TSql, options: TRateAheadOptions = {}): Promise<TRateAheadOutcome> {
  const batchSize = options.batchSize ?? RATE_AHEAD_BATCH;
  const share = options.share ?? 1;
  if (!(share > 0 && share <= 1)) throw new Error(`share must be in (0, 1], got ${share}`);
  const busyShare = options.busyShare ?? share;
  if (!(busyShare > 0 && busyShare <= share)) throw new Error(`busyShare must be in (0, share], got ${busyShare}`);
  options.signal?.throwIfAborted();
  const started = performance.now();
  const connection = await sql.reserve();
  try {
    if (options.waitForLock) {
      await cancelOnAbort(connection`select pg_advisory_lock(hashtext(${RATE_AHEAD_LOCK}))`, options.signal);
    } else {
      const [lock] = await connection<{ held: boolean }[]>`
        select pg_try_advisory_lock(hashtext(${RATE_AHEAD_LOCK})) as held`;
      if (!lock?.held) return null;
    }
    try {
      // Coverage is cached per pool: the reserved connection reads it afresh, once a pass.
      const today = todayIso();
      let rated = 0;
      // Work and rests alternate: after each statement's work the pass rests for the rest of its share.
      const restAfter = async (workStarted: number) => {
        const worked = performance.now() - workStarted;
        const shareNow = busyShare < share && (await databaseInUse(connection)) ? busyShare : share;
        if (shareNow < 1) await rest((worked * (1 - shareNow)) / shareNow, options.signal);
      };
      // Before each statement: a stop ends the pass (rejecting), a bulk load under way pauses it (quietly).
      const shouldEnd = async () => {
        options.signal?.throwIfAborted();
        return (await options.shouldPause?.()) === true;
      };
      const paused = () => ({ rated, paused: true, ms: Math.round(performance.now() - started) });
      for (const kind of ['company', 'entrepreneur'] as const satisfies readonly TSubjectKind[]) {
        for (let after = 0; ; ) {
          if (await shouldEnd()) return paused();
          let workStarted = performance.now();
          const window = await findSubjectsRated(
            connection,
            kind,
            after,
            Math.max(RATE_AHEAD_WINDOW, batchSize),
            today,
            RELIABILITY_RULESET_VERSION,
          );
          if (!window.length) break;
          after = window.at(-1)?.id as number;
          const unrated = window.filter((subject) => !subject.rated).map((subject) => subject.id);
          for (let from = 0; from < unrated.length; from += batchSize) {
            if (from > 0) {
              if (await shouldEnd()) return paused();
              workStarted = performance.now();
            }
            const ids = unrated.slice(from, from + batchSize);
            await recomputeReliability(connection, kind, ids, today);
            rated += ids.length;
            options.onProgress?.(rated);
            await restAfter(workStarted);
          }
          if (!unrated.length) await restAfter(workStarted);
        }
      }
      return { rated, paused: false, ms: Math.round(performance.now() - started) };
    } finally {
      await connection`select pg_advisory_unlock(hashtext(${RATE_AHEAD_LOCK}))`.catch(() => undefined);
    }
  } finally {
    connection.release();
  }
}

export type TRatingAheadDeps = {
  sql: TSql;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** True while a bulk load has the register's indexes down: a pass then stops and the next period resumes. */
  bulkLoadUnderway: () => Promise<boolean>;
};

/** The pass as a recurring job of the queue, at a background share of the time, stopped with the queue. */
export function declareRatingAheadJob(queue: TJobQueue, deps: TRatingAheadDeps): void {
  queue.every(
    RATE_AHEAD_JOB,
    RATE_AHEAD_PERIOD_SECONDS,
    async (job) => {
      const outcome = await rateAhead(deps.sql, {
        share: RATE_AHEAD_BACKGROUND_SHARE,
        busyShare: RATE_AHEAD_BUSY_SHARE,
        signal: job.signal,
        shouldPause: deps.bulkLoadUnderway,
      }).catch((error: unknown) => {
        // Stopped with the queue: what was rated stays stored, the next start's pass goes on from there.
        if (job.signal.aborted) return null;
        throw error;
      });
      if (outcome?.rated)
        deps.log.info({ rated: outcome.rated, ms: outcome.ms, paused: outcome.paused }, 'subjects rated ahead');
    },
    // At each start too: a register loaded while the server was down is rated without waiting for the period (a
    // restart within the period's window would otherwise queue nothing). A pass over a large register runs for many
    // minutes; an instance that dies leaves it to the next period's pass.
    { retryLimit: 0, expireInSeconds: 6 * 3600, atStart: true },
  );
}
