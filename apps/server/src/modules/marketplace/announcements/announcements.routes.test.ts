import {
  ANNOUNCEMENT_MESSAGES,
  ENTITLEMENT_ERROR_CODE,
  PLAN_LIMIT_ERROR_CODE,
  type TAnnouncement,
  type TAnnouncementAllowance,
  type TAnnouncementsPage,
} from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, makeAdmin, NO_RATE_LIMITS, type TTestUser } from '../../../../test/accounts.ts';
import { grantPlan } from '../../../../test/billing.ts';
import { useTestApp } from '../../../../test/helper.ts';
import {
  insertProduct,
  insertSeller,
  picture,
  repeatedMultipart,
  type TFormPart,
} from '../../../../test/marketplace.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

let admin: TTestUser;
let seller: TTestUser;
let sellerInfo: { id: number; inn: string };
let productId: number;

beforeAll(async () => {
  admin = await createUser(ctx.app, 'admin');
  await makeAdmin(ctx.sql, admin.id);
  seller = await createUser(ctx.app, 'ann-seller');
  sellerInfo = await insertSeller(ctx.sql, seller.id);
  await grantPlan(ctx.sql, seller.id, 'scale');
  productId = await insertProduct(ctx.sql, sellerInfo.id, { name: 'Кирпич облицовочный' });
});

const get = (url: string, user: TTestUser | null = null) =>
  ctx.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });

function post(user: TTestUser, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/announcements/', headers: user.auth, payload });
}

async function postOk(user: TTestUser, payload: Record<string, unknown>): Promise<TAnnouncement> {
  const response = await post(user, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAnnouncement>();
}

const decide = (id: number, verdict: 'approve' | 'reject', user = admin, reason?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/announcements/${id}/${verdict}/`,
    headers: user.auth,
    payload: verdict === 'reject' ? { reason } : undefined,
  });

async function sellerOnPlan(plan: string | null) {
  const user = await createUser(ctx.app, 'ann');
  const info = await insertSeller(ctx.sql, user.id);
  if (plan) await grantPlan(ctx.sql, user.id, plan);
  return { user, info };
}

describe('POST /api/v1/announcements/', () => {
  it('refuses users whose plan lacks announcements with the entitlement body naming the cheapest plan', async () => {
    for (const plan of [null, 'start']) {
      const { user } = await sellerOnPlan(plan);
      const response = await post(user, { kind: 'other', text: 'Привет' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: ENTITLEMENT_ERROR_CODE,
        feature: 'marketplace.announcements_10',
        reason: 'upgrade',
        plan: { code: 'scale' },
      });
      const allowance = (await get('/api/v1/announcements/allowance/', user)).json<TAnnouncementAllowance>();
      expect(allowance).toMatchObject({ limit: 0, locked: { reason: 'upgrade', plan: { code: 'scale' } } });
    }
  });

  it('answers 401 without a token and 403 for a user who represents no seller', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/announcements/', payload: {} })).statusCode).toBe(401);
    const user = await createUser(ctx.app, 'nobody');
    await grantPlan(ctx.sql, user.id, 'scale');
    expect((await post(user, { kind: 'other', text: 'Текст' })).statusCode).toBe(403);
  });

  it('checks the fields with Russian messages and the link against the seller’s own products', async () => {
    const empty = await post(seller, { kind: 'nonsense', text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      text: [ANNOUNCEMENT_MESSAGES.textRequired],
      kind: [ANNOUNCEMENT_MESSAGES.kindRequired],
    });
    const long = await post(seller, { kind: 'other', text: 'я'.repeat(1001) });
    expect(long.json()).toMatchObject({ text: [ANNOUNCEMENT_MESSAGES.textTooLong] });
    const other = await sellerOnPlan(null);
    const foreign = await insertProduct(ctx.sql, other.info.id);
    const linked = await post(seller, { kind: 'new_goods', text: 'Смотрите', link_product: String(foreign) });
    expect(linked.statusCode).toBe(400);
    expect(linked.json()).toMatchObject({ link_product: [ANNOUNCEMENT_MESSAGES.linkProductNotFound] });
    const notMine = await post(seller, { kind: 'other', text: 'Текст', company: String(other.info.id) });
    expect(notMine.statusCode).toBe(403);
  });

  it('stores text as text, re-encodes pictures and links the seller’s product', async () => {
    const body = repeatedMultipart([
      ['kind', 'price_change'],
      ['text', '<b>Скидки</b> на кирпич'],
      ['link_product', String(productId)],
      ['images', { filename: 'a.png', contentType: 'image/png', data: await picture('png') }],
    ] satisfies TFormPart[]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/announcements/',
      headers: { ...seller.auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<TAnnouncement>();
    expect(created).toMatchObject({
      status: 'moderation',
      text: '<b>Скидки</b> на кирпич',
      link_product: { id: productId, name: 'Кирпич облицовочный' },
      company: { id: sellerInfo.id, inn: sellerInfo.inn },
    });
    expect(created.images).toHaveLength(1);
    const file = await get(created.images[0]?.thumbnail ?? '');
    expect(file.headers['content-type']).toBe('image/webp');
  });
});

describe('moderation and the feed', () => {
  it('publishes or rejects with a reason; only published ones reach the feeds, newest first', async () => {
    const first = await postOk(seller, { kind: 'opening', text: 'Открыли склад в Казани', link_company: 'true' });
    const second = await postOk(seller, { kind: 'new_goods', text: 'Новая партия' });
    const third = await postOk(seller, { kind: 'other', text: 'Реклама казино' });

    const queue = (await get('/api/v1/admin/announcements/?status=moderation', admin)).json<TAnnouncementsPage>();
    expect(queue.result.map((item) => item.id)).toEqual(expect.arrayContaining([first.id, second.id, third.id]));
    expect((await get('/api/v1/admin/announcements/', seller)).statusCode).toBe(403);

    expect((await decide(first.id, 'approve')).statusCode).toBe(200);
    expect((await decide(second.id, 'approve')).statusCode).toBe(200);
    const rejected = await decide(third.id, 'reject', admin, 'Не по теме');
    expect(rejected.json()).toMatchObject({ status: 'rejected', reject_reason: 'Не по теме' });
    expect((await decide(third.id, 'approve')).json()).toMatchObject({ detail: ANNOUNCEMENT_MESSAGES.notPending });
    expect((await decide(999_999_999, 'approve')).statusCode).toBe(404);
    expect((await decide(first.id, 'reject', admin, ' ')).statusCode).toBe(400);

    const feed = (await get('/api/v1/announcements/?page_size=50')).json<TAnnouncementsPage>();
    const ids = feed.result.map((item) => item.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).not.toContain(third.id);
    const bySeller = (await get(`/api/v1/announcements/?seller=${sellerInfo.id}`)).json<TAnnouncementsPage>();
    expect(bySeller.result.map((item) => item.id)).toEqual([second.id, first.id]);
    const byInn = (await get(`/api/v1/announcements/?company=${sellerInfo.inn}`)).json<TAnnouncementsPage>();
    expect(byInn.result.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(byInn.result[1]).toMatchObject({ link_company: true, kind: 'opening' });

    const mine = (await get('/api/v1/announcements/?mine=1&page_size=50', seller)).json<TAnnouncementsPage>();
    expect(mine.result.find((item) => item.id === third.id)).toMatchObject({ reject_reason: 'Не по теме' });
    expect((await get('/api/v1/announcements/?mine=1')).statusCode).toBe(401);
  });

  it('shows followers the announcements of the companies on their watch list', async () => {
    const follower = await createUser(ctx.app, 'follower');
    const empty = (await get('/api/v1/announcements/?following=1', follower)).json<TAnnouncementsPage>();
    expect(empty.count).toBe(0);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/watchlist/',
      headers: follower.auth,
      payload: { inn: sellerInfo.inn },
    });
    const feed = (await get('/api/v1/announcements/?following=1', follower)).json<TAnnouncementsPage>();
    expect(feed.count).toBeGreaterThan(0);
    expect(feed.result.every((item) => item.company.inn === sellerInfo.inn)).toBe(true);
  });

  it('deletes only one’s own announcement; another seller’s id answers 404', async () => {
    const own = await postOk(seller, { kind: 'other', text: 'Удалю' });
    const other = await sellerOnPlan('scale');
    const del = (id: number, user: TTestUser) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/v1/announcements/${id}/`, headers: user.auth });
    expect((await del(own.id, other.user)).statusCode).toBe(404);
    expect((await del(own.id, seller)).statusCode).toBe(204);
    expect((await del(own.id, seller)).statusCode).toBe(404);
  });
});

