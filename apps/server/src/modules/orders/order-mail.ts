import { ORDER_STATUS_LABELS, type TOrderActor, type TOrderEvent, type TOrderStatus } from '@sverka/shared';
import { findOrderContacts } from './order-lists.repository.ts';
import type { TOrdersDeps } from './orders.deps.ts';

/** The page where both sides see their orders. */
const ORDERS_PAGE = '/profile/orders';

export type TOrderMove = {
  orderId: number;
  event: TOrderEvent;
  from: TOrderStatus;
  to: TOrderStatus;
  actor: TOrderActor;
  comment: string | null;
};

/** Who hears about a move: the buyer of every status change they did not make, the seller of the buyer's. */
export function letterRecipient(move: TOrderMove): 'buyer' | 'seller' | null {
  // A released reserve keeps the status but changes what the buyer can count on.
  if (move.event === 'release') return 'buyer';
  if (move.from === move.to) return null;
  if (move.actor === 'seller' || move.actor === 'system') return 'buyer';
  if (move.event === 'cancel' || move.event === 'confirm_receipt') return 'seller';
  return null;
}

export function composeOrderLetter(
  move: TOrderMove,
  name: string | null,
  publicUrl: string,
): { subject: string; text: string } {
  const label = ORDER_STATUS_LABELS[move.to];
  const lines = [
    `Здравствуйте${name ? `, ${name}` : ''}!`,
    '',
    `Заказ № ${move.orderId}: ${label}.`,
    ...(move.event === 'release'
      ? [
          '',
          'Заказ не оплатили вовремя, поэтому товар снова в продаже. Оплатить заказ можно, пока товар есть в наличии.',
        ]
      : []),
    ...(move.comment ? ['', `Комментарий: ${move.comment}`] : []),
    '',
    `Заказы: ${publicUrl}${ORDERS_PAGE}`,
  ];
  return { subject: `Заказ № ${move.orderId}: ${label}`, text: lines.join('\n') };
}

/**
 * Tells the other side of an order that it moved. Runs after the commit; a
 * letter that cannot be sent is logged and does not undo the move.
 */
export async function sendOrderMoveLetter(deps: TOrdersDeps, move: TOrderMove): Promise<boolean> {
  const recipient = letterRecipient(move);
  if (!recipient) return false;
  try {
    const contacts = await findOrderContacts(deps.sql, move.orderId);
    const to = recipient === 'buyer' ? contacts?.buyer_email : contacts?.seller_email;
    if (!contacts || !to) return false;
    const name = recipient === 'buyer' ? contacts.buyer_full_name : contacts.seller_full_name;
    await deps.accounts.mailer.send({ to, ...composeOrderLetter(move, name, deps.publicUrl) });
    return true;
  } catch (error) {
    deps.accounts.log.error({ err: error, order: move.orderId }, 'order letter not sent');
    return false;
  }
}
