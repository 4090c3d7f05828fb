import { MantineProvider } from '@mantine/core';
import type { TBasket, TBasketItem } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AuthDialogContext, type TAuthDialogApi } from '../../../../lib/auth-dialog.ts';

/** Basket items that pass the contract, for the orders feature's tests. */
export function basketItem(id: number, overrides: Partial<TBasketItem['product']> = {}, quantity = 1): TBasketItem {
  return {
    id,
    quantity,
    product: {
      id: id * 10,
      name: `Товар ${id}`,
      description: 'Описание',
      images: [{ id: id * 100, image: `/i/${id}.webp`, thumbnail: `/t/${id}.webp` }],
      price: 100,
      sale_price: null,
      price_with_taxes: 100,
      company: 7,
      company_name: 'ООО «СтройСнаб»',
      is_liked: false,
      rating: null,
      in_stock: 50,
      is_published: true,
      ...overrides,
    },
  };
}

export const basketOf = (items: TBasketItem[]): TBasket => ({
  baskets: items,
  total: items.reduce((sum, item) => sum + item.product.price_with_taxes * item.quantity, 0),
});

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

/** The first paint as the server-side renderer draws it with the given cache, before any effect. */
export function renderMarkup(
  ui: ReactNode,
  options: { queryClient?: QueryClient; url?: string; authDialog?: TAuthDialogApi } = {},
): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={options.queryClient ?? testQueryClient()}>
        <AuthDialogContext.Provider value={options.authDialog ?? { open: () => {} }}>
          <MemoryRouter initialEntries={[options.url ?? '/']}>{ui}</MemoryRouter>
        </AuthDialogContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A fetch double answering JSON with `status`; calls are kept for the assertions. */
export function jsonFetch(status: number, body: unknown) {
  return async (_url: string, _init?: RequestInit) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status });
}
