import {
  AppError,
  CHECKOUT_ITEMS_MAX,
  MESSAGES,
  ORDER_MESSAGES,
  type TCheckout,
  type TCheckoutReply,
  type ZBuyerInfoBody,
} from '@sverka/shared';
import type { z } from 'zod';
import type { TSql } from '../../db/client.ts';
import { findProductsForSale, type TProductForSale, takeStock } from '../marketplace/index.ts';
import * as basket from './basket.repository.ts';
import { startCheckoutPayment } from './checkout.payment.ts';
import * as checkouts from './checkout.repository.ts';
import type { TOrdersDeps } from './orders.deps.ts';
import * as orders from './orders.repository.ts';

/** The provider takes no payment under 1 ₽ (the checkouts table says so too). */
const MIN_PAYMENT_KOPECKS = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const itemsError = (messages: string[]) =>
  new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { items: messages });
const orderNotFound = () => new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
const named = (name: string, message: string) => `«${name}»: ${message}`;

/** Why a basket row cannot be bought now, or nothing. */
function saleProblem(row: basket.TBasketRow, product: TProductForSale | undefined, userId: number) {
  if (product?.status !== 'published') return ORDER_MESSAGES.productUnavailable;
  if (product.representative_id === userId) return ORDER_MESSAGES.ownProduct;
  if (product.representative_id === null) return ORDER_MESSAGES.sellerAway;
  if (product.in_stock < row.quantity) {
    return product.in_stock > 0 ? ORDER_MESSAGES.notEnoughStock : ORDER_MESSAGES.outOfStock;
  }
  return undefined;
}

/**
 * `POST /api/v1/user-info/`: the chosen basket rows (all when none are named)
 * become one order per seller with today's names and prices, their units are
 * taken off the shelf, one checkout pays for all of them, and the rows leave
 * the basket, all in one transaction: any product that cannot be bought rolls
 * everything back and is named. The provider's payment is created after the
 * commit; its page is the answer.
 */
export async function placeCheckout(
  deps: TOrdersDeps,
  userId: number,
  body: z.output<typeof ZBuyerInfoBody>,
  origin: string,
): Promise<TCheckoutReply> {
  const placed = await deps.sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    await basket.lockBasketOf(tx, userId);
    const requested = body.items ? [...new Set(body.items)] : undefined;
    const rows = await basket.lockBasketRows(tx, userId, requested);
    if (requested && rows.length < requested.length) {
      const found = new Set(rows.map((row) => row.id));
      const missing = requested.filter((id) => !found.has(id));
      throw itemsError([`${ORDER_MESSAGES.basketItemNotFound}: ${missing.join(', ')}`]);
    }
    if (rows.length === 0) throw itemsError([ORDER_MESSAGES.nothingToOrder]);
    if (rows.length > CHECKOUT_ITEMS_MAX) throw itemsError([ORDER_MESSAGES.checkoutTooLarge]);

    const products = new Map(
      (
        await findProductsForSale(
          tx,
          rows.map((row) => row.product_id),
        )
      ).map((product) => [product.id, product]),
    );
    const problems = rows.flatMap((row) => {
      const product = products.get(row.product_id);
      const problem = saleProblem(row, product, userId);
      return problem ? [named(product?.name ?? String(row.product_id), problem)] : [];
    });
    if (problems.length > 0) throw itemsError(problems);

    // Stock is taken in product order, so two checkouts sharing products lock their rows in the same order.
    for (const row of [...rows].sort((a, b) => a.product_id - b.product_id)) {
      const product = products.get(row.product_id) as TProductForSale;
      if (!(await takeStock(tx, row.product_id, row.quantity, { publishedOnly: true }))) {
        problems.push(named(product.name, ORDER_MESSAGES.outOfStock));
      }
    }
    if (problems.length > 0) throw itemsError(problems);

    const bySeller = new Map<number, basket.TBasketRow[]>();
    for (const row of rows) {
      const sellerId = (products.get(row.product_id) as TProductForSale).seller_id;
      bySeller.set(sellerId, [...(bySeller.get(sellerId) ?? []), row]);
    }
    const placedOrders: { id: number; amountKopecks: number }[] = [];
    for (const [sellerId, sellerRows] of [...bySeller].sort(([a], [b]) => a - b)) {
      // Lines in product order: a later release returns their units in the same order as checkouts take them.
      const items = [...sellerRows]
        .sort((a, b) => a.product_id - b.product_id)
        .map((row) => {
          const product = products.get(row.product_id) as TProductForSale;
          return {
            productId: product.id,
            name: product.name,
            priceKopecks: product.price_kopecks,
            quantity: row.quantity,
          };
        });
      const totalKopecks = items.reduce((sum, item) => sum + item.priceKopecks * item.quantity, 0);
      const id = await checkouts.insertOrder(tx, {
        buyerId: userId,
        sellerId,
        totalKopecks,
        address: body.address,
        postalCode: body.postal_code,
        phoneNumber: body.phone_number,
      });
      await checkouts.insertOrderItems(tx, id, items);
      placedOrders.push({ id, amountKopecks: totalKopecks });
    }
    const amount = placedOrders.reduce((sum, order) => sum + order.amountKopecks, 0);
    if (amount < MIN_PAYMENT_KOPECKS) throw itemsError([ORDER_MESSAGES.amountTooSmall]);
    const checkoutId = await checkouts.insertCheckout(tx, {
      buyerId: userId,
      provider: deps.provider.name,
      orders: placedOrders,
    });
    await basket.deleteBasketRows(
      tx,
      userId,
      rows.map((row) => row.id),
    );
    return { checkoutId, orderIds: placedOrders.map((order) => order.id) };
  });
  const orderUrl = await startCheckoutPayment(deps, placed.checkoutId, origin);
  return { order_url: orderUrl, orders: placed.orderIds };
}

