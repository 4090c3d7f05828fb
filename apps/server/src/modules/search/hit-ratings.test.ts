import { describe, expect, it } from 'vitest';
import { type THitRatings, type TJoinedRating, withRatings } from './hit-ratings.ts';
import type { THitRow } from './search.repository.ts';

const row = (kind: THitRow['kind'], id: number, rating: TJoinedRating = {}): THitRow & TJoinedRating =>
  ({ kind, id, inn: kind === 'company' ? `77070838${id}` : `5001007322${id}`, ...rating }) as THitRow & TJoinedRating;

/** Ratings whose every queued rating is recorded. */
function recordingRatings() {
  const queued: number[][] = [];
  const ratings: THitRatings = { rateLater: (subjects) => void queued.push(subjects.map((s) => s.id)) };
  return { ratings, queued };
}

describe('withRatings', () => {
  it('gives each hit the rating joined to its row and queues those without one for rating', () => {
    const { ratings, queued } = recordingRatings();
    const rated = withRatings(ratings, [
      row('company', 41, { rating_score: 77, rating_zone: 'low' }),
      row('company', 42, { rating_score: null, rating_zone: null }),
      row('entrepreneur', 44, { rating_score: 12, rating_zone: 'high' }),
      // Read without the join (no ratings handed in): no mark either.
      row('entrepreneur', 45),
    ]);
    expect(rated.map((r) => r.rating)).toEqual([{ score: 77, zone: 'low' }, null, { score: 12, zone: 'high' }, null]);
    expect(queued).toEqual([[42, 45]]);
  });

  it('queues nothing when every hit is rated, or for an empty page', () => {
    const { ratings, queued } = recordingRatings();
    withRatings(ratings, [row('company', 50, { rating_score: 0, rating_zone: 'high' })]);
    expect(withRatings(ratings, [])).toEqual([]);
    expect(queued).toEqual([]);
  });
});
