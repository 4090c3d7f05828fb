import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type TScratchDatabase } from '../../../test/scratch-database.ts';
import type { TJobHandler, TJobQueue } from '../../lib/job-queue.ts';
import { loadDemoDataset } from '../demo/index.ts';
import { declareRatingAheadJob, RATE_AHEAD_JOB, rateAhead } from './rating-ahead.ts';
import { invalidateReliabilityLists, recomputeReliability } from './reliability.service.ts';

const COMPANIES = 300;
const ENTREPRENEURS = 100;
const SUBJECTS = COMPANIES + ENTREPRENEURS;
const LOCK = 'sverka-rating-ahead';

let db: TScratchDatabase;

beforeAll(async () => {
  db = await createScratchDatabase('rating_ahead');
  await loadDemoDataset(db.sql, { companies: COMPANIES, entrepreneurs: ENTREPRENEURS, reliability: 'lazy' });
});

afterAll(async () => {
  await db?.drop();
});

const stored = async () => {
  const [row] = await db.sql<{ n: number }[]>`select count(*)::int as n from company_reliability`;
  return row?.n ?? 0;
};
const computedAt = async () =>
  new Map(
    (await db.sql<{ inn: string; at: Date }[]>`select inn, computed_at as at from company_reliability`).map((row) => [
      row.inn,
      row.at.getTime(),
    ]),
  );
const firstCompanyIds = async (n: number) =>
  (await db.sql<{ id: number }[]>`select id from companies order by id limit ${n}`).map((row) => Number(row.id));
const activeStatements = async () => {
  const [row] = await db.sql<{ n: number }[]>`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`;
  return row?.n ?? 0;
};

