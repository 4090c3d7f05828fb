import type { TEarlyAccessFlagList, TEarlyAccessReply, TFactorArticles } from '@sverka/shared';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, makeAdmin, NO_RATE_LIMITS, type TTestUser } from '../../../test/accounts.ts';
import { grantPlan } from '../../../test/billing.ts';
import { useTestApp } from '../../../test/helper.ts';
import { earlyAccessAllowed } from './index.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

let admin: TTestUser;
let free: TTestUser;
let scale: TTestUser;
let early: TTestUser;

beforeAll(async () => {
  admin = await createUser(ctx.app, 'early-admin');
  await makeAdmin(ctx.sql, admin.id);
  free = await createUser(ctx.app, 'early-free');
  scale = await createUser(ctx.app, 'early-scale');
  await grantPlan(ctx.sql, scale.id, 'scale');
  early = await createUser(ctx.app, 'early-optimal');
  await grantPlan(ctx.sql, early.id, 'optimal_plus');
});

afterAll(async () => {
  await ctx.sql`update early_access_flags set enabled = true where key = 'card.factor_articles'`;
});

const get = (url: string, user?: TTestUser) => ctx.app.inject({ method: 'GET', url, headers: user ? user.auth : {} });
const FACTOR_ARTICLES =
  '/api/v1/knowledge/factor-articles/?factors=fssp-open,fssp-wages,bankruptcy-case,no-such-factor';
const toggle = (enabled: boolean, user: TTestUser = admin) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/admin/early-access/card.factor_articles/',
    headers: user.auth,
    payload: { enabled },
  });

describe('early access', () => {
  it('lists the flagged features to a plan with early access only', async () => {
    const mine = (await get('/api/v1/early-access/', early)).json<TEarlyAccessReply>();
    expect(mine.locked).toBeNull();
    expect(mine.results.map((feature) => feature.key)).toContain('card.factor_articles');
    for (const user of [free, scale]) {
      const theirs = (await get('/api/v1/early-access/', user)).json<TEarlyAccessReply>();
      expect(theirs.results).toEqual([]);
      expect(theirs.locked).toMatchObject({
        feature: 'early_access',
        reason: 'upgrade',
        plan: { code: 'optimal_plus' },
      });
    }
    expect((await get('/api/v1/early-access/')).json<TEarlyAccessReply>().locked).toEqual({
      feature: 'early_access',
      reason: 'sign_in',
    });
  });

  it('gives the factor articles block to early access and refuses it to the rest with the entitlement 403', async () => {
    const allowed = await get(FACTOR_ARTICLES, early);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json<TFactorArticles>().results.map((item) => [item.slug, item.factors])).toEqual([
      ['factor-enforcement', ['fssp-open', 'fssp-wages']],
      ['bankruptcy', ['bankruptcy-case']],
    ]);
    for (const user of [free, scale]) {
      const refused = await get(FACTOR_ARTICLES, user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'entitlement_required',
        feature: 'early_access',
        reason: 'upgrade',
        plan: { code: 'optimal_plus', name: 'Оптимальный плюс' },
      });
      expect(refused.body).not.toContain('factor-enforcement');
    }
    expect((await get(FACTOR_ARTICLES)).json()).toMatchObject({ reason: 'sign_in' });
    expect((await get('/api/v1/knowledge/factor-articles/?factors=Bad%20id', early)).statusCode).toBe(400);
  });

  it('hides the feature from everyone while an admin has it off, and the helper agrees', async () => {
    const request = (user: TTestUser) => ({ authUser: { id: user.id } }) as FastifyRequest;
    expect(await earlyAccessAllowed(ctx.sql, request(early), 'card.factor_articles')).toBe(true);
    expect(await earlyAccessAllowed(ctx.sql, request(free), 'card.factor_articles')).toBe(false);

    expect((await toggle(false, free)).statusCode).toBe(403);
    const off = await toggle(false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ key: 'card.factor_articles', enabled: false });
    expect((await get(FACTOR_ARTICLES, early)).statusCode).toBe(404);
    expect((await get('/api/v1/early-access/', early)).json<TEarlyAccessReply>().results).toEqual([]);
    expect(await earlyAccessAllowed(ctx.sql, request(early), 'card.factor_articles')).toBe(false);
    const flags = (await get('/api/v1/admin/early-access/', admin)).json<TEarlyAccessFlagList>();
    expect(flags.results.find((flag) => flag.key === 'card.factor_articles')?.enabled).toBe(false);

    expect((await toggle(true)).statusCode).toBe(200);
    expect((await get(FACTOR_ARTICLES, early)).statusCode).toBe(200);
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/early-access/no.such/',
      headers: admin.auth,
      payload: { enabled: true },
    });
    expect(missing.statusCode).toBe(404);
  });
});
