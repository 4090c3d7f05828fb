import {
  ACCOUNT_MESSAGES,
  BILLING_MESSAGES,
  PLAN_ADMIN_MESSAGES,
  type TAdminPlan,
  type TMembership,
  type TPlan,
} from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { createUser, makeAdmin } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { activeFeaturesOf } from './index.ts';

// Its own database: the plans created here would otherwise join the price list other files assert.
const ctx = useTestApp({ ownDatabase: 'plans_admin' });

let counter = 0;
const uniqueCode = () => `t${Date.now().toString(36)}_${(counter++).toString(36)}`;

async function adminHeaders() {
  const admin = await createUser(ctx.app, 'plans-admin');
  await makeAdmin(ctx.sql, admin.id);
  return { id: admin.id, auth: admin.auth };
}

const planBody = (overrides: Record<string, unknown> = {}) => ({
  code: uniqueCode(),
  name: 'Тестовый',
  type: 'monthly',
  price: 1490.5,
  description: '<ul><li>Долги</li></ul>',
  features: ['card.debts'],
  sort: 50,
  ...overrides,
});

async function createPlan(auth: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/plans/',
    headers: auth,
    payload: planBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAdminPlan>();
}

const publicPlans = async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/plans/' })).json<TPlan[]>();

async function auditOf(targetId: number, action: string) {
  return ctx.sql<{ actor_id: number; before: unknown; after: unknown }[]>`
    select actor_id, before, after from audit_log
    where target_type = 'plan' and target_id = ${String(targetId)} and action = ${action}`;
}

describe('admin plans: access', () => {
  it('refuses anonymous callers (401) and users and moderators (403) on every endpoint', async () => {
    const user = await createUser(ctx.app, 'plans-user');
    const moderator = await createUser(ctx.app, 'plans-moderator');
    await ctx.sql`update users set role = 'moderator' where id = ${moderator.id}`;
    const calls = [
      { method: 'GET', url: '/api/v1/admin/plans/' },
      { method: 'POST', url: '/api/v1/admin/plans/', payload: planBody() },
      { method: 'PATCH', url: '/api/v1/admin/plans/1/', payload: { name: 'Х' } },
      { method: 'POST', url: '/api/v1/admin/plans/1/archive/' },
      { method: 'POST', url: '/api/v1/admin/plans/1/restore/' },
    ] as const;
    for (const call of calls) {
      const anonymous = await ctx.app.inject({ ...call });
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const who of [user, moderator]) {
        const refused = await ctx.app.inject({ ...call, headers: who.auth });
        expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(refused.json().detail).toBe(ACCOUNT_MESSAGES.permissionDenied);
      }
    }
  });
});