describe('the monthly allowance', () => {
  it('counts this month’s posts, deleted ones included, and answers the plan-limit body past it', async () => {
    const { user } = await sellerOnPlan('scale');
    // Last month's posts do not count.
    const [sellerRow] = await ctx.sql<{ id: number }[]>`select id from sellers where representative_id = ${user.id}`;
    await ctx.sql`
      insert into announcements (seller_id, author_id, kind, text, created_at)
      select ${sellerRow?.id ?? 0}, ${user.id}, 'other', 'старое', now() - interval '40 days'
      from generate_series(1, 5)`;
    const posted: TAnnouncement[] = [];
    for (let index = 0; index < 10; index++) posted.push(await postOk(user, { kind: 'other', text: `№${index}` }));
    const allowance = (await get('/api/v1/announcements/allowance/', user)).json<TAnnouncementAllowance>();
    expect(allowance).toMatchObject({ limit: 10, used: 10, remaining: 0, locked: null });
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/announcements/${posted[0]?.id}/`, headers: user.auth });
    const over = await post(user, { kind: 'other', text: 'одиннадцатое' });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: PLAN_LIMIT_ERROR_CODE, limit: 10, plan: { code: 'optimal_plus' } });
  });

  it('allows 30 a month on optimal_plus, and concurrent posts never pass the allowance', async () => {
    const { user } = await sellerOnPlan('optimal_plus');
    const allowance = (await get('/api/v1/announcements/allowance/', user)).json<TAnnouncementAllowance>();
    expect(allowance).toMatchObject({ limit: 30, used: 0, remaining: 30, plan: null });
    const answers = await Promise.all(
      Array.from({ length: 34 }, (_, index) => post(user, { kind: 'other', text: `Пост ${index}` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(30);
    expect(answers.filter((answer) => answer.statusCode === 403)).toHaveLength(4);
  });
});
