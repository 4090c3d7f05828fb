import { describe, expect, it } from 'vitest';
import {
  cancellationReasonKey,
  daysLeft,
  membershipForPlan,
  safeReturnUrl,
  splitMemberships,
} from './payment-outcome.ts';

const plan = (id: number, code: string) => ({ id, code });
const membership = (id: number, planId: number, code: string, endDate: string, active: boolean) => ({
  id,
  plan: plan(planId, code),
  end_date: endDate,
  is_active: active,
});

describe('cancellation reasons', () => {
  it('explains the known ones and falls back for the rest', () => {
    expect(cancellationReasonKey('insufficient_funds')).toBe('billing.reasons.insufficient_funds');
    expect(cancellationReasonKey('card_declined')).toBe('billing.reasons.card_declined');
    expect(cancellationReasonKey('something_new')).toBe('billing.reasons.other');
    expect(cancellationReasonKey(null)).toBe('billing.reasons.other');
  });
});

describe('days left', () => {
  const now = new Date(2026, 10, 25, 15, 30);

  it('counts calendar days to the end date and never goes negative', () => {
    expect(daysLeft('2026-12-25', now)).toBe(30);
    expect(daysLeft('2026-11-25', now)).toBe(0);
    expect(daysLeft('2026-11-20', now)).toBe(0);
    // A timestamp counts by its local calendar day, the day DD.MM.YYYY shows.
    expect(daysLeft(new Date(2027, 10, 25, 23, 59).toISOString(), now)).toBe(365);
    expect(daysLeft(new Date(2026, 11, 25, 0, 1).toISOString(), now)).toBe(30);
    expect(daysLeft('not a date', now)).toBe(0);
  });
});

describe('return address', () => {
  const origin = 'http://localhost:3000';

  it('keeps http(s) addresses and resolves relative ones', () => {
    expect(safeReturnUrl('/payment/return?order=abc', origin)).toBe('http://localhost:3000/payment/return?order=abc');
    expect(safeReturnUrl('https://example.ru/back', origin)).toBe('https://example.ru/back');
  });

  it('refuses a script address', () => {
    expect(safeReturnUrl('javascript:alert(1)', origin)).toBe('http://localhost:3000/');
  });
});

describe('memberships', () => {
  const past = membership(1, 1, 'start', '2026-05-01', false);
  const list = [membership(3, 2, 'scale', '2027-01-10', true), membership(2, 1, 'start', '2026-12-25', true), past];

  it('finds the membership of a paid plan, then of its tier, then any active one', () => {
    expect(membershipForPlan(list, plan(1, 'start'))?.id).toBe(2);
    expect(membershipForPlan(list, plan(7, 'start'))?.id).toBe(2);
    expect(membershipForPlan(list, plan(9, 'optimal_plus'))?.id).toBe(3);
    expect(membershipForPlan([past], plan(1, 'start'))).toBeUndefined();
  });

  it('leads with the active membership that runs longest and lists the rest', () => {
    const { current, earlier } = splitMemberships(list);
    expect(current?.id).toBe(3);
    expect(earlier.map((item) => item.id)).toEqual([2, 1]);
    expect(splitMemberships([past])).toEqual({ current: undefined, earlier: [past] });
    expect(splitMemberships([])).toEqual({ current: undefined, earlier: [] });
  });
});
