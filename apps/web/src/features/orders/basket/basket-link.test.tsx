import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { basketKeys } from '../api/basket.ts';
import { BasketLink, basketBadge } from './basket-link.tsx';
import { basketItem, basketOf, renderMarkup, testQueryClient } from './testing/fixtures.tsx';

afterEach(() => session.signOut());

describe('the header’s basket link', () => {
  it('is not there for a visitor', () => {
    expect(renderMarkup(<BasketLink />)).not.toContain('data-testid="basket-link"');
  });

  it('leads a signed-in user to /profile/basket with the number of items', () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    const queryClient = testQueryClient();
    queryClient.setQueryData(basketKeys.all, basketOf([basketItem(1), basketItem(2, {}, 5)]));
    const html = renderMarkup(<BasketLink />, { queryClient });
    const link = /<a[^>]*data-testid="basket-link"[^>]*>/.exec(html)?.[0];
    expect(link).toContain('href="/profile/basket"');
    expect(link).toContain('aria-label="Корзина, товаров: 2"');
    expect(html).toMatch(/>2<\/div>/);
  });

  it('shows no count for an empty basket and caps a large one', () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    const queryClient = testQueryClient();
    queryClient.setQueryData(basketKeys.all, basketOf([]));
    expect(renderMarkup(<BasketLink />, { queryClient })).toContain('aria-label="Корзина"');
    expect(basketBadge(120)).toBe('99+');
  });
});
