import { BASKET_ITEMS_MAX, ORDER_MESSAGES, type TBasket, type TBasketItem } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/accounts.ts';
import { addProduct, addToBasket, sellerWithProduct, useOrdersApp } from '../../../test/checkout.ts';
import { someCategory } from '../../../test/marketplace.ts';

const ctx = useOrdersApp();

const getBasket = async (auth: { authorization: string }) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/basket/', headers: auth })).json<TBasket>();
const patchItem = (auth: { authorization: string }, id: number | string, payload: unknown) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/basket/${id}/`, headers: auth, payload: payload as object });
const deleteItem = (auth: { authorization: string }, id: number | string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/basket/${id}/`, headers: auth });

describe('basket', () => {
  it('adds to a row, lists newest first with the total, changes a quantity and removes a row', async () => {
    const buyer = await createUser(ctx.app, 'basket');
    const first = await sellerWithProduct(ctx.app, ctx.sql, 1200.5, 10);
    const second = await addProduct(ctx.sql, first.sellerId, 99.99, 5);
    await ctx.sql`update products set sale_price = 1000 where id = ${first.productId}`;

    const added = await addToBasket(ctx.app, buyer, first.productId, 2);
    expect(added.statusCode, added.body).toBe(200);
    const again = (await addToBasket(ctx.app, buyer, first.productId, 3)).json<TBasketItem>();
    expect(again).toMatchObject({
      id: added.json<TBasketItem>().id,
      quantity: 5,
      product: { id: first.productId, price: 1200.5, sale_price: 1000, price_with_taxes: 1000, in_stock: 10 },
    });
    expect(again.product.company).toBe(first.sellerId);
    expect(again.product.is_published).toBe(true);
    const secondRow = (await addToBasket(ctx.app, buyer, second)).json<TBasketItem>();

    const basket = await getBasket(buyer.auth);
    expect(basket.baskets.map((item) => [item.product.id, item.quantity])).toEqual([
      [second, 1],
      [first.productId, 5],
    ]);
    expect(basket.total).toBe(5099.99);

    const changed = await patchItem(buyer.auth, secondRow.id, { quantity: 4 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TBasketItem>().quantity).toBe(4);
    expect((await deleteItem(buyer.auth, secondRow.id)).statusCode).toBe(204);
    expect((await deleteItem(buyer.auth, secondRow.id)).statusCode).toBe(404);
    expect((await getBasket(buyer.auth)).baskets.map((item) => item.id)).toEqual([again.id]);
  });

  it("answers another buyer's row exactly as a missing one", async () => {
    const owner = await createUser(ctx.app, 'owner');
    const stranger = await createUser(ctx.app, 'stranger');
    const { productId } = await sellerWithProduct(ctx.app, ctx.sql);
    const row = (await addToBasket(ctx.app, owner, productId)).json<TBasketItem>();

    const missing = await patchItem(stranger.auth, 999_999_999, { quantity: 2 });
    const foreign = await patchItem(stranger.auth, row.id, { quantity: 2 });
    expect(missing.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json()).toEqual({ detail: ORDER_MESSAGES.basketItemNotFound, code: 'NOT_FOUND' });
    const deleted = await deleteItem(stranger.auth, row.id);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toEqual(missing.json());
    expect((await getBasket(owner.auth)).baskets.map((item) => [item.id, item.quantity])).toEqual([[row.id, 1]]);
    expect((await getBasket(stranger.auth)).baskets).toEqual([]);
  });

  it('refuses an own product, a product off sale, a seller nobody represents, more than in stock, and anonymous callers', async () => {
    const buyer = await createUser(ctx.app, 'refused');
    const { representative, productId, sellerId } = await sellerWithProduct(ctx.app, ctx.sql, 500, 3);

    const own = await addToBasket(ctx.app, representative, productId);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ detail: ORDER_MESSAGES.ownProduct, code: 'INVALID_REQUEST' });

    const hidden = await addProduct(ctx.sql, sellerId, 500, 3);
    await ctx.sql`update products set status = 'moderation' where id = ${hidden}`;
    const offSale = await addToBasket(ctx.app, buyer, hidden);
    expect(offSale.statusCode).toBe(404);
    expect(offSale.json()).toEqual({ detail: ORDER_MESSAGES.productUnavailable, code: 'NOT_FOUND' });
    expect((await addToBasket(ctx.app, buyer, 999_999_999)).statusCode).toBe(404);

    // A seller with nobody on the site to take the order (a demo seller, or one whose representative left).
    const { productId: unattended, sellerId: unattendedSeller } = await sellerWithProduct(ctx.app, ctx.sql, 500, 3);
    await ctx.sql`update sellers set representative_id = null where id = ${unattendedSeller}`;
    const away = await addToBasket(ctx.app, buyer, unattended);
    expect(away.statusCode).toBe(400);
    expect(away.json()).toEqual({ detail: ORDER_MESSAGES.sellerAway, code: 'INVALID_REQUEST' });
    const page = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${unattended}/` });
    expect(page.json()).toMatchObject({ seller_takes_orders: false });
    const attended = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${productId}/` });
    expect(attended.json()).toMatchObject({ seller_takes_orders: true });

    const tooMany = await addToBasket(ctx.app, buyer, productId, 4);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ quantity: [ORDER_MESSAGES.notEnoughStock] });
    const row = (await addToBasket(ctx.app, buyer, productId, 2)).json<TBasketItem>();
    // Two more would make four: the sum is checked, and the refused add changes nothing.
    expect((await addToBasket(ctx.app, buyer, productId, 2)).json()).toEqual({
      quantity: [ORDER_MESSAGES.notEnoughStock],
    });
    const above = await patchItem(buyer.auth, row.id, { quantity: 4 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({ quantity: [ORDER_MESSAGES.notEnoughStock] });
    expect((await getBasket(buyer.auth)).baskets.map((item) => item.quantity)).toEqual([2]);

    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/basket/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`holds at most ${BASKET_ITEMS_MAX} rows; more of a product already in it still fits`, async () => {
    const buyer = await createUser(ctx.app, 'full');
    const { productId, sellerId } = await sellerWithProduct(ctx.app, ctx.sql, 10, 5);
    const { id: categoryId } = await someCategory(ctx.sql);
    await ctx.sql`
      with made as (
        insert into products (seller_id, category_id, name, description, price, status, published_at, in_stock)
        select ${sellerId}, ${categoryId}, 'Товар ' || n, 'Описание', 10, 'published', now(), 5
        from generate_series(2, ${BASKET_ITEMS_MAX}) n
        returning id)
      insert into basket_items (user_id, product_id, quantity) select ${buyer.id}, id, 1 from made`;
    expect((await addToBasket(ctx.app, buyer, productId)).statusCode).toBe(200);
    expect((await addToBasket(ctx.app, buyer, productId)).statusCode).toBe(200);
    const extra = await addProduct(ctx.sql, sellerId, 10, 5);
    const full = await addToBasket(ctx.app, buyer, extra);
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ detail: ORDER_MESSAGES.basketTooLarge, code: 'INVALID_REQUEST' });
    expect((await getBasket(buyer.auth)).baskets).toHaveLength(BASKET_ITEMS_MAX);
  });

  it('answers malformed quantities, ids and bodies with 400, never 500', async () => {
    const buyer = await createUser(ctx.app, 'fuzz');
    const { productId } = await sellerWithProduct(ctx.app, ctx.sql);
    const row = (await addToBasket(ctx.app, buyer, productId)).json<TBasketItem>();
    for (const quantity of ['0', '-1', '1.5', 'abc', '1e9', '', '%00', '99999999999999999999']) {
      const response = await addToBasket(ctx.app, buyer, productId, quantity);
      expect(response.statusCode, `quantity=${quantity}: ${response.body}`).toBe(400);
    }
    for (const body of [{}, { quantity: 'x' }, { quantity: 0 }, { quantity: null }, { quantity: 1.5 }, []]) {
      const response = await patchItem(buyer.auth, row.id, body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
    }
    const malformed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/basket/${row.id}/`,
      headers: { ...buyer.auth, 'content-type': 'application/json' },
      payload: '{"quantity": ',
    });
    expect(malformed.statusCode).toBe(400);
    for (const id of ['abc', '0', '-5', '1.5', '99999999999999999999']) {
      expect((await patchItem(buyer.auth, id, { quantity: 1 })).statusCode, id).toBe(400);
      expect((await deleteItem(buyer.auth, id)).statusCode, id).toBe(400);
    }
  });
});
