import { describe, expect, it } from 'vitest';
import { RECONNECT_BASE_MS, RECONNECT_MAX_MS, reconnectDelay } from './backoff.ts';

describe('reconnectDelay', () => {
  it('doubles with every failure and stops growing at the cap', () => {
    const upper = (attempt: number) => reconnectDelay(attempt, () => 1);
    expect([0, 1, 2, 3, 4].map(upper)).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(upper(5)).toBe(RECONNECT_MAX_MS);
    expect(upper(40)).toBe(RECONNECT_MAX_MS);
  });

  it('spreads retries over the upper half of each step', () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_BASE_MS / 2);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
    const delays = new Set(Array.from({ length: 20 }, () => reconnectDelay(2)));
    expect(delays.size).toBeGreaterThan(1);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(4000);
    }
  });
});
