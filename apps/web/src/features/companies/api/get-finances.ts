import { type TFinancesReply, type TQueryString, ZFinancesReply, type ZIdentifierQuery } from '@sverka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Statements and ФНС money facts of one ЮЛ or ИП (by ИНН, ОГРН or ОГРНИП). */
export function getFinances(query: string, signal?: AbortSignal): Promise<TFinancesReply> {
  return apiGet('/api/v1/company-finances/', ZFinancesReply, {
    params: { query } satisfies TQueryString<typeof ZIdentifierQuery>,
    signal,
  });
}

export const financesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['company-finances', query],
    queryFn: ({ signal }) => getFinances(query, signal),
  });

export function useFinances(query: string) {
  return useQuery(financesQueryOptions(query));
}

/** Spec §2: the Finances tab exists only when there are statements to show. */
export const hasStatements = (reply: TFinancesReply | undefined) => Boolean(reply?.finances_years.length);
