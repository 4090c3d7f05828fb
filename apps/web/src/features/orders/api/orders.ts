import {
  type TOrder,
  type TOrderEventBody,
  type TOrderStatusFilter,
  type TOrdersPage,
  type TQueryString,
  type TRequestBody,
  ZOrder,
  type ZOrderEventBody,
  ZOrdersPage,
  type ZOrdersQuery,
  ZPayReply,
} from '@sverka/shared';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

/** Spec §2: «Покупаю» lists the user's purchases, «Продаю» the orders placed with the user's companies. */
export const ORDER_MODES = ['buy', 'sell'] as const;
export type TOrdersMode = (typeof ORDER_MODES)[number];

export const ORDERS_PATHS: Record<TOrdersMode, string> = {
  buy: '/api/v1/products-order/',
  sell: '/api/v1/seller-order/',
};

export interface TOrdersRequest {
  mode: TOrdersMode;
  status: TOrderStatusFilter;
  page: number;
}

/** Orders are private: they live under `['auth', …]`, so signing out drops them. */
export const ordersKeys = {
  all: [...authKeys.all, 'orders'] as const,
  lists: [...authKeys.all, 'orders', 'list'] as const,
  list: ({ mode, status, page }: TOrdersRequest) => [...authKeys.all, 'orders', 'list', mode, status, page] as const,
};

/** `GET /api/v1/products-order/` or `/api/v1/seller-order/`; «all» is the server's default and stays out of the URL. */
export function getOrders(request: TOrdersRequest, signal?: AbortSignal): Promise<TOrdersPage> {
  const params = {
    status: request.status === 'all' ? undefined : request.status,
    page: request.page,
  } satisfies TQueryString<typeof ZOrdersQuery>;
  return apiGet(ORDERS_PATHS[request.mode], ZOrdersPage, { params, signal });
}

export const ordersQueryOptions = (request: TOrdersRequest) =>
  queryOptions({
    queryKey: ordersKeys.list(request),
    queryFn: ({ signal }) => getOrders(request, signal),
  });

/** Whether the cached answer under `previousKey` is another page of the list `request` asks for. */
export function isSameList(request: TOrdersRequest, previousKey: readonly unknown[]): boolean {
  const list = ordersKeys.list(request).slice(0, -1);
  return previousKey.length === list.length + 1 && list.every((part, index) => previousKey[index] === part);
}

/**
 * Another page of the same list keeps the current one on screen while it loads; another mode or status
 * starts from skeletons, so a buyer's cards never stand under «Продаю».
 */
export function useOrders(request: TOrdersRequest) {
  return useQuery({
    ...ordersQueryOptions(request),
    placeholderData: (previous, previousQuery) =>
      previousQuery && isSameList(request, previousQuery.queryKey) ? previous : undefined,
  });
}

/** `POST /api/v1/orders/{id}/events/`: the order as it is after the move (409 when the move is not allowed now). */
export function sendOrderEvent(orderId: number, body: TOrderEventBody): Promise<TOrder> {
  return apiRequest(`/api/v1/orders/${orderId}/events/`, {
    method: 'POST',
    json: body satisfies TRequestBody<typeof ZOrderEventBody>,
    schema: ZOrder,
  });
}

/** `POST /api/v1/orders/{id}/pay/`: the payment page the browser goes to. */
export function payOrder(orderId: number): Promise<string> {
  return apiRequest(`/api/v1/orders/${orderId}/pay/`, { method: 'POST', schema: ZPayReply }).then(
    (reply) => reply.order_url,
  );
}

/** Every cached page of orders with `change` applied to the order with this id, wherever it is. */
export function patchCachedOrder(queryClient: QueryClient, orderId: number, change: (order: TOrder) => TOrder): void {
  for (const [key, data] of queryClient.getQueriesData<TOrdersPage>({ queryKey: ordersKeys.lists })) {
    if (!data?.result.some((order) => order.id === orderId)) continue;
    queryClient.setQueryData(key, {
      ...data,
      result: data.result.map((order) => (order.id === orderId ? change(order) : order)),
    });
  }
}

/**
 * An action on an order: the card shows the order the server returned at once, then the lists are asked
 * again (under a status filter the order may have left the page).
 */
export function useOrderEvent(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOrderEventBody) => sendOrderEvent(orderId, body),
    onSuccess: (order) => {
      patchCachedOrder(queryClient, orderId, () => order);
      return queryClient.invalidateQueries({ queryKey: ordersKeys.lists });
    },
  });
}

/** «Оплатить»: the browser leaves for the payment page; the return page brings it back to the orders. */
export function usePayOrder(orderId: number, go: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({
    mutationFn: () => payOrder(orderId),
    onSuccess: go,
  });
}
