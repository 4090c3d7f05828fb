import { type TQueryString, type ZCompaniesFilterQuery, ZCompaniesPage } from '@sverka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

/** Companies the user represents: `GET /api/v1/companies/?representative__in={id}` (spec §7). */
export const myCompaniesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...authKeys.all, 'companies', userId],
    queryFn: ({ signal }) =>
      apiGet('/api/v1/companies/', ZCompaniesPage, {
        params: { representative__in: String(userId), page_size: 100 } satisfies TQueryString<
          typeof ZCompaniesFilterQuery
        >,
        signal,
      }),
  });

export function useMyCompanies(userId: number) {
  return useQuery(myCompaniesQueryOptions(userId));
}
