/** The first retry comes after about a second; each failure doubles the wait up to half a minute. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before reconnect attempt number `attempt` (0 for the first retry): exponential, capped,
 * with jitter over the upper half of the step, so a server restart does not see every tab of every user
 * come back in the same millisecond, while a single retry still waits at least half its step.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 16)));
  return Math.round(step / 2 + (step / 2) * random());
}
