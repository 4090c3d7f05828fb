import type { TPlanOrderStatus, TPlanType } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import type { TRowOf } from '../../db/row.ts';
import type { planOrders } from '../../db/schema/billing.ts';
import type { TPlanRow } from './plans.repository.ts';

export type TOrderRow = Pick<
  TRowOf<typeof planOrders>,
  | 'id'
  | 'user_id'
  | 'plan_id'
  | 'amount_kopecks'
  | 'provider'
  | 'provider_payment_id'
  | 'confirmation_url'
  | 'cancellation_reason'
  | 'created_at'
  | 'paid_at'
  | 'canceled_at'
  | 'receipt_sent_at'
  | 'membership_id'
> & { status: TPlanOrderStatus };

/** An order with its plan, as the owner sees it. */
export type TOrderWithPlan = TOrderRow & { plan: TPlanRow };

/** An order with what its payment and receipt need: the plan and the buyer's address. */
export type TOrderForPayment = TOrderWithPlan & { user_email: string; user_full_name: string };

const SELECT_ORDER_WITH_PLAN = (sql: TSql) => sql`
  select o.*, u.email as user_email, u.full_name as user_full_name,
    json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'type', p.type, 'price_kopecks', p.price_kopecks,
      'description_html', p.description_html, 'features', p.features, 'sort', p.sort) as plan
  from plan_orders o
  join plans p on p.id = o.plan_id
  join users u on u.id = o.user_id`;

export async function insertOrder(
  sql: TSql,
  order: { userId: number; planId: number; amountKopecks: number; provider: string },
): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into plan_orders (user_id, plan_id, amount_kopecks, provider)
    values (${order.userId}, ${order.planId}, ${order.amountKopecks}, ${order.provider})
    returning id`;
  return (row as { id: string }).id;
}

export async function findOrder(sql: TSql, id: string): Promise<TOrderForPayment | undefined> {
  const [row] = await sql<TOrderForPayment[]>`${SELECT_ORDER_WITH_PLAN(sql)} where o.id = ${id}`;
  return row;
}

/** Records the provider's payment behind a still pending order (a re-check may find it later). */
export async function setOrderPayment(
  sql: TSql,
  id: string,
  payment: { providerPaymentId: string; confirmationUrl: string | null },
): Promise<void> {
  await sql`
    update plan_orders
    set provider_payment_id = ${payment.providerPaymentId},
      confirmation_url = coalesce(${payment.confirmationUrl}, confirmation_url)
    where id = ${id} and (provider_payment_id is null or provider_payment_id = ${payment.providerPaymentId})`;
}

/** The order row locked for the rest of the transaction, so two notifications apply one after the other. */
export async function lockOrder(
  tx: TSql,
  id: string,
): Promise<(TOrderRow & { plan_code: string; plan_type: TPlanType }) | undefined> {
  const [row] = await tx<(TOrderRow & { plan_code: string; plan_type: TPlanType })[]>`
    select o.*, p.code as plan_code, p.type as plan_type
    from plan_orders o
    join plans p on p.id = o.plan_id
    where o.id = ${id}
    for update of o`;
  return row;
}

/** pending → paid; a final order is left as it is (the status only moves forward). */
export async function markOrderPaid(
  tx: TSql,
  id: string,
  paid: { membershipId: number; providerPaymentId: string },
): Promise<boolean> {
  const rows = await tx`
    update plan_orders
    set status = 'paid', paid_at = now(), membership_id = ${paid.membershipId},
      provider_payment_id = coalesce(provider_payment_id, ${paid.providerPaymentId})
    where id = ${id} and status = 'pending'
    returning id`;
  return rows.length > 0;
}

/** pending → canceled with the provider's (or our) reason. */
export async function markOrderCanceled(tx: TSql, id: string, reason: string): Promise<boolean> {
  const rows = await tx`
    update plan_orders set status = 'canceled', canceled_at = now(), cancellation_reason = ${reason}
    where id = ${id} and status = 'pending'
    returning id`;
  return rows.length > 0;
}

/**
 * Pending orders of the provider in use, old enough that a webhook should have
 * come, not asked about within the last interval; a week-old one is left to
 * the provider's own expiry. (An order placed with another provider, before
 * the setting changed, cannot be asked about here.)
 */
export async function findOrdersToRecheck(
  sql: TSql,
  options: { provider: string; afterSeconds: number; intervalSeconds: number; limit: number },
): Promise<TOrderForPayment[]> {
  return sql<TOrderForPayment[]>`
    ${SELECT_ORDER_WITH_PLAN(sql)}
    where o.status = 'pending' and o.provider = ${options.provider}
      and o.created_at < now() - make_interval(secs => ${options.afterSeconds})
      and o.created_at > now() - interval '7 days'
      and (o.last_checked_at is null or o.last_checked_at < now() - make_interval(secs => ${options.intervalSeconds}))
    order by o.created_at
    limit ${options.limit}`;
}

export async function markOrderChecked(sql: TSql, id: string): Promise<void> {
  await sql`update plan_orders set last_checked_at = now() where id = ${id}`;
}

/**
 * Takes the right to send an order's receipt: only the first caller gets true,
 * so repeated notifications send one letter.
 */
export async function claimReceipt(sql: TSql, id: string): Promise<boolean> {
  const rows = await sql`
    update plan_orders set receipt_sent_at = now()
    where id = ${id} and status = 'paid' and receipt_sent_at is null
    returning id`;
  return rows.length > 0;
}

/** A letter that could not be sent is tried again by the re-check job. */
export async function releaseReceipt(sql: TSql, id: string): Promise<void> {
  await sql`update plan_orders set receipt_sent_at = null where id = ${id}`;
}

export async function findPaidOrdersWithoutReceipt(sql: TSql, limit: number): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select id from plan_orders
    where status = 'paid' and receipt_sent_at is null and paid_at > now() - interval '7 days'
    order by paid_at
    limit ${limit}`;
  return rows.map((row) => row.id);
}
