import { ORDER_MESSAGES } from '@sverka/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../../lib/api-client.ts';
import { jsonResponse, orderFixture, ordersPage } from '../orders-list/testing/fixtures.tsx';
import { getOrders, isSameList, ordersQueryOptions, payOrder, sendOrderEvent } from './orders.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(reply: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => reply());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    method: init?.method ?? 'GET',
    body: init?.body ? JSON.parse(String(init.body)) : null,
  }));

describe('the orders API', () => {
  it('asks purchases and sales at their own endpoints with the status and the page', async () => {
    const fetchMock = stubFetch(() => jsonResponse(ordersPage([orderFixture()])));
    await getOrders({ mode: 'buy', status: 'all', page: 1 });
    await getOrders({ mode: 'sell', status: 'in_progress', page: 2 });
    expect(sent(fetchMock).map((call) => call.url)).toEqual([
      '/api/v1/products-order/?page=1',
      '/api/v1/seller-order/?status=in_progress&page=2',
    ]);
  });

  it('keeps each mode, status and page in its own cache entry', () => {
    const keys = [
      ordersQueryOptions({ mode: 'buy', status: 'all', page: 1 }).queryKey,
      ordersQueryOptions({ mode: 'sell', status: 'all', page: 1 }).queryKey,
      ordersQueryOptions({ mode: 'sell', status: 'paid', page: 1 }).queryKey,
      ordersQueryOptions({ mode: 'sell', status: 'paid', page: 2 }).queryKey,
    ];
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(4);
    expect(keys[0]?.[0]).toBe('auth');
  });

  it('keeps the current page on screen only while another page of the same list loads', () => {
    const request = { mode: 'sell', status: 'paid', page: 2 } as const;
    const key = (mode: 'buy' | 'sell', status: 'all' | 'paid', page: number) =>
      ordersQueryOptions({ mode, status, page }).queryKey;
    expect(isSameList(request, key('sell', 'paid', 1))).toBe(true);
    expect(isSameList(request, key('buy', 'paid', 1))).toBe(false);
    expect(isSameList(request, key('sell', 'all', 2))).toBe(false);
  });

  it('posts an event and returns the order as moved', async () => {
    const fetchMock = stubFetch(() => jsonResponse(orderFixture({ status: 'pending', actions: ['ship', 'cancel'] })));
    const order = await sendOrderEvent(12, { event: 'accept' });
    expect(order.status).toBe('pending');
    expect(sent(fetchMock)).toEqual([{ url: '/api/v1/orders/12/events/', method: 'POST', body: { event: 'accept' } }]);
  });

  it('gives the 409 refusal with its Russian words', async () => {
    stubFetch(() => jsonResponse({ detail: ORDER_MESSAGES.transitionRefused, code: 'CONFLICT' }, 409));
    const error = await sendOrderEvent(12, { event: 'ship' }).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(409);
    expect(isApiError(error) && error.detail).toBe(ORDER_MESSAGES.transitionRefused);
  });

  it('asks for the payment page of an unpaid order', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ order_url: '/sandbox/pay/abc' }));
    expect(await payOrder(12)).toBe('/sandbox/pay/abc');
    expect(sent(fetchMock)).toEqual([{ url: '/api/v1/orders/12/pay/', method: 'POST', body: null }]);
  });
});
