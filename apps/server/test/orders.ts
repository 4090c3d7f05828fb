import { randomUUID } from 'node:crypto';
import type { TOrderStatus } from '@sverka/shared';
import type { TSql } from '../src/db/client.ts';
import { createSandboxProvider } from '../src/modules/billing/providers/sandbox.ts';
import { mailsTo } from './billing.ts';

export type TOrderLine = { productId: number | null; priceKopecks?: number; quantity?: number; name?: string };

/**
 * An order written straight to the tables, as checkout would leave it and the
 * life cycle would have moved it: for tests of what comes after checkout.
 */
export async function insertOrder(
  sql: TSql,
  order: {
    buyerId: number;
    sellerId: number;
    status?: TOrderStatus;
    paid?: boolean;
    stockReserved?: boolean;
    items: TOrderLine[];
    createdAt?: Date;
  },
): Promise<{ id: number; itemIds: number[]; totalKopecks: number }> {
  const lines = order.items.map((item, index) => ({
    product_id: item.productId,
    name: item.name ?? `Позиция ${index + 1}`,
    price_kopecks: item.priceKopecks ?? 100_000,
    quantity: item.quantity ?? 1,
  }));
  const totalKopecks = lines.reduce((sum, line) => sum + line.price_kopecks * line.quantity, 0);
  const [row] = await sql<{ id: number }[]>`
    insert into orders (buyer_id, seller_id, status, paid, total_kopecks, address, postal_code, phone_number,
      stock_reserved, created_at)
    values (${order.buyerId}, ${order.sellerId}, ${order.status ?? 'not_paid'}, ${order.paid ?? false},
      ${totalKopecks}, 'Москва, ул. Тверская, 1', '125009', '79991234567', ${order.stockReserved ?? true},
      ${order.createdAt ?? new Date()})
    returning id`;
  const id = (row as { id: number }).id;
  const items = await sql<{ id: number }[]>`
    insert into order_items ${sql(lines.map((line) => ({ ...line, order_id: id })))} returning id`;
  return { id, itemIds: items.map((item) => item.id), totalKopecks };
}

/**
 * A succeeded sandbox payment for the order and a paid checkout holding it,
 * so the order can be refunded: what a paid checkout leaves behind.
 */
export async function insertPaidSandboxCheckout(
  sql: TSql,
  order: { id: number; buyerId: number; amountKopecks: number },
): Promise<{ checkoutId: string; paymentId: string }> {
  const checkoutId = randomUUID();
  const provider = createSandboxProvider({ sql, secret: 'test-orders-secret' });
  const payment = await provider.createPayment({
    amountKopecks: order.amountKopecks,
    idempotenceKey: checkoutId,
    orderId: checkoutId,
    purpose: 'goods',
    description: `Заказ № ${order.id}`,
    returnUrl: 'http://localhost/payment/return',
    customerEmail: 'buyer@example.ru',
  });
  await sql`update sandbox_payments set status = 'succeeded' where id = ${payment.id}`;
  await insertPaidCheckout(sql, { ...order, checkoutId, provider: 'sandbox', paymentId: payment.id });
  return { checkoutId, paymentId: payment.id };
}

/** A paid checkout of one order with the given provider's payment (the order's whole total). */
export async function insertPaidCheckout(
  sql: TSql,
  order: {
    id: number;
    buyerId: number;
    amountKopecks: number;
    checkoutId?: string;
    provider: string;
    paymentId: string;
  },
): Promise<string> {
  const checkoutId = order.checkoutId ?? randomUUID();
  await sql`
    insert into checkouts (id, buyer_id, amount_kopecks, status, provider, provider_payment_id, paid_at)
    values (${checkoutId}, ${order.buyerId}, ${order.amountKopecks}, 'paid', ${order.provider}, ${order.paymentId},
      now())`;
  await sql`
    insert into checkout_orders (checkout_id, order_id, amount_kopecks)
    values (${checkoutId}, ${order.id}, ${order.amountKopecks})`;
  await sql`update orders set checkout_id = ${checkoutId}, paid = true, paid_at = now() where id = ${order.id}`;
  return checkoutId;
}

/** The letters written for one address, subject decoded. */
export function lettersTo(dataDir: string, email: string): { subject: string; text: string }[] {
  return mailsTo(dataDir, email).map((mail) => {
    const encoded = /^Subject: =\?UTF-8\?B\?(.*)\?=\r$/m.exec(mail)?.[1] ?? '';
    return {
      subject: Buffer.from(encoded, 'base64').toString('utf8'),
      text: mail.split('\r\n\r\n').slice(1).join('\r\n\r\n'),
    };
  });
}