describe('admin plans: list, create, edit', () => {
  it('lists the plans on sale and archived ones, with their holders', async () => {
    const admin = await adminHeaders();
    const archived = await createPlan(admin.auth);
    await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/plans/${archived.id}/archive/`, headers: admin.auth });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/plans/', headers: admin.auth });
    expect(response.statusCode).toBe(200);
    const plans = response.json<TAdminPlan[]>();
    expect(plans.filter((plan) => plan.code === 'start').map((plan) => plan.type)).toEqual(['monthly', 'yearly']);
    expect(plans.find((plan) => plan.id === archived.id)).toMatchObject({ is_active: false, members: 0 });
  });

  it('creates a plan: rubles stored as kopecks, description sanitised, on sale at once, audited', async () => {
    const admin = await adminHeaders();
    const plan = await createPlan(admin.auth, {
      description: '<p onclick="steal()">Всё <b>нужное</b></p><script>alert(1)</script><a href="javascript:x()">х</a>',
      features: ['card.debts', 'card.export', 'card.debts'],
    });
    expect(plan).toMatchObject({ price: 1490.5, features: ['card.debts', 'card.export'], is_active: true });
    expect(plan.description).toBe('<p>Всё <b>нужное</b></p><a rel="noopener noreferrer nofollow">х</a>');
    const [stored] = await ctx.sql<{ price_kopecks: number }[]>`select price_kopecks from plans where id = ${plan.id}`;
    expect(stored?.price_kopecks).toBe(149_050);
    expect((await publicPlans()).some((item) => item.id === plan.id)).toBe(true);
    const [audit] = await auditOf(plan.id, 'plan.create');
    expect(audit).toMatchObject({ actor_id: admin.id, before: null, after: { code: plan.code, price: 1490.5 } });
  });

  it('refuses bad input with Russian field messages, and a second row of a tier and period with 409', async () => {
    const admin = await adminHeaders();
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/plans/',
      headers: admin.auth,
      payload: planBody({ code: 'Плохой код', name: ' ', price: 0.5, features: ['card.unknown'], sort: -1 }),
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<Record<string, string[]>>();
    expect(fields.code).toEqual([PLAN_ADMIN_MESSAGES.codeFormat]);
    expect(fields.name).toEqual([PLAN_ADMIN_MESSAGES.nameRequired]);
    expect(fields.price).toEqual([PLAN_ADMIN_MESSAGES.priceTooLow]);
    expect(fields.sort).toEqual([PLAN_ADMIN_MESSAGES.sortRange]);
    expect(Object.keys(fields).some((key) => key.startsWith('features'))).toBe(true);

    const fractional = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/plans/',
      headers: admin.auth,
      payload: planBody({ price: 10.005 }),
    });
    expect(fractional.json()).toEqual({ price: [PLAN_ADMIN_MESSAGES.priceKopecks] });

    const onlyScript = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/plans/',
      headers: admin.auth,
      payload: planBody({ description: '<script>alert(1)</script>' }),
    });
    expect(onlyScript.json()).toEqual({ description: [PLAN_ADMIN_MESSAGES.descriptionEmpty] });

    const first = await createPlan(admin.auth);
    const twin = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/plans/',
      headers: admin.auth,
      payload: planBody({ code: first.code }),
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().detail).toBe(PLAN_ADMIN_MESSAGES.planExists);
  });

  it('edits name, price and features, keeping keys outside the form, and records before → after', async () => {
    const admin = await adminHeaders();
    const plan = await createPlan(admin.auth);
    // A key the form does not know (a retired one, or one of a newer server sharing the database).
    await ctx.sql`update plans set features = '["card.debts","marketplace.top_search"]'::jsonb where id = ${plan.id}`;
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/plans/${plan.id}/`,
      headers: admin.auth,
      payload: { name: 'Новое имя', price: 2000, features: ['card.history'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TAdminPlan>()).toMatchObject({
      name: 'Новое имя',
      price: 2000,
      features: ['card.history', 'marketplace.top_search'],
    });
    expect((await publicPlans()).find((item) => item.id === plan.id)).toMatchObject({ name: 'Новое имя', price: 2000 });
    const [audit] = await auditOf(plan.id, 'plan.update');
    expect(audit).toMatchObject({
      actor_id: admin.id,
      before: { name: 'Тестовый', price: 1490.5, features: ['card.debts', 'marketplace.top_search'] },
      after: { name: 'Новое имя', price: 2000, features: ['card.history', 'marketplace.top_search'] },
    });

    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/plans/999999/',
      headers: admin.auth,
      payload: { name: 'Х' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('admin plans: archive and restore', () => {
  it('takes a plan off sale at once: a holder keeps it and its features, a new purchase is refused', async () => {
    const admin = await adminHeaders();
    const plan = await createPlan(admin.auth, { features: ['card.export'] });
    const holder = await createUser(ctx.app, 'plan-holder');
    await ctx.sql`
      insert into memberships (user_id, plan_id, starts_at, ends_at)
      values (${holder.id}, ${plan.id}, now(), now() + interval '1 month')`;
    expect((await publicPlans()).some((item) => item.id === plan.id)).toBe(true);

    const archive = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/plans/${plan.id}/archive/`,
      headers: admin.auth,
    });
    expect(archive.statusCode, archive.body).toBe(200);
    expect(archive.json<TAdminPlan>()).toMatchObject({ is_active: false, members: 1 });
    // The landing's list, read right after: no restart, no stale copy.
    expect((await publicPlans()).some((item) => item.id === plan.id)).toBe(false);

    expect(await activeFeaturesOf(ctx.sql, holder.id)).toEqual(['card.export']);
    const memberships = await ctx.app.inject({ method: 'GET', url: '/api/v1/memberships/', headers: holder.auth });
    expect(memberships.json<TMembership[]>()[0]).toMatchObject({ is_active: true, plan: { id: plan.id } });

    const buyer = await createUser(ctx.app, 'plan-buyer');
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/plan-order/',
      headers: buyer.auth,
      payload: { plan: plan.id },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({ plan: [BILLING_MESSAGES.planArchived] });

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/plans/${plan.id}/archive/`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(PLAN_ADMIN_MESSAGES.alreadyArchived);

    const [audit] = await auditOf(plan.id, 'plan.archive');
    expect(audit).toMatchObject({ actor_id: admin.id, before: { is_active: true }, after: { is_active: false } });
  });

  it('restores an archived plan to the price list', async () => {
    const admin = await adminHeaders();
    const plan = await createPlan(admin.auth);
    await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/plans/${plan.id}/archive/`, headers: admin.auth });
    const restore = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/plans/${plan.id}/restore/`,
      headers: admin.auth,
    });
    expect(restore.statusCode).toBe(200);
    expect(restore.json<TAdminPlan>().is_active).toBe(true);
    expect((await publicPlans()).some((item) => item.id === plan.id)).toBe(true);
    expect(await auditOf(plan.id, 'plan.restore')).toHaveLength(1);

    const notArchived = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/plans/${plan.id}/restore/`,
      headers: admin.auth,
    });
    expect(notArchived.statusCode).toBe(409);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/plans/999999/archive/',
      headers: admin.auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});
