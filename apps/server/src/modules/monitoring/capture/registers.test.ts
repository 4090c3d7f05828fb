import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { isFirstLoad } from './registers.ts';

let db: TScratchDatabase;

beforeAll(async () => {
  db = await createScratchDatabase('capture_registers');
});

afterAll(async () => {
  await db?.drop();
});

describe('isFirstLoad', () => {
  it('decides once per run, telling apart runs whose ids repeat in one process', async () => {
    // Run ids start over in every database: two scratch copies in one test worker both have a run 1.
    const first = { id: 1, resumed: false, key: 'first-database-run' };
    expect(await isFirstLoad(db.sql, 'mass_addresses', first)).toBe(true);
    await db.sql`
      insert into mass_addresses (address_key, address, region_code, companies, source, as_of)
      values ('key', 'г. Москва, ул. Тверская, д. 1', '77', 12, 'fns', '2025-07-01')`;
    // The same run keeps its decision for all its batches…
    expect(await isFirstLoad(db.sql, 'mass_addresses', first)).toBe(true);
    // …while another run with the same id decides afresh.
    expect(await isFirstLoad(db.sql, 'mass_addresses', { id: 1, resumed: false, key: 'second-database-run' })).toBe(
      false,
    );
  });
});
