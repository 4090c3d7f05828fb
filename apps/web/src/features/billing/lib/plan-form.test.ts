import type { TAdminPlan } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { checkPlanForm, emptyPlanForm, parseRubles, planBodyOf, planFormValuesOf, planPatchOf } from './plan-form.ts';

const PLAN: TAdminPlan = {
  id: 7,
  code: 'optimal_plus',
  name: 'Оптимальный плюс',
  type: 'yearly',
  price: 49_900.5,
  description: '<ul><li>Всё</li></ul>',
  features: ['card.export', 'marketplace.top_search'],
  sort: 30,
  is_active: true,
  members: 2,
};

describe('plan form', () => {
  it('reads rubles as people type them, with a comma or a dot and up to two decimals', () => {
    expect(parseRubles('1490')).toBe(1490);
    expect(parseRubles('1 490,5')).toBe(1490.5);
    expect(parseRubles('990.05')).toBe(990.05);
    expect(parseRubles('10,005')).toBeNull();
    expect(parseRubles('-5')).toBeNull();
    expect(parseRubles('')).toBeNull();
  });

  it('names every wrong field of an empty new plan, and only the editable ones of an existing plan', () => {
    expect(checkPlanForm({ ...emptyPlanForm(), sort: '-1' }, true)).toEqual({
      code: 'admin.plans.form.errors.code',
      name: 'admin.plans.form.errors.nameRequired',
      price: 'admin.plans.form.errors.priceFormat',
      description: 'admin.plans.form.errors.descriptionRequired',
      sort: 'admin.plans.form.errors.sort',
    });
    const values = planFormValuesOf(PLAN);
    expect(checkPlanForm({ ...values, code: 'Не код' }, false)).toEqual({});
    expect(checkPlanForm({ ...values, price: '0,50' }, false)).toEqual({ price: 'admin.plans.form.errors.priceRange' });
  });

  it('fills the form from a plan, ticking only the features it can show, and sends back rubles', () => {
    const values = planFormValuesOf(PLAN);
    expect(values).toMatchObject({ price: '49900,5', features: ['card.export'], sort: '30' });
    expect(planBodyOf({ ...values, name: '  Новое  ' })).toEqual({
      code: 'optimal_plus',
      name: 'Новое',
      type: 'yearly',
      price: 49_900.5,
      description: '<ul><li>Всё</li></ul>',
      features: ['card.export'],
      sort: 30,
    });
    expect(planPatchOf(values)).not.toHaveProperty('code');
    expect(planPatchOf(values)).not.toHaveProperty('type');
  });
});
