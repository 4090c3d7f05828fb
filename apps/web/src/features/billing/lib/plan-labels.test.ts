import { FEATURES, type TPlan } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/billing-plans/en.json';
import ru from '../../../locales/billing-plans/ru.json';
import zh from '../../../locales/billing-plans/zh.json';
import {
  periodKey,
  planFeatureLines,
  planPrice,
  plansOfType,
  shownPeriod,
  showPeriodToggle,
  yearlySaving,
} from './plan-labels.ts';

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
    expect(periodKey('monthly')).toBe('billing-plans.perMonth');
    expect(periodKey('yearly')).toBe('billing-plans.perYear');
  });
});

describe('plan features', () => {
  const seeded: TPlan = {
    ...plan(7, 'monthly'),
    features: ['card.history', 'card.export', 'marketplace.bulk_upload', 'marketplace.top_search'],
  };

  it('lists what the plan grants, marking parts of the product still to come', () => {
    expect(planFeatureLines(seeded)).toEqual([
      { key: 'billing-plans.features.card_history', available: true },
      { key: 'billing-plans.features.card_export', available: true },
      { key: 'billing-plans.features.marketplace_bulk_upload', available: true },
      { key: 'billing-plans.features.marketplace_top_search', available: false },
    ]);
  });

  it('has a name in every language for every feature the server checks', () => {
    for (const locale of [ru, en, zh]) {
      for (const line of planFeatureLines({ features: [...FEATURES] })) {
        expect(line.available).toBe(true);
        const key = line.key.replace('billing-plans.features.', '') as keyof typeof ru.features;
        expect(locale.features[key], line.key).toBeTruthy();
      }
    }
  });

  it('counts what a year saves against twelve months of the same tier', () => {
    const monthly = { ...plan(1, 'monthly', 990), code: 'start' };
    const yearly = { ...plan(2, 'yearly', 9900), code: 'start' };
    expect(yearlySaving([monthly, yearly], yearly)).toBe(1980);
    expect(yearlySaving([monthly, yearly], monthly)).toBeNull();
    expect(yearlySaving([yearly], yearly)).toBeNull();
    expect(yearlySaving([monthly, { ...yearly, price: 11_880 }], { ...yearly, price: 11_880 })).toBeNull();
  });
});
