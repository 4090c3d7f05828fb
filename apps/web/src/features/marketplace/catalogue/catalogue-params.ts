import {
  PRODUCT_ORDERINGS,
  type TProductOrdering,
  type TProductsQuery,
  type TQueryString,
  ZProductsQuery,
} from '@sverka/shared';

/**
 * The catalogue keeps every filter in its URL (`/marketplace?search=…&category=3&price_max=5000`), so a link
 * can be shared and back/forward step through the choices. Parameter names are the API's own, so the page's
 * URL and its request say the same thing.
 */
export interface TCatalogueState {
  search: string;
  ordering: TProductOrdering | undefined;
  category: number | undefined;
  company: number | undefined;
  priceMin: number | undefined;
  priceMax: number | undefined;
  /** Seller regions, by their official names. */
  regions: string[];
  page: number;
}

export const EMPTY_CATALOGUE_STATE: TCatalogueState = {
  search: '',
  ordering: undefined,
  category: undefined,
  company: undefined,
  priceMin: undefined,
  priceMax: undefined,
  regions: [],
  page: 1,
};

const REGIONS_KEY = 'company__region__name__in';
const shape = ZProductsQuery.shape;

function readPositiveId(params: URLSearchParams, key: 'category' | 'company'): number | undefined {
  const raw = params.get(key)?.trim();
  if (!raw) return undefined;
  const parsed = shape[key].safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

function readPrice(params: URLSearchParams, key: 'price_min' | 'price_max'): number | undefined {
  const raw = params.get(key)?.trim();
  if (!raw) return undefined;
  const parsed = shape[key].safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** Region names from `a,b,c`, trimmed, without blanks or repeats. */
function readRegions(params: URLSearchParams): string[] {
  const raw = params.get(REGIONS_KEY) ?? '';
  return [
    ...new Set(
      raw
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * URL → state. A hand-edited or outdated link never breaks the page: an unknown ordering means the default,
 * a bad page the first, a malformed filter is left out.
 */
export function readCatalogueState(params: URLSearchParams): TCatalogueState {
  const orderingRaw = params.get('ordering') ?? '';
  const ordering = (PRODUCT_ORDERINGS as readonly string[]).includes(orderingRaw)
    ? (orderingRaw as TProductOrdering)
    : undefined;
  const pageRaw = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    ordering,
    category: readPositiveId(params, 'category'),
    company: readPositiveId(params, 'company'),
    priceMin: readPrice(params, 'price_min'),
    priceMax: readPrice(params, 'price_max'),
    regions: readRegions(params),
    page: Number.isInteger(pageRaw) && pageRaw >= 1 ? pageRaw : 1,
  };
}

/** State → the API's query, defaults left out; the order is fixed, so equal states give equal URLs and keys. */
export function catalogueApiParams(state: TCatalogueState): TQueryString<typeof ZProductsQuery> {
  const params: Partial<Record<keyof TProductsQuery, string | number>> = {};
  const search = state.search.trim();
  if (search !== '') params.search = search;
  if (state.category !== undefined) params.category = state.category;
  if (state.company !== undefined) params.company = state.company;
  if (state.priceMin !== undefined) params.price_min = state.priceMin;
  if (state.priceMax !== undefined) params.price_max = state.priceMax;
  if (state.regions.length > 0) params[REGIONS_KEY] = state.regions.join(',');
  if (state.ordering !== undefined) params.ordering = state.ordering;
  if (state.page > 1) params.page = state.page;
  return params as TQueryString<typeof ZProductsQuery>;
}

/** State → the page's URL query: the same names and values as the request. */
export function writeCatalogueState(state: TCatalogueState): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(catalogueApiParams(state))) {
    if (value !== undefined) query.set(key, String(value));
  }
  return query;
}

/** A change of any filter starts again from the first page; a page change keeps the filters. */
export function updateCatalogueState(state: TCatalogueState, patch: Partial<TCatalogueState>): TCatalogueState {
  const next = { ...state, ...patch };
  if (!('page' in patch)) next.page = 1;
  return next;
}

/** Whether anything narrows the list (the empty state then offers to reset it). */
export function hasCatalogueFilters(state: TCatalogueState): boolean {
  return (
    state.search.trim() !== '' ||
    state.category !== undefined ||
    state.company !== undefined ||
    state.priceMin !== undefined ||
    state.priceMax !== undefined ||
    state.regions.length > 0
  );
}

/**
 * Spec §5 "Price filter: minus and letter e blocked": the keys a number field would take but a price never
 * has (a sign, an exponent). Editing and navigation keys pass.
 */
const BLOCKED_PRICE_KEYS = new Set(['-', '+', 'e', 'E']);

export function blockNonPriceKey(event: { key: string; preventDefault: () => void }): void {
  if (BLOCKED_PRICE_KEYS.has(event.key)) event.preventDefault();
}

/** What a price field holds → a bound; empty (or not a price) means no bound. */
export function priceBoundFromText(text: string): number | undefined {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (normalized === '') return undefined;
  const parsed = shape.price_min.safeParse(normalized);
  return parsed.success ? parsed.data : undefined;
}
