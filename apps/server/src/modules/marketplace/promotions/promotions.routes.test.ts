import { randomUUID } from 'node:crypto';
import {
  ENTITLEMENT_ERROR_CODE,
  PLAN_LIMIT_ERROR_CODE,
  PROMOTED_BLOCK_SIZE,
  type TProductsPage,
  type TPromotionList,
} from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, NO_RATE_LIMITS, type TTestUser } from '../../../../test/accounts.ts';
import { grantPlan } from '../../../../test/billing.ts';
import { useTestApp } from '../../../../test/helper.ts';
import { insertProduct, insertSeller, someCategory } from '../../../../test/marketplace.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

/** A word no other test's products carry, so the block of a search holds this file's products only. */
const WORD = `промо${randomUUID().slice(0, 6).replace(/\d/g, 'ж')}`;

type TSellerOnPlan = { user: TTestUser; sellerId: number };

async function sellerOnPlan(plan: string | null): Promise<TSellerOnPlan> {
  const user = await createUser(ctx.app, 'promo');
  const { id } = await insertSeller(ctx.sql, user.id);
  if (plan) await grantPlan(ctx.sql, user.id, plan);
  return { user, sellerId: id };
}

const promote = (user: TTestUser, product: number) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/promotions/', headers: user.auth, payload: { product } });
const stop = (user: TTestUser, product: number) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/promotions/${product}/`, headers: user.auth });
const list = async (user: TTestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/promotions/', headers: user.auth })).json<TPromotionList>();
const catalogue = async (query: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/v1/products/?${query}` })).json<TProductsPage>();

let category: { id: number; parentId: number };
let otherCategory: { id: number; parentId: number };

beforeAll(async () => {
  category = await someCategory(ctx.sql, 0);
  otherCategory = await someCategory(ctx.sql, 1);
});

describe('promoting products', () => {
  it('refuses plans without promotion with the entitlement body; the list shows the offer', async () => {
    for (const plan of [null, 'start']) {
      const seller = await sellerOnPlan(plan);
      const product = await insertProduct(ctx.sql, seller.sellerId);
      const response = await promote(seller.user, product);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: ENTITLEMENT_ERROR_CODE,
        feature: 'marketplace.top_search_3',
        plan: { code: 'scale' },
      });
      expect(await list(seller.user)).toMatchObject({ limit: 0, used: 0, locked: { plan: { code: 'scale' } } });
    }
  });

  it('promotes only one’s own published products, within the plan’s allowance', async () => {
    const seller = await sellerOnPlan('scale');
    const other = await sellerOnPlan('scale');
    const foreign = await insertProduct(ctx.sql, other.sellerId);
    expect((await promote(seller.user, foreign)).statusCode).toBe(404);
    expect((await stop(seller.user, foreign)).statusCode).toBe(404);
    const hidden = await insertProduct(ctx.sql, seller.sellerId, { status: 'moderation' });
    expect((await promote(seller.user, hidden)).statusCode).toBe(400);

    const products = await Promise.all([1, 2, 3, 4].map(() => insertProduct(ctx.sql, seller.sellerId)));
    const answers = await Promise.all(products.map((product) => promote(seller.user, product)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    const refused = answers.find((answer) => answer.statusCode === 403);
    expect(refused?.json()).toMatchObject({ code: PLAN_LIMIT_ERROR_CODE, limit: 3, plan: { code: 'optimal_plus' } });
    const promoted = await list(seller.user);
    expect(promoted).toMatchObject({ limit: 3, used: 3, locked: null });
    const first = promoted.results[0]?.product.id ?? 0;
    expect((await promote(seller.user, first)).statusCode).toBe(200);
    expect((await stop(seller.user, first)).statusCode).toBe(204);
    expect((await stop(seller.user, first)).statusCode).toBe(404);
    expect((await list(seller.user)).used).toBe(2);
  });
});

