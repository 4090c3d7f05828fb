import { type TBankruptcyPage, type TQueryString, ZBankruptcyPage, type ZInnPageQuery } from '@sverka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** ЕФРСБ bankruptcy messages about one ЮЛ or ИП. */
export function getBankruptcy(inn: string, page: number, signal?: AbortSignal): Promise<TBankruptcyPage> {
  return apiGet('/api/v1/bankruptcy/', ZBankruptcyPage, {
    params: { inn, page } satisfies TQueryString<typeof ZInnPageQuery>,
    signal,
  });
}

export const bankruptcyQueryOptions = (inn: string, page: number) =>
  queryOptions({
    queryKey: ['bankruptcy', inn, { page }],
    queryFn: ({ signal }) => getBankruptcy(inn, page, signal),
    placeholderData: keepPreviousData,
  });

export function useBankruptcy(inn: string, page: number) {
  return useQuery(bankruptcyQueryOptions(inn, page));
}
