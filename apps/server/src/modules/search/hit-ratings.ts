import type { TSearchHitRating } from '@sverka/shared';
import type postgres from 'postgres';
import type { TSql } from '../../db/client.ts';
import type { THitRow, TSubjectKind } from './search.repository.ts';

/**
 * What search asks of the reliability ratings, handed in by the app: the reliability module finds its subjects
 * through companies, which lists its page through search, so search cannot import it.
 */
export type THitRatings = {
  /**
   * A lateral join on the page's subject row (aliased `subject`) that gives `stored_rating.score` and
   * `stored_rating.zone` when its stored rating is current, so a page carries its marks without a statement of
   * their own; never computes. Without it hits carry no mark.
   */
  storedJoin?: TStoredRatingJoin;
  /** Has these hits rated after the reply, so that the next search shows their mark; never awaited. */
  rateLater(subjects: readonly THitSubject[]): void;
};

export type TStoredRatingJoin = (
  sql: TSql,
  kind: TSubjectKind,
  subject: string,
) => postgres.PendingQuery<postgres.Row[]>;

/** A hit row read with the stored rating joined: `rating_score` is null without a current rating. */
export type TJoinedRating = { rating_score?: number | null; rating_zone?: TSearchHitRating['zone'] | null };

export type THitSubject = { kind: TSubjectKind; id: number; inn: string };

/** Without ratings handed in (benchmarks of search alone), hits carry none. */
export const NO_HIT_RATINGS: THitRatings = { rateLater: () => undefined };

export type TRatedRow<T extends THitRow> = T & { rating: TSearchHitRating | null };

/**
 * The hits with the stored ratings their page was read with; those without one are queued for rating and
 * shown without a mark this time.
 */
export function withRatings<T extends THitRow & TJoinedRating>(
  ratings: THitRatings,
  rows: readonly T[],
): TRatedRow<T>[] {
  const rated = rows.map((row) => ({
    ...row,
    rating: row.rating_score == null || !row.rating_zone ? null : { score: row.rating_score, zone: row.rating_zone },
  }));
  const missing = rated.filter((row) => !row.rating);
  if (missing.length) ratings.rateLater(missing.map((row) => ({ kind: row.kind, id: Number(row.id), inn: row.inn })));
  return rated;
}
