import type { TSearchHitRating } from '@sverka/shared';
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
};

export type THitSubject = { kind: TSubjectKind; id: number; inn: string };

/** Without ratings handed in (benchmarks of search alone), hits carry none. */
export const NO_HIT_RATINGS: THitRatings = {
  read: async (subjects) => subjects.map(() => null),
  rateLater: () => undefined,
};

export type TRatedRow<T extends THitRow> = T & { rating: TSearchHitRating | null };

const subjectsOf = (rows: readonly THitRow[]): THitSubject[] =>
  rows.map((row) => ({ kind: row.kind, id: Number(row.id), inn: row.inn }));

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
  const ahead = page.then(async (rows) => ({ rows, found: rows.length ? await ratings.read(subjectsOf(rows)) : [] }));
  ahead.catch(() => undefined);
  return ahead;
}

/**
 * The hits with their stored ratings (one extra indexed read for the whole page, both kinds; none for the rows
 * read ahead); those without one are queued for rating and shown without a mark this time.
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
  const rest = subjects.slice(done.length);
  const found = [...done, ...(rest.length ? await ratings.read(rest) : [])];
  const missing = subjects.filter((_, index) => !found[index]);
  if (missing.length) ratings.rateLater(missing);
  return rows.map((row, index) => ({ ...row, rating: found[index] ?? null }));
}
