import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bigintNumber, createdAt, ownedBy, serialId, timestamptz, updatedAt } from './columns.ts';
import { productComments, products, sellers } from './marketplace.ts';

/** A buyer's basket: one row per product, the quantity they want (spec §3 Basket item). */
export const basketItems = pgTable(
  'basket_items',
  {
    id: serialId(),
    userId: ownedBy('user_id', () => users.id),
    productId: ownedBy('product_id', () => products.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('basket_items_user_product_key').on(t.userId, t.productId),
    index('basket_items_product_idx').on(t.productId),
    check('basket_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * One payment for the orders a buyer placed together (one order per seller).
 * `id` is the order reference the provider echoes back (`metadata.order_id`,
 * with `metadata.purpose = 'goods'`) and the idempotence key of the payment.
 * pending → paid | canceled, forward only, as plan orders.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: bigintNumber('buyer_id')
      .notNull()
      .references(() => users.id),
    amountKopecks: bigintNumber('amount_kopecks').notNull(),
    /** pending | paid | canceled */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    confirmationUrl: text('confirmation_url'),
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
    paidAt: timestamptz('paid_at'),
    canceledAt: timestamptz('canceled_at'),
    lastCheckedAt: timestamptz('last_checked_at'),
    receiptSentAt: timestamptz('receipt_sent_at'),
  },
  (t) => [
    uniqueIndex('checkouts_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('checkouts_buyer_idx').on(t.buyerId, t.createdAt),
    index('checkouts_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('checkouts_status_check', sql`${t.status} in ('pending', 'paid', 'canceled')`),
    check('checkouts_amount_check', sql`${t.amountKopecks} >= 100`),
  ],
);

/**
 * A goods order: what one buyer bought from one seller (spec §3 Order). The
 * status moves only along ORDER_TRANSITIONS (packages/shared orders), each
 * move logged in `order_events`. `paid` is the money state: true once the
 * payment arrived, false again after a refund.
 */
export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    buyerId: bigintNumber('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: bigintNumber('seller_id')
      .notNull()
      .references(() => sellers.id),
    /** not_paid | paid | pending | in_progress | completed | cancelled */
    status: varchar('status', { length: 16 }).notNull().default('not_paid'),
    paid: boolean('paid').notNull().default(false),
    totalKopecks: bigintNumber('total_kopecks').notNull(),
    address: text('address').notNull(),
    postalCode: varchar('postal_code', { length: 6 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 15 }).notNull(),
    /** The units are held for this order; false once released (unpaid in time, cancelled). */
    stockReserved: boolean('stock_reserved').notNull().default(true),
    /** The checkout whose payment settled (or last tried to settle) this order. */
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    paidAt: timestamptz('paid_at'),
    /** null | pending | succeeded: the refund of a cancelled paid order, retried until the provider confirms. */
    refundStatus: varchar('refund_status', { length: 16 }),
    refundId: text('refund_id'),
    refundedAt: timestamptz('refunded_at'),
    statusChangedAt: timestamptz('status_changed_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('orders_unpaid_reserved_idx').on(t.createdAt).where(sql`${t.status} = 'not_paid' and ${t.stockReserved}`),
    index('orders_refund_pending_idx').on(t.id).where(sql`${t.refundStatus} = 'pending'`),
    check(
      'orders_status_check',
      sql`${t.status} in ('not_paid', 'paid', 'pending', 'in_progress', 'completed', 'cancelled')`,
    ),
    check(
      'orders_refund_status_check',
      sql`${t.refundStatus} is null or ${t.refundStatus} in ('pending', 'succeeded')`,
    ),
    check('orders_total_check', sql`${t.totalKopecks} > 0`),
  ],
);

/** The orders one checkout pays for, and each one's share of the amount (what a refund gives back). */
export const checkoutOrders = pgTable(
  'checkout_orders',
  {
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    orderId: ownedBy('order_id', () => orders.id),
    amountKopecks: bigintNumber('amount_kopecks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.checkoutId, t.orderId] }), index('checkout_orders_order_idx').on(t.orderId)],
);

/** A line of an order with the product's name and price as they were when it was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    /** null once the seller deleted the product; the snapshot stays. */
    productId: bigintNumber('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    priceKopecks: bigintNumber('price_kopecks').notNull(),
    quantity: integer('quantity').notNull(),
    /** The buyer's review of this line: one per order item. */
    reviewId: bigintNumber('review_id').references(() => productComments.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    uniqueIndex('order_items_review_key').on(t.reviewId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Every move of an order: who (role and user; none for the system), when, from, to, and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    event: varchar('event', { length: 32 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }).notNull(),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    /** buyer | seller | system */
    actorRole: varchar('actor_role', { length: 8 }).notNull(),
    actorId: bigintNumber('actor_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check('order_events_actor_check', sql`${t.actorRole} in ('buyer', 'seller', 'system')`),
  ],
);
