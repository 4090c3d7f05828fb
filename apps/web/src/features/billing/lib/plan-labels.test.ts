import type { TPlan } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { periodKey, planPrice, plansOfType, shownPeriod, showPeriodToggle } from './plan-labels.ts';

const plan = (id: number, type: TPlan['type'], price = 990): TPlan => ({
  id,
  code: `tier-${id}`,
  name: `План ${id}`,
  price,
  description: '<p>Описание</p>',
  type,
  features: [],
});

const monthlyOnly = [plan(1, 'monthly'), plan(2, 'monthly')];
const both = [plan(1, 'monthly'), plan(2, 'yearly'), plan(3, 'monthly')];
const yearlyOnly = [plan(4, 'yearly')];

describe('period toggle', () => {
  it('shows only when both periods have plans', () => {
    expect(showPeriodToggle(both)).toBe(true);
    expect(showPeriodToggle(monthlyOnly)).toBe(false);
    expect(showPeriodToggle(yearlyOnly)).toBe(false);
    expect(showPeriodToggle([])).toBe(false);
  });

  it('keeps the chosen period and falls back to the only one that has plans', () => {
    expect(shownPeriod(both, 'monthly')).toBe('monthly');
    expect(shownPeriod(both, 'yearly')).toBe('yearly');
    expect(shownPeriod(yearlyOnly, 'monthly')).toBe('yearly');
    expect(shownPeriod(monthlyOnly, 'yearly')).toBe('monthly');
  });

  it('lists the plans of one period in server order', () => {
    expect(plansOfType(both, 'monthly').map((p) => p.id)).toEqual([1, 3]);
    expect(plansOfType(both, 'yearly').map((p) => p.id)).toEqual([2]);
  });
});

describe('price labels', () => {
  it('prints whole rubles with ru-RU grouping', () => {
    // ru-RU separates with no-break spaces; compare them as plain ones.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(planPrice({ price: 990 }))).toBe('990 ₽');
    expect(plain(planPrice({ price: 9900 }))).toBe('9 900 ₽');
    expect(plain(planPrice({ price: 9900.4 }))).toBe('9 900 ₽');
  });

  it('names the period after the price', () => {
    expect(periodKey('monthly')).toBe('pricing.perMonth');
    expect(periodKey('yearly')).toBe('pricing.perYear');
  });
});