describe('the «Реклама» block', () => {
  let sellers: TSellerOnPlan[];
  let promotedIds: number[];
  let matching: Set<number>;

  beforeAll(async () => {
    // Four sellers on optimal_plus promote three products each: nine match the word, the category and the
    // price; three (the wrong category, a price over the bound, another word) must never show.
    sellers = await Promise.all([1, 2, 3, 4].map(() => sellerOnPlan('optimal_plus')));
    promotedIds = [];
    matching = new Set();
    for (const [index, seller] of sellers.entries()) {
      for (const slot of [0, 1, 2]) {
        const odd = index === 3 ? slot : -1;
        const id = await insertProduct(ctx.sql, seller.sellerId, {
          name: odd === 2 ? `Кирпич ${index}-${slot}` : `${WORD} ${index}-${slot}`,
          category_id: odd === 0 ? otherCategory.id : category.id,
          price: odd === 1 ? 90_000 : 1000 + slot,
        });
        expect((await promote(seller.user, id)).statusCode).toBe(201);
        promotedIds.push(id);
        if (odd === -1) matching.add(id);
      }
    }
  });

  const query = () => `search=${encodeURIComponent(WORD)}&category=${category.id}&price_max=50000`;

  it('holds only matching products, at most ten, and leaves them out of the organic list of the page', async () => {
    for (let request = 0; request < 10; request++) {
      const page = await catalogue(query());
      expect(page.promoted.length).toBeGreaterThan(0);
      expect(page.promoted.length).toBeLessThanOrEqual(PROMOTED_BLOCK_SIZE);
      for (const item of page.promoted) expect(matching.has(item.id)).toBe(true);
      const organic = new Set(page.result.map((item) => item.id));
      for (const item of page.promoted) expect(organic.has(item.id)).toBe(false);
      // The block is filled one product per seller first: three sellers match, nine products, all fit.
      expect(page.promoted).toHaveLength(9);
      expect(new Set(page.promoted.slice(0, 3).map((item) => item.company)).size).toBe(3);
    }
    // Page 2 and a seller's own page have no block.
    expect((await catalogue(`${query()}&page=2`)).promoted).toEqual([]);
    expect((await catalogue(`company=${sellers[0]?.sellerId}`)).promoted).toEqual([]);
    // Another word: none of these products, so no block of them.
    const unrelated = await catalogue('search=ничегоподобного');
    expect(unrelated.promoted.filter((item) => promotedIds.includes(item.id))).toEqual([]);
  });

  it('rotates fairly: over many requests every eligible seller appears, each first in its turn', async () => {
    const firstSellers = new Set<number>();
    const seen = new Set<number>();
    for (let request = 0; request < 40; request++) {
      const page = await catalogue(`search=${encodeURIComponent(WORD)}`);
      seen.add(page.promoted[0]?.company ?? 0);
      for (const item of page.promoted) firstSellers.add(item.company);
    }
    for (const seller of sellers) expect(firstSellers.has(seller.sellerId)).toBe(true);
    // Who leads the block changes from request to request.
    expect(seen.size).toBeGreaterThan(1);
  });

  it('counts impressions when the block is served and clicks on promoted products, per product and day', async () => {
    const seller = sellers[0] as TSellerOnPlan;
    const before = await list(seller.user);
    const impressionsBefore = before.results.reduce((sum, row) => sum + row.impressions, 0);
    let served = 0;
    for (let request = 0; request < 5; request++) {
      const page = await catalogue(query());
      served += page.promoted.filter((item) => item.company === seller.sellerId).length;
    }
    const target = before.results[0]?.product.id ?? 0;
    for (let click = 0; click < 3; click++) {
      const answer = await ctx.app.inject({ method: 'POST', url: `/api/v1/promotions/${target}/click/` });
      expect(answer.statusCode).toBe(204);
    }
    // A product that is not promoted is not counted.
    const plain = await insertProduct(ctx.sql, seller.sellerId);
    await ctx.app.inject({ method: 'POST', url: `/api/v1/promotions/${plain}/click/` });
    const after = await list(seller.user);
    const impressionsAfter = after.results.reduce((sum, row) => sum + row.impressions, 0);
    expect(impressionsAfter - impressionsBefore).toBe(served);
    const row = after.results.find((item) => item.product.id === target);
    expect(row).toMatchObject({ clicks: 3, clicks_today: 3 });
    const [stored] = await ctx.sql<{ rows: number }[]>`
      select count(*)::int as rows from product_promotion_stats where product_id = ${plain}`;
    expect(stored?.rows).toBe(0);
  });

  it('counts at most 30 clicks a minute from one address', async () => {
    const seller = sellers[0] as TSellerOnPlan;
    const target = (await list(seller.user)).results[0]?.product.id ?? 0;
    const clicksOf = async () => (await list(seller.user)).results.find((row) => row.product.id === target)?.clicks;
    const before = (await clicksOf()) ?? 0;
    const click = (remoteAddress: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/promotions/${target}/click/`, remoteAddress });
    const answers: number[] = [];
    for (let n = 0; n < 32; n++) answers.push((await click('198.51.100.7')).statusCode);
    expect(answers.filter((status) => status === 204)).toHaveLength(30);
    expect(answers.slice(30)).toEqual([429, 429]);
    // Another address still counts.
    expect((await click('198.51.100.8')).statusCode).toBe(204);
    expect(await clicksOf()).toBe(before + 31);
  });

  it('leaves out the products of a seller whose plan no longer allows promotion', async () => {
    const lapsed = sellers[1] as TSellerOnPlan;
    await ctx.sql`update memberships set status = 'canceled' where user_id = ${lapsed.user.id}`;
    // Stopping another seller's promotion here drops the cached set at once.
    const other = sellers[2] as TSellerOnPlan;
    const [first] = (await list(other.user)).results;
    await stop(other.user, first?.product.id ?? 0);
    const page = await catalogue(query());
    expect(page.promoted.some((item) => item.company === lapsed.sellerId)).toBe(false);
    expect(page.promoted.some((item) => item.id === first?.product.id)).toBe(false);
  });
});
