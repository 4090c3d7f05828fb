import {
  type TLegalCaseStatistics,
  type TLegalCasesPage,
  type TQueryString,
  type ZInnQuery,
  ZLegalCaseStatistics,
  ZLegalCasesPage,
} from '@sverka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { legalCasesParams, type TLegalCasesFilter } from '../lib/records-params.ts';

/** One page of the arbitration cases of a ЮЛ or ИП, by role and part of the case number. */
export function getLegalCases(
  inn: string,
  page: number,
  filter: TLegalCasesFilter,
  signal?: AbortSignal,
): Promise<TLegalCasesPage> {
  return apiGet('/api/v1/legal-cases/', ZLegalCasesPage, { params: legalCasesParams(inn, page, filter), signal });
}

export const legalCasesQueryOptions = (inn: string, page: number, filter: TLegalCasesFilter) =>
  queryOptions({
    queryKey: ['legal-cases', inn, { page, role: filter.role, number: filter.number.trim() }],
    queryFn: ({ signal }) => getLegalCases(inn, page, filter, signal),
    placeholderData: keepPreviousData,
  });

export function useLegalCases(inn: string, page: number, filter: TLegalCasesFilter) {
  return useQuery(legalCasesQueryOptions(inn, page, filter));
}

/** Counts and claim sums of all the cases; a paid block, so anonymous callers get `locked`. */
export function getLegalCaseStatistics(inn: string, signal?: AbortSignal): Promise<TLegalCaseStatistics> {
  return apiGet('/api/v1/legal-cases/statistics/', ZLegalCaseStatistics, {
    params: { inn } satisfies TQueryString<typeof ZInnQuery>,
    signal,
  });
}

// `signedIn` is in the key: the reply differs after sign-in (breakdowns instead of `locked`).
export const legalCaseStatisticsQueryOptions = (inn: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['legal-case-statistics', inn, { signedIn }],
    queryFn: ({ signal }) => getLegalCaseStatistics(inn, signal),
  });

export function useLegalCaseStatistics(inn: string) {
  const signedIn = useIsSignedIn();
  return useQuery(legalCaseStatisticsQueryOptions(inn, signedIn));
}
