import type { TLocked } from '@sverka/shared';
import { pageReply } from '../../lib/page-reply.ts';

/**
 * A page the caller may not see (spec: paid blocks): the count stays as a
 * teaser, the rows never leave the server, and `locked` says why.
 */
export function withholdPage<P extends { result: unknown[]; next: number | null }>(
  page: P,
  locked: TLocked | null,
): P & { locked: TLocked | null } {
  return locked ? { ...page, result: [], next: null, locked } : { ...page, locked: null };
}

/** Row offset of a 1-based page. */
export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

/** One page of rows that carry the list total (`count(*) over ()`) and sums. */
export type TCountedPage<T> = { rows: T[]; page: number; pageSize: number; totals: T | undefined };

/**
 * Fetches one page; when a page past the end comes back empty, one more
 * one-row query recovers the total, so `count` stays right there too.
 */
export async function fetchCountedPage<T extends { total_count: number }>(
  page: number,
  pageSize: number,
  fetch: (offset: number, limit: number) => Promise<T[]>,
): Promise<TCountedPage<T>> {
  const rows = await fetch(pageOffset(page, pageSize), pageSize);
  if (rows.length || page === 1) return { rows, page, pageSize, totals: rows[0] };
  const [first] = await fetch(0, 1);
  return { rows, page, pageSize, totals: first };
}

/** A counted page → the wire envelope with its rows presented. */
export function presentCountedPage<T extends { total_count: number }, R>(
  counted: TCountedPage<T>,
  present: (row: T) => R,
) {
  return pageReply(counted.totals?.total_count ?? 0, counted.page, counted.pageSize, counted.rows.map(present));
}
