import type { TProductComment } from '@sverka/shared';

export interface TReviewsSummary {
  count: number;
  /** To one decimal place; null without reviews. */
  average: number | null;
  /** Five stars first, as a rating breakdown reads. */
  distribution: { stars: number; count: number; percent: number }[];
}

/** The star summary of the reviews page: how many, the average and how many of each star. */
export function reviewsSummary(reviews: readonly Pick<TProductComment, 'stars'>[]): TReviewsSummary {
  const rated = reviews.flatMap((review) => (review.stars === null ? [] : [review.stars]));
  const count = rated.length;
  const total = rated.reduce((sum, stars) => sum + stars, 0);
  return {
    count,
    average: count === 0 ? null : Math.round((total / count) * 10) / 10,
    distribution: [5, 4, 3, 2, 1].map((stars) => {
      const matching = rated.filter((value) => value === stars).length;
      return { stars, count: matching, percent: count === 0 ? 0 : Math.round((matching / count) * 100) };
    }),
  };
}

/** Newest first, as the user remembers them. */
export function newestFirst<T extends Pick<TProductComment, 'time_create' | 'id'>>(reviews: readonly T[]): T[] {
  return [...reviews].sort((a, b) => Date.parse(b.time_create) - Date.parse(a.time_create) || b.id - a.id);
}
