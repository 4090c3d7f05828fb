import { MantineProvider } from '@mantine/core';
import type { TOrder, TOrderItem, TOrdersPage, TProductComment } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';

/** Orders, items and reviews that pass the contracts, for the orders feature's component tests. */

export function orderItem(overrides: Partial<TOrderItem> = {}): TOrderItem {
  return {
    id: 31,
    product: 5,
    name: 'Цемент М500, мешок 50 кг',
    price: 650,
    quantity: 3,
    image: '/api/v1/media/products/51-thumb.webp',
    is_published: true,
    can_review: false,
    review: null,
    ...overrides,
  };
}

export function orderFixture(overrides: Partial<TOrder> = {}): TOrder {
  const items = overrides.items ?? [orderItem()];
  return {
    id: 12,
    create_at: '2026-11-20T12:00:00.000Z',
    status: 'paid',
    paid: true,
    total: 1950,
    product: items[0] ?? null,
    items,
    basket: JSON.stringify(items),
    company: 7,
    company_name: 'ООО «СтройСнаб»',
    buyer: { id: 3, full_name: 'Иван Петров' },
    address: 'г. Москва, ул. Тверская, д. 1',
    postal_code: '125009',
    phone_number: '79161234567',
    stock_released: false,
    refund: null,
    role: 'buyer',
    actions: ['cancel'],
    can_pay: false,
    events: [
      { event: 'pay', from: 'not_paid', to: 'paid', actor: 'system', comment: null, at: '2026-11-20T12:05:00.000Z' },
    ],
    ...overrides,
  };
}

export function ordersPage(result: TOrder[], overrides: Partial<TOrdersPage> = {}): TOrdersPage {
  return { count: result.length, page: 1, page_size: 20, next: null, previous: null, result, ...overrides };
}

export function reviewFixture(overrides: Partial<TProductComment> = {}): TProductComment {
  return {
    id: 70,
    stars: 5,
    content: 'Цемент пришёл вовремя, мешки целые.',
    parent: null,
    time_create: '2026-11-21T12:00:00.000Z',
    product: 5,
    product_name: 'Цемент М500, мешок 50 кг',
    user: { id: 3, avatar: null, full_name: 'Иван Петров' },
    ...overrides,
  };
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

/** The page as the server-side renderer draws it with the given cache: the first paint, before any effect. */
export function renderMarkup(ui: ReactNode, options: { queryClient?: QueryClient; url?: string } = {}): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={options.queryClient ?? testQueryClient()}>
        <MemoryRouter initialEntries={[options.url ?? '/']}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A JSON answer of the API. */
export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
