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

/** While the first start's demo data loads: asked again every second. */
const LOADING_POLL_MS = 1_000;

/** Per cent of the demo load running behind the pages, or null when there is none. */
export function useDatasetLoading(): number | null {
  const { data } = useQuery({
    ...datasetInfoQueryOptions(),
    refetchInterval: (query) => (query.state.data?.loading_percent != null ? LOADING_POLL_MS : false),
  });
  return data?.loading_percent ?? null;
}
