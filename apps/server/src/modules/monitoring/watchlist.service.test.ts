import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { addToWatchlist } from './index.ts';

const ctx = useTestApp();

describe('addToWatchlist', () => {
  it('adds within the allowance, counts repeats and what did not fit, and never passes the limit under a race', async () => {
    const user = await createUser(ctx.app);
    const companies = await ctx.sql<{ inn: string }[]>`select inn from companies order by id limit 6`;
    const subjects = companies.map((c) => ({ inn: c.inn, subjectKind: 'company' as const }));

    expect(await addToWatchlist(ctx.sql, user.id, subjects.slice(0, 2), 3)).toEqual({
      added: 2,
      alreadyWatched: 0,
      overLimit: 0,
    });
    expect(await addToWatchlist(ctx.sql, user.id, subjects.slice(1, 4), 3)).toEqual({
      added: 1,
      alreadyWatched: 1,
      overLimit: 1,
    });
    // Two requests at once for the last places: together they stay within the allowance.
    const outcomes = await Promise.all([
      addToWatchlist(ctx.sql, user.id, subjects.slice(4, 5), 4),
      addToWatchlist(ctx.sql, user.id, subjects.slice(5, 6), 4),
    ]);
    expect(outcomes.map((o) => o.added).sort()).toEqual([0, 1]);
    const [{ count }] =
      (await ctx.sql`select count(*)::int as count from watchlist_entries where user_id = ${user.id}`) as [
        { count: number },
      ];
    expect(count).toBe(4);
  });
});
