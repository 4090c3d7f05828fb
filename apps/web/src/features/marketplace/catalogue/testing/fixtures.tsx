import { MantineProvider } from '@mantine/core';
import type { TCategory, TProduct, TProductListItem, TProductsPage } from '@sverka/shared';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AuthDialogContext, type TAuthDialogApi } from '../../../../lib/auth-dialog.ts';

/** Products, pages and the tree that pass the contracts, for the marketplace's component tests. */

export function productItem(overrides: Partial<TProductListItem> = {}): TProductListItem {
  return {
    id: 5,
    name: 'Цемент М500, мешок 50 кг',
    description: 'Портландцемент для фундаментов и стяжек.',
    price: 650,
    sale_price: null,
    price_with_taxes: 650,
    vat_rate: 20,
    images: [{ id: 51, image: '/api/v1/media/products/51.webp', thumbnail: '/api/v1/media/products/51-thumb.webp' }],
    is_published: true,
    status: 'published',
    reject_reason: null,
    is_liked: false,
    number_of_like: 3,
    views: 40,
    rating: 4.5,
    reviews_count: 2,
    category: { id: 101, name: 'Строительные материалы', parent: 1 },
    company: 7,
    company_name: 'ООО «СтройСнаб»',
    company_inn: '7707083893',
    company_region: 'г. Москва',
    company_avatar: null,
    tags: [{ id: 1, name: 'цемент' }],
    in_stock: 120,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function productFixture(overrides: Partial<TProduct> = {}): TProduct {
  return {
    ...productItem(),
    description: 'Портландцемент для фундаментов и стяжек.\nФасовка по 50 кг.',
    specifications: [
      { name: 'Марка', value: 'М500' },
      { name: 'Масса', value: '50', unit: 'кг' },
    ],
    comments: [],
    updated_at: '2026-11-02T10:00:00.000Z',
    seller_takes_orders: true,
    ...overrides,
  };
}

export function productsPage(result: TProductListItem[], overrides: Partial<TProductsPage> = {}): TProductsPage {
  return {
    count: result.length,
    page: 1,
    page_size: 24,
    next: null,
    previous: null,
    result,
    facets: {
      categories: [{ id: 1, name: 'Строительство и ремонт', count: result.length }],
      regions: [
        { name: 'г. Москва', count: 2 },
        { name: 'Тверская область', count: 1 },
      ],
      price: { min: 120, max: 98000 },
    },
    promoted: [],
    ...overrides,
  };
}

export const CATEGORY_TREE: TCategory[] = [
  {
    id: 1,
    name: 'Строительство и ремонт',
    image: '/img/categories/construction.svg',
    childrens: [
      { id: 101, name: 'Строительные материалы', image: null, childrens: [] },
      { id: 102, name: 'Инструмент', image: null, childrens: [] },
    ],
  },
  {
    id: 5,
    name: 'Компьютеры и связь',
    image: '/img/categories/it.svg',
    childrens: [{ id: 501, name: 'Серверы и сети', image: null, childrens: [] }],
  },
];

interface TRenderOptions {
  queryClient?: QueryClient;
  /** The URL the page opens at, and the route pattern that matches it. */
  url?: string;
  pattern?: string;
  authDialog?: TAuthDialogApi;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

/** A query that has failed, as the page finds it after its request was refused. */
export function cacheError(queryClient: QueryClient, queryKey: QueryKey, error: Error): void {
  queryClient.getQueryCache().build(queryClient, { queryKey }).setState({ status: 'error', error });
}

/** The page as the server-side renderer draws it with the given cache: the first paint, before any effect. */
export function renderMarkup(ui: ReactNode, options: TRenderOptions = {}): string {
  const queryClient = options.queryClient ?? testQueryClient();
  const url = options.url ?? '/';
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <AuthDialogContext.Provider value={options.authDialog ?? { open: () => {} }}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={options.pattern ?? '*'} element={ui} />
            </Routes>
          </MemoryRouter>
        </AuthDialogContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
