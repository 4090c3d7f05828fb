import { MARKETPLACE_MESSAGES } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { changeLanguage, loadAreaTexts } from '../../../lib/i18n.ts';
import { productQueryOptions } from '../api/catalogue.ts';
import { cacheError, productFixture, renderMarkup, testQueryClient } from '../catalogue/testing/fixtures.tsx';
import { MarketplaceItemPage } from './product-page.tsx';
import { threadComments } from './product-reviews.tsx';

await loadAreaTexts('marketplace');

type TProductFixture = ReturnType<typeof productFixture>;

function renderProduct(url: string, answer?: TProductFixture | Error) {
  const queryClient = testQueryClient();
  const id = Number(url.split('/').pop());
  if (answer instanceof Error) {
    cacheError(queryClient, productQueryOptions(false, id).queryKey, answer);
  } else if (answer) queryClient.setQueryData(productQueryOptions(false, id).queryKey, answer);
  return renderMarkup(<MarketplaceItemPage />, { queryClient, url, pattern: '/marketplace/:id' });
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const comment = (id: number, parent: number | null, stars: number | null, name: string, content: string) => ({
  id,
  stars,
  content,
  parent,
  time_create: '2026-03-05T12:00:00.000Z',
  product: 5,
  product_name: 'Цемент',
  user: { id: id * 10, avatar: id === 1 ? '/api/v1/media/avatars/10.png' : null, full_name: name },
});

const IMAGES = [1, 2, 3].map((n) => ({
  id: n,
  image: `/api/v1/media/products/${n}.webp`,
  thumbnail: `/api/v1/media/products/${n}-thumb.webp`,
}));

describe('the product page', () => {
  it('shows a gallery with one slide per picture and a thumbnail button for each', () => {
    const html = renderProduct('/marketplace/5', productFixture({ images: IMAGES }));
    expect(html).toContain('data-testid="product-gallery"');
    expect(html).toContain('aria-roledescription="carousel"');
    for (const image of IMAGES) {
      expect(html).toContain(`src="${image.image}"`);
      expect(html).toContain(`src="${image.thumbnail}"`);
    }
    expect(html.match(/data-testid="gallery-thumb"/g)).toHaveLength(3);
    // The first thumbnail is the slide in view.
    expect(html).toMatch(/aria-current="true"[^>]*aria-label="Показать фото 1"/);
  });

  it('has no thumbnails to click for a single picture', () => {
    const html = renderProduct('/marketplace/5', productFixture());
    expect(html).toContain('src="/api/v1/media/products/51.webp"');
    expect(html).not.toContain('data-testid="gallery-thumb"');
  });

  it('shows the sale price with the old one struck through, VAT, stock, category and the like count', () => {
    const html = renderProduct('/marketplace/5', productFixture({ price: 1200, sale_price: 990, vat_rate: 20 }));
    const price = text(html.slice(html.indexOf('data-testid="product-price"')));
    expect(price).toMatch(/^.*?990 ₽ Прежняя цена\s+1 200 ₽/);
    expect(price).toContain('Цена с НДС 20 %');
    expect(price).toContain('без НДС 825 ₽');
    expect(text(html)).toContain('В наличии: 120');
    expect(html).toContain('href="/marketplace?category=101"');
    expect(html).toMatch(/data-testid="like-button"[\s\S]*?>3</);
    expect(html).toContain('<title>Цемент М500, мешок 50 кг — Сверка</title>');
  });

  it('says «без НДС» for a product not subject to VAT and when nothing is left in stock', () => {
    const html = text(renderProduct('/marketplace/5', productFixture({ vat_rate: null, in_stock: 0 })));
    expect(html).toContain('Цена без НДС');
    expect(html).toContain('Нет в наличии');
  });

  it('lists the specifications and the seller with links to its page, its card and its products', () => {
    const html = renderProduct('/marketplace/5', productFixture());
    expect(text(html)).toContain('Масса 50 кг');
    const seller = html.slice(html.indexOf('data-testid="product-seller"'));
    expect(text(seller)).toContain('ООО «СтройСнаб»');
    expect(text(seller)).toContain('ИНН 7707083893');
    expect(seller).toContain('href="/company/7"');
    expect(seller).toContain('href="/counter-parties/7707083893"');
    expect(seller).toContain('href="/marketplace?company=7"');
  });

  it('has no basket or chat buttons of its own: the route hands them in as slots', () => {
    const html = text(renderProduct('/marketplace/5', productFixture()));
    expect(html).not.toContain('Добавить в корзину');
    expect(html).not.toContain('Написать продавцу');
  });

  it('lists reviews with avatar, name, stars, date and text, and replies under their review', () => {
    const html = renderProduct(
      '/marketplace/5',
      productFixture({
        comments: [
          comment(1, null, 5, 'Иван Петров', 'Отличный цемент'),
          comment(2, 1, null, 'ООО «СтройСнаб»', 'Спасибо!'),
          comment(3, null, 3, 'Анна Смирнова', 'Долго везли'),
        ],
      }),
    );
    expect(html.match(/data-testid="product-review"/g)).toHaveLength(3);
    expect(html).toContain('src="/api/v1/media/avatars/10.png"');
    expect(text(html)).toContain('Иван Петров');
    expect(text(html)).toContain('05.03.2026');
    expect(text(html)).toContain('Отличный цемент');
    expect(html).toContain('aria-label="Оценка 5 из 5"');
    expect(html).not.toContain(MARKETPLACE_MESSAGES.reviewsEmpty);
  });

  it('says «Отзывы отсутствуют» without reviews', () => {
    expect(text(renderProduct('/marketplace/5', productFixture({ comments: [] })))).toContain(
      MARKETPLACE_MESSAGES.reviewsEmpty,
    );
  });

  it('answers a missing or unpublished product with «Товар не найден»', () => {
    const missing = renderProduct('/marketplace/404', new ApiError(404, 'NOT_FOUND', 'Товар не найден'));
    expect(missing).toContain('data-testid="product-not-found"');
    expect(text(missing)).toContain(MARKETPLACE_MESSAGES.productNotFound);
    expect(missing).toContain('href="/marketplace"');
    const malformed = renderProduct('/marketplace/abc');
    expect(malformed).toContain('data-testid="product-not-found"');
  });

  it('offers a retry when the product cannot be loaded', () => {
    const html = text(renderProduct('/marketplace/5', new ApiError(0, 'NETWORK', null)));
    expect(html).toContain('Не удалось загрузить товар');
    expect(html).toContain('Повторить');
  });

  it('shows a skeleton while loading', () => {
    expect(renderProduct('/marketplace/5')).toContain('aria-busy="true"');
  });

  it('tells its owner that a product waits for moderation', () => {
    const html = text(renderProduct('/marketplace/5', productFixture({ status: 'moderation', is_published: false })));
    expect(html).toContain('Товар на модерации');
  });

  it('speaks Chinese too', async () => {
    await changeLanguage('zh-CN');
    try {
      expect(text(renderProduct('/marketplace/5', productFixture()))).toContain('暂无评价');
    } finally {
      await changeLanguage('ru');
    }
  });
});

describe('threadComments', () => {
  it('puts replies under their review and keeps an orphaned reply as a review', () => {
    const threads = threadComments([
      comment(1, null, 5, 'А', 'а'),
      comment(2, 1, null, 'Б', 'б'),
      comment(3, 99, null, 'В', 'в'),
    ]);
    expect(threads.map((thread) => [thread.review.id, thread.replies.map((reply) => reply.id)])).toEqual([
      [1, [2]],
      [3, []],
    ]);
  });
});
