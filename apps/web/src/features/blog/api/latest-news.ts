import { type TNewsPage, type TQueryString, type ZNewsListQuery, ZNewsPage } from '@sverka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * The first page of the blog, for the footer's links. Kept apart from the
 * blog pages' own API so the landing bundle carries nothing more than this.
 */
export function getNewsFirstPage(signal?: AbortSignal): Promise<TNewsPage> {
  return apiGet('/api/v1/news', ZNewsPage, {
    params: { page: 1 } satisfies TQueryString<typeof ZNewsListQuery>,
    signal,
  });
}

export const latestNewsQueryOptions = () =>
  queryOptions({
    queryKey: ['news', 'latest'],
    queryFn: ({ signal }) => getNewsFirstPage(signal),
    staleTime: 5 * 60_000,
    // A footer ornament: a failure hides it, so it is not worth retrying.
    retry: false,
  });

export function useLatestNews() {
  return useQuery(latestNewsQueryOptions());
}
