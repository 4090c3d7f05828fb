import { ENTITLEMENT_MESSAGES } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TTestUser } from '../../../test/accounts.ts';
import { buyPlan, planOf } from '../../../test/billing.ts';
import type { TSeededCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import { seedSubjectRecords } from '../../../test/records-seed.ts';

const ctx = useTestApp();
const get = (url: string, user?: TTestUser) => ctx.app.inject({ method: 'GET', url, headers: user ? user.auth : {} });

let company: TSeededCompany;

beforeAll(async () => {
  ({ company } = await seedSubjectRecords(ctx.sql));
});

describe('paid blocks by plan', () => {
  it('locks debts, history and the export of a user without a plan, with reason upgrade', async () => {
    const user = await createUser(ctx.app, 'noplan');
    const debts = (await get(`/api/v1/enforcements/?inn=${company.inn}`, user)).json();
    expect(debts).toMatchObject({ count: 2, result: [], locked: { feature: 'card.debts', reason: 'upgrade' } });
    const history = (await get(`/api/v1/history/?query=${company.inn}`, user)).json();
    expect(history).toMatchObject({ count: 2, result: [], locked: { feature: 'card.history', reason: 'upgrade' } });
    const statistics = (await get(`/api/v1/legal-cases/statistics/?inn=${company.inn}`, user)).json();
    expect(statistics.locked).toEqual({ feature: 'card.arbitration_statistics', reason: 'upgrade' });
    const exported = await get(`/api/v1/company-export/?query=${company.inn}`, user);
    expect(exported.statusCode).toBe(403);
    expect(exported.json()).toEqual({
      detail: ENTITLEMENT_MESSAGES.upgrade,
      code: 'entitlement_required',
      feature: 'card.export',
      reason: 'upgrade',
    });
  });

  it('opens exactly what the bought plan has', async () => {
    const user = await createUser(ctx.app, 'starter');
    await buyPlan(ctx.app, user, (await planOf(ctx.app, 'start', 'monthly')).id);
    const debts = (await get(`/api/v1/enforcements/?inn=${company.inn}`, user)).json();
    expect(debts).toMatchObject({ count: 2, total_amount: 5100, locked: null });
    expect(debts.result).toHaveLength(2);
    expect((await get(`/api/v1/history/?query=${company.inn}`, user)).json().locked).toBeNull();
    // «Старт» has no arbitration statistics and no export: those still ask for a better plan.
    const statistics = (await get(`/api/v1/legal-cases/statistics/?inn=${company.inn}`, user)).json();
    expect(statistics.locked).toEqual({ feature: 'card.arbitration_statistics', reason: 'upgrade' });
    expect((await get(`/api/v1/company-export/?query=${company.inn}`, user)).json().reason).toBe('upgrade');

    await buyPlan(ctx.app, user, (await planOf(ctx.app, 'scale', 'monthly')).id);
    expect((await get(`/api/v1/legal-cases/statistics/?inn=${company.inn}`, user)).json().locked).toBeNull();
    const exported = await get(`/api/v1/company-export/?query=${company.inn}`, user);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });

  it('locks again when the membership has run out', async () => {
    const user = await createUser(ctx.app, 'expired');
    await buyPlan(ctx.app, user, (await planOf(ctx.app, 'scale', 'monthly')).id);
    await ctx.sql`
      update memberships set starts_at = now() - interval '2 months', ends_at = now() - interval '1 day'
      where user_id = ${user.id}`;
    const debts = (await get(`/api/v1/enforcements/?inn=${company.inn}`, user)).json();
    expect(debts.locked).toEqual({ feature: 'card.debts', reason: 'upgrade' });
  });

  it('still asks an anonymous visitor to sign in', async () => {
    const debts = (await get(`/api/v1/enforcements/?inn=${company.inn}`)).json();
    expect(debts.locked).toEqual({ feature: 'card.debts', reason: 'sign_in' });
  });
});
