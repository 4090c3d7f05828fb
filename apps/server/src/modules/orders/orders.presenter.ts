import { orderActionsFor, type TOrder, type TOrderItem } from '@sverka/shared';
import { productPictureUrl } from '../marketplace/index.ts';
import type { TOrderEventRow, TOrderItemViewRow, TOrderViewRow } from './order-lists.repository.ts';

/** Kopecks inside, rubles on the wire. */
const rubles = (kopecks: number) => kopecks / 100;

export type TOrderViewerRole = 'buyer' | 'seller';

function presentItem(row: TOrderItemViewRow, order: TOrderViewRow, role: TOrderViewerRole): TOrderItem {
  return {
    id: row.id,
    product: row.product_id,
    name: row.name,
    price: rubles(row.price_kopecks),
    quantity: row.quantity,
    image: row.thumb_key ? productPictureUrl(row.thumb_key) : null,
    is_published: row.product_status === 'published',
    can_review: order.status === 'completed' && role === 'buyer' && row.review_id === null && row.product_id !== null,
    review: row.review_id,
  };
}

/** An order card as the viewer in `role` sees it: their buttons, the lines and the log. */
export function presentOrder(
  row: TOrderViewRow,
  items: TOrderItemViewRow[],
  events: TOrderEventRow[],
  role: TOrderViewerRole,
): TOrder {
  const lines = items.map((item) => presentItem(item, row, role));
  return {
    id: row.id,
    create_at: row.created_at.toISOString(),
    status: row.status,
    paid: row.paid,
    total: rubles(row.total_kopecks),
    product: lines[0] ?? null,
    items: lines,
    basket: JSON.stringify(lines),
    company: row.seller_id,
    company_name: row.company_name,
    buyer: { id: row.buyer_id, full_name: row.buyer_full_name },
    address: row.address,
    postal_code: row.postal_code,
    phone_number: row.phone_number,
    stock_released: row.status === 'not_paid' && !row.stock_reserved,
    refund: row.refund_status,
    role,
    actions: orderActionsFor(row.status, role),
    can_pay: role === 'buyer' && row.status === 'not_paid',
    events: events.map((event) => ({
      event: event.event,
      from: event.from_status,
      to: event.to_status,
      actor: event.actor_role,
      comment: event.comment,
      at: event.created_at.toISOString(),
    })),
  };
}
