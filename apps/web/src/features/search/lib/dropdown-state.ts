import { isApiError } from '../../../lib/api-client.ts';
import type { TSearchResults } from '../api/search-companies.ts';

/** The dropdown's two lists: companies and sole traders. */
export type TListKind = keyof TSearchResults;

/**
 * Which list the dropdown shows: the user's pick while it has hits, otherwise
 * companies first (the usual target), otherwise sole traders.
 */
export function resolveActiveList(preferred: TListKind | null, results: TSearchResults): TListKind {
  if (preferred && results[preferred].length > 0) return preferred;
  return results.companies.length > 0 || results.entrepreneurs.length === 0 ? 'companies' : 'entrepreneurs';
}

/** The list switch is offered only when both lists have something (spec §2). */
export function showsListSwitch(results: TSearchResults): boolean {
  return results.companies.length > 0 && results.entrepreneurs.length > 0;
}

/**
 * Moves the keyboard highlight by `delta`, wrapping at both ends; -1 means
 * "nothing highlighted" and the first step down lands on the first hit.
 */
export function moveHighlight(current: number, delta: 1 | -1, length: number): number {
  if (length <= 0) return -1;
  if (current < 0 || current >= length) return delta > 0 ? 0 : length - 1;
  return (current + delta + length) % length;
}

export type TSearchView =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'error'; error: unknown }
  | { kind: 'empty' }
  | { kind: 'results'; results: TSearchResults; updating: boolean };

interface TSearchViewInput {
  /** True while the shown data belongs to an older query (typing, debounce, refetch). */
  stale: boolean;
  data: TSearchResults | undefined;
  error: unknown;
}

/**
 * What the dropdown body shows. Stale hits stay visible (dimmed) while the next
 * query runs, but a stale "nothing found" or error never does: it would
 * describe a query the user has already changed.
 */
export function searchView({ stale, data, error }: TSearchViewInput): TSearchView {
  const hasHits = !!data && (data.companies.length > 0 || data.entrepreneurs.length > 0);
  if (stale) return hasHits && data ? { kind: 'results', results: data, updating: true } : { kind: 'loading' };
  if (error) {
    // A 400 explains what is wrong with the query itself (e.g. a bad ИНН check digit).
    if (isApiError(error) && error.isBadRequest && error.detail) return { kind: 'invalid', message: error.detail };
    return { kind: 'error', error };
  }
  if (!data) return { kind: 'loading' };
  return hasHits ? { kind: 'results', results: data, updating: false } : { kind: 'empty' };
}
