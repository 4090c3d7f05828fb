import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type TScratchDatabase } from '../../../test/scratch-database.ts';
import { recomputeAllReliability } from '../reliability/index.ts';
import {
  demoRegisterLoadPending,
  needsRatingAhead,
  rateDemoRegisterAhead,
  seedDemoDataIfEmpty,
} from './first-start.ts';

let db: TScratchDatabase;

beforeAll(async () => {
  db = await createScratchDatabase('first_start');
});

afterAll(async () => {
  await db?.drop();
});

const counts = async () => {
  const [row] = await db.sql<{ companies: number; entrepreneurs: number }[]>`
    select (select count(*)::int from companies) as companies, (select count(*)::int from entrepreneurs) as entrepreneurs`;
  return row;
};

describe('the first start demo load', () => {
  it('loads an empty register, then keeps what is there on later starts', async () => {
    expect(await demoRegisterLoadPending(db.sql, true)).toBe(true);
    expect(await demoRegisterLoadPending(db.sql, false)).toBe(false);
    const first = await seedDemoDataIfEmpty(db.sql, { enabled: true, companies: 40, entrepreneurs: 10 });
    expect(first).toMatchObject({ seeded: true, companies: 40, entrepreneurs: 10 });
    expect(await demoRegisterLoadPending(db.sql, true)).toBe(false);
    expect(await seedDemoDataIfEmpty(db.sql, { enabled: true, companies: 25, entrepreneurs: 5 })).toEqual({
      seeded: false,
      reason: 'has-data',
    });
    expect(await counts()).toEqual({ companies: 40, entrepreneurs: 10 });
  });

  it('clears and loads again what a load cut short left behind', async () => {
    // What a process stopped mid-load leaves: its mark, and the rows it had copied so far.
    await db.sql`insert into app_meta (key, value) values ('demo_first_start_load', '{}'::jsonb)`;
    await db.sql`delete from app_meta where key = 'dataset'`;
    expect(await demoRegisterLoadPending(db.sql, true)).toBe(true);
    const again = await seedDemoDataIfEmpty(db.sql, { enabled: true, companies: 25, entrepreneurs: 5 });
    expect(again).toMatchObject({ seeded: true, companies: 25, entrepreneurs: 5 });
    expect(await counts()).toEqual({ companies: 25, entrepreneurs: 5 });
    expect(await demoRegisterLoadPending(db.sql, true)).toBe(false);
    const [dataset] = await db.sql<
      { kind: string }[]
    >`select value->>'kind' as kind from app_meta where key = 'dataset'`;
    expect(dataset?.kind).toBe('demo');
  });

  it('stops between batches when the server stops, and the next start loads it all again', async () => {
    const [indexes] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from pg_indexes where schemaname = current_schema()`;
    await db.sql`insert into app_meta (key, value) values ('demo_first_start_load', '{}'::jsonb)`;
    const stop = new AbortController();
    const stopped = seedDemoDataIfEmpty(db.sql, {
      enabled: true,
      companies: 30_000,
      entrepreneurs: 0,
      onProgress: ({ phase, done }) => {
        if (phase === 'companies' && done > 0) stop.abort(new Error('server stopping'));
      },
      signal: stop.signal,
    });
    await expect(stopped).rejects.toThrow('server stopping');
    // No COPY of the load is left writing when it reports the stop: the server ends its pool right after.
    const copying = await db.sql`
      select pid from pg_stat_activity where state = 'active' and query ilike 'copy%' and pid <> pg_backend_pid()`;
    expect(copying).toEqual([]);
    const loadedBeforeTheStop = (await counts())?.companies ?? 0;
    expect(loadedBeforeTheStop).toBeGreaterThan(0);
    expect(loadedBeforeTheStop).toBeLessThan(30_000);
    // The indexes are not rebuilt on the way out: they stay parked for the next start.
    expect(await db.sql`select 1 from app_meta where key = 'demo_deferred_indexes'`).toHaveLength(1);
    expect(await demoRegisterLoadPending(db.sql, true)).toBe(true);

    const again = await seedDemoDataIfEmpty(db.sql, { enabled: true, companies: 30, entrepreneurs: 6 });
    expect(again).toMatchObject({ seeded: true, companies: 30, entrepreneurs: 6 });
    expect(await counts()).toEqual({ companies: 30, entrepreneurs: 6 });
    expect(await demoRegisterLoadPending(db.sql, true)).toBe(false);
    const [restored] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from pg_indexes where schemaname = current_schema()`;
    expect(restored?.n).toBe(indexes?.n);
  });

  it('stops waiting for the load of another instance when the server stops', async () => {
    const other = await db.sql.reserve();
    try {
      await other`select pg_advisory_lock(7372633501)`;
      const stop = new AbortController();
      const waiting = seedDemoDataIfEmpty(db.sql, {
        enabled: true,
        companies: 30,
        entrepreneurs: 6,
        signal: stop.signal,
      });
      const waitingOnLock = async () =>
        (await db.sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and wait_event = 'advisory'`)
          .length;
      await expect.poll(waitingOnLock).toBe(1);
      stop.abort(new Error('server stopping'));
      await expect(waiting).rejects.toThrow('server stopping');
      expect(await waitingOnLock()).toBe(0);
    } finally {
      await other`select pg_advisory_unlock(7372633501)`;
      other.release();
    }
  });

  it('loads once when two instances start together, the second waiting for the first', async () => {
    await db.sql`insert into app_meta (key, value) values ('demo_first_start_load', '{}'::jsonb)`;
    await db.sql`delete from app_meta where key = 'dataset'`;
    const outcomes = await Promise.all([
      seedDemoDataIfEmpty(db.sql, { enabled: true, companies: 20, entrepreneurs: 4 }),
      seedDemoDataIfEmpty(db.sql, { enabled: true, companies: 20, entrepreneurs: 4 }),
    ]);
    expect(outcomes.filter((outcome) => outcome.seeded === true)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.seeded === false)).toEqual([{ seeded: false, reason: 'has-data' }]);
    expect(await counts()).toEqual({ companies: 20, entrepreneurs: 4 });
  });
});

describe('rating a first start’s register ahead', () => {
  let large: TScratchDatabase;
  beforeAll(async () => {
    large = await createScratchDatabase('first_start_ratings');
  });
  afterAll(async () => {
    await large?.drop();
  });
  const stored = async () => {
    const [row] = await large.sql<{ n: number }[]>`select count(*)::int as n from company_reliability`;
    return row?.n;
  };
  const running = async () => {
    const [row] = await large.sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`;
    return row?.n;
  };

  it('is needed only after a load of a register too large for the load to rate', async () => {
    expect(needsRatingAhead({ seeded: false, reason: 'has-data' })).toBe(false);
    expect(needsRatingAhead({ seeded: 'marketplace', products: 10, ms: 1 })).toBe(false);
    const small = await createScratchDatabase('first_start_rated');
    try {
      const seed = await seedDemoDataIfEmpty(small.sql, { enabled: true, companies: 1_500, entrepreneurs: 500 });
      expect(seed).toMatchObject({ seeded: true, rated: true });
      expect(needsRatingAhead(seed)).toBe(false);
    } finally {
      await small.drop();
    }
  });

  it('rates every subject the load left unrated; a stop keeps what is rated and leaves no batch running', async () => {
    const seed = await seedDemoDataIfEmpty(large.sql, { enabled: true, companies: 1_500, entrepreneurs: 600 });
    expect(seed).toMatchObject({ seeded: true, rated: false });
    expect(needsRatingAhead(seed)).toBe(true);
    expect(await stored()).toBe(0);

    const stop = new AbortController();
    const stopped = recomputeAllReliability(large.sql, {
      batchSize: 100,
      concurrency: 2,
      signal: stop.signal,
      onProgress: () => stop.abort(new Error('server stopping')),
    });
    await expect(stopped).rejects.toThrow('server stopping');
    expect(await running()).toBe(0);
    const kept = (await stored()) ?? 0;
    expect(kept).toBeGreaterThanOrEqual(100);
    expect(kept).toBeLessThan(2_100);
    await expect(rateDemoRegisterAhead(large.sql, stop.signal)).rejects.toThrow('server stopping');

    const ahead = await rateDemoRegisterAhead(large.sql);
    // Only what the stopped pass left is rated again.
    expect(ahead.rated).toBe(2_100 - kept);
    expect(await stored()).toBe(2_100);
  });
});
