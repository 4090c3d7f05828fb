import { type TRequisites, ZRequisites } from '@sverka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getRequisites(signal?: AbortSignal): Promise<TRequisites> {
  return apiGet('/api/v1/requisites/', ZRequisites, { signal });
}

/** Set in the server's configuration: they change only with a restart. */
export const requisitesQueryOptions = () =>
  queryOptions({
    queryKey: ['requisites'],
    queryFn: ({ signal }) => getRequisites(signal),
    staleTime: 60 * 60_000,
  });

export function useRequisites() {
  return useQuery(requisitesQueryOptions());
}
