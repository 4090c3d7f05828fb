import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type TScratchDatabase } from '../../../test/scratch-database.ts';
import { demoRegisterLoadPending, seedDemoDataIfEmpty } from './first-start.ts';

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
