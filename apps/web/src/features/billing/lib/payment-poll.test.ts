import { describe, expect, it } from 'vitest';
import { nextPollDelay, PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_LIMIT_MS, pollTimedOut } from './payment-poll.ts';

describe('payment status polling', () => {
  const start = 1_000_000;

  it('asks every 2 seconds while the order is pending or not yet read', () => {
    expect(PAYMENT_POLL_INTERVAL_MS).toBe(2_000);
    expect(nextPollDelay('pending', start, start + 5_000)).toBe(2_000);
    expect(nextPollDelay(undefined, start, start)).toBe(2_000);
  });

  it('stops at a final status', () => {
    expect(nextPollDelay('paid', start, start + 2_000)).toBe(false);
    expect(nextPollDelay('canceled', start, start + 2_000)).toBe(false);
  });

  it('stops after about two minutes of pending', () => {
    expect(PAYMENT_POLL_LIMIT_MS).toBe(120_000);
    expect(nextPollDelay('pending', start, start + 119_999)).toBe(2_000);
    expect(nextPollDelay('pending', start, start + 120_000)).toBe(false);
    expect(pollTimedOut(start, start + 119_999)).toBe(false);
    expect(pollTimedOut(start, start + 120_000)).toBe(true);
  });
});
