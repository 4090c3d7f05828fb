import type { TCategory, TFavoriteState, TProduct, TProductComment, TProductsPage, TTag } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, NO_RATE_LIMITS, type TTestUser } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { insertProduct, insertSeller, someCategory } from '../../../test/marketplace.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

const get = (url: string, user: TTestUser | null = null, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...(user?.auth ?? {}), ...headers } });
const post = (url: string, user: TTestUser, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: user.auth, payload });
const list = async (query: string, user: TTestUser | null = null) => {
  const response = await get(`/api/v1/products/?${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TProductsPage>();
};
const ids = (page: TProductsPage) => page.result.map((row) => row.id);

describe('GET /api/v1/categories/', () => {
  it('answers the two-level tree, roots and children in their order', async () => {
    const response = await get('/api/v1/categories/');
    expect(response.statusCode).toBe(200);
    const tree = response.json<TCategory[]>();
    expect(tree[0]).toMatchObject({ name: 'Строительство и ремонт', image: '/img/categories/construction.svg' });
    expect(tree[0]?.childrens.map((child) => child.name).slice(0, 2)).toEqual([
      'Строительные материалы',
      'Металлопрокат',
    ]);
    expect(tree.every((root) => root.childrens.every((child) => child.childrens.length === 0))).toBe(true);
  });
});

describe('tags', () => {
  it('creates a trimmed tag once regardless of case and finds it by prefix', async () => {
    const user = await createUser(ctx.app);
    const created = await post('/api/v1/tags/', user, { name: '  Нержавейка ' });
    expect(created.statusCode).toBe(201);
    const tag = created.json<TTag>();
    expect(tag.name).toBe('Нержавейка');
    const again = await post('/api/v1/tags/', user, { name: 'НЕРЖАВЕЙКА' });
    expect(again.statusCode).toBe(200);
    expect(again.json<TTag>().id).toBe(tag.id);
    expect((await post('/api/v1/tags/', user, { name: '   ' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/tags/', payload: { name: 'x' } })).statusCode).toBe(
      401,
    );
    const found = await get(`/api/v1/tags/?search=${encodeURIComponent('нерж')}`);
    expect(found.json<TTag[]>()).toContainEqual(tag);
    const percent = await get(`/api/v1/tags/?search=${encodeURIComponent('%')}`);
    expect(percent.json<TTag[]>()).toEqual([]);
  });
});

describe('GET /api/v1/products/', () => {
  let sellerA: { id: number };
  let sellerB: { id: number };
  let owner: TTestUser;
  let regionA: string;
  let leaf: { id: number; parentId: number };
  let otherLeaf: { id: number; parentId: number };
  const made: Record<string, number> = {};

  beforeAll(async () => {
    owner = await createUser(ctx.app, 'owner');
    const regions = await ctx.sql<
      { code: string; name: string }[]
    >`select code, name from regions order by code limit 2`;
    regionA = regions[0]?.name ?? '';
    sellerA = await insertSeller(ctx.sql, owner.id, { region_code: regions[0]?.code });
    sellerB = await insertSeller(ctx.sql, null, { region_code: regions[1]?.code });
    leaf = await someCategory(ctx.sql, 0);
    otherLeaf = await someCategory(ctx.sql, 10);
    made.gloves = await insertProduct(ctx.sql, sellerA.id, {
      name: 'Перчатки рабочие хлопковые',
      price: 100,
      category_id: leaf.id,
      rating: 4.5,
      likes_count: 1,
      published_at: new Date('2026-01-01'),
    });
    made.tree = await insertProduct(ctx.sql, sellerA.id, {
      name: 'Ёлка искусственная',
      price: 5000,
      sale_price: 50,
      category_id: otherLeaf.id,
      rating: 4.5,
      likes_count: 9,
      published_at: new Date('2026-03-01'),
    });
    made.cable = await insertProduct(ctx.sql, sellerB.id, {
      name: 'Кабель силовой',
      description: 'Медный кабель для пар перчаток не подходит',
      price: 700,
      category_id: leaf.id,
      published_at: new Date('2026-02-01'),
    });
    made.hidden = await insertProduct(ctx.sql, sellerA.id, { name: 'Перчатки на модерации', status: 'moderation' });
  });

  const both = () => `company__region__name__in=${encodeURIComponent(regionA)}`;

  it('lists published products of a seller, paged', async () => {
    const page = await list(`company=${sellerA.id}&page_size=1`);
    expect(page).toMatchObject({ count: 2, page: 1, page_size: 1, next: 2, previous: null });
    const second = await list(`company=${sellerA.id}&page_size=1&page=2`);
    expect(second).toMatchObject({ next: null, previous: 1 });
    expect([...ids(page), ...ids(second)].sort()).toEqual([made.gloves, made.tree].sort());
    expect((await list(`company=${sellerA.id}&page=5`)).result).toEqual([]);
  });

  it('orders by popularity, price and novelty', async () => {
    const sellers = `company__representative__in=${owner.id}`;
    expect(ids(await list(`${sellers}&ordering=popularity`))).toEqual([made.tree, made.gloves]);
    expect(ids(await list(`${sellers}&ordering=price-asc`))).toEqual([made.tree, made.gloves]);
    expect(ids(await list(`${sellers}&ordering=price-desc`))).toEqual([made.gloves, made.tree]);
    expect(ids(await list(`${sellers}&ordering=newest`))).toEqual([made.tree, made.gloves]);
  });

  it('includes the caller’s own unpublished products only for the caller', async () => {
    expect(ids(await list(`company__representative__in=${owner.id}`, owner))).toContain(made.hidden);
    expect(ids(await list(`company__representative__in=${owner.id}`))).not.toContain(made.hidden);
    expect(ids(await list(`company=${sellerA.id}`, owner))).not.toContain(made.hidden);
  });

  it('filters by category with its children, by price on the effective price and by region', async () => {
    const scope = `company__representative__in=${owner.id}`;
    expect(ids(await list(`${scope}&category=${leaf.parentId}`))).toEqual([made.gloves]);
    expect(ids(await list(`${scope}&category=${otherLeaf.id}`))).toEqual([made.tree]);
    expect(ids(await list(`${scope}&price_max=60`))).toEqual([made.tree]);
    expect(ids(await list(`${scope}&price_min=60&price_max=100`))).toEqual([made.gloves]);
    const regional = await list(`${both()}&category=${leaf.id}`);
    expect(ids(regional)).toContain(made.gloves);
    expect(ids(regional)).not.toContain(made.cable);
  });

  it('searches by word forms, е for ё and a typo', async () => {
    const scope = `company__region__name__in=${encodeURIComponent(regionA)}`;
    const search = (text: string) => list(`${scope}&search=${encodeURIComponent(text)}`);
    expect(ids(await search('перчатка'))).toEqual([made.gloves]);
    expect(ids(await search('перчаток'))).toEqual([made.gloves]);
    expect(ids(await search('елка'))).toEqual([made.tree]);
    expect(ids(await search('ёлки'))).toEqual([made.tree]);
    expect(ids(await search('перчятки'))).toEqual([made.gloves]);
    expect((await search('несуществующийтовар')).result).toEqual([]);
    // The description counts too, below the name.
    const all = await list(`search=${encodeURIComponent('перчатки')}&company=${sellerB.id}`);
    expect(ids(all)).toEqual([made.cable]);
  });

  it('counts facets of the filtered set', async () => {
    const page = await list(`company__representative__in=${owner.id}`);
    expect(page.count).toBe(2);
    expect(page.facets.price).toEqual({ min: 50, max: 100 });
    expect(page.facets.regions).toEqual([{ name: regionA, count: 2 }]);
    const counts = Object.fromEntries(page.facets.categories.map((row) => [row.id, row.count]));
    expect(counts[leaf.id]).toBe(1);
    expect(counts[otherLeaf.id]).toBe(1);
    if (leaf.parentId === otherLeaf.parentId) expect(counts[leaf.parentId]).toBe(2);
    else expect(counts[leaf.parentId]).toBe(1);
  });
});

describe('product page, views and favorites', () => {
  let product: number;
  let hidden: number;
  beforeAll(async () => {
    const seller = await insertSeller(ctx.sql, null);
    product = await insertProduct(ctx.sql, seller.id, { name: 'Насос центробежный', price: 9000, sale_price: 8000 });
    hidden = await insertProduct(ctx.sql, seller.id, { status: 'moderation' });
  });

  it('answers every field and counts a view once per viewer and day', async () => {
    const first = await get(`/api/v1/products/${product}/`, null, { 'user-agent': 'agent-1' });
    expect(first.statusCode).toBe(200);
    expect(first.json<TProduct>()).toMatchObject({
      id: product,
      name: 'Насос центробежный',
      price_with_taxes: 8000,
      is_liked: false,
      number_of_like: 0,
      views: 1,
      rating: null,
      comments: [],
      in_stock: 0,
      is_published: true,
    });
    expect(first.json<TProduct>().company_name).toMatch(/^ООО/);
    expect((await get(`/api/v1/products/${product}/`, null, { 'user-agent': 'agent-1' })).json<TProduct>().views).toBe(
      1,
    );
    expect((await get(`/api/v1/products/${product}/`, null, { 'user-agent': 'agent-2' })).json<TProduct>().views).toBe(
      2,
    );
    const user = await createUser(ctx.app);
    expect((await get(`/api/v1/products/${product}/`, user)).json<TProduct>().views).toBe(3);
    expect((await get(`/api/v1/products/${product}/`, user)).json<TProduct>().views).toBe(3);
    expect((await get('/api/v1/products/99999999/')).statusCode).toBe(404);
    expect((await get(`/api/v1/products/${product}/`, null, { authorization: 'Bearer broken' })).statusCode).toBe(401);
  });

  it('toggles a like idempotently and keeps the counter right under concurrency', async () => {
    const user = await createUser(ctx.app);
    const likes = await Promise.all(
      Array.from({ length: 6 }, () => post(`/api/v1/products/${product}/add-to-favorites/`, user)),
    );
    expect(likes.every((response) => response.statusCode === 200)).toBe(true);
    expect(likes.at(-1)?.json<TFavoriteState>()).toEqual({ is_liked: true, number_of_like: 1 });
    const page = (await get(`/api/v1/products/${product}/`, user)).json<TProduct>();
    expect(page).toMatchObject({ is_liked: true, number_of_like: 1 });
    const favorites = await get('/api/v1/favorites/', user);
    expect(favorites.json<TProductsPage>()).toMatchObject({ count: 1, result: [{ id: product, is_liked: true }] });

    const others = await Promise.all(Array.from({ length: 4 }, () => createUser(ctx.app)));
    await Promise.all(others.map((other) => post(`/api/v1/products/${product}/add-to-favorites/`, other)));
    const removals = await Promise.all(
      Array.from({ length: 4 }, () => post(`/api/v1/products/${product}/del-from-favorites/`, user)),
    );
    expect(removals.every((response) => response.statusCode === 200)).toBe(true);
    const [row] = await ctx.sql<{ likes_count: number }[]>`select likes_count from products where id = ${product}`;
    expect(row?.likes_count).toBe(4);
    expect((await get('/api/v1/favorites/', user)).json<TProductsPage>()).toMatchObject({ count: 0, result: [] });
    expect((await post(`/api/v1/products/${hidden}/add-to-favorites/`, user)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/favorites/' })).statusCode).toBe(401);
  });

  it('drops a product that leaves the catalogue from favorites', async () => {
    const user = await createUser(ctx.app);
    const seller = await insertSeller(ctx.sql, null);
    const first = await insertProduct(ctx.sql, seller.id);
    const second = await insertProduct(ctx.sql, seller.id);
    await post(`/api/v1/products/${first}/add-to-favorites/`, user);
    await post(`/api/v1/products/${second}/add-to-favorites/`, user);
    expect(ids((await get('/api/v1/favorites/', user)).json<TProductsPage>())).toEqual([second, first]);
    await ctx.sql`update products set status = 'moderation' where id = ${second}`;
    expect(ids((await get('/api/v1/favorites/', user)).json<TProductsPage>())).toEqual([first]);
  });
});

describe('GET /api/v1/comments/', () => {
  it('lists reviews by author and by product, newest first', async () => {
    const author = await createUser(ctx.app, 'author');
    const seller = await insertSeller(ctx.sql, null);
    const product = await insertProduct(ctx.sql, seller.id, { name: 'Дрель ударная' });
    const hidden = await insertProduct(ctx.sql, seller.id, { status: 'moderation' });
    await ctx.sql`insert into product_comments (product_id, user_id, stars, content, created_at) values
      (${product}, ${author.id}, 5, 'Отличная дрель', now() - interval '1 day'),
      (${product}, ${author.id}, 4, 'Докупили вторую', now()),
      (${hidden}, ${author.id}, 1, 'Скрытый товар', now())`;
    const byAuthor = await get(`/api/v1/comments/?user__in=${author.id}`);
    expect(byAuthor.statusCode).toBe(200);
    const comments = byAuthor.json<TProductComment[]>();
    expect(comments.map((comment) => comment.content)).toEqual(['Докупили вторую', 'Отличная дрель']);
    expect(comments[0]).toMatchObject({
      stars: 4,
      parent: null,
      product,
      product_name: 'Дрель ударная',
      user: { id: author.id, full_name: author.full_name, avatar: null },
    });
    expect((await get(`/api/v1/comments/?product=${product}`)).json<TProductComment[]>()).toHaveLength(2);
    expect((await get(`/api/v1/products/${product}/`)).json<TProduct>().comments).toHaveLength(2);
    expect((await get('/api/v1/comments/?user__in=abc')).statusCode).toBe(400);
  });
});
