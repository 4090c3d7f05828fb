import { MantineProvider } from '@mantine/core';
import type { TSeller } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../../lib/i18n.ts';
import { sellerQueryOptions } from '../../api/get-seller.ts';
import { CompanyPage, type TCompanyPageProps } from './company-page.tsx';

beforeAll(() => loadAreaTexts('company-page'));

const seller: TSeller = {
  id: 7,
  kind: 'entrepreneur',
  name: 'ИП Иванов Иван Иванович',
  name_full: 'Индивидуальный предприниматель Иванов Иван Иванович',
  inn: '500100732259',
  ogrn: '304500116000157',
  status: { name: 'Действует', class: 'active' },
  region: null,
  address: null,
  website: null,
  avatar: null,
  image: null,
  representative: 3,
  card_path: '/counter-parties/500100732259',
  products_count: 2,
};

function render(url: string, props: TCompanyPageProps = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sellerQueryOptions(String(seller.id)).queryKey, seller);
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/company/:id" element={<CompanyPage {...props} />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('CompanyPage', () => {
  it('shows the seller and the products block the route hands in, for this seller', () => {
    const html = render('/company/7', {
      productsSlot: (shown) => <p data-slot="products">{`products of ${shown.id}: ${shown.products_count}`}</p>,
    });
    expect(html).toContain('ИП Иванов Иван Иванович');
    expect(html).toContain('<p data-slot="products">products of 7: 2</p>');
  });

  it('renders no products area without a slot', () => {
    expect(render('/company/7')).not.toContain('data-slot');
  });

  it('says the company is not found for an id that cannot be a seller', () => {
    const html = render('/company/abc');
    expect(html).toContain('Организация не найдена');
    expect(html).not.toContain('ИП Иванов');
  });
});
