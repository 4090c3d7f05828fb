import { AppError, findOrderTransition, ORDER_MESSAGES, type TOrderActor, type TOrderEvent } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { returnStock } from '../marketplace/index.ts';
import * as orders from './orders.repository.ts';

/** Who moves an order: a role and, for people, their user id. */
export type TOrderActorRef = { role: TOrderActor; userId: number | null };

/**
 * Moves an order one step along ORDER_TRANSITIONS, or refuses with 409 when the
 * table has no row for this status, event and actor. The caller holds the
 * order's row lock (`lockOrder`) and the transaction; the side effects of the
 * move happen in it too:
 * - `release` and `cancel` put reserved units back on the shelf;
 * - `cancel` of a paid order marks its refund pending (refunds.service.ts
 *   asks the provider after the commit and retries until it is confirmed);
 * - `pay` marks the money arrived.
 * Every move, including `release` (which keeps the status), is logged.
 */
export async function moveOrder(
  tx: TSql,
  order: orders.TOrderRow,
  event: TOrderEvent,
  actor: TOrderActorRef,
  options: { comment?: string | null; checkoutId?: string } = {},
): Promise<orders.TOrderRow> {
  const transition = findOrderTransition(order.status, event, actor.role);
  if (!transition) throw new AppError('CONFLICT', ORDER_MESSAGES.transitionRefused);

  const releasesStock = (event === 'release' || event === 'cancel') && order.stock_reserved;
  if (releasesStock) {
    for (const item of await orders.findOrderItems(tx, [order.id])) {
      if (item.product_id !== null) await returnStock(tx, item.product_id, item.quantity);
    }
  }
  const moved = await orders.updateOrderAfterMove(tx, order.id, {
    status: transition.to,
    statusChanged: transition.to !== order.status,
    ...(event === 'pay' ? { paid: true, checkoutId: options.checkoutId } : {}),
    ...(releasesStock ? { stockReserved: false } : {}),
    ...(event === 'cancel' && order.paid ? { refundStatus: 'pending' as const } : {}),
  });
  await orders.insertOrderEvent(tx, {
    orderId: order.id,
    event,
    from: order.status,
    to: transition.to,
    actorRole: actor.role,
    actorId: actor.userId,
    comment: options.comment ?? null,
  });
  return moved;
}
