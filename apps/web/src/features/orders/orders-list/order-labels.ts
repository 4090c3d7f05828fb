import type { TOrder, TOrderPeopleEvent } from '@sverka/shared';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import type { TMessage } from '../../../lib/form-errors.ts';

/** The i18n keys of what an order card says besides its fields. */

export const statusKey = (status: TOrder['status']) => `orders.status.${status}`;

export const paymentKey = (paid: boolean) => (paid ? 'orders.payment.paid' : 'orders.payment.notPaid');

export const STATUS_COLORS: Record<TOrder['status'], string> = {
  not_paid: 'gray',
  paid: 'blue',
  pending: 'yellow',
  in_progress: 'indigo',
  completed: 'green',
  cancelled: 'red',
};

/**
 * Lines under the badges: a cancelled paid order's refund, and an unpaid order whose reserve ran out (its
 * goods are on sale again; it can still be paid while they last).
 */
export function orderNoteKeys(order: Pick<TOrder, 'status' | 'refund' | 'stock_released'>): string[] {
  const notes: string[] = [];
  if (order.status === 'cancelled' && order.refund) notes.push(`orders.refund.${order.refund}`);
  if (order.status === 'not_paid' && order.stock_released) notes.push('orders.stockReleased');
  return notes;
}

/** A button of the card: an event the server allows now, or the payment. */
export type TOrderButton = TOrderPeopleEvent | 'pay';

/**
 * The card's buttons in reading order: paying first (the buyer's next step), the forward moves next, cancel
 * last. Only what the server listed in `actions` (and `can_pay`) is offered.
 */
export function orderButtons(order: Pick<TOrder, 'actions' | 'can_pay'>): TOrderButton[] {
  const forward = order.actions.filter((event) => event !== 'cancel');
  return [
    ...(order.can_pay ? (['pay'] as const) : []),
    ...forward,
    ...(order.actions.includes('cancel') ? (['cancel'] as const) : []),
  ];
}

/** The body of a cancel: the comment when one was written. */
export function cancelBody(comment: string): { event: 'cancel'; comment?: string } {
  const trimmed = comment.trim();
  return trimmed ? { event: 'cancel', comment: trimmed } : { event: 'cancel' };
}

/**
 * A refused request says why in the server's words (a 409 «Сейчас это действие с заказом недоступно», a 400's
 * first field message); a failure without words gets the plain-language reason.
 */
export function actionFailure(error: unknown): TMessage {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.detail) return { text: error.detail };
  return { key: errorMessageKey(error) };
}
