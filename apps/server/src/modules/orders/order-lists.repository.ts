import type { TOrderActor, TOrderEvent, TOrderStatus } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import type { TOrderRow } from './orders.repository.ts';

/**
 * The SQL of what the order cards show: a page of a buyer's or a seller's
 * orders, one order with its people, and the lines and event logs of a page
 * of orders in one statement each (no query per order).
 */

/** An order with the names its card shows and who may see it. */
export type TOrderViewRow = TOrderRow & {
  company_name: string;
  buyer_full_name: string;
  /** The seller's current representative: the user who acts for the seller. */
  representative_id: number | null;
};

export type TOrderItemViewRow = {
  id: number;
  order_id: number;
  product_id: number | null;
  name: string;
  price_kopecks: number;
  quantity: number;
  review_id: number | null;
  product_status: string | null;
  thumb_key: string | null;
};

export type TOrderEventRow = {
  order_id: number;
  event: TOrderEvent;
  from_status: TOrderStatus;
  to_status: TOrderStatus;
  actor_role: TOrderActor;
  comment: string | null;
  created_at: Date;
};

const SELLER_NAME = `coalesce(c.name_short, 'ИП ' || concat_ws(' ', e.last_name, e.first_name, e.middle_name), '')`;

const selectOrders = (sql: TSql) => sql`
  select o.*, ${sql.unsafe(SELLER_NAME)} as company_name, u.full_name as buyer_full_name, s.representative_id
  from orders o
  join sellers s on s.id = o.seller_id
  join users u on u.id = o.buyer_id
  left join companies c on c.id = s.company_id
  left join entrepreneurs e on e.id = s.entrepreneur_id`;

/**
 * A page of orders, newest first: the ones `userId` bought (`buyer`) or the
 * ones placed with the sellers `userId` represents (`seller`). Both walk an
 * index on (buyer_id | seller_id, created_at desc).
 */
export async function findOrderPage(
  sql: TSql,
  filter: { side: 'buyer' | 'seller'; userId: number; status: TOrderStatus | null; limit: number; offset: number },
): Promise<{ rows: TOrderViewRow[]; count: number }> {
  const whose =
    filter.side === 'buyer'
      ? sql`o.buyer_id = ${filter.userId}`
      : sql`o.seller_id in (select id from sellers where representative_id = ${filter.userId})`;
  const byStatus = filter.status ? sql`and o.status = ${filter.status}` : sql``;
  const [rows, [total]] = await Promise.all([
    sql<TOrderViewRow[]>`
      ${selectOrders(sql)}
      where ${whose} ${byStatus}
      order by o.created_at desc, o.id desc
      limit ${filter.limit} offset ${filter.offset}`,
    sql<{ count: number }[]>`select count(*)::int as count from orders o where ${whose} ${byStatus}`,
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findOrderView(sql: TSql, id: number): Promise<TOrderViewRow | undefined> {
  const [row] = await sql<TOrderViewRow[]>`${selectOrders(sql)} where o.id = ${id}`;
  return row;
}

/** The lines of the given orders with their product's state and first picture (none once the product is gone). */
export async function findOrderItemViews(sql: TSql, orderIds: number[]): Promise<TOrderItemViewRow[]> {
  if (orderIds.length === 0) return [];
  return sql<TOrderItemViewRow[]>`
    select oi.id, oi.order_id, oi.product_id, oi.name, oi.price_kopecks, oi.quantity, oi.review_id,
      p.status as product_status, pi.thumb_key
    from order_items oi
    left join products p on p.id = oi.product_id
    left join lateral (
      select i.thumb_key from product_images i where i.product_id = p.id order by i.position, i.id limit 1
    ) pi on true
    where oi.order_id = any(${orderIds}::bigint[])
    order by oi.order_id, oi.id`;
}

export async function findOrderEvents(sql: TSql, orderIds: number[]): Promise<TOrderEventRow[]> {
  if (orderIds.length === 0) return [];
  return sql<TOrderEventRow[]>`
    select order_id, event, from_status, to_status, actor_role, comment, created_at
    from order_events where order_id = any(${orderIds}::bigint[])
    order by order_id, id`;
}

/** Where the letters about an order go: its buyer and the seller's representative. */
export async function findOrderContacts(
  sql: TSql,
  orderId: number,
): Promise<
  | { buyer_email: string; buyer_full_name: string; seller_email: string | null; seller_full_name: string | null }
  | undefined
> {
  const [row] = await sql<
    { buyer_email: string; buyer_full_name: string; seller_email: string | null; seller_full_name: string | null }[]
  >`
    select b.email as buyer_email, b.full_name as buyer_full_name, r.email as seller_email,
      r.full_name as seller_full_name
    from orders o
    join users b on b.id = o.buyer_id
    join sellers s on s.id = o.seller_id
    left join users r on r.id = s.representative_id
    where o.id = ${orderId}`;
  return row;
}
