import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { nextPollDelay, PAYMENT_POLL_LIMIT_MS } from './payment-poll.ts';

/**
 * Asks for a payment's outcome every 2 s while it is `pending`, for about two minutes: then `timedOut` says
 * the bank is slow, and `refresh` starts another two minutes. The same for a plan order and a checkout.
 */
export function usePaymentPoll<TData extends { status: string }, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
) {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const query = useQuery({
    ...options,
    refetchInterval: (current) => nextPollDelay(current.state.data?.status, startedAt, Date.now()),
  });
  const status = query.data?.status;

  useEffect(() => {
    if (status !== undefined && status !== 'pending') return;
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, startedAt + PAYMENT_POLL_LIMIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [startedAt, status]);

  const refresh = () => {
    setTimedOut(false);
    setStartedAt(Date.now());
    void query.refetch();
  };
  return { query, timedOut, refresh };
}
