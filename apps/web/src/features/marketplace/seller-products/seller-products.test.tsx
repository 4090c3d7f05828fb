import { describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { productsQueryOptions, SELLER_PRODUCTS_SHOWN } from '../api/catalogue.ts';
import { productItem, productsPage, renderMarkup, testQueryClient } from '../catalogue/testing/fixtures.tsx';
import { SellerProducts } from './seller-products.tsx';

await loadAreaTexts('marketplace');

function renderSeller(items: ReturnType<typeof productItem>[], count = items.length) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(
    productsQueryOptions(false, { company: 7, page_size: SELLER_PRODUCTS_SHOWN }).queryKey,
    productsPage(items, { count }),
  );
  return renderMarkup(<SellerProducts sellerId={7} />, { queryClient });
}

describe('a seller’s products', () => {
  it('shows up to eight products and «Все товары» to the catalogue filtered by the seller', () => {
    const items = Array.from({ length: 8 }, (_, index) => productItem({ id: index + 1 }));
    const html = renderSeller(items, 30);
    expect(html).toContain('data-testid="seller-products"');
    expect(html.match(/data-testid="product-tile"/g)).toHaveLength(8);
    expect(html).toMatch(/href="\/marketplace\?company=7"[^>]*>Все товары \(30\)/);
  });

  it('renders nothing for a seller without published products', () => {
    // Only Mantine's style tags: no heading, no tiles, no link.
    expect(renderSeller([]).replace(/<style[\s\S]*?<\/style>/g, '')).toBe('');
  });
});
