import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

/**
 * Retry only what a retry can fix: lost connections and server hiccups.
 * A 400 or 404 answers the question, asking again only delays the message.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
