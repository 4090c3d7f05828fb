import { type TReliabilityReply, ZReliabilityReply } from '@sverka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** The reliability rating of one ЮЛ or ИП (by ИНН, ОГРН or ОГРНИП): score, gauge, fired and unchecked factors. */
export function getReliability(query: string, signal?: AbortSignal): Promise<TReliabilityReply> {
  return apiGet('/api/v1/reliability/', ZReliabilityReply, { params: { query }, signal });
}

export const reliabilityQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['reliability', query],
    queryFn: ({ signal }) => getReliability(query, signal),
  });

/** Shared by the Summary gauge and the Reliability tab: one request per card. */
export function useReliability(query: string) {
  return useQuery(reliabilityQueryOptions(query));
}
