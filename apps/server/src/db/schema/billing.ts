import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bigintNumber, createdAt, ownedBy, serialId, timestamptz, updatedAt } from './columns.ts';

/**
 * A plan as sold: one row per plan and billing period, which is the wire shape
 * of `GET /api/v1/plans/` (id, name, price, description, type). Plans of one
 * tier share `code`; `features` lists the entitlement keys the plan grants.
 */
export const plans = pgTable(
  'plans',
  {
    id: serialId(),
    /** Tier, shared by the monthly and yearly row: start | scale | optimal_plus. */
    code: varchar('code', { length: 32 }).notNull(),
    name: text('name').notNull(),
    /** monthly | yearly */
    type: varchar('type', { length: 8 }).notNull(),
    /** Whole price of one period in kopecks; the wire shows rubles. */
    priceKopecks: bigintNumber('price_kopecks').notNull(),
    /** Sanitised HTML shown on the pricing card. */
    descriptionHtml: text('description_html').notNull(),
    /** Entitlement keys (FEATURES of the shared billing contract and later ones). */
    features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('plans_code_type_key').on(t.code, t.type),
    check('plans_type_check', sql`${t.type} in ('monthly', 'yearly')`),
    check('plans_price_check', sql`${t.priceKopecks} >= 100`),
  ],
);

/**
 * One attempt to buy a plan, with the provider payment behind it. The status
 * only moves forward: pending → paid | canceled. `id` doubles as the
 * idempotence key base and the order reference the provider sees.
 */
export const planOrders = pgTable(
  'plan_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedBy('user_id', () => users.id),
    planId: bigintNumber('plan_id')
      .notNull()
      .references(() => plans.id),
    /** Price at the time of the order, so a later price change does not alter it. */
    amountKopecks: bigintNumber('amount_kopecks').notNull(),
    /** pending | paid | canceled */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** sandbox | yookassa */
    provider: varchar('provider', { length: 16 }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    confirmationUrl: text('confirmation_url'),
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
    paidAt: timestamptz('paid_at'),
    canceledAt: timestamptz('canceled_at'),
    /** When the re-check job last asked the provider about a still pending payment. */
    lastCheckedAt: timestamptz('last_checked_at'),
    receiptSentAt: timestamptz('receipt_sent_at'),
    /** The membership this payment created or extended (set when paid). */
    membershipId: bigintNumber('membership_id'),
  },
  (t) => [
    uniqueIndex('plan_orders_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('plan_orders_user_idx').on(t.userId, t.createdAt),
    index('plan_orders_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('plan_orders_status_check', sql`${t.status} in ('pending', 'paid', 'canceled')`),
  ],
);

/**
 * Every provider notification received, kept verbatim. The unique key makes a
 * replayed webhook a no-op: it is stored once and processed once.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serialId(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** The provider's event identity, e.g. `payment.succeeded:<payment id>`. */
    eventId: text('event_id').notNull(),
    planOrderId: uuid('plan_order_id').references(() => planOrders.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    processedAt: timestamptz('processed_at'),
  },
  (t) => [uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId)],
);

/**
 * Payments of the built-in sandbox provider. They live in the database, not in
 * memory, so that any server process can answer the webhook re-fetch and the
 * payment page survives a restart.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotenceKey: text('idempotence_key').notNull(),
    amountKopecks: bigintNumber('amount_kopecks').notNull(),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    /** pending | waiting_for_confirmation | succeeded | canceled (YooKassa words, plus the confirmation step). */
    status: varchar('status', { length: 32 }).notNull().default('pending'),
    cancellationReason: text('cancellation_reason'),
    cardLast4: varchar('card_last4', { length: 4 }),
    /** The one-time code of the confirmation step, when the test card asks for it. */
    confirmationCode: varchar('confirmation_code', { length: 8 }),
    metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sandbox_payments_idempotence_key').on(t.idempotenceKey)],
);

/** Refunds of the built-in sandbox provider, as YooKassa keeps them: one per idempotence key, refunded at once. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotenceKey: text('idempotence_key').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => sandboxPayments.id),
    amountKopecks: bigintNumber('amount_kopecks').notNull(),
    description: text('description').notNull(),
    /** succeeded: the sandbox refunds at once */
    status: varchar('status', { length: 16 }).notNull().default('succeeded'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_refunds_idempotence_key').on(t.idempotenceKey),
    index('sandbox_refunds_payment_idx').on(t.paymentId),
    check('sandbox_refunds_amount_check', sql`${t.amountKopecks} > 0`),
  ],
);

/**
 * A user's plan over a time span. Renewal of the same tier extends `endsAt`
 * from its current value; a different tier starts a new row and ends the old.
 * Active means status 'active' and now() < ends_at.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serialId(),
    userId: ownedBy('user_id', () => users.id),
    planId: bigintNumber('plan_id')
      .notNull()
      .references(() => plans.id),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** active | canceled */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    /** When the "your plan ends soon" letter went out for the current `endsAt`; an extension clears it. */
    reminderSentAt: timestamptz('reminder_sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('memberships_user_idx').on(t.userId, t.endsAt),
    check('memberships_status_check', sql`${t.status} in ('active', 'canceled')`),
    check('memberships_span_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
