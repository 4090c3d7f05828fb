import { describe, expect, it } from 'vitest';
import { insertCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import { ratingsOf } from './index.ts';

/** Many ratings at once: the current stored ones are served, the rest computed in one batch and stored. */
const ctx = useTestApp();

describe('ratingsOf', () => {
  it('serves stored ratings, computes and stores the missing ones, and leaves them out when told not to compute', async () => {
    // Companies of its own: the newest rows of the shared register are other files' fresh companies, whose
    // cards those files open (and so rate) while this test counts what is stored.
    const subjects: { id: number; inn: string }[] = [];
    for (let n = 0; n < 4; n++) {
      const { id, inn } = await insertCompany(ctx.sql);
      subjects.push({ id, inn });
    }
    const inns = subjects.map((s) => s.inn);
    await ctx.sql`delete from company_reliability where kind = 'company' and inn = any(${inns}::varchar[])`;

    expect((await ratingsOf(ctx.sql, 'company', subjects, { compute: false })).size).toBe(0);

    const computed = await ratingsOf(ctx.sql, 'company', subjects);
    expect([...computed.keys()].sort()).toEqual(subjects.map((s) => s.id).sort());
    const stored = await ctx.sql<{ inn: string; score: number; zone: string }[]>`
      select inn, score, zone from company_reliability where kind = 'company' and inn = any(${inns}::varchar[])`;
    expect(stored).toHaveLength(4);
    for (const row of stored) {
      const rating = [...computed.values()].find((r) => r.inn === row.inn);
      expect(rating).toMatchObject({ score: row.score, zone: row.zone });
    }

    // A stored score changed behind its back is what a second call serves: it read, it did not recompute.
    await ctx.sql`update company_reliability set score = 1 where kind = 'company' and inn = ${inns[0] as string}`;
    const again = await ratingsOf(ctx.sql, 'company', subjects, { compute: false });
    expect(again.get(subjects[0]?.id as number)?.score).toBe(1);
    await ctx.sql`delete from company_reliability where kind = 'company' and inn = ${inns[0] as string}`;
  });
});
