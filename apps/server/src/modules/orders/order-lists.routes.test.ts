import { orderActionsFor, type TOrder, type TOrdersPage } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, NO_RATE_LIMITS, type TTestUser } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { insertProduct, insertSeller } from '../../../test/marketplace.ts';
import { insertOrder } from '../../../test/orders.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

let buyer: TTestUser;
let otherBuyer: TTestUser;
let seller: TTestUser;
let otherSeller: TTestUser;
let sellerId: number;
let secondSellerId: number;
let otherSellerId: number;
let productId: number;
const ids: Record<string, number> = {};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  [buyer, otherBuyer, seller, otherSeller] = await Promise.all([
    createUser(ctx.app, 'list-buyer'),
    createUser(ctx.app, 'list-other-buyer'),
    createUser(ctx.app, 'list-seller'),
    createUser(ctx.app, 'list-other-seller'),
  ]);
  sellerId = (await insertSeller(ctx.sql, seller.id)).id;
  // The same person may represent several sellers: both lists are theirs.
  secondSellerId = (await insertSeller(ctx.sql, seller.id)).id;
  otherSellerId = (await insertSeller(ctx.sql, otherSeller.id)).id;
  productId = await insertProduct(ctx.sql, sellerId, { name: 'Дрель ударная' });
  await ctx.sql`
    insert into product_images (product_id, key, thumb_key, position)
    values (${productId}, 'products/drill-2.webp', 'products/drill-2-thumb.webp', 1),
      (${productId}, 'products/drill.webp', 'products/drill-thumb.webp', 0)`;
  const hidden = await insertProduct(ctx.sql, sellerId, { status: 'moderation' });
  const gone = await insertProduct(ctx.sql, otherSellerId);

  const place = async (name: string, order: Parameters<typeof insertOrder>[1]) => {
    ids[name] = (await insertOrder(ctx.sql, order)).id;
  };
  await place('completed', {
    buyerId: buyer.id,
    sellerId,
    status: 'completed',
    paid: true,
    createdAt: minutesAgo(50),
    items: [
      { productId, priceKopecks: 250_050, quantity: 2, name: 'Дрель ударная' },
      { productId: hidden, priceKopecks: 10_000, name: 'Сверло' },
    ],
  });
  await place('notPaid', {
    buyerId: buyer.id,
    sellerId: secondSellerId,
    createdAt: minutesAgo(40),
    items: [{ productId }],
  });
  await place('paidElsewhere', {
    buyerId: buyer.id,
    sellerId: otherSellerId,
    status: 'paid',
    paid: true,
    createdAt: minutesAgo(30),
    items: [{ productId: gone }],
  });
  await place('otherBuyers', {
    buyerId: otherBuyer.id,
    sellerId,
    status: 'in_progress',
    paid: true,
    createdAt: minutesAgo(20),
    items: [{ productId }],
  });
  await ctx.sql`delete from products where id = ${gone}`;
});