describe('rating ahead', () => {
  it('rates only the subjects without a current rating: new, expired, or older than a change of the lists', async () => {
    await db.sql`truncate company_reliability`;
    await recomputeReliability(db.sql, 'company', await firstCompanyIds(5));
    const before = await computedAt();

    const first = await rateAhead(db.sql, { batchSize: 64 });
    expect(first).toMatchObject({ rated: SUBJECTS - 5, paused: false });
    expect(await stored()).toBe(SUBJECTS);
    // The five rated before were left as they were.
    const after = await computedAt();
    for (const [inn, at] of before) expect(after.get(inn)).toBe(at);

    expect(await rateAhead(db.sql)).toMatchObject({ rated: 0 });

    await db.sql`
      update company_reliability set valid_until = current_date
      where inn in (select inn from companies order by id limit 7)`;
    expect(await rateAhead(db.sql)).toMatchObject({ rated: 7 });

    await invalidateReliabilityLists(db.sql);
    expect(await rateAhead(db.sql)).toMatchObject({ rated: SUBJECTS });
    expect(await rateAhead(db.sql)).toMatchObject({ rated: 0 });
  });

  it('runs one pass at a time: another leaves at once, or waits for the lock when asked to', async () => {
    await db.sql`truncate company_reliability`;
    const holder = await db.sql.reserve();
    try {
      await holder`select pg_advisory_lock(hashtext(${LOCK}))`;
      expect(await rateAhead(db.sql)).toBeNull();
      expect(await stored()).toBe(0);

      const waiting = rateAhead(db.sql, { waitForLock: true });
      let settled = false;
      void waiting.finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
      await holder`select pg_advisory_unlock(hashtext(${LOCK}))`;
      expect(await waiting).toMatchObject({ rated: SUBJECTS });
    } finally {
      holder.release();
    }
  });

  it('stops between batches or while it rests, keeps what it rated, and leaves the lock and no statement behind', async () => {
    await db.sql`truncate company_reliability`;
    const stop = new AbortController();
    // A pass working a ten-thousandth of the time rests for minutes after its first batch: the stop comes during that rest.
    const stopped = rateAhead(db.sql, {
      batchSize: 50,
      share: 0.0001,
      signal: stop.signal,
      onProgress: () => setTimeout(() => stop.abort(new Error('server stopping')), 50),
    });
    await expect(stopped).rejects.toThrow('server stopping');
    expect(await stored()).toBe(50);
    expect(await activeStatements()).toBe(0);

    const waitingForLock = new AbortController();
    const holder = await db.sql.reserve();
    try {
      await holder`select pg_advisory_lock(hashtext(${LOCK}))`;
      const waiting = rateAhead(db.sql, { waitForLock: true, signal: waitingForLock.signal });
      setTimeout(() => waitingForLock.abort(new Error('server stopping')), 100);
      await expect(waiting).rejects.toThrow('server stopping');
    } finally {
      await holder`select pg_advisory_unlock(hashtext(${LOCK}))`;
      holder.release();
    }
    // The lock was let go: the next pass takes it and rates what is left.
    expect(await rateAhead(db.sql)).toMatchObject({ rated: SUBJECTS - 50 });
    await expect(rateAhead(db.sql, { share: 0 })).rejects.toThrow(/share/);
  });

  it('stands aside while other sessions use the database, and works its full share beside one session of upkeep', async () => {
    await db.sql`truncate company_reliability`;
    // Working all the time when the database is quiet, a millionth of it while it is in use: a rest after a batch
    // that ends in use lasts hours, one after a batch that ends quiet nothing.
    const options = { batchSize: 50, share: 1, busyShare: 0.000001 };
    const sessions = [await db.sql.reserve(), await db.sql.reserve()];
    const stop = new AbortController();
    try {
      // Two requests' statements under way.
      const running = sessions.map((session) => session`select pg_sleep(30)`.catch(() => undefined));
      while ((await activeStatements()) < 2) await new Promise((resolve) => setTimeout(resolve, 5));
      const standingAside = rateAhead(db.sql, { ...options, signal: stop.signal });
      standingAside.catch(() => undefined);
      // Its first batch is stored, and no other follows.
      while ((await stored()) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(await stored()).toBe(50);
      stop.abort(new Error('server stopping'));
      await expect(standingAside).rejects.toThrow('server stopping');
      await db.sql`select pg_cancel_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'select pg_sleep(30)'`;
      await Promise.all(running);
    } finally {
      for (const session of sessions) session.release();
    }
    // One session's statement every 50 ms, as a server's upkeep runs (the response cache's version check), leaves
    // the database quiet: the pass rates the rest without resting.
    const upkeep = await db.sql.reserve();
    let ticking = true;
    const ticks = (async () => {
      while (ticking) {
        await upkeep`select 1`;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await rateAhead(db.sql, options)).toMatchObject({ rated: SUBJECTS - 50, paused: false });
    } finally {
      ticking = false;
      await ticks;
      upkeep.release();
    }
    await expect(rateAhead(db.sql, { share: 0.5, busyShare: 0.6 })).rejects.toThrow(/busyShare/);
  });

  it('pauses, rating nothing more, while a bulk load has the register down', async () => {
    await db.sql`truncate company_reliability`;
    let loading = false;
    const outcome = await rateAhead(db.sql, {
      batchSize: 40,
      shouldPause: async () => loading,
      onProgress: (rated) => {
        if (rated >= 80) loading = true;
      },
    });
    expect(outcome).toMatchObject({ rated: 80, paused: true });
    expect(await stored()).toBe(80);
  });

  it('runs as a recurring job at half the time, quietly ending when the queue stops', async () => {
    await db.sql`truncate company_reliability`;
    const declared = new Map<string, { seconds: number; handler: TJobHandler }>();
    const queue = {
      every: (name: string, seconds: number, handler: TJobHandler) => void declared.set(name, { seconds, handler }),
    } as unknown as TJobQueue;
    const logged: unknown[] = [];
    let loadUnderway = true;
    declareRatingAheadJob(queue, {
      sql: db.sql,
      log: { info: (entry: unknown) => void logged.push(entry) },
      bulkLoadUnderway: async () => loadUnderway,
    });
    const job = declared.get(RATE_AHEAD_JOB);
    expect(job?.seconds).toBe(1800);
    const handler = job?.handler as TJobHandler;
    const run = (signal = new AbortController().signal) => handler({ id: '1', name: RATE_AHEAD_JOB, data: {}, signal });

    await run();
    expect(await stored()).toBe(0);

    loadUnderway = false;
    const stopping = new AbortController();
    const first = run(stopping.signal);
    // The queue stops once the pass has stored its first batch: the job ends without an error, what it rated is kept.
    while ((await stored()) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    stopping.abort(new Error('job queue stopping'));
    await expect(first).resolves.toBeUndefined();
    const kept = await stored();
    expect(kept).toBeLessThan(SUBJECTS);

    await run();
    expect(await stored()).toBe(SUBJECTS);
    expect(logged.at(-1)).toMatchObject({ rated: SUBJECTS - kept, paused: false });
  });
});
