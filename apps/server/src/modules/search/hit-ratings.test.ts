import { describe, expect, it } from 'vitest';
import { readRatingsAhead, type THitRatings, type THitSubject, withRatings } from './hit-ratings.ts';
import type { THitRow } from './search.repository.ts';

const row = (kind: THitRow['kind'], id: number): THitRow =>
  ({ kind, id, inn: kind === 'company' ? `77070838${id}` : `5001007322${id}` }) as unknown as THitRow;

/** Ratings stored for even ids only; every read and every queued rating is recorded. */
function fakeRatings() {
  const reads: number[][] = [];
  const queued: number[][] = [];
  const ratings: THitRatings = {
    read: async (subjects: readonly THitSubject[]) => {
      reads.push(subjects.map((s) => s.id));
      return subjects.map((s) => (s.id % 2 === 0 ? { score: 50 + s.id, zone: 'medium' as const } : null));
    },
    rateLater: (subjects) => void queued.push(subjects.map((s) => s.id)),
  };
  return { ratings, reads, queued };
}

describe('withRatings', () => {
  it('gives each hit its stored rating and queues those without one for rating', async () => {
    const { ratings, reads, queued } = fakeRatings();
    const rated = await withRatings(ratings, [row('company', 10), row('company', 11), row('entrepreneur', 12)]);
    expect(rated.map((r) => r.rating)).toEqual([{ score: 60, zone: 'medium' }, null, { score: 62, zone: 'medium' }]);
    expect(reads).toEqual([[10, 11, 12]]);
    expect(queued).toEqual([[11]]);
  });

  it('reuses the ratings read ahead for the page and reads only the rows added after it', async () => {
    const { ratings, reads } = fakeRatings();
    const companies = [row('company', 20), row('company', 21)];
    const ahead = await readRatingsAhead(ratings, Promise.resolve(companies));
    const page = [...companies, row('entrepreneur', 22)];
    const rated = await withRatings(ratings, page, ahead);
    expect(reads).toEqual([[20, 21], [22]]);
    expect(rated.map((r) => r.rating?.score ?? null)).toEqual([70, null, 72]);
  });

  it('reads afresh when the page is not the one read ahead', async () => {
    const { ratings, reads } = fakeRatings();
    const ahead = await readRatingsAhead(ratings, Promise.resolve([row('company', 30)]));
    await withRatings(ratings, [row('company', 32)], ahead);
    expect(reads).toEqual([[30], [32]]);
  });

  it('takes the ratings of rows read with the join from their columns and reads only the others', async () => {
    const { ratings, reads, queued } = fakeRatings();
    const joinedRow = (id: number, rating: { rating_score: number | null; rating_zone: 'low' | null }) => ({
      ...row('company', id),
      ...rating,
    });
    const page = [
      joinedRow(41, { rating_score: 77, rating_zone: 'low' }),
      joinedRow(42, { rating_score: null, rating_zone: null }),
      row('entrepreneur', 44),
    ];
    const rated = await withRatings(ratings, page);
    expect(rated.map((r) => r.rating)).toEqual([{ score: 77, zone: 'low' }, null, { score: 94, zone: 'medium' }]);
    expect(reads).toEqual([[44]]);
    expect(queued).toEqual([[42]]);
  });

  it('reads nothing for an empty page', async () => {
    const { ratings, reads } = fakeRatings();
    expect(await withRatings(ratings, [])).toEqual([]);
    expect(reads).toEqual([]);
  });
});
