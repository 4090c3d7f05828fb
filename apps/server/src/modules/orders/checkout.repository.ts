import type { TSql } from '../../db/client.ts';

/** The SQL of placing orders from a basket and of the checkouts that pay for them. */

export type TCheckoutStatus = 'pending' | 'paid' | 'canceled';

export type TCheckoutRow = {
  id: string;
  buyer_id: number;
  amount_kopecks: number;
  status: TCheckoutStatus;
  provider: string;
  provider_payment_id: string | null;
  confirmation_url: string | null;
  created_at: Date;
  paid_at: Date | null;
  receipt_sent_at: Date | null;
};

/** A checkout with its orders' numbers, as its buyer sees it. */
export type TCheckoutWithOrders = TCheckoutRow & { order_ids: number[] };

const CHECKOUT_COLUMNS = (sql: TSql) =>
  sql`c.id, c.buyer_id, c.amount_kopecks, c.status, c.provider, c.provider_payment_id, c.confirmation_url,
    c.created_at, c.paid_at, c.receipt_sent_at`;

export async function insertOrder(
  tx: TSql,
  order: {
    buyerId: number;
    sellerId: number;
    totalKopecks: number;
    address: string;
    postalCode: string;
    phoneNumber: string;
  },
): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into orders (buyer_id, seller_id, total_kopecks, address, postal_code, phone_number)
    values (${order.buyerId}, ${order.sellerId}, ${order.totalKopecks}, ${order.address}, ${order.postalCode},
      ${order.phoneNumber})
    returning id`;
  return (row as { id: number }).id;
}

export async function insertOrderItems(
  tx: TSql,
  orderId: number,
  items: { productId: number; name: string; priceKopecks: number; quantity: number }[],
): Promise<void> {
  const rows = items.map((item) => ({
    order_id: orderId,
    product_id: item.productId,
    name: item.name,
    price_kopecks: item.priceKopecks,
    quantity: item.quantity,
  }));
  await tx`insert into order_items ${tx(rows)}`;
}

/** A new pending checkout for the given orders, each with its share, and the orders pointed at it. */
export async function insertCheckout(
  tx: TSql,
  checkout: { buyerId: number; provider: string; orders: { id: number; amountKopecks: number }[] },
): Promise<string> {
  const amount = checkout.orders.reduce((sum, order) => sum + order.amountKopecks, 0);
  const [row] = await tx<{ id: string }[]>`
    insert into checkouts (buyer_id, amount_kopecks, provider)
    values (${checkout.buyerId}, ${amount}, ${checkout.provider})
    returning id`;
  const id = (row as { id: string }).id;
  const shares = checkout.orders.map((order) => ({
    checkout_id: id,
    order_id: order.id,
    amount_kopecks: order.amountKopecks,
  }));
  await tx`insert into checkout_orders ${tx(shares)}`;
  await tx`
    update orders set checkout_id = ${id}, updated_at = now()
    where id = any(${checkout.orders.map((order) => order.id)}::bigint[])`;
  return id;
}

export async function findCheckout(sql: TSql, id: string): Promise<TCheckoutWithOrders | undefined> {
  const [row] = await sql<TCheckoutWithOrders[]>`
    select ${CHECKOUT_COLUMNS(sql)},
      coalesce((select array_agg(co.order_id order by co.order_id) from checkout_orders co
        where co.checkout_id = c.id), '{}') as order_ids
    from checkouts c
    where c.id = ${id}`;
  return row;
}

/** The checkout row locked for the rest of the transaction, so two notifications apply one after the other. */
export async function lockCheckout(tx: TSql, id: string): Promise<TCheckoutWithOrders | undefined> {
  const [row] = await tx<TCheckoutWithOrders[]>`
    select ${CHECKOUT_COLUMNS(tx)},
      coalesce((select array_agg(co.order_id order by co.order_id) from checkout_orders co
        where co.checkout_id = c.id), '{}') as order_ids
    from checkouts c
    where c.id = ${id}
    for update of c`;
  return row;
}

/** Records the provider's payment behind a still pending checkout. */
export async function setCheckoutPayment(
  sql: TSql,
  id: string,
  payment: { providerPaymentId: string; confirmationUrl: string | null },
): Promise<void> {
  await sql`
    update checkouts
    set provider_payment_id = ${payment.providerPaymentId},
      confirmation_url = coalesce(${payment.confirmationUrl}, confirmation_url)
    where id = ${id} and (provider_payment_id is null or provider_payment_id = ${payment.providerPaymentId})`;
}

/** pending → paid; a final checkout is left as it is. */
export async function markCheckoutPaid(tx: TSql, id: string, providerPaymentId: string): Promise<boolean> {
  const rows = await tx`
    update checkouts
    set status = 'paid', paid_at = now(), provider_payment_id = coalesce(provider_payment_id, ${providerPaymentId})
    where id = ${id} and status = 'pending'
    returning id`;
  return rows.length > 0;
}

export async function markCheckoutCanceled(tx: TSql, id: string, reason: string): Promise<boolean> {
  const rows = await tx`
    update checkouts set status = 'canceled', canceled_at = now(), cancellation_reason = ${reason}
    where id = ${id} and status = 'pending'
    returning id`;
  return rows.length > 0;
}

export async function setStockReserved(tx: TSql, orderId: number, reserved: boolean): Promise<void> {
  await tx`update orders set stock_reserved = ${reserved}, updated_at = now() where id = ${orderId}`;
}

/**
 * A payment arrived for an order that no longer waits for one (cancelled
 * meanwhile): it points at the checkout that paid, counts as paid and its
 * refund goes pending for refunds.service.ts. Not a move of its status.
 */
export async function markOrderForRefund(tx: TSql, orderId: number, checkoutId: string): Promise<void> {
  await tx`
    update orders set checkout_id = ${checkoutId}, paid = true, paid_at = now(), refund_status = 'pending',
      updated_at = now()
    where id = ${orderId}`;
}

/** Unpaid orders holding stock longer than the reserve time, counted from their latest checkout. */
export async function findOrdersToRelease(sql: TSql, minutes: number, limit: number): Promise<number[]> {
  const rows = await sql<{ id: number }[]>`
    select o.id from orders o
    left join checkouts c on c.id = o.checkout_id
    where o.status = 'not_paid' and o.stock_reserved
      and greatest(o.created_at, c.created_at) < now() - make_interval(mins => ${minutes})
    order by o.created_at
    limit ${limit}`;
  return rows.map((row) => row.id);
}

/** Whether the order still holds stock past the reserve time: re-checked under the row lock before a release. */
export async function isReserveOver(tx: TSql, orderId: number, minutes: number): Promise<boolean> {
  const rows = await tx`
    select 1 from orders o
    left join checkouts c on c.id = o.checkout_id
    where o.id = ${orderId} and o.status = 'not_paid' and o.stock_reserved
      and greatest(o.created_at, c.created_at) < now() - make_interval(mins => ${minutes})`;
  return rows.length > 0;
}

/** Pending checkouts of the provider in use, old enough that a webhook should have come, not asked lately. */
export async function findCheckoutsToRecheck(
  sql: TSql,
  options: { provider: string; afterSeconds: number; intervalSeconds: number; limit: number },
): Promise<TCheckoutRow[]> {
  return sql<TCheckoutRow[]>`
    select ${CHECKOUT_COLUMNS(sql)} from checkouts c
    where c.status = 'pending' and c.provider = ${options.provider}
      and c.created_at < now() - make_interval(secs => ${options.afterSeconds})
      and c.created_at > now() - interval '7 days'
      and (c.last_checked_at is null or c.last_checked_at < now() - make_interval(secs => ${options.intervalSeconds}))
    order by c.created_at
    limit ${options.limit}`;
}

export async function markCheckoutChecked(sql: TSql, id: string): Promise<void> {
  await sql`update checkouts set last_checked_at = now() where id = ${id}`;
}

/** An order of a checkout with what its letters and the payment's receipt lines need. */
export type TCheckoutOrderDetails = {
  id: number;
  status: string;
  paid: boolean;
  checkout_id: string | null;
  refund_status: string | null;
  total_kopecks: number;
  address: string;
  postal_code: string;
  phone_number: string;
  /** The seller's representative, who is told of a paid order; null when the seller has none. */
  seller_email: string | null;
  items: { name: string; price_kopecks: number; quantity: number; vat_rate: number | null }[];
};

export type TCheckoutDetails = TCheckoutRow & {
  buyer_email: string;
  buyer_full_name: string;
  orders: TCheckoutOrderDetails[];
};

/** A checkout, its buyer and its orders with their lines: the payment's receipt and the letters. */
export async function findCheckoutDetails(sql: TSql, id: string): Promise<TCheckoutDetails | undefined> {
  const [row] = await sql<TCheckoutDetails[]>`
    select ${CHECKOUT_COLUMNS(sql)}, u.email as buyer_email, u.full_name as buyer_full_name,
      coalesce((
        select json_agg(json_build_object(
          'id', o.id, 'status', o.status, 'paid', o.paid, 'checkout_id', o.checkout_id,
          'refund_status', o.refund_status, 'total_kopecks', o.total_kopecks, 'address', o.address,
          'postal_code', o.postal_code, 'phone_number', o.phone_number, 'seller_email', su.email,
          'items', (
            select json_agg(json_build_object('name', i.name, 'price_kopecks', i.price_kopecks,
              'quantity', i.quantity, 'vat_rate', p.vat_rate) order by i.id)
            from order_items i left join products p on p.id = i.product_id
            where i.order_id = o.id)
        ) order by o.id)
        from checkout_orders co
        join orders o on o.id = co.order_id
        join sellers s on s.id = o.seller_id
        left join users su on su.id = s.representative_id
        where co.checkout_id = c.id), '[]'::json) as orders
    from checkouts c
    join users u on u.id = c.buyer_id
    where c.id = ${id}`;
  return row;
}

/** Takes the right to send a paid checkout's receipt: only the first caller gets true. */
export async function claimCheckoutReceipt(sql: TSql, id: string): Promise<boolean> {
  const rows = await sql`
    update checkouts set receipt_sent_at = now()
    where id = ${id} and status = 'paid' and receipt_sent_at is null
    returning id`;
  return rows.length > 0;
}

/** A letter that could not be sent is tried again by the re-check job. */
export async function releaseCheckoutReceipt(sql: TSql, id: string): Promise<void> {
  await sql`update checkouts set receipt_sent_at = null where id = ${id}`;
}

export async function findPaidCheckoutsWithoutReceipt(sql: TSql, limit: number): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select id from checkouts
    where status = 'paid' and receipt_sent_at is null and paid_at > now() - interval '7 days'
    order by paid_at
    limit ${limit}`;
  return rows.map((row) => row.id);
}
