import { ZCompanyCard } from '@sverka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** A company by its internal id: where the marketplace's seller links land (spec §2, `/company/{id}`). */
export function getCompany(id: string, signal?: AbortSignal) {
  return apiGet(`/api/v1/companies/${encodeURIComponent(id)}`, ZCompanyCard, { signal });
}

export const companyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['company-page', id],
    queryFn: ({ signal }) => getCompany(id, signal),
  });

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id));
}
