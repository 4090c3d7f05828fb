import { ORDER_STATUS_FILTERS, type TOrderStatusFilter } from '@sverka/shared';
import { ORDER_MODES, type TOrdersMode, type TOrdersRequest } from '../api/orders.ts';

/** What the orders page keeps in its URL: `?mode=buy|sell&status=…&page=…`, and `?paid=1` after a payment. */
export const ORDERS_PARAMS = { mode: 'mode', status: 'status', page: 'page', paid: 'paid' } as const;

const isMode = (value: string | null): value is TOrdersMode => ORDER_MODES.includes(value as TOrdersMode);
const isStatus = (value: string | null): value is TOrderStatusFilter =>
  ORDER_STATUS_FILTERS.includes(value as TOrderStatusFilter);

/** The request the URL asks for; anything unknown falls back to purchases, every status, the first page. */
export function ordersRequestOf(params: URLSearchParams): TOrdersRequest {
  const mode = params.get(ORDERS_PARAMS.mode);
  const status = params.get(ORDERS_PARAMS.status);
  const page = Number(params.get(ORDERS_PARAMS.page));
  return {
    mode: isMode(mode) ? mode : 'buy',
    status: isStatus(status) ? status : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The payment return page brings the buyer here with `?paid=1` (any value but `0` counts). */
export function paidNoticeOf(params: URLSearchParams): boolean {
  const paid = params.get(ORDERS_PARAMS.paid);
  return paid !== null && paid !== '0';
}

/**
 * The URL after a change: a new mode or status starts again at the first page; defaults stay out of the URL;
 * the payment notice goes once the visitor moves on.
 */
export function ordersParamsWith(params: URLSearchParams, change: Partial<TOrdersRequest>): URLSearchParams {
  const next = { ...ordersRequestOf(params), ...change };
  if (change.mode !== undefined || change.status !== undefined) next.page = change.page ?? 1;
  const result = new URLSearchParams();
  if (next.mode !== 'buy') result.set(ORDERS_PARAMS.mode, next.mode);
  if (next.status !== 'all') result.set(ORDERS_PARAMS.status, next.status);
  if (next.page > 1) result.set(ORDERS_PARAMS.page, String(next.page));
  return result;
}

/** The same URL without the payment notice. */
export function withoutPaidNotice(params: URLSearchParams): URLSearchParams {
  const result = new URLSearchParams(params);
  result.delete(ORDERS_PARAMS.paid);
  return result;
}
