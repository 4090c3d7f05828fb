import type { TSearchHitRating } from '@sverka/shared';
import type postgres from 'postgres';
import type { TSql } from '../../db/client.ts';
import type { THitRow, TSubjectKind } from './search.repository.ts';

/**
 * What search asks of the reliability ratings, handed in by the app: the reliability module finds its subjects
 * through companies, which lists its page through search, so search cannot import it.
 */
export type THitRatings = {
  /** The stored current rating of each hit, in the order given (null where none is stored); never computes. */
  read(subjects: readonly THitSubject[]): Promise<(TSearchHitRating | null)[]>;
  /** Has these hits rated after the reply, so that the next search shows their mark; never awaited. */
  rateLater(subjects: readonly THitSubject[]): void;
  /**
   * A lateral join on the page's subject row (aliased `subject`) that gives `stored_rating.score` and
   * `stored_rating.zone` when its stored rating is current: a page read with it needs no `read`, which saves a
   * round trip before the reply. Without it a page's ratings are read after the page.
   */
  storedJoin?: TStoredRatingJoin;
};

export type TStoredRatingJoin = (
  sql: TSql,
  kind: TSubjectKind,
  subject: string,
) => postgres.PendingQuery<postgres.Row[]>;

/** A hit row read with the stored rating joined: `rating_score` is present (null without a current rating). */
export type TJoinedRating = { rating_score?: number | null; rating_zone?: TSearchHitRating['zone'] | null };

export type THitSubject = { kind: TSubjectKind; id: number; inn: string };

/** Without ratings handed in (benchmarks of search alone), hits carry none. */
export const NO_HIT_RATINGS: THitRatings = {
  read: async (subjects) => subjects.map(() => null),
  rateLater: () => undefined,
};

export type TRatedRow<T extends THitRow> = T & { rating: TSearchHitRating | null };

const subjectsOf = (rows: readonly THitRow[]): THitSubject[] =>
  rows.map((row) => ({ kind: row.kind, id: Number(row.id), inn: row.inn }));

const joined = (row: THitRow & TJoinedRating) => 'rating_score' in row;

/** The stored ratings of these rows, in order: from their own columns when joined, the others in one read. */
async function storedRatingsOf(
  ratings: THitRatings,
  rows: readonly (THitRow & TJoinedRating)[],
): Promise<(TSearchHitRating | null)[]> {
  const unjoined = rows.filter((row) => !joined(row));
  const read = unjoined.length ? await ratings.read(subjectsOf(unjoined)) : [];
  let next = 0;
  return rows.map((row) => {
    if (!joined(row)) return read[next++] ?? null;
    return row.rating_score == null || !row.rating_zone ? null : { score: row.rating_score, zone: row.rating_zone };
  });
}

/** A page's stored ratings, read as soon as the page arrived. */
export type TRatingsAhead<T extends THitRow> = { rows: readonly T[]; found: (TSearchHitRating | null)[] };

/**
 * Reads the stored ratings of a page as soon as it arrives, so the read overlaps whatever the search still
 * waits for (its counts). A failure surfaces only where the result is awaited.
 */
export function readRatingsAhead<T extends THitRow>(
  ratings: THitRatings,
  page: Promise<T[]>,
): Promise<TRatingsAhead<T>> {
  const ahead = page.then(async (rows) => ({ rows, found: await storedRatingsOf(ratings, rows) }));
  ahead.catch(() => undefined);
  return ahead;
}

/**
 * The hits with their stored ratings (none read for rows read with the join or read ahead, else one indexed read
 * for the whole page, both kinds); those without one are queued for rating and shown without a mark this time.
 */
export async function withRatings<T extends THitRow>(
  ratings: THitRatings,
  rows: readonly T[],
  ahead?: TRatingsAhead<T>,
): Promise<TRatedRow<T>[]> {
  if (!rows.length) return [];
  const subjects = subjectsOf(rows);
  // The page read ahead is this page or its beginning (a page of all kinds adds sole traders after it).
  const known = ahead && ahead.rows.length <= rows.length && ahead.rows.every((row, i) => rows[i] === row);
  const done = known ? ahead.found : [];
  const found = [...done, ...(await storedRatingsOf(ratings, rows.slice(done.length)))];
  const missing = subjects.filter((_, index) => !found[index]);
  if (missing.length) ratings.rateLater(missing);
  return rows.map((row, index) => ({ ...row, rating: found[index] ?? null }));
}
