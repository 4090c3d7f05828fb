import { type TEnforcementsPage, ZEnforcementsPage } from '@sverka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { enforcementParams, type TEnforcementFilter } from '../lib/debts-params.ts';

/** ФССП enforcement proceedings of one ЮЛ or ИП; a paid block, so anonymous callers get `locked`. */
export function getEnforcements(
  inn: string,
  page: number,
  filter: TEnforcementFilter,
  signal?: AbortSignal,
): Promise<TEnforcementsPage> {
  return apiGet('/api/v1/enforcements/', ZEnforcementsPage, { params: enforcementParams(inn, page, filter), signal });
}

// `signedIn` is in the key: the reply differs after sign-in (rows instead of `locked`).
export const enforcementsQueryOptions = (inn: string, page: number, filter: TEnforcementFilter, signedIn: boolean) =>
  queryOptions({
    queryKey: ['enforcements', inn, { page, filter, signedIn }],
    queryFn: ({ signal }) => getEnforcements(inn, page, filter, signal),
    placeholderData: keepPreviousData,
  });

export function useEnforcements(inn: string, page: number, filter: TEnforcementFilter) {
  const signedIn = useIsSignedIn();
  return useQuery(enforcementsQueryOptions(inn, page, filter, signedIn));
}
