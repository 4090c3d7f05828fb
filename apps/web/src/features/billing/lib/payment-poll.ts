/** Spec (issue 7): the return page asks every 2 s while the bank has not answered. */
export const PAYMENT_POLL_INTERVAL_MS = 2_000;
/** After about two minutes the page stops asking and says the bank is still answering. */
export const PAYMENT_POLL_LIMIT_MS = 120_000;

/** The next poll delay, or false when polling should stop (a final status, or too long already). */
export function nextPollDelay(status: string | undefined, startedAt: number, now: number): number | false {
  if (status !== undefined && status !== 'pending') return false;
  return pollTimedOut(startedAt, now) ? false : PAYMENT_POLL_INTERVAL_MS;
}

export function pollTimedOut(startedAt: number, now: number): boolean {
  return now - startedAt >= PAYMENT_POLL_LIMIT_MS;
}
