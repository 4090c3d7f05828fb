import {
  AppError,
  findOrderTransition,
  ORDER_MESSAGES,
  ORDERS_PAGE_SIZE,
  type TOrder,
  type TOrderEventBody,
  type TOrderStatusFilter,
} from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { pageReply } from '../../lib/page-reply.ts';
import { moveOrder } from './order-lifecycle.service.ts';
import * as lists from './order-lists.repository.ts';
import { sendOrderMoveLetter } from './order-mail.ts';
import type { TOrdersDeps } from './orders.deps.ts';
import { presentOrder, type TOrderViewerRole } from './orders.presenter.ts';
import { lockOrder } from './orders.repository.ts';
import { settleRefund } from './refunds.service.ts';

const orderNotFound = () => new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);

/** How the user stands to the order: its seller's representative first, then its buyer; null for anyone else. */
function viewerRole(row: { buyer_id: number; representative_id: number | null }, userId: number) {
  if (row.representative_id === userId) return 'seller';
  if (row.buyer_id === userId) return 'buyer';
  return null;
}

/** Presents orders with their lines and logs read for the whole page at once. */
async function presentOrders(
  sql: TSql,
  rows: lists.TOrderViewRow[],
  roleOf: (row: lists.TOrderViewRow) => TOrderViewerRole,
): Promise<TOrder[]> {
  const ids = rows.map((row) => row.id);
  const [items, events] = await Promise.all([lists.findOrderItemViews(sql, ids), lists.findOrderEvents(sql, ids)]);
  return rows.map((row) =>
    presentOrder(
      row,
      items.filter((item) => item.order_id === row.id),
      events.filter((event) => event.order_id === row.id),
      roleOf(row),
    ),
  );
}

/** A page of the orders the user bought (`buyer`) or that were placed with the sellers they represent (`seller`). */
export async function listOrders(
  deps: TOrdersDeps,
  userId: number,
  side: TOrderViewerRole,
  query: { status: TOrderStatusFilter; page: number },
) {
  const { rows, count } = await lists.findOrderPage(deps.sql, {
    side,
    userId,
    status: query.status === 'all' ? null : query.status,
    limit: ORDERS_PAGE_SIZE,
    offset: (query.page - 1) * ORDERS_PAGE_SIZE,
  });
  const result = await presentOrders(deps.sql, rows, () => side);
  return pageReply(count, query.page, ORDERS_PAGE_SIZE, result);
}

/** One order for its buyer or its seller's representative; anyone else gets the 404 of a missing one. */
export async function getOrder(deps: TOrdersDeps, userId: number, id: number): Promise<TOrder> {
  const row = await lists.findOrderView(deps.sql, id);
  const role = row && viewerRole(row, userId);
  if (!row || !role) throw orderNotFound();
  const [order] = await presentOrders(deps.sql, [row], () => role);
  return order as TOrder;
}

/** The refund right after the cancel; whatever goes wrong is left to the refund job, the cancel stands. */
async function refundNow(deps: TOrdersDeps, id: number): Promise<void> {
  try {
    await settleRefund(deps, id);
  } catch (error) {
    deps.accounts.log.error({ err: error, order: id }, 'refund after cancel failed; the refund job will retry');
  }
}

/**
 * A person moves the order: the buyer or the seller's current
 * representative, by the transition table (409 when it has no row). Someone
 * who is both acts as the seller when the seller may send the event. After
 * the commit: the refund of a cancelled paid order and the letter to the
 * other side.
 */
export async function sendOrderEvent(
  deps: TOrdersDeps,
  userId: number,
  id: number,
  body: TOrderEventBody,
): Promise<TOrder> {
  const comment = body.comment ? body.comment : null;
  const move = await deps.sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const locked = await lockOrder(tx, id);
    // The representative is read after the order's lock, so it is the one in charge when the move is made.
    const view = locked && (await lists.findOrderView(tx, id));
    if (!locked || !view) throw orderNotFound();
    const isSeller = view.representative_id === userId;
    const isBuyer = locked.buyer_id === userId;
    if (!isSeller && !isBuyer) throw orderNotFound();
    const role: TOrderViewerRole =
      isSeller && (!isBuyer || findOrderTransition(locked.status, body.event, 'seller')) ? 'seller' : 'buyer';
    const moved = await moveOrder(tx, locked, body.event, { role, userId }, { comment });
    return { from: locked.status, to: moved.status, role, refund: moved.refund_status, wasPaid: locked.paid };
  });
  if (body.event === 'cancel' && move.wasPaid && move.refund === 'pending') await refundNow(deps, id);
  await sendOrderMoveLetter(deps, {
    orderId: id,
    event: body.event,
    from: move.from,
    to: move.to,
    actor: move.role,
    comment,
  });
  return getOrder(deps, userId, id);
}
