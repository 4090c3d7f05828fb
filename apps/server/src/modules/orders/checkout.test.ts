import { ORDER_MESSAGES, type TBasket, type TCheckout } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { createUser, type TTestUser } from '../../../test/accounts.ts';
import { DECLINE_CARD, mailsTo, paySandbox } from '../../../test/billing.ts';
import {
  addProduct,
  addToBasket,
  BUYER_INFO,
  buyProducts,
  postCheckout,
  sellerWithProduct,
  signedNotification,
  stockOf,
  useOrdersApp,
} from '../../../test/checkout.ts';

const ctx = useOrdersApp();

const ordersOf = (buyerId: number) =>
  ctx.sql<
    {
      id: number;
      seller_id: number;
      status: string;
      paid: boolean;
      stock_reserved: boolean;
      total_kopecks: number;
      phone_number: string;
    }[]
  >`select id, seller_id, status, paid, stock_reserved, total_kopecks, phone_number from orders
    where buyer_id = ${buyerId} order by id`;
const itemsOf = (orderId: number) =>
  ctx.sql<{ product_id: number; name: string; price_kopecks: number; quantity: number }[]>`
    select product_id, name, price_kopecks, quantity from order_items where order_id = ${orderId} order by id`;
const getCheckout = (user: TTestUser, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/checkouts/${id}/`, headers: user.auth });
const basketOf = async (user: TTestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/basket/', headers: user.auth })).json<TBasket>();

describe('checkout', () => {
  it('places one order per seller with the prices of the moment, reserves stock and empties only the chosen rows', async () => {
    const buyer = await createUser(ctx.app, 'checkout');
    const a = await sellerWithProduct(ctx.app, ctx.sql, 1500, 10);
    const a2 = await addProduct(ctx.sql, a.sellerId, 250.5, 4);
    const b = await sellerWithProduct(ctx.app, ctx.sql, 99.99, 7);
    const left = await addProduct(ctx.sql, b.sellerId, 10, 3);
    await ctx.sql`update products set sale_price = 1200 where id = ${a.productId}`;

    const rows = [];
    for (const [productId, quantity] of [
      [a.productId, 2],
      [a2, 1],
      [b.productId, 3],
      [left, 1],
    ] as const) {
      rows.push((await addToBasket(ctx.app, buyer, productId, quantity)).json<{ id: number }>().id);
    }
    const response = await postCheckout(ctx.app, buyer, { ...BUYER_INFO, items: rows.slice(0, 3) });
    expect(response.statusCode, response.body).toBe(201);
    const reply = response.json<{ order_url: string; orders: number[] }>();
    expect(reply.order_url).toMatch(/^http:\/\/localhost\/sandbox\/pay\/[0-9a-f-]{36}$/);

    const orders = await ordersOf(buyer.id);
    expect(orders.map((order) => order.id)).toEqual(reply.orders);
    expect(
      orders.map(({ seller_id, status, paid, stock_reserved, total_kopecks, phone_number }) => ({
        seller_id,
        status,
        paid,
        stock_reserved,
        total_kopecks,
        phone_number,
      })),
    ).toEqual([
      {
        seller_id: a.sellerId,
        status: 'not_paid',
        paid: false,
        stock_reserved: true,
        total_kopecks: 265050,
        phone_number: '79001234567',
      },
      {
        seller_id: b.sellerId,
        status: 'not_paid',
        paid: false,
        stock_reserved: true,
        total_kopecks: 29997,
        phone_number: '79001234567',
      },
    ]);
    const [first, second] = reply.orders as [number, number];
    expect((await itemsOf(first)).map((item) => [item.product_id, item.price_kopecks, item.quantity])).toEqual([
      [a.productId, 120000, 2],
      [a2, 25050, 1],
    ]);
    expect(await stockOf(ctx.sql, a.productId)).toBe(8);
    expect(await stockOf(ctx.sql, a2)).toBe(3);
    expect(await stockOf(ctx.sql, b.productId)).toBe(4);
    expect(await stockOf(ctx.sql, left)).toBe(3);
    expect((await basketOf(buyer)).baskets.map((item) => item.product.id)).toEqual([left]);

    // A later price change leaves the placed order as it was.
    await ctx.sql`update products set price = 5000, sale_price = null where id = ${a.productId}`;
    expect((await itemsOf(first))[0]).toMatchObject({ price_kopecks: 120000 });
    expect((await itemsOf(second))[0]?.name).toEqual(expect.stringMatching(/^Товар /));

    const paymentId = reply.order_url.split('/').pop() as string;
    const page = await ctx.app.inject({ method: 'GET', url: `/api/v1/sandbox/payments/${paymentId}/` });
    expect(page.json()).toMatchObject({ amount: 2950.47, description: `Заказ № ${first}, ${second} на «Сверке»` });
    const checkoutId = new URL(page.json().return_url).searchParams.get('checkout') as string;
    const checkout = await getCheckout(buyer, checkoutId);
    expect(checkout.json<TCheckout>()).toEqual({
      id: checkoutId,
      status: 'pending',
      orders: [first, second],
      total: 2950.47,
      order_url: reply.order_url,
    });
    const stranger = await createUser(ctx.app, 'stranger');
    expect((await getCheckout(stranger, checkoutId)).statusCode).toBe(404);
    expect((await getCheckout(stranger, checkoutId)).json()).toEqual((await getCheckout(buyer, 'nope')).json());
  });

  it('pays with the success card: every order paid, one receipt to the buyer, one letter to each seller', async () => {
    const buyer = await createUser(ctx.app, 'payer');
    const a = await sellerWithProduct(ctx.app, ctx.sql, 700, 5);
    const b = await sellerWithProduct(ctx.app, ctx.sql, 300, 5);
    const bought = await buyProducts(ctx.app, buyer, [
      [a.productId, 2],
      [b.productId, 1],
    ]);
    const paid = await paySandbox(ctx.app, bought.paymentId);
    expect(paid.json()).toMatchObject({ status: 'succeeded' });

    expect((await ordersOf(buyer.id)).map((order) => [order.status, order.paid, order.stock_reserved])).toEqual([
      ['paid', true, true],
      ['paid', true, true],
    ]);
    expect((await getCheckout(buyer, bought.checkoutId)).json()).toMatchObject({ status: 'paid', order_url: null });
    const events = await ctx.sql`
      select event, from_status, to_status, actor_role from order_events
      where order_id = any(${bought.orders}::bigint[]) order by id`;
    expect(events).toEqual([
      { event: 'pay', from_status: 'not_paid', to_status: 'paid', actor_role: 'system' },
      { event: 'pay', from_status: 'not_paid', to_status: 'paid', actor_role: 'system' },
    ]);
    expect(await stockOf(ctx.sql, a.productId)).toBe(3);

    const receipts = mailsTo(ctx.dataDir, buyer.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toContain(`Заказ № ${bought.orders[0]}:`);
    expect(receipts[0]).toMatch(/— 2 × 700\s₽ = 1\s400\s₽/);
    expect(receipts[0]).toMatch(/Итого оплачено: 1\s700\s₽/);
    expect(receipts[0]).toContain('платёжная песочница');
    for (const [seller, orderId] of [
      [a, bought.orders[0]],
      [b, bought.orders[1]],
    ] as const) {
      const letters = mailsTo(ctx.dataDir, seller.representative.email);
      expect(letters).toHaveLength(1);
      expect(letters[0]).toContain(`Покупатель оплатил заказ № ${orderId}`);
      expect(letters[0]).toContain(`125009, ${BUYER_INFO.address}`);
      expect(letters[0]).toContain('Телефон покупателя: 79001234567');
      expect(letters[0]).toContain('/profile/orders?mode=sell');
    }
  });

  it('changes nothing when the same signed notification comes twice: paid once, stock taken once, one letter', async () => {
    const buyer = await createUser(ctx.app, 'replay');
    const seller = await sellerWithProduct(ctx.app, ctx.sql, 400, 3);
    const bought = await buyProducts(ctx.app, buyer, [[seller.productId, 1]]);
    await ctx.sql`update sandbox_payments set status = 'succeeded' where id = ${bought.paymentId}`;
    const notification = signedNotification(bought.paymentId);
    for (let i = 0; i < 2; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payments/sandbox/webhook/',
        headers: notification.headers,
        payload: notification.body,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await ordersOf(buyer.id)).map((order) => [order.status, order.paid])).toEqual([['paid', true]]);
    expect(await stockOf(ctx.sql, seller.productId)).toBe(2);
    const events = await ctx.sql`select 1 from order_events where order_id = ${bought.orders[0] as number}`;
    expect(events).toHaveLength(1);
    expect(mailsTo(ctx.dataDir, buyer.email)).toHaveLength(1);
    expect(mailsTo(ctx.dataDir, seller.representative.email)).toHaveLength(1);
  });

  it('leaves the orders unpaid with their stock reserved when the card is declined', async () => {
    const buyer = await createUser(ctx.app, 'declined');
    const seller = await sellerWithProduct(ctx.app, ctx.sql, 400, 3);
    const bought = await buyProducts(ctx.app, buyer, [[seller.productId, 2]]);
    const declined = await paySandbox(ctx.app, bought.paymentId, DECLINE_CARD);
    expect(declined.json()).toMatchObject({ status: 'canceled' });
    expect((await ordersOf(buyer.id)).map((order) => [order.status, order.paid, order.stock_reserved])).toEqual([
      ['not_paid', false, true],
    ]);
    expect(await stockOf(ctx.sql, seller.productId)).toBe(1);
    expect((await getCheckout(buyer, bought.checkoutId)).json()).toMatchObject({ status: 'canceled' });
    expect(mailsTo(ctx.dataDir, buyer.email)).toEqual([]);
    expect(mailsTo(ctx.dataDir, seller.representative.email)).toEqual([]);
  });

  it('pays again through the same checkout while it is pending, never a second payment', async () => {
    const buyer = await createUser(ctx.app, 'pay-again');
    const seller = await sellerWithProduct(ctx.app, ctx.sql, 400, 3);
    const bought = await buyProducts(ctx.app, buyer, [[seller.productId, 1]]);
    const orderId = bought.orders[0] as number;
    const pay = () => ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/pay/`, headers: buyer.auth });
    expect((await pay()).json()).toEqual({ order_url: bought.order_url });
    // As if the provider had not answered the create call: the same key asks for the same payment.
    await ctx.sql`update checkouts set provider_payment_id = null, confirmation_url = null where id = ${bought.checkoutId}`;
    expect((await pay()).json()).toEqual({ order_url: bought.order_url });
    const checkouts = await ctx.sql`select id from checkouts where buyer_id = ${buyer.id}`;
    expect(checkouts).toEqual([{ id: bought.checkoutId }]);
    expect(await stockOf(ctx.sql, seller.productId)).toBe(2);

    // Once that payment failed, a new checkout of this order alone.
    await paySandbox(ctx.app, bought.paymentId, DECLINE_CARD);
    const fresh = (await pay()).json<{ order_url: string }>();
    expect(fresh.order_url).not.toBe(bought.order_url);
    const [row] = await ctx.sql<{ checkout_id: string }[]>`select checkout_id from orders where id = ${orderId}`;
    expect(row?.checkout_id).not.toBe(bought.checkoutId);
    expect(await stockOf(ctx.sql, seller.productId)).toBe(2);
  });

  it('refuses products that cannot be bought, naming them, and creates nothing', async () => {
    const buyer = await createUser(ctx.app, 'refused');
    const seller = await sellerWithProduct(ctx.app, ctx.sql, 400, 3);
    const gone = await addProduct(ctx.sql, seller.sellerId, 100, 2);
    const [goneName] = await ctx.sql<{ name: string }[]>`select name from products where id = ${gone}`;
    await addToBasket(ctx.app, buyer, seller.productId, 1);
    await addToBasket(ctx.app, buyer, gone, 2);
    await ctx.sql`update products set in_stock = 0 where id = ${gone}`;
    const response = await postCheckout(ctx.app, buyer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ items: [`«${goneName?.name}»: ${ORDER_MESSAGES.outOfStock}`] });
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await stockOf(ctx.sql, seller.productId)).toBe(3);
    expect((await basketOf(buyer)).baskets).toHaveLength(2);

    const foreign = await postCheckout(ctx.app, buyer, { ...BUYER_INFO, items: [999_999_999] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ items: [`${ORDER_MESSAGES.basketItemNotFound}: 999999999`] });
    const empty = await createUser(ctx.app, 'empty');
    expect((await postCheckout(ctx.app, empty)).json()).toEqual({ items: [ORDER_MESSAGES.nothingToOrder] });
  });

  it('refuses a product whose seller lost its representative after it went into the basket', async () => {
    const buyer = await createUser(ctx.app, 'left-behind');
    const seller = await sellerWithProduct(ctx.app, ctx.sql, 400, 3);
    const [product] = await ctx.sql<{ name: string }[]>`select name from products where id = ${seller.productId}`;
    expect((await addToBasket(ctx.app, buyer, seller.productId, 1)).statusCode).toBe(200);
    await ctx.sql`update sellers set representative_id = null where id = ${seller.sellerId}`;
    const response = await postCheckout(ctx.app, buyer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ items: [`«${product?.name}»: ${ORDER_MESSAGES.sellerAway}`] });
    expect(await stockOf(ctx.sql, seller.productId)).toBe(3);
  });

  it('sells the last unit to exactly one of two buyers checking out at once', async () => {
    const seller = await sellerWithProduct(ctx.app, ctx.sql, 900, 1);
    const buyers = [await createUser(ctx.app, 'race-a'), await createUser(ctx.app, 'race-b')];
    for (const buyer of buyers) expect((await addToBasket(ctx.app, buyer, seller.productId)).statusCode).toBe(200);
    const responses = await Promise.all(buyers.map((buyer) => postCheckout(ctx.app, buyer)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const loser = responses.find((response) => response.statusCode === 400);
    expect(loser?.json().items?.[0]).toMatch(new RegExp(`${ORDER_MESSAGES.outOfStock}$`));
    expect(await stockOf(ctx.sql, seller.productId)).toBe(0);
    const [count] = await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from order_items where product_id = ${seller.productId}`;
    expect(count?.n).toBe(1);
  });

  it('answers malformed buyer details with 400, never 500', async () => {
    const buyer = await createUser(ctx.app, 'fuzz');
    const seller = await sellerWithProduct(ctx.app, ctx.sql, 100, 5);
    await addToBasket(ctx.app, buyer, seller.productId);
    const bodies: unknown[] = [
      {},
      [],
      { ...BUYER_INFO, phone_number: '12' },
      { ...BUYER_INFO, phone_number: 79001234567 },
      { ...BUYER_INFO, postal_code: '1234567' },
      { ...BUYER_INFO, postal_code: 'abcdef' },
      { ...BUYER_INFO, address: '   ' },
      { ...BUYER_INFO, address: 'x'.repeat(301) },
      { ...BUYER_INFO, items: [] },
      { ...BUYER_INFO, items: ['a'] },
      { ...BUYER_INFO, items: [1.5] },
      { ...BUYER_INFO, items: [-1] },
      { ...BUYER_INFO, items: [Number.MAX_SAFE_INTEGER + 2] },
      { ...BUYER_INFO, items: 'all' },
      { ...BUYER_INFO, items: Array.from({ length: 300 }, (_, i) => i + 1) },
    ];
    for (const body of bodies) {
      const response = await postCheckout(ctx.app, buyer, body as object);
      expect(response.statusCode, `${JSON.stringify(body).slice(0, 80)}: ${response.body}`).toBe(400);
    }
    for (const id of ['abc', '0', '-1', '99999999999999999999']) {
      const pay = await ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/pay/`, headers: buyer.auth });
      expect(pay.statusCode, id).toBe(400);
    }
    expect((await getCheckout(buyer, 'x'.repeat(65))).statusCode).toBe(400);
    expect(await ordersOf(buyer.id)).toEqual([]);
  });
});
