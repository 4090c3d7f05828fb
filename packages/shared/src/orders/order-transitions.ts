/**
 * The goods order life cycle as one declarative table (research: Sharetribe's
 * process, where every transition names its actor). The server moves an order
 * only along a row of this table, for an actor the row names, and logs every
 * move; the web app reads the same table to decide which buttons a card shows.
 *
 * Statuses keep the spec's wire strings (§4) plus `cancelled`:
 * - `not_paid`: placed from the basket, stock reserved, waiting for the money;
 * - `paid`: the money arrived, waiting for the seller;
 * - `pending`: the seller accepted the order and is preparing it («Ожидается»);
 * - `in_progress`: shipped («В пути»);
 * - `completed`: received («Выполнен»): reviews open;
 * - `cancelled`: by the buyer, the seller or the system; a paid order is refunded.
 */
export const ORDER_STATUSES = ['not_paid', 'paid', 'pending', 'in_progress', 'completed', 'cancelled'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** Spec §2 status filter, in its order, plus the cancelled ones. */
export const ORDER_STATUS_FILTERS = [
  'all',
  'pending',
  'in_progress',
  'not_paid',
  'paid',
  'completed',
  'cancelled',
] as const;
export type TOrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export type TOrderActor = 'buyer' | 'seller' | 'system';

export type TOrderTransition = {
  event: TOrderEvent;
  from: readonly TOrderStatus[];
  to: TOrderStatus;
  actors: readonly TOrderActor[];
};

/** Events people send (`POST /api/v1/orders/{id}/events/`); `pay` and `release` are the system's. */
export const ORDER_PEOPLE_EVENTS = ['accept', 'ship', 'complete', 'confirm_receipt', 'cancel'] as const;
export const ORDER_EVENTS = ['pay', 'release', ...ORDER_PEOPLE_EVENTS] as const;
export type TOrderEvent = (typeof ORDER_EVENTS)[number];
export type TOrderPeopleEvent = (typeof ORDER_PEOPLE_EVENTS)[number];

export const ORDER_TRANSITIONS: readonly TOrderTransition[] = [
  // The payment webhook (or the re-check job) confirms the money.
  { event: 'pay', from: ['not_paid'], to: 'paid', actors: ['system'] },
  // Not paid in time: the reserved stock goes back on sale; the order stays «Не оплачен» and can still be paid.
  { event: 'release', from: ['not_paid'], to: 'not_paid', actors: ['system'] },
  { event: 'accept', from: ['paid'], to: 'pending', actors: ['seller'] },
  { event: 'ship', from: ['paid', 'pending'], to: 'in_progress', actors: ['seller'] },
  { event: 'complete', from: ['in_progress'], to: 'completed', actors: ['seller'] },
  { event: 'confirm_receipt', from: ['in_progress'], to: 'completed', actors: ['buyer'] },
  // Before shipping either side may cancel; the system cancels a late payment for goods already gone.
  { event: 'cancel', from: ['not_paid', 'paid', 'pending'], to: 'cancelled', actors: ['buyer', 'seller', 'system'] },
];

/** The row of the table that lets `actor` send `event` to an order in `status`, if any. */
export function findOrderTransition(
  status: TOrderStatus,
  event: TOrderEvent,
  actor: TOrderActor,
): TOrderTransition | undefined {
  return ORDER_TRANSITIONS.find(
    (transition) => transition.event === event && transition.from.includes(status) && transition.actors.includes(actor),
  );
}

/** What a person in `actor`'s role may do to an order in `status`: the buttons of its card. */
export function orderActionsFor(status: TOrderStatus, actor: 'buyer' | 'seller'): TOrderPeopleEvent[] {
  return ORDER_PEOPLE_EVENTS.filter((event) => findOrderTransition(status, event, actor) !== undefined);
}
