import { SEARCH_COUNT_LIMIT, type TSearchKind, type TSearchReply } from '@sverka/shared';

/** Hits of a kind tab: "all" is both kinds together. */
export function kindCount(counts: TSearchReply['counts'], kind: TSearchKind): number {
  if (kind === 'company') return counts.company;
  if (kind === 'entrepreneur') return counts.entrepreneur;
  return counts.company + counts.entrepreneur;
}

/**
 * The server stops counting at SEARCH_COUNT_LIMIT; a count that reached it is
 * "more than", and so is a sum that contains one.
 */
export function isCountCapped(counts: TSearchReply['counts'], kind: TSearchKind, capped: boolean): boolean {
  if (!capped) return false;
  if (kind === 'all') return counts.company >= SEARCH_COUNT_LIMIT || counts.entrepreneur >= SEARCH_COUNT_LIMIT;
  return kindCount(counts, kind) >= SEARCH_COUNT_LIMIT;
}

/** Pages the pager offers; a capped count still pages through what was counted. */
export function pageTotal(count: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(Math.min(count, SEARCH_COUNT_LIMIT) / pageSize)) : 1;
}
