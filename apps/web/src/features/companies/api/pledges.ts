import { type TPledgesPage, ZPledgesPage } from '@sverka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { pledgeParams, type TPledgeFilter } from '../lib/debts-params.ts';

/** Федресурс pledge and leasing messages naming one ЮЛ or ИП; paid, so anonymous callers get `locked`. */
export function getPledges(
  inn: string,
  page: number,
  filter: TPledgeFilter,
  signal?: AbortSignal,
): Promise<TPledgesPage> {
  return apiGet('/api/v1/pledges/', ZPledgesPage, { params: pledgeParams(inn, page, filter), signal });
}

// `signedIn` is in the key: the reply differs after sign-in (rows instead of `locked`).
export const pledgesQueryOptions = (inn: string, page: number, filter: TPledgeFilter, signedIn: boolean) =>
  queryOptions({
    queryKey: ['pledges', inn, { page, filter, signedIn }],
    queryFn: ({ signal }) => getPledges(inn, page, filter, signal),
    placeholderData: keepPreviousData,
  });

export function usePledges(inn: string, page: number, filter: TPledgeFilter) {
  const signedIn = useIsSignedIn();
  return useQuery(pledgesQueryOptions(inn, page, filter, signedIn));
}
