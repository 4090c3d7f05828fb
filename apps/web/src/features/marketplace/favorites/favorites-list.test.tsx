import { MARKETPLACE_MESSAGES } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { favoritesQueryOptions } from '../api/favorites.ts';
import { productItem, productsPage, renderMarkup, testQueryClient } from '../catalogue/testing/fixtures.tsx';
import { FavoritesList } from './favorites-list.tsx';

await loadAreaTexts('marketplace');

function renderFavorites(items?: ReturnType<typeof productItem>[]) {
  const queryClient = testQueryClient();
  if (items) {
    const { facets: _facets, ...page } = productsPage(items);
    queryClient.setQueryData(favoritesQueryOptions(1).queryKey, page);
  }
  return renderMarkup(<FavoritesList />, { queryClient });
}

describe('the favorites page', () => {
  it('says «Список избранных пуст» and leads to the catalogue when nothing is liked', () => {
    const html = renderFavorites([]);
    expect(html).toContain('data-testid="favorites-empty"');
    expect(html).toContain(MARKETPLACE_MESSAGES.favoritesEmpty);
    expect(html).toContain('href="/marketplace"');
  });

  it('lists the liked products with their hearts to unlike them', () => {
    const html = renderFavorites([productItem({ is_liked: true }), productItem({ id: 9, is_liked: true })]);
    expect(html.match(/data-testid="product-tile"/g)).toHaveLength(2);
    expect(html.match(/data-testid="like-button"/g)).toHaveLength(2);
    expect(html).toContain('href="/marketplace/9"');
  });

  it('shows skeletons while loading', () => {
    expect(renderFavorites()).toContain('data-testid="products-skeleton"');
  });
});
