import { MantineProvider } from '@mantine/core';
import type { TProductComment, TSeller, TUser } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { productQueryOptions } from '../../features/marketplace/api/catalogue.ts';
import { mySellersQueryOptions } from '../../features/marketplace/api/my-products.ts';
import { productFixture } from '../../features/marketplace/catalogue/testing/fixtures.tsx';
import { authKeys } from '../../lib/auth.ts';
import { AuthDialogContext } from '../../lib/auth-dialog.ts';
import { loadAreaTexts } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { MarketplaceItemRoute } from './marketplace-item.tsx';

await Promise.all([
  loadAreaTexts('marketplace'),
  loadAreaTexts('basket'),
  loadAreaTexts('orders'),
  loadAreaTexts('chat'),
]);

afterEach(() => session.signOut());

const user: TUser = {
  id: 3,
  email: 'seller@example.ru',
  full_name: 'Пётр Сидоров',
  birth_date: null,
  position: null,
  phone_number: null,
  avatar: null,
  date_joined: '2026-01-01T00:00:00.000Z',
  role: 'user',
};

const seller = (id: number): TSeller => ({
  id,
  kind: 'company',
  name: 'ООО «СтройСнаб»',
  name_full: 'Общество с ограниченной ответственностью «СтройСнаб»',
  inn: '7707083893',
  ogrn: '1027700132195',
  status: null,
  region: null,
  address: null,
  website: null,
  avatar: null,
  image: null,
  representative: 3,
  card_path: '/counter-parties/7707083893',
  products_count: 1,
});

/** The product page of product 5, sold by company 7, as `sellerIds`' representative sees it (null: signed out). */
function render(sellerIds: number[] | null, inStock = 120, comments: TProductComment[] = [], takesOrders = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  const signedIn = sellerIds !== null;
  if (signedIn) {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    queryClient.setQueryData(authKeys.me, user);
    queryClient.setQueryData(mySellersQueryOptions(user.id).queryKey, sellerIds.map(seller));
  }
  queryClient.setQueryData(
    productQueryOptions(signedIn, 5).queryKey,
    productFixture({ in_stock: inStock, comments, seller_takes_orders: takesOrders }),
  );
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <AuthDialogContext.Provider value={{ open: () => {} }}>
          <MemoryRouter initialEntries={['/marketplace/5']}>
            <Routes>
              <Route path="/marketplace/:id" element={<MarketplaceItemRoute />} />
            </Routes>
          </MemoryRouter>
        </AuthDialogContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the product page with the basket’s button', () => {
  it('offers «Добавить в корзину» to a visitor and to a buyer from another company', () => {
    expect(render(null)).toContain('Добавить в корзину');
    expect(render([8])).toContain('Добавить в корзину');
  });

  it('has no button for the seller’s own product', () => {
    const html = render([7]);
    expect(html).toContain('data-testid="product-page"');
    expect(html).not.toContain('data-testid="add-to-basket"');
  });

  it('shows a disabled «Нет в наличии» when the stock is empty', () => {
    const button = /<button[^>]*data-testid="add-to-basket"[^>]*>[\s\S]*?<\/button>/.exec(render([8], 0))?.[0];
    expect(button).toContain('Нет в наличии');
    expect(button).toContain('disabled');
  });
});

describe('a seller with nobody on the site to take an order', () => {
  it('has neither the basket’s nor the chat’s button, and says why', () => {
    for (const html of [render(null, 120, [], false), render([8], 120, [], false)]) {
      expect(html).not.toContain('data-testid="add-to-basket"');
      expect(html).not.toContain('data-testid="contact-seller"');
      expect(html).toContain('У продавца пока нет представителя на сайте: заказать товар и написать продавцу нельзя.');
    }
  });
});

describe('the chat’s «Написать продавцу»', () => {
  it('is offered to a visitor (who is asked to sign in) and to a buyer from another company', () => {
    for (const html of [render(null), render([8])]) {
      expect(html).toMatch(/<button[^>]*data-testid="contact-seller"[^>]*>[\s\S]*?Написать продавцу/);
    }
  });

  it('is not there on the seller’s own product', () => {
    expect(render([7])).not.toContain('data-testid="contact-seller"');
  });
});

describe('the seller’s answer to a review', () => {
  const comment = (id: number, parent: number | null, stars: number | null): TProductComment => ({
    id,
    stars,
    content: parent === null ? 'Хороший цемент' : 'Спасибо за отзыв',
    parent,
    time_create: '2026-11-20T10:00:00.000Z',
    product: 5,
    product_name: 'Цемент',
    user: { id: 20 + id, avatar: null, full_name: 'Анна Покупатель' },
  });

  it('offers «Ответить» under an unanswered review to the product’s own seller only', () => {
    const reviews = [comment(1, null, 5)];
    expect(render([7], 120, reviews)).toContain('data-testid="seller-reply-open"');
    expect(render([8], 120, reviews)).not.toContain('data-testid="seller-reply-open"');
    expect(render(null, 120, reviews)).not.toContain('data-testid="seller-reply-open"');
  });

  it('offers nothing under a review already answered', () => {
    const html = render([7], 120, [comment(1, null, 4), comment(2, 1, null)]);
    expect(html).toContain('Спасибо за отзыв');
    expect(html).not.toContain('data-testid="seller-reply-open"');
  });
});
