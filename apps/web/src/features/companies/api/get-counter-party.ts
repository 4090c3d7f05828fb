import { classifyQuery, type TCounterPartyCard, ZCompanyCard, ZEntrepreneurCard } from '@sverka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isApiError } from '../../../lib/api-client.ts';

/**
 * A counterparty by ИНН, ОГРН or ОГРНИП. Spec §7: ask the companies endpoint
 * first and fall back to sole traders on 404. A 12-digit ИНН or an ОГРНИП can
 * only be a sole trader, so those go straight to the second endpoint.
 */
export async function getCounterParty(id: string, signal?: AbortSignal): Promise<TCounterPartyCard> {
  const shape = classifyQuery(id);
  const personOnly = shape.kind === 'inn_person' || shape.kind === 'ogrnip';
  const params = { query: shape.value };
  if (!personOnly) {
    try {
      return await apiGet('/api/v1/company/', ZCompanyCard, { params, signal });
    } catch (error) {
      if (!(isApiError(error) && error.isNotFound)) throw error;
    }
  }
  return apiGet('/api/v1/entrepreneur/', ZEntrepreneurCard, { params, signal });
}

export const counterPartyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['counter-party', id],
    queryFn: ({ signal }) => getCounterParty(id, signal),
  });

export function useCounterParty(id: string) {
  return useQuery(counterPartyQueryOptions(id));
}
