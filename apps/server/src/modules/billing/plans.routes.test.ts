import { BILLING_MESSAGES, type TPlan } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/accounts.ts';
import { placeOrder, planOf } from '../../../test/billing.ts';
import { useTestApp } from '../../../test/helper.ts';
import { expectOperations, readOpenApi } from '../../../test/openapi.ts';

const ctx = useTestApp();
const order = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/plan-order/', headers, payload: payload as object });

describe('GET /api/v1/plans/', () => {
  it('lists the plans on sale by tier, monthly before yearly, prices in rubles', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/plans/' });
    expect(response.statusCode).toBe(200);
    const plans = response.json<TPlan[]>();
    expect(plans.map((p) => `${p.code}/${p.type}`)).toEqual([
      'start/monthly',
      'start/yearly',
      'scale/monthly',
      'scale/yearly',
      'optimal_plus/monthly',
      'optimal_plus/yearly',
    ]);
    expect(plans[0]).toEqual({
      id: expect.any(Number),
      code: 'start',
      name: 'Старт',
      price: 990,
      description: expect.stringContaining('<li>Долги по исполнительным производствам</li>'),
      type: 'monthly',
      features: [
        'card.debts',
        'card.leasing',
        'card.history',
        'monitoring.watch_50',
        'check.bulk_100',
        'knowledge.full',
      ],
    });
    expect(plans[3]).toMatchObject({ name: 'Масштабирование', price: 24_900 });
  });

  it('leaves out a plan taken off sale', async () => {
    await ctx.sql`
      insert into plans (code, name, type, price_kopecks, description_html, is_active)
      values ('legacy_test', 'Архивный', 'monthly', 10000, '<p>Старый</p>', false)
      on conflict (code, type) do nothing`;
    const plans = (await ctx.app.inject({ method: 'GET', url: '/api/v1/plans/' })).json<TPlan[]>();
    expect(plans.some((p) => p.code === 'legacy_test')).toBe(false);
  });
});

describe('POST /api/v1/plan-order/ and GET /api/v1/plan-order/{id}/', () => {
  it('needs a signed-in user', async () => {
    const plan = await planOf(ctx.app, 'start', 'monthly');
    const response = await order({}, { plan: plan.id });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
  });

  it('names the plan field when the plan is unknown, off sale or missing', async () => {
    const user = await createUser(ctx.app, 'noplan');
    const unknown = await order(user.auth, { plan: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ plan: [BILLING_MESSAGES.planNotFound] });
    const [legacy] = await ctx.sql<{ id: number }[]>`
      insert into plans (code, name, type, price_kopecks, description_html, is_active)
      values ('legacy_order', 'Архивный', 'yearly', 10000, '<p>Старый</p>', false)
      on conflict (code, type) do update set is_active = false
      returning id`;
    // An archived plan says it is no longer sold rather than that it does not exist.
    expect((await order(user.auth, { plan: legacy?.id })).json()).toEqual({ plan: [BILLING_MESSAGES.planArchived] });
    const missing = await order(user.auth, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['plan']);
  });

  it('freezes the price in the order and shows the order to its owner only', async () => {
    const user = await createUser(ctx.app, 'owner');
    const plan = await planOf(ctx.app, 'scale', 'yearly');
    const placed = await placeOrder(ctx.app, user, plan.id);
    const [row] = await ctx.sql`
      select amount_kopecks, provider, provider_payment_id, confirmation_url, status from plan_orders
      where id = ${placed.id}`;
    expect(row).toEqual({
      amount_kopecks: 2_490_000,
      provider: 'sandbox',
      provider_payment_id: placed.paymentId,
      confirmation_url: placed.order_url,
      status: 'pending',
    });
    const [payment] =
      await ctx.sql`select idempotence_key, amount_kopecks from sandbox_payments where id = ${placed.paymentId}`;
    expect(payment).toEqual({ idempotence_key: placed.id, amount_kopecks: 2_490_000 });

    const mine = await ctx.app.inject({ method: 'GET', url: `/api/v1/plan-order/${placed.id}/`, headers: user.auth });
    expect(mine.json()).toEqual({
      id: placed.id,
      plan: expect.objectContaining({ id: plan.id, code: 'scale', type: 'yearly' }),
      amount: 24_900,
      status: 'pending',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      paid_at: null,
    });
    const stranger = await createUser(ctx.app, 'stranger');
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/plan-order/${placed.id}/`,
      headers: stranger.auth,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: BILLING_MESSAGES.orderNotFound, code: 'NOT_FOUND' });
    const junk = await ctx.app.inject({ method: 'GET', url: '/api/v1/plan-order/abc/', headers: user.auth });
    expect(junk.statusCode).toBe(404);
  });

  it('lists no memberships for a new user and needs a token for them', async () => {
    const user = await createUser(ctx.app, 'fresh');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/memberships/', headers: user.auth })).json()).toEqual(
      [],
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/memberships/' })).statusCode).toBe(401);
  });
});

describe('billing endpoints in /api/docs', () => {
  it('lists every one, with the bearer scheme where a token is needed', async () => {
    expectOperations(await readOpenApi(ctx.app), [
      ['/api/v1/plans/', 'get', false],
      ['/api/v1/plan-order/', 'post', true],
      ['/api/v1/plan-order/{id}/', 'get', true],
      ['/api/v1/memberships/', 'get', true],
      ['/api/v1/sandbox/payments/{id}/', 'get', false],
      ['/api/v1/sandbox/payments/{id}/pay/', 'post', false],
      ['/api/v1/sandbox/payments/{id}/confirm/', 'post', false],
      ['/api/v1/sandbox/payments/{id}/cancel/', 'post', false],
      ['/api/v1/payments/sandbox/webhook/', 'post', false],
      ['/api/v1/payments/yookassa/webhook/', 'post', false],
    ]);
  });
});
