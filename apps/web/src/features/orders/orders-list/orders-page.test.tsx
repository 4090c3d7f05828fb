import { ORDER_MESSAGES } from '@sverka/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { ordersQueryOptions, type TOrdersRequest } from '../api/orders.ts';
import { OrdersPage } from './orders-page.tsx';
import { orderFixture, ordersPage, renderMarkup, testQueryClient } from './testing/fixtures.tsx';

await loadAreaTexts('orders');

const keyOf = (request: TOrdersRequest) => ordersQueryOptions(request).queryKey;

function cacheError(queryClient: QueryClient, queryKey: QueryKey, error: Error): void {
  queryClient.getQueryCache().build(queryClient, { queryKey }).setState({ status: 'error', error });
}

function page(url: string, fill?: (queryClient: QueryClient) => void) {
  const queryClient = testQueryClient();
  fill?.(queryClient);
  return renderMarkup(<OrdersPage />, { queryClient, url });
}

describe('the orders page', () => {
  it('lists the purchases of every status by default', () => {
    const html = page('/profile/orders', (client) =>
      client.setQueryData(keyOf({ mode: 'buy', status: 'all', page: 1 }), ordersPage([orderFixture()])),
    );
    expect(html).toContain('data-testid="order-card"');
    expect(html).toMatch(/<input[^>]*value="buy"[^>]*checked|<input[^>]*checked[^>]*value="buy"/);
  });

  it('asks for what the URL names: the mode, the status and the page', () => {
    const html = page('/profile/orders?mode=sell&status=in_progress&page=2', (client) => {
      client.setQueryData(keyOf({ mode: 'buy', status: 'all', page: 1 }), ordersPage([orderFixture({ id: 1 })]));
      client.setQueryData(
        keyOf({ mode: 'sell', status: 'in_progress', page: 2 }),
        ordersPage([orderFixture({ id: 77, role: 'seller', status: 'in_progress', actions: ['complete'] })], {
          count: 45,
          page: 2,
        }),
      );
    });
    expect(html).toContain('Заказ № 77');
    expect(html).not.toContain('Заказ № 1<');
    expect(html).toMatch(/<input[^>]*value="sell"[^>]*checked|<input[^>]*checked[^>]*value="sell"/);
    expect(html).toMatch(/<input[^>]*checked[^>]*value="in_progress"|<input[^>]*value="in_progress"[^>]*checked/);
    expect(html).toContain('aria-label="Страницы заказов"');
  });

  it('offers every status of the filter with the spec’s words', () => {
    const html = page('/profile/orders');
    for (const label of ['Все', 'Ожидается', 'В пути', 'Не оплачен', 'Оплачен', 'Выполнен', 'Отменён']) {
      expect(html).toContain(`>${label}<`);
    }
  });

  it('shows skeletons while loading and a retry when the list failed', () => {
    expect(page('/profile/orders')).toContain('data-testid="orders-skeleton"');
    const failed = page('/profile/orders', (client) =>
      cacheError(client, keyOf({ mode: 'buy', status: 'all', page: 1 }), new ApiError(500, 'INTERNAL', null)),
    );
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Не удалось загрузить заказы');
  });

  it('says «Заказов пока нет» and leads to the marketplace when nothing was bought', () => {
    const html = page('/profile/orders', (client) =>
      client.setQueryData(keyOf({ mode: 'buy', status: 'all', page: 1 }), ordersPage([])),
    );
    expect(html).toContain('data-testid="orders-empty"');
    expect(html).toContain(ORDER_MESSAGES.ordersEmpty);
    expect(html).toContain('href="/marketplace"');
  });

  it('explains where a seller’s orders come from in the «Продаю» mode', () => {
    const html = page('/profile/orders?mode=sell', (client) =>
      client.setQueryData(keyOf({ mode: 'sell', status: 'all', page: 1 }), ordersPage([])),
    );
    expect(html).toContain('Здесь появятся заказы вашим компаниям, когда вы начнёте продавать в маркетплейсе');
    expect(html).toContain('href="/profile/products"');
  });

  it('offers all orders when a status has none', () => {
    const html = page('/profile/orders?status=cancelled', (client) =>
      client.setQueryData(keyOf({ mode: 'buy', status: 'cancelled', page: 1 }), ordersPage([])),
    );
    expect(html).toContain('Заказов с таким статусом нет');
    expect(html).toContain('Показать все заказы');
  });

  it('greets the buyer back from the payment', () => {
    expect(page('/profile/orders?paid=1')).toContain('data-testid="paid-notice"');
    expect(page('/profile/orders')).not.toContain('data-testid="paid-notice"');
  });
});
