import { categoryTileWidth, MARKETPLACE_MESSAGES } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { changeLanguage, loadAreaTexts } from '../../../lib/i18n.ts';
import { categoriesQueryOptions, productsQueryOptions } from '../api/catalogue.ts';
import { MarketplacePage } from './catalogue-page.tsx';
import { catalogueApiParams, readCatalogueState } from './catalogue-params.ts';
import { CategoryTiles } from './category-tiles.tsx';
import { filterChips } from './filter-chips.tsx';
import { descriptionPreview } from './product-text.ts';
import {
  CATEGORY_TREE,
  cacheError,
  productItem,
  productsPage,
  renderMarkup,
  testQueryClient,
} from './testing/fixtures.tsx';

await loadAreaTexts('marketplace');

/** The catalogue at `url`, with the answer the page would get for that URL's filters already cached. */
function renderCatalogue(url: string, reply?: Parameters<typeof productsPage>[0] | Error) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(categoriesQueryOptions().queryKey, CATEGORY_TREE);
  const params = catalogueApiParams(readCatalogueState(new URL(url, 'http://x').searchParams));
  const options = productsQueryOptions(false, params);
  if (reply instanceof Error) {
    cacheError(queryClient, options.queryKey, reply);
  } else if (reply) queryClient.setQueryData(options.queryKey, productsPage(reply));
  return renderMarkup(<MarketplacePage />, { queryClient, url });
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the catalogue page', () => {
  it('asks for exactly the filters of its URL and shows them in the fields and as chips', () => {
    const html = renderCatalogue(
      '/marketplace?search=цемент&category=101&company=7&price_min=100&price_max=5000&company__region__name__in=Тверская+область',
      [productItem()],
    );
    // The cached answer for these filters is on the page: the URL became the request.
    expect(html).toContain('data-testid="product-tile"');
    expect(html).toMatch(
      /data-testid="catalogue-search"[^>]*value="цемент"|value="цемент"[^>]*data-testid="catalogue-search"/,
    );
    expect(html).toMatch(/value="100"/);
    expect(html).toMatch(/value="5000"/);
    const chips = text(html.slice(html.indexOf('data-testid="filter-chips"')));
    expect(chips).toContain('Поиск: «цемент»');
    expect(chips).toContain('Строительные материалы');
    expect(chips).toContain('Продавец: ООО «СтройСнаб»');
    expect(chips).toContain('Цена от 100 ₽');
    expect(chips).toContain('Цена до 5 000 ₽');
    expect(chips).toContain('Тверская область');
    expect(html).toContain('aria-label="Убрать фильтр «Поиск: «цемент»»"');
  });

  it('shows the selected category in the dropdown and its siblings as tiles', () => {
    const html = renderCatalogue('/marketplace?category=101', [productItem()]);
    expect(text(html)).toContain('Категория Строительные материалы');
    const tiles = [...html.matchAll(/data-testid="category-tile"[^>]*>/g)].length;
    expect(tiles).toBe(2);
    expect(html).toMatch(/href="\/marketplace\?category=102"/);
  });

  it('shows skeletons while the products load', () => {
    const html = renderCatalogue('/marketplace');
    expect(html).toContain('data-testid="products-skeleton"');
    expect(html).toContain('Загружаем товары…');
  });

  it('offers a retry when the products cannot be loaded', () => {
    const html = renderCatalogue('/marketplace', new ApiError(503, 'UNAVAILABLE', null));
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain('Не удалось загрузить товары');
    expect(text(html)).toContain('Повторить');
  });

  it('says «Товаров не найдено» when nothing matches, and offers to reset the filters', () => {
    const filtered = renderCatalogue('/marketplace?search=нет-такого', []);
    expect(text(filtered)).toContain(MARKETPLACE_MESSAGES.productsEmpty);
    expect(text(filtered)).toContain('Сбросить фильтры');
    const plain = renderCatalogue('/marketplace', []);
    expect(text(plain)).toContain(MARKETPLACE_MESSAGES.productsEmpty);
    expect(text(plain)).not.toContain('Сбросить фильтры');
  });

  it('draws a tile with the thumbnail, the 64-character description, the sale and old prices and the stars', () => {
    const description = 'Профессиональный перфоратор SDS-plus с тремя режимами работы и кейсом для хранения';
    const html = renderCatalogue('/marketplace', [
      productItem({ description, price: 12000, sale_price: 9900, rating: 4 }),
    ]);
    expect(html).toContain('src="/api/v1/media/products/51-thumb.webp"');
    expect(html).toContain(`${description.slice(0, 64).trimEnd()}…`);
    expect(html).not.toContain(description);
    expect(text(html)).toMatch(/9 900 ₽ Прежняя цена\s+12 000 ₽/);
    expect(html).toContain('<s');
    expect(html).toContain('href="/marketplace/5"');
    expect(html).toContain('aria-label="Оценка 4.0 из 5"');
    expect(html).toContain('data-testid="like-button"');
  });

  it('pages a long list', () => {
    const html = renderCatalogue('/marketplace?page=2', [productItem()]);
    expect(html).not.toContain('aria-label="Страницы списка товаров"');
    const queryClient = testQueryClient();
    const options = productsQueryOptions(false, { page: 2 });
    queryClient.setQueryData(options.queryKey, productsPage([productItem()], { count: 100, page: 2 }));
    const paged = renderMarkup(<MarketplacePage />, { queryClient, url: '/marketplace?page=2' });
    expect(paged).toContain('aria-label="Страницы списка товаров"');
  });

  it('speaks English too', async () => {
    await changeLanguage('en');
    try {
      expect(text(renderCatalogue('/marketplace', []))).toContain('No products found');
    } finally {
      await changeLanguage('ru');
    }
  });
});

