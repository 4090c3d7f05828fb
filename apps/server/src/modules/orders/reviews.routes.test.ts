import { ORDER_MESSAGES, type TOrder, type TProductComment } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, NO_RATE_LIMITS, type TTestUser } from '../../../test/accounts.ts';
import { postJsonText, useTestApp } from '../../../test/helper.ts';
import { insertProduct, insertSeller } from '../../../test/marketplace.ts';
import { insertOrder } from '../../../test/orders.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

let seller: TTestUser;
let stranger: TTestUser;
let sellerId: number;
beforeAll(async () => {
  [seller, stranger] = await Promise.all([createUser(ctx.app, 'rev-seller'), createUser(ctx.app, 'rev-stranger')]);
  sellerId = (await insertSeller(ctx.sql, seller.id)).id;
});

const addComment = (user: TTestUser, productId: number | string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products/${productId}/add-comment/`,
    headers: user.auth,
    payload: payload as object,
  });

/** A buyer with a completed order of the product; the order line's id. */
async function boughtBy(productId: number, status: 'completed' | 'in_progress' = 'completed', buyer?: TTestUser) {
  const user = buyer ?? (await createUser(ctx.app, 'rev-buyer'));
  const order = await insertOrder(ctx.sql, { buyerId: user.id, sellerId, status, paid: true, items: [{ productId }] });
  return { user, orderId: order.id, itemId: order.itemIds[0] as number };
}

const productStats = async (id: number) =>
  (
    await ctx.sql<{ rating: number | null; reviews_count: number }[]>`
      select rating::float8 as rating, reviews_count from products where id = ${id}`
  )[0];

describe('POST /api/v1/products/{id}/add-comment/ — reviews', () => {
  it('a buyer of a completed order reviews the product once; the line remembers it; the rating follows', async () => {
    const productId = await insertProduct(ctx.sql, sellerId);
    const { user, orderId, itemId } = await boughtBy(productId);
    const response = await addComment(user, productId, { content: '  Отличная дрель  ', stars: 5 });
    expect(response.statusCode, response.body).toBe(201);
    const review = response.json<TProductComment>();
    expect(review).toMatchObject({
      stars: 5,
      content: 'Отличная дрель',
      parent: null,
      product: productId,
      user: { id: user.id, full_name: user.full_name },
    });
    const [item] = await ctx.sql<{ review_id: number }[]>`select review_id from order_items where id = ${itemId}`;
    expect(item?.review_id).toBe(review.id);
    expect(await productStats(productId)).toEqual({ rating: 5, reviews_count: 1 });

    const again = await addComment(user, productId, { content: 'Ещё раз', stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: ORDER_MESSAGES.reviewExists });
    expect(await productStats(productId)).toEqual({ rating: 5, reviews_count: 1 });

    const order = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}/`, headers: user.auth })
    ).json<TOrder>();
    expect(order.items[0]).toMatchObject({ review: review.id, can_review: false });
  });

  it('the rating is the average of the reviews, to two decimals', async () => {
    const productId = await insertProduct(ctx.sql, sellerId);
    for (const stars of [5, 4, 4]) {
      const { user } = await boughtBy(productId);
      expect((await addComment(user, productId, { content: 'Отзыв', stars })).statusCode).toBe(201);
    }
    expect(await productStats(productId)).toEqual({ rating: 4.33, reviews_count: 3 });
  });

  it('two bought lines give two reviews; `order_item` picks one, a reviewed one is a 409', async () => {
    const productId = await insertProduct(ctx.sql, sellerId);
    const first = await boughtBy(productId);
    const second = await boughtBy(productId, 'completed', first.user);
    const picked = await addComment(first.user, productId, {
      content: 'Второй заказ',
      stars: 2,
      order_item: second.itemId,
    });
    expect(picked.statusCode, picked.body).toBe(201);
    const [row] = await ctx.sql<
      { review_id: number | null }[]
    >`select review_id from order_items where id = ${second.itemId}`;
    expect(row?.review_id).toBe(picked.json<TProductComment>().id);
    expect(
      (await addComment(first.user, productId, { content: 'Снова', stars: 3, order_item: second.itemId })).statusCode,
    ).toBe(409);
    expect((await addComment(first.user, productId, { content: 'Первый', stars: 4 })).statusCode).toBe(201);
    expect(await productStats(productId)).toEqual({ rating: 3, reviews_count: 2 });
    expect((await addComment(first.user, productId, { content: 'Третий', stars: 4 })).statusCode).toBe(409);
  });

  it('no completed order of the product, or another buyer\u2019s line: 403', async () => {
    const productId = await insertProduct(ctx.sql, sellerId);
    const shipping = await boughtBy(productId, 'in_progress');
    const refused = await addComment(shipping.user, productId, { content: 'Жду', stars: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: ORDER_MESSAGES.reviewNotAllowed });
    expect((await addComment(stranger, productId, { content: 'Не покупал', stars: 1 })).statusCode).toBe(403);
    const other = await boughtBy(productId);
    expect(
      (await addComment(stranger, productId, { content: 'Чужой', stars: 1, order_item: other.itemId })).statusCode,
    ).toBe(403);
    // A completed order of another product does not open this one.
    const otherProduct = await insertProduct(ctx.sql, sellerId);
    const elsewhere = await boughtBy(otherProduct);
    expect((await addComment(elsewhere.user, productId, { content: 'Не тот', stars: 2 })).statusCode).toBe(403);
    expect(await productStats(productId)).toEqual({ rating: null, reviews_count: 0 });
    expect((await addComment(stranger, 2_000_000_000, { content: 'Нет товара', stars: 2 })).statusCode).toBe(404);
  });

  it('a review needs stars from 1 to 5 and a text', async () => {
    const productId = await insertProduct(ctx.sql, sellerId);
    const { user } = await boughtBy(productId);
    const noStars = await addComment(user, productId, { content: 'Без оценки' });
    expect(noStars.statusCode).toBe(400);
    expect(noStars.json()).toEqual({ stars: [ORDER_MESSAGES.reviewStarsRequired] });
    for (const payload of [
      { content: 'x', stars: 0 },
      { content: 'x', stars: 6 },
      { content: 'x', stars: 4.5 },
      { content: '   ', stars: 5 },
      { stars: 5 },
      { content: 'x'.repeat(5001), stars: 5 },
    ]) {
      expect((await addComment(user, productId, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await productStats(productId)).toEqual({ rating: null, reviews_count: 0 });
  });

  it('concurrent reviews all count; a duplicate sent twice at once makes one', async () => {
    const productId = await insertProduct(ctx.sql, sellerId);
    const buyers = await Promise.all([1, 2, 3, 4].map(() => boughtBy(productId)));
    const responses = await Promise.all(
      buyers.map((buyer, index) => addComment(buyer.user, productId, { content: 'Разом', stars: index + 2 })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await productStats(productId)).toEqual({ rating: 3.5, reviews_count: 4 });

    const twice = await boughtBy(productId);
    const pair = await Promise.all([
      addComment(twice.user, productId, { content: 'Раз', stars: 5 }),
      addComment(twice.user, productId, { content: 'Два', stars: 5 }),
    ]);
    expect(pair.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await productStats(productId))?.reviews_count).toBe(5);
  });
});

describe('POST /api/v1/products/{id}/add-comment/ — the seller answers', () => {
  async function reviewed() {
    const productId = await insertProduct(ctx.sql, sellerId);
    const { user } = await boughtBy(productId);
    const review = (await addComment(user, productId, { content: 'Хорошо', stars: 4 })).json<TProductComment>();
    return { productId, buyer: user, review };
  }

  it("the seller's representative answers a review once, without stars and without touching the rating", async () => {
    const { productId, review } = await reviewed();
    const answer = await addComment(seller, productId, { content: 'Спасибо!', parent: review.id, stars: 1 });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<TProductComment>()).toMatchObject({ parent: review.id, stars: null, user: { id: seller.id } });
    expect(await productStats(productId)).toEqual({ rating: 4, reviews_count: 1 });

    const second = await addComment(seller, productId, { content: 'Ещё', parent: review.id });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ detail: ORDER_MESSAGES.replyNotAllowed });
    // An answer is not a review: nobody answers it.
    const onAnswer = await addComment(seller, productId, {
      content: 'Ответ на ответ',
      parent: answer.json<TProductComment>().id,
    });
    expect(onAnswer.statusCode).toBe(404);
  });

  it('strangers and the reviewer cannot answer; a review of another product is not found here', async () => {
    const { productId, buyer, review } = await reviewed();
    for (const user of [stranger, buyer]) {
      const refused = await addComment(user, productId, { content: 'Влезу', parent: review.id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ detail: ORDER_MESSAGES.replyNotAllowed });
    }
    const other = await reviewed();
    expect((await addComment(seller, productId, { content: 'Мимо', parent: other.review.id })).statusCode).toBe(404);
    expect((await addComment(seller, productId, { content: 'Мимо', parent: 2_000_000_000 })).statusCode).toBe(404);
  });

  it('two answers sent at once make one', async () => {
    const { productId, review } = await reviewed();
    const pair = await Promise.all([
      addComment(seller, productId, { content: 'Раз', parent: review.id }),
      addComment(seller, productId, { content: 'Два', parent: review.id }),
    ]);
    expect(pair.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('fuzzed add-comment bodies', () => {
  it('are refused with 400, never a 5xx', async () => {
    const productId = await insertProduct(ctx.sql, sellerId);
    const { user } = await boughtBy(productId);
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      { content: 5, stars: 5 },
      { content: 'x', stars: '5' },
      { content: 'x', stars: null },
      { content: 'x', stars: 5, parent: 'a' },
      { content: 'x', stars: 5, parent: -1 },
      { content: 'x', stars: 5, parent: 1e30 },
      { content: 'x', stars: 5, order_item: 0 },
      { content: 'x', stars: 5, order_item: 1.5 },
      { content: ['x'], stars: 5 },
      { content: { a: 1 }, stars: 5 },
    ];
    for (const body of bodies) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/products/${productId}/add-comment/`,
        headers: { ...user.auth, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const text of ['{', '{"content":', '\u0000', '{"content":"x","stars":5,}']) {
      const response = await postJsonText(ctx.app, `/api/v1/products/${productId}/add-comment/`, text);
      expect(response.statusCode, text).toBeLessThan(500);
    }
    for (const id of ['abc', '0', '-5', '1e40', '9'.repeat(30)]) {
      expect((await addComment(user, id, { content: 'x', stars: 5 })).statusCode, id).toBe(400);
    }
    expect(await productStats(productId)).toEqual({ rating: null, reviews_count: 0 });
  });
});
