import { type TDatasetInfo, ZDatasetInfo } from '@sverka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getDatasetInfo(signal?: AbortSignal): Promise<TDatasetInfo> {
  return apiGet('/api/v1/dataset', ZDatasetInfo, { signal });
}

/** The dataset changes only on an import, so one request per visit is plenty. */
export const datasetInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['dataset'],
    queryFn: ({ signal }) => getDatasetInfo(signal),
    staleTime: 10 * 60_000,
  });

export function useDatasetInfo() {
  return useQuery(datasetInfoQueryOptions());
}
