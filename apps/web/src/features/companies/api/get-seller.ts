import { ZSeller } from '@sverka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** A marketplace seller: where the marketplace's seller links land (spec §2, `/company/{id}`). */
export function getSeller(id: string, signal?: AbortSignal) {
  return apiGet(`/api/v1/sellers/${encodeURIComponent(id)}/`, ZSeller, { signal });
}

export const sellerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['company-page', id],
    queryFn: ({ signal }) => getSeller(id, signal),
  });

export function useSeller(id: string) {
  return useQuery(sellerQueryOptions(id));
}
