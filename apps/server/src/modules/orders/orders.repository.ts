import type { TOrderActor, TOrderEvent, TOrderStatus } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';

/** The SQL of an order's own row, lines and event log: what the life cycle reads and writes. */

export type TOrderRow = {
  id: number;
  buyer_id: number;
  seller_id: number;
  status: TOrderStatus;
  paid: boolean;
  total_kopecks: number;
  address: string;
  postal_code: string;
  phone_number: string;
  stock_reserved: boolean;
  checkout_id: string | null;
  paid_at: Date | null;
  refund_status: 'pending' | 'succeeded' | null;
  refund_id: string | null;
  refunded_at: Date | null;
  status_changed_at: Date;
  created_at: Date;
  updated_at: Date;
};

export type TOrderItemRow = {
  id: number;
  order_id: number;
  product_id: number | null;
  name: string;
  price_kopecks: number;
  quantity: number;
  review_id: number | null;
};

/** The order row locked for the rest of the transaction: two moves of one order apply one after the other. */
export async function lockOrder(tx: TSql, id: number): Promise<TOrderRow | undefined> {
  const [row] = await tx<TOrderRow[]>`select * from orders where id = ${id} for update`;
  return row;
}

export async function findOrderItems(sql: TSql, orderIds: number[]): Promise<TOrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return sql<
    TOrderItemRow[]
  >`select * from order_items where order_id = any(${orderIds}::bigint[]) order by order_id, id`;
}

/** Writes what a move changed on the row; `status_changed_at` only when the status itself changed. */
export async function updateOrderAfterMove(
  tx: TSql,
  id: number,
  change: {
    status: TOrderStatus;
    statusChanged: boolean;
    paid?: boolean;
    stockReserved?: boolean;
    refundStatus?: 'pending';
    checkoutId?: string;
  },
): Promise<TOrderRow> {
  const [row] = await tx<TOrderRow[]>`
    update orders set
      status = ${change.status},
      paid = coalesce(${change.paid ?? null}::boolean, paid),
      paid_at = case when ${change.paid ?? null}::boolean then now() else paid_at end,
      stock_reserved = coalesce(${change.stockReserved ?? null}::boolean, stock_reserved),
      refund_status = coalesce(${change.refundStatus ?? null}, refund_status),
      checkout_id = coalesce(${change.checkoutId ?? null}::uuid, checkout_id),
      status_changed_at = case when ${change.statusChanged} then now() else status_changed_at end,
      updated_at = now()
    where id = ${id}
    returning *`;
  return row as TOrderRow;
}

export async function insertOrderEvent(
  tx: TSql,
  event: {
    orderId: number;
    event: TOrderEvent;
    from: TOrderStatus;
    to: TOrderStatus;
    actorRole: TOrderActor;
    actorId: number | null;
    comment: string | null;
  },
): Promise<void> {
  await tx`
    insert into order_events (order_id, event, from_status, to_status, actor_role, actor_id, comment)
    values (${event.orderId}, ${event.event}, ${event.from}, ${event.to}, ${event.actorRole}, ${event.actorId},
      ${event.comment})`;
}

/**
 * Cancelled paid orders whose money has not been confirmed back yet: the refund job's work, least recently
 * tried first (every attempt touches `updated_at`), so a refund that keeps failing never starves the rest.
 */
export async function findOrdersAwaitingRefund(sql: TSql, limit: number): Promise<number[]> {
  const rows = await sql<{ id: number }[]>`
    select id from orders where refund_status = 'pending' order by updated_at, id limit ${limit}`;
  return rows.map((row) => row.id);
}

/**
 * What a refund of the order needs: the provider's payment that paid it, the
 * order's share of it and the buyer's address for the 54-ФЗ receipt.
 */
export async function findRefundTerms(
  sql: TSql,
  orderId: number,
): Promise<
  | {
      refund_status: string | null;
      provider: string;
      provider_payment_id: string;
      amount_kopecks: number;
      email: string;
    }
  | undefined
> {
  const [row] = await sql<
    {
      refund_status: string | null;
      provider: string;
      provider_payment_id: string;
      amount_kopecks: number;
      email: string;
    }[]
  >`
    select o.refund_status, c.provider, c.provider_payment_id, co.amount_kopecks, u.email
    from orders o
    join checkouts c on c.id = o.checkout_id and c.status = 'paid'
    join checkout_orders co on co.checkout_id = c.id and co.order_id = o.id
    join users u on u.id = o.buyer_id
    where o.id = ${orderId}`;
  return row;
}

/** The provider confirmed the refund: the money is back, the order is no longer paid. */
export async function markOrderRefunded(sql: TSql, orderId: number, refundId: string): Promise<boolean> {
  const rows = await sql`
    update orders set refund_status = 'succeeded', refund_id = ${refundId}, refunded_at = now(), paid = false,
      updated_at = now()
    where id = ${orderId} and refund_status = 'pending'
    returning id`;
  return rows.length > 0;
}

export async function recordRefundId(sql: TSql, orderId: number, refundId: string): Promise<void> {
  await sql`update orders set refund_id = ${refundId}, updated_at = now() where id = ${orderId}`;
}

/** Marks an attempt to refund, so the job tries the others before this one again. */
export async function touchRefundAttempt(sql: TSql, orderId: number): Promise<void> {
  await sql`update orders set updated_at = now() where id = ${orderId}`;
}
