import { type TContractsPage, ZContractsPage } from '@sverka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { contractsParams, RECORDS_PAGE_SIZE } from '../lib/records-params.ts';

/** One page of the state contracts (44-ФЗ, 223-ФЗ) where the ЮЛ or ИП is a customer or a supplier. */
export function getContracts(inn: string, page: number, pageSize: number, signal?: AbortSignal) {
  return apiGet<TContractsPage>('/api/v1/contracts/', ZContractsPage, {
    params: contractsParams(inn, page, pageSize),
    signal,
  });
}

export const contractsQueryOptions = (inn: string, page: number, pageSize = RECORDS_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['contracts', inn, { page, pageSize }],
    queryFn: ({ signal }) => getContracts(inn, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useContracts(inn: string, page: number, pageSize = RECORDS_PAGE_SIZE) {
  return useQuery(contractsQueryOptions(inn, page, pageSize));
}