/** `GET /api/v1/checkouts/{id}/`: someone else's checkout answers 404, exactly as a missing one. */
export async function getOwnCheckout(deps: TOrdersDeps, userId: number, id: string): Promise<TCheckout> {
  const checkout = UUID.test(id) ? await checkouts.findCheckout(deps.sql, id) : undefined;
  if (!checkout || checkout.buyer_id !== userId) throw orderNotFound();
  return {
    id: checkout.id,
    status: checkout.status,
    orders: checkout.order_ids,
    total: checkout.amount_kopecks / 100,
    order_url: checkout.status === 'pending' ? checkout.confirmation_url : null,
  };
}

/**
 * `POST /api/v1/orders/{id}/pay/`: pays an unpaid order again. While its
 * checkout is still pending, that checkout is paid: its open page, or its
 * payment asked for again with the same key (a second checkout could charge
 * twice); otherwise the order gets a checkout of its own, after
 * its units are taken again if the reserve ran out.
 */
export async function payOrder(
  deps: TOrdersDeps,
  userId: number,
  orderId: number,
  origin: string,
): Promise<{ order_url: string }> {
  const next = await deps.sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const order = await orders.lockOrder(tx, orderId);
    if (!order || order.buyer_id !== userId) throw orderNotFound();
    if (order.status !== 'not_paid' || order.total_kopecks < MIN_PAYMENT_KOPECKS) {
      throw new AppError('CONFLICT', ORDER_MESSAGES.orderNotPayable);
    }
    if (order.checkout_id) {
      const current = await checkouts.findCheckout(tx, order.checkout_id);
      if (current?.status === 'pending') {
        if (current.confirmation_url) return { kind: 'open' as const, url: current.confirmation_url };
        // Its payment was never confirmed created: asking again with the same key returns it if it was.
        if (current.provider === deps.provider.name) return { kind: 'retry' as const, checkoutId: current.id };
      }
    }
    if (!order.stock_reserved) {
      const items = await orders.findOrderItems(tx, [order.id]);
      for (const item of items.sort((a, b) => (a.product_id ?? 0) - (b.product_id ?? 0))) {
        // The order was accepted at its price; only the units left decide, as for a late payment.
        const taken =
          item.product_id !== null && (await takeStock(tx, item.product_id, item.quantity, { publishedOnly: false }));
        if (!taken) throw new AppError('CONFLICT', named(item.name, ORDER_MESSAGES.outOfStock));
      }
      await checkouts.setStockReserved(tx, order.id, true);
    }
    const checkoutId = await checkouts.insertCheckout(tx, {
      buyerId: userId,
      provider: deps.provider.name,
      orders: [{ id: order.id, amountKopecks: order.total_kopecks }],
    });
    return { kind: 'new' as const, checkoutId };
  });
  if (next.kind === 'open') return { order_url: next.url };
  return { order_url: await startCheckoutPayment(deps, next.checkoutId, origin) };
}
