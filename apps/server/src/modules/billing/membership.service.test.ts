import { describe, expect, it } from 'vitest';
import { creditSeconds } from './membership.service.ts';

const now = new Date('2026-11-25T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe('credit of a replaced plan', () => {
  it('pays the unused time back at the new plan’s price', () => {
    // 15 days left of a 990 ₽ month, moving to a 2 490 ₽ month: 15 × 990 / 2 490 ≈ 5.96 days.
    const upgrade = creditSeconds(
      [{ ends_at: days(15), price_kopecks: 99_000, type: 'monthly' }],
      {
        priceKopecks: 249_000,
        type: 'monthly',
      },
      now,
    );
    expect(upgrade / 86_400).toBeCloseTo((15 * 990) / 2490, 3);

    // A yearly plan is valued per day of its year: 100 days of 9 900 ₽/year into a 990 ₽ month.
    const fromYearly = creditSeconds(
      [{ ends_at: days(100), price_kopecks: 990_000, type: 'yearly' }],
      {
        priceKopecks: 99_000,
        type: 'monthly',
      },
      now,
    );
    expect(fromYearly / 86_400).toBeCloseTo((100 * (9900 / 365)) / (990 / 30), 3);
  });

  it('gives nothing for time already over or a free plan', () => {
    expect(
      creditSeconds(
        [{ ends_at: days(-3), price_kopecks: 99_000, type: 'monthly' }],
        { priceKopecks: 249_000, type: 'monthly' },
        now,
      ),
    ).toBe(0);
    expect(
      creditSeconds(
        [{ ends_at: days(10), price_kopecks: 99_000, type: 'monthly' }],
        { priceKopecks: 0, type: 'monthly' },
        now,
      ),
    ).toBe(0);
    expect(creditSeconds([], { priceKopecks: 99_000, type: 'monthly' }, now)).toBe(0);
  });
});
