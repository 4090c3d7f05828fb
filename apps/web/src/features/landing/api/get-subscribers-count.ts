import { type TSubscribersCounter, ZSubscribersCounter } from '@sverka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getSubscribersCount(signal?: AbortSignal): Promise<TSubscribersCounter> {
  return apiGet('/api/v1/counter', ZSubscribersCounter, { signal });
}

/** A figure for the landing page: a minute old is fresh enough. */
export const subscribersCountQueryOptions = () =>
  queryOptions({
    queryKey: ['subscribers-count'],
    queryFn: ({ signal }) => getSubscribersCount(signal),
    staleTime: 60_000,
  });

export function useSubscribersCount() {
  return useQuery(subscribersCountQueryOptions());
}
