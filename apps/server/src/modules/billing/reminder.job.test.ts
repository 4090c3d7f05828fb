import type { TMembership } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TTestUser } from '../../../test/accounts.ts';
import { buyPlan, mailsTo, planOf, useBillingApp } from '../../../test/billing.ts';
import { remindExpiringMemberships } from './reminder.job.ts';

const ctx = useBillingApp(() => ({ provider: 'sandbox' }));
let startMonthly: number;

beforeAll(async () => {
  startMonthly = (await planOf(ctx.app, 'start', 'monthly')).id;
});

const membershipOf = async (user: TTestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/memberships/', headers: user.auth })).json<TMembership[]>()[0];
const reminders = (user: TTestUser) =>
  mailsTo(ctx.dataDir, user.email).filter((mail) => mail.includes('сам не продлевается'));
const endIn = (id: number, days: number) =>
  ctx.sql`update memberships set ends_at = now() + make_interval(days => ${days}) where id = ${id}`;

describe('plan end reminders', () => {
  it('write once to a holder whose plan ends within three days, and again after the plan is extended', async () => {
    const soon = await createUser(ctx.app, 'soon');
    const later = await createUser(ctx.app, 'later');
    await buyPlan(ctx.app, soon, startMonthly);
    await buyPlan(ctx.app, later, startMonthly);
    const soonMembership = await membershipOf(soon);
    await endIn(soonMembership?.id as number, 2);
    await endIn((await membershipOf(later))?.id as number, 10);

    await remindExpiringMemberships(ctx.billing);
    await remindExpiringMemberships(ctx.billing);
    expect(reminders(soon)).toHaveLength(1);
    expect(reminders(later)).toHaveLength(0);
    const [letter] = reminders(soon);
    expect(letter).toContain('/#pricing-section');
    expect(letter).toContain('/profile/subscription');

    // Extended, then near its new end again: one more letter, for the new date.
    await buyPlan(ctx.app, soon, startMonthly);
    await remindExpiringMemberships(ctx.billing);
    expect(reminders(soon)).toHaveLength(1);
    await endIn(soonMembership?.id as number, 1);
    await remindExpiringMemberships(ctx.billing);
    expect(reminders(soon)).toHaveLength(2);
  });
});
