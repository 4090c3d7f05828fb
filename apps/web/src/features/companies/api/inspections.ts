import { type TInspectionsPage, ZInspectionsPage } from '@sverka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { inspectionsParams, type TInspectionsFilter } from '../lib/records-params.ts';

/** One page of the control bodies' inspections of a ЮЛ or ИП, by status and type. */
export function getInspections(
  inn: string,
  page: number,
  filter: TInspectionsFilter,
  signal?: AbortSignal,
): Promise<TInspectionsPage> {
  return apiGet('/api/v1/inspection/', ZInspectionsPage, { params: inspectionsParams(inn, page, filter), signal });
}

export const inspectionsQueryOptions = (inn: string, page: number, filter: TInspectionsFilter) =>
  queryOptions({
    queryKey: ['inspections', inn, { page, ...filter }],
    queryFn: ({ signal }) => getInspections(inn, page, filter, signal),
    placeholderData: keepPreviousData,
  });

export function useInspections(inn: string, page: number, filter: TInspectionsFilter) {
  return useQuery(inspectionsQueryOptions(inn, page, filter));
}