describe('category tiles', () => {
  it('are 80 px plus 6 px per character, at most 200 px (spec §9)', () => {
    expect(categoryTileWidth('Бумага')).toBe(116);
    expect(categoryTileWidth('Строительство и ремонт')).toBe(200);
    const html = renderMarkup(
      <CategoryTiles tree={CATEGORY_TREE} selected={undefined} hrefOf={(id) => `/m?c=${id}`} />,
    );
    expect(html).toContain('style="width:200px"');
    expect(html).toContain(`style="width:${80 + 6 * 'Компьютеры и связь'.length}px"`);
    expect(html).toContain('src="/img/categories/construction.svg"');
  });

  it('show a child category with its root’s picture', () => {
    const html = renderMarkup(<CategoryTiles tree={CATEGORY_TREE} selected={1} hrefOf={(id) => `/m?c=${id}`} />);
    expect(html).toContain('Строительные материалы');
    expect(html).toContain(`style="width:${80 + 6 * 'Инструмент'.length}px"`);
    expect(html.match(/src="\/img\/categories\/construction\.svg"/g)).toHaveLength(2);
  });
});

describe('the description preview', () => {
  it('keeps 64 characters and adds an ellipsis only when something was cut', () => {
    const long = 'а'.repeat(70);
    expect(descriptionPreview(long)).toBe(`${'а'.repeat(64)}…`);
    expect(descriptionPreview('а'.repeat(64))).toBe('а'.repeat(64));
    expect(descriptionPreview('коротко')).toBe('коротко');
  });

  it('never splits a character made of two UTF-16 units', () => {
    const preview = descriptionPreview(`${'а'.repeat(63)}😀😀`);
    expect(preview).toBe(`${'а'.repeat(63)}😀…`);
  });
});

describe('filter chips', () => {
  it('remove one filter each, leaving the others in the URL', () => {
    const state = readCatalogueState(
      new URLSearchParams('search=кабель&price_min=10&company__region__name__in=А,Б&category=5'),
    );
    const chips = filterChips(state, (key, options) => `${key}${options ? JSON.stringify(options) : ''}`, {
      categories: CATEGORY_TREE,
      sellerName: null,
    });
    expect(chips.map((chip) => chip.key)).toEqual(['search', 'category', 'priceMin', 'region:А', 'region:Б']);
    const withoutA = chips.find((chip) => chip.key === 'region:А');
    expect(withoutA?.remove).toEqual({ regions: ['Б'] });
    expect(chips.find((chip) => chip.key === 'category')?.label).toBe('Компьютеры и связь');
  });
});
