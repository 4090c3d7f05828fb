import { MantineProvider } from '@mantine/core';
import type { TSeller } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sellerQueryOptions } from '../../features/companies/api/get-seller.ts';
import { productsQueryOptions, SELLER_PRODUCTS_SHOWN } from '../../features/marketplace/api/catalogue.ts';
import { productItem, productsPage } from '../../features/marketplace/catalogue/testing/fixtures.tsx';
import { AuthDialogContext } from '../../lib/auth-dialog.ts';
import { loadAreaTexts } from '../../lib/i18n.ts';
import { CompanyPageRoute } from './company.tsx';

await Promise.all([loadAreaTexts('company-page'), loadAreaTexts('marketplace')]);

const seller = (productsCount: number): TSeller => ({
  id: 7,
  kind: 'company',
  name: 'ООО «СтройСнаб»',
  name_full: 'Общество с ограниченной ответственностью «СтройСнаб»',
  inn: '7707083893',
  ogrn: '1027700132195',
  status: { name: 'Действует', class: 'active' },
  region: null,
  address: null,
  website: null,
  avatar: null,
  image: null,
  representative: 3,
  card_path: '/counter-parties/7707083893',
  products_count: productsCount,
});

function render(productsCount: number) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sellerQueryOptions('7').queryKey, seller(productsCount));
  if (productsCount > 0) {
    queryClient.setQueryData(
      productsQueryOptions(false, { company: 7, page_size: SELLER_PRODUCTS_SHOWN }).queryKey,
      productsPage([productItem()]),
    );
  }
  const html = renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <AuthDialogContext.Provider value={{ open: () => {} }}>
          <MemoryRouter initialEntries={['/company/7']}>
            <Routes>
              <Route path="/company/:id" element={<CompanyPageRoute />} />
            </Routes>
          </MemoryRouter>
        </AuthDialogContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { html, queryClient };
}

describe('the company page route', () => {
  it('shows the seller’s products from the marketplace', () => {
    const { html } = render(1);
    expect(html).toContain('data-testid="seller-products"');
    expect(html).toContain('href="/marketplace?company=7"');
  });

  it('asks for no products of a seller that has published none', () => {
    const { html, queryClient } = render(0);
    expect(html).not.toContain('data-testid="seller-products"');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['marketplace', 'products'] })).toHaveLength(0);
  });
});
