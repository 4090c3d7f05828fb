import type { TUser } from '@sverka/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authKeys } from '../../../lib/auth.ts';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { basketKeys } from '../api/basket.ts';
import { BasketPanel } from './basket-page.tsx';
import { basketItem, basketOf, renderMarkup, testQueryClient } from './testing/fixtures.tsx';

beforeAll(() => loadAreaTexts('basket'));
afterEach(() => session.signOut());

const user: TUser = {
  id: 1,
  email: 'buyer@example.ru',
  full_name: 'Иван Петров',
  birth_date: null,
  position: null,
  phone_number: '+7 999 123-45-67',
  avatar: null,
  date_joined: '2026-01-01T00:00:00.000Z',
  role: 'user',
};

function render(setup: (queryClient: ReturnType<typeof testQueryClient>) => void) {
  session.signIn({ access: 'A', refresh: 'R' }, false);
  const queryClient = testQueryClient();
  setup(queryClient);
  return renderMarkup(<BasketPanel goTo={() => {}} />, { queryClient });
}

const withBasket = (items: ReturnType<typeof basketItem>[]) =>
  render((queryClient) => {
    queryClient.setQueryData(basketKeys.all, basketOf(items));
    queryClient.setQueryData(authKeys.me, user);
  });

describe('the basket page', () => {
  it('groups the items by seller, each seller a link to its page and each product to its own', () => {
    const html = withBasket([
      basketItem(1, { company: 7, company_name: 'ООО «СтройСнаб»' }, 2),
      basketItem(2, { company: 9, company_name: 'ИП Иванов', price_with_taxes: 250 }),
      basketItem(3, { company: 7, company_name: 'ООО «СтройСнаб»' }),
    ]);
    const sections = html.split('data-testid="basket-seller"').slice(1);
    expect(sections).toHaveLength(2);
    expect(sections[0]).toContain('href="/company/7"');
    expect(sections[0]).toContain('href="/marketplace/10"');
    expect(sections[0]).toContain('href="/marketplace/30"');
    expect(sections[1]).toContain('href="/company/9"');
    expect(sections[1]).toContain('href="/marketplace/20"');
    expect(html.match(/data-testid="basket-item"/g)).toHaveLength(3);
  });

  it('opens with every item ticked, select-all ticked too, and the sum of them all', () => {
    const html = withBasket([basketItem(1, {}, 2), basketItem(2, { price_with_taxes: 250 })]);
    const selectAll = /<input[^>]*data-testid="basket-select-all"[^>]*>/.exec(html)?.[0] ?? '';
    expect(selectAll).toContain('checked');
    expect(html).toMatch(/data-testid="basket-selected-total"[^>]*>450(,00)?\s₽/);
    expect(html).toContain('Товаров, шт.: 3');
    expect(html).toContain('Заказов: 1');
  });

  it('shows each quantity in a digits-only field with − and +, − disabled at 1', () => {
    const html = withBasket([basketItem(1, {}, 1)]);
    expect(html).toMatch(/<input[^>]*inputMode="numeric"[^>]*value="1"/);
    expect(html).toMatch(/<button[^>]*aria-label="Меньше на одну штуку"[^>]*disabled/);
    expect(html).not.toMatch(/<button[^>]*aria-label="Больше на одну штуку"[^>]*disabled/);
  });

  it('starts the address form with the profile’s phone', () => {
    const html = withBasket([basketItem(1)]);
    expect(html).toMatch(/<input[^>]*type="tel"[^>]*value="\+7 999 123-45-67"/);
    expect(html).toContain('Перейти к оплате');
  });

  it('says «Товаров не найдено» with a way to the catalogue when the basket is empty', () => {
    const html = withBasket([]);
    expect(html).toContain('data-testid="basket-empty"');
    expect(html).toContain('Товаров не найдено');
    expect(html).toContain('href="/marketplace"');
    expect(html).not.toContain('data-testid="buyer-form"');
  });

  it('shows a skeleton while the basket loads', () => {
    const html = render(() => {});
    expect(html).toContain('data-testid="basket-loading"');
    expect(html).toContain('Загружаем корзину…');
  });

  it('offers to try again when the basket cannot be loaded', () => {
    const html = render((queryClient) => {
      queryClient
        .getQueryCache()
        .build(queryClient, { queryKey: basketKeys.all })
        .setState({ status: 'error', error: new Error('down') });
    });
    expect(html).toContain('Не удалось загрузить корзину');
    expect(html).toContain('role="alert"');
  });
});
