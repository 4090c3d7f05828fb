import { SEARCH_KINDS, type SEARCH_STATUSES, type TSearchKind, ZSearchQuery } from '@sverka/shared';

/**
 * The results page keeps everything in its URL (`/search?q=…&region=77&page=2`)
 * so a search can be shared and the back button walks through it. Parameter
 * names are the API's own, so the URL and the request say the same thing.
 */

export type TSearchStatus = (typeof SEARCH_STATUSES)[number];

export interface TSearchFilters {
  region?: string;
  status?: TSearchStatus;
  okved?: string;
  opf?: string;
  registered_from?: string;
  registered_to?: string;
}

export interface TSearchState extends TSearchFilters {
  q: string;
  kind: TSearchKind;
  page: number;
}

export const FILTER_KEYS = ['region', 'status', 'okved', 'opf', 'registered_from', 'registered_to'] as const;

const shape = ZSearchQuery.shape;

/** A filter value from the URL, or undefined when it is absent or would be rejected by the server anyway. */
function readFilter<K extends (typeof FILTER_KEYS)[number]>(params: URLSearchParams, key: K): TSearchFilters[K] {
  const raw = params.get(key)?.trim();
  if (!raw) return undefined;
  const parsed = shape[key].safeParse(raw);
  return parsed.success ? (parsed.data as TSearchFilters[K]) : undefined;
}

/**
 * URL → state. Hand-edited or outdated links never break the page: an unknown
 * kind means all, a bad page means the first, a malformed filter is ignored.
 * The query itself is kept as given, even over the length limit, so the
 * server's own message explains what is wrong with it.
 */
export function readSearchState(params: URLSearchParams): TSearchState {
  const kindRaw = params.get('kind');
  const kind = (SEARCH_KINDS as readonly string[]).includes(kindRaw ?? '') ? (kindRaw as TSearchKind) : 'all';
  const pageRaw = Number(params.get('page'));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 ? pageRaw : 1;
  const state: TSearchState = { q: params.get('q') ?? '', kind, page };
  for (const key of FILTER_KEYS) {
    const value = readFilter(params, key);
    if (value !== undefined) Object.assign(state, { [key]: value });
  }
  return state;
}

/** State → URL query, defaults left out so links stay short; the order is fixed so equal states give equal URLs. */
export function writeSearchState(state: TSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q.trim());
  if (state.kind !== 'all') params.set('kind', state.kind);
  for (const key of FILTER_KEYS) {
    const value = state[key];
    if (value) params.set(key, value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Query parameters of `GET /api/v1/search` for this state. */
export function searchApiParams(state: TSearchState): Record<string, string> {
  return Object.fromEntries(writeSearchState(state));
}

/**
 * A new query, kind or filter starts again from page 1: page 7 of the old
 * results means nothing for the new ones. Only an explicit page keeps it.
 */
export function updateSearchState(state: TSearchState, patch: Partial<TSearchState>): TSearchState {
  const next: TSearchState = { ...state, page: 1, ...patch };
  for (const key of FILTER_KEYS) if (!next[key]) delete next[key];
  return next;
}

export function hasFilters(state: TSearchState): boolean {
  return FILTER_KEYS.some((key) => !!state[key]);
}

/** Whether there is anything to ask the server: a query or at least one filter. */
export function isSearchable(state: TSearchState): boolean {
  return state.q.trim() !== '' || hasFilters(state);
}
