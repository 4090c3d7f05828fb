import { type THistoryPage, type TQueryString, ZHistoryPage, type ZHistoryQuery } from '@sverka/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';

/** One page of ЕГРЮЛ/ЕГРИП records of a subject, newest first; a paid block (`locked` for anonymous callers). */
export function getHistory(query: string, page: number, signal?: AbortSignal): Promise<THistoryPage> {
  return apiGet('/api/v1/history/', ZHistoryPage, {
    params: { query, page } satisfies TQueryString<typeof ZHistoryQuery>,
    signal,
  });
}

// The signed-in flag is part of the key: the reply differs, so signing in fetches the rows.
export const historyQueryOptions = (query: string, signedIn: boolean) =>
  infiniteQueryOptions({
    queryKey: ['history', query, signedIn],
    queryFn: ({ pageParam, signal }) => getHistory(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export function useHistory(query: string) {
  const signedIn = useIsSignedIn();
  return useInfiniteQuery(historyQueryOptions(query, signedIn));
}
