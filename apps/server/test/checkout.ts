import { createHmac } from 'node:crypto';
import type { TCheckoutReply } from '@sverka/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { TPaymentsConfig } from '../src/config.ts';
import type { TSql } from '../src/db/client.ts';
import { registerGoodsPayments } from '../src/modules/billing/index.ts';
import { createOrdersDeps, goodsPaymentTarget, type TOrdersDeps } from '../src/modules/orders/index.ts';
import { createUser, type TTestUser } from './accounts.ts';
import { useBillingApp } from './billing.ts';
import { insertProduct, insertSeller } from './marketplace.ts';

export const SANDBOX_SECRET = 'sandbox-orders-secret-0123456789abcdef';

/** A buyer's delivery details as the checkout form sends them. */
export const BUYER_INFO = {
  phone_number: '+7 (900) 123-45-67',
  address: 'Москва, ул. Тверская, 1',
  postal_code: '125009',
};

/**
 * The real app with a known sandbox secret, and the orders module's deps for
 * calling its jobs directly (their goods payments go through the same target).
 */
export function useOrdersApp(payments: Partial<TPaymentsConfig> = {}) {
  const ctx = useBillingApp(() => ({ provider: 'sandbox', sandboxSecret: SANDBOX_SECRET, ...payments }));
  const context = ctx as typeof ctx & { orders: TOrdersDeps };
  beforeAll(() => {
    context.orders = createOrdersDeps(ctx.billing);
    registerGoodsPayments(ctx.billing, goodsPaymentTarget(context.orders));
  });
  return context;
}

/** A seller represented by a fresh user, with one published product of the given price (₽) and stock. */
export async function sellerWithProduct(app: FastifyInstance, sql: TSql, price = 1000, stock = 10) {
  const representative = await createUser(app, 'seller');
  const seller = await insertSeller(sql, representative.id);
  const productId = await addProduct(sql, seller.id, price, stock);
  return { representative, sellerId: seller.id, productId };
}

export async function addProduct(sql: TSql, sellerId: number, price: number, stock: number): Promise<number> {
  const id = await insertProduct(sql, sellerId, { price });
  await sql`update products set in_stock = ${stock} where id = ${id}`;
  return id;
}

export const stockOf = async (sql: TSql, productId: number) =>
  (await sql<{ in_stock: number }[]>`select in_stock from products where id = ${productId}`)[0]?.in_stock;

export function addToBasket(app: FastifyInstance, user: TTestUser, productId: number, quantity: number | string = 1) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/products/${productId}/add-to-basket/?quantity=${quantity}`,
    headers: user.auth,
  });
}

export function postCheckout(app: FastifyInstance, user: TTestUser, body: object = BUYER_INFO) {
  return app.inject({ method: 'POST', url: '/api/v1/user-info/', headers: user.auth, payload: body });
}

/** Puts the products in the basket and buys them; the sandbox payment id is the payment page's last segment. */
export async function buyProducts(
  app: FastifyInstance,
  user: TTestUser,
  lines: [productId: number, quantity: number][],
): Promise<TCheckoutReply & { paymentId: string; checkoutId: string }> {
  for (const [productId, quantity] of lines) {
    const added = await addToBasket(app, user, productId, quantity);
    expect(added.statusCode, added.body).toBe(200);
  }
  const response = await postCheckout(app, user);
  expect(response.statusCode, response.body).toBe(201);
  const reply = response.json<TCheckoutReply>();
  const paymentId = reply.order_url.split('/').pop() as string;
  const page = await app.inject({ method: 'GET', url: `/api/v1/sandbox/payments/${paymentId}/` });
  const checkoutId = new URL(page.json<{ return_url: string }>().return_url).searchParams.get('checkout') as string;
  return { ...reply, paymentId, checkoutId };
}

/** A sandbox notification about the payment, signed as the sandbox signs it. */
export function signedNotification(paymentId: string, status = 'succeeded') {
  const body = JSON.stringify({ type: 'notification', event: `payment.${status}`, object: { id: paymentId, status } });
  const signature = createHmac('sha256', SANDBOX_SECRET).update(body).digest('hex');
  return { body, headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature } };
}