const get = (user: TTestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: user.auth });
const listIds = async (user: TTestUser, url: string) => {
  const response = await get(user, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TOrdersPage>().result.map((order) => order.id);
};

describe('GET /api/v1/products-order/ and /api/v1/seller-order/', () => {
  it("lists the buyer's own orders newest first, and filters them by status", async () => {
    expect(await listIds(buyer, '/api/v1/products-order/')).toEqual([ids.paidElsewhere, ids.notPaid, ids.completed]);
    expect(await listIds(buyer, '/api/v1/products-order/?status=completed')).toEqual([ids.completed]);
    expect(await listIds(buyer, '/api/v1/products-order/?status=not_paid')).toEqual([ids.notPaid]);
    expect(await listIds(buyer, '/api/v1/products-order/?status=cancelled')).toEqual([]);
    expect(await listIds(otherBuyer, '/api/v1/products-order/')).toEqual([ids.otherBuyers]);
    // Buying is not selling: the buyer represents no seller.
    expect(await listIds(buyer, '/api/v1/seller-order/')).toEqual([]);
  });

  it('lists the orders of every seller the user represents, and only those', async () => {
    expect(await listIds(seller, '/api/v1/seller-order/')).toEqual([ids.otherBuyers, ids.notPaid, ids.completed]);
    expect(await listIds(seller, '/api/v1/seller-order/?status=in_progress')).toEqual([ids.otherBuyers]);
    expect(await listIds(otherSeller, '/api/v1/seller-order/')).toEqual([ids.paidElsewhere]);
    const page = (await get(seller, '/api/v1/seller-order/')).json<TOrdersPage>();
    expect(page.result.every((order) => order.role === 'seller')).toBe(true);
    expect(page.result[0]?.actions).toEqual(orderActionsFor('in_progress', 'seller'));
  });

  it('pages by ORDERS_PAGE_SIZE', async () => {
    const many = await createUser(ctx.app, 'list-many');
    for (let i = 0; i < 22; i++) {
      await insertOrder(ctx.sql, {
        buyerId: many.id,
        sellerId,
        createdAt: minutesAgo(100 - i),
        items: [{ productId }],
      });
    }
    const first = (await get(many, '/api/v1/products-order/')).json<TOrdersPage>();
    expect(first).toMatchObject({ count: 22, page: 1, page_size: 20, next: 2, previous: null });
    expect(first.result).toHaveLength(20);
    const second = (await get(many, '/api/v1/products-order/?page=2')).json<TOrdersPage>();
    expect(second).toMatchObject({ count: 22, next: null, previous: 1 });
    expect(second.result).toHaveLength(2);
    expect(new Set([...first.result, ...second.result].map((order) => order.id)).size).toBe(22);
    expect((await get(many, '/api/v1/products-order/?page=9')).json<TOrdersPage>().result).toEqual([]);
  });

  it('refuses bad queries with 400 and anonymous callers with 401', async () => {
    for (const query of ['status=lost', 'page=0', 'page=abc', 'page=-1', 'status=']) {
      expect((await get(buyer, `/api/v1/products-order/?${query}`)).statusCode, query).toBe(400);
      expect((await get(seller, `/api/v1/seller-order/?${query}`)).statusCode, query).toBe(400);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/products-order/' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/seller-order/' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/orders/{id}/', () => {
  it('shows the buyer their order: lines with pictures and states, the first line, the JSON basket', async () => {
    const response = await get(buyer, `/api/v1/orders/${ids.completed}/`);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<TOrder>();
    expect(order).toMatchObject({
      id: ids.completed,
      status: 'completed',
      paid: true,
      total: 5101,
      company: sellerId,
      buyer: { id: buyer.id, full_name: buyer.full_name },
      postal_code: '125009',
      role: 'buyer',
      actions: [],
      can_pay: false,
      refund: null,
      stock_released: false,
    });
    expect(order.items).toEqual([
      {
        id: expect.any(Number),
        product: productId,
        name: 'Дрель ударная',
        price: 2500.5,
        quantity: 2,
        image: '/api/v1/media/products/drill-thumb.webp',
        is_published: true,
        can_review: true,
        review: null,
      },
      expect.objectContaining({ name: 'Сверло', is_published: false, can_review: true, image: null }),
    ]);
    expect(order.product).toEqual(order.items[0]);
    expect(JSON.parse(order.basket)).toEqual(order.items);
  });

  it("shows the seller's representative the same order as the seller, without reviews to write", async () => {
    const order = (await get(seller, `/api/v1/orders/${ids.completed}/`)).json<TOrder>();
    expect(order.role).toBe('seller');
    expect(order.items.map((item) => item.can_review)).toEqual([false, false]);
    const unpaid = (await get(buyer, `/api/v1/orders/${ids.notPaid}/`)).json<TOrder>();
    expect(unpaid).toMatchObject({ can_pay: true, actions: ['cancel'] });
    expect((await get(seller, `/api/v1/orders/${ids.notPaid}/`)).json<TOrder>()).toMatchObject({
      can_pay: false,
      actions: ['cancel'],
    });
  });

  it('a line whose product was deleted keeps its snapshot, without picture, link or review', async () => {
    const order = (await get(buyer, `/api/v1/orders/${ids.paidElsewhere}/`)).json<TOrder>();
    expect(order.items[0]).toMatchObject({ product: null, image: null, is_published: false, can_review: false });
  });

  it('is a 404 to anyone else, as a missing order is', async () => {
    expect((await get(otherBuyer, `/api/v1/orders/${ids.completed}/`)).statusCode).toBe(404);
    expect((await get(otherSeller, `/api/v1/orders/${ids.completed}/`)).statusCode).toBe(404);
    expect((await get(buyer, '/api/v1/orders/2000000000/')).statusCode).toBe(404);
    expect((await get(buyer, '/api/v1/orders/abc/')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${ids.completed}/` })).statusCode).toBe(401);
  });
});
