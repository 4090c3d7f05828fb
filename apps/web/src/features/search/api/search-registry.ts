import { type TSearchReply, ZSearchReply } from '@sverka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { isSearchable, searchApiParams, type TSearchState } from '../lib/search-params.ts';

/** `GET /api/v1/search`: one page of the full results with counts per kind. */
export function searchRegistry(params: Record<string, string>, signal?: AbortSignal): Promise<TSearchReply> {
  return apiGet('/api/v1/search', ZSearchReply, { params, signal });
}

export const searchRegistryQueryOptions = (state: TSearchState) => {
  const params = searchApiParams(state);
  return queryOptions({
    queryKey: ['search', params],
    queryFn: ({ signal }) => searchRegistry(params, signal),
    enabled: isSearchable(state),
  });
};

/**
 * The previous page stays on screen (dimmed by the caller) while the next
 * page, tab or filter loads, so the list does not collapse to a skeleton on
 * every click.
 */
export function useSearchRegistry(state: TSearchState) {
  return useQuery({ ...searchRegistryQueryOptions(state), placeholderData: keepPreviousData });
}
