import { type TCompanySearchReply, type TSearchHit, ZCompanySearchReply } from '@sverka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Spec §9: the landing search waits 700 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 700;
/** Spec §9: the company search of the add-company form waits longer, 1000 ms. */
export const ADD_COMPANY_SEARCH_DEBOUNCE_MS = 1000;

/** Hits say where they matched, as on the results page: a company found by a person names them. */
export interface TSearchResults {
  companies: TSearchHit[];
  entrepreneurs: TSearchHit[];
}

/**
 * The wire reply is `[{records: ИП[]}, companies[]?]` (spec §3): the second
 * element is absent when no company matched.
 */
export function splitSearchReply(reply: TCompanySearchReply): TSearchResults {
  return { entrepreneurs: reply[0].records, companies: reply[1] ?? [] };
}

/** `GET /api/v1/company-search`: the header dropdown's hits, split into its two lists. */
export async function searchCompanies(query: string, signal?: AbortSignal): Promise<TSearchResults> {
  const reply = await apiGet('/api/v1/company-search', ZCompanySearchReply, { params: { query }, signal });
  return splitSearchReply(reply);
}

export const searchCompaniesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['company-search', query],
    queryFn: ({ signal }) => searchCompanies(query, signal),
    enabled: query !== '',
  });

/**
 * `query` must already be debounced and trimmed. Previous hits stay as
 * placeholder data while the next query loads, so the list does not flash.
 */
export function useSearchCompanies(query: string) {
  return useQuery({ ...searchCompaniesQueryOptions(query), placeholderData: keepPreviousData });
}
