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

/**
 * The hits with their stored ratings (one extra indexed read for the whole page, both kinds); those without
 * one are queued for rating and shown without a mark this time.
 */
export async function withRatings<T extends THitRow>(
  ratings: THitRatings,
  rows: readonly T[],
): Promise<TRatedRow<T>[]> {
  if (!rows.length) return [];
  const subjects = rows.map((row) => ({ kind: row.kind, id: Number(row.id), inn: row.inn }));
  const found = await ratings.read(subjects);
  const missing = subjects.filter((_, index) => !found[index]);
  if (missing.length) ratings.rateLater(missing);
  return rows.map((row, index) => ({ ...row, rating: found[index] ?? null }));
}
