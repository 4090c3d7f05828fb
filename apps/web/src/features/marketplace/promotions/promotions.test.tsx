import type { TAnnouncement, TPromotionList } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { AnnouncementFeed } from '../announcements/announcement-feed.tsx';
import { announcementKeys } from '../api/announcements.ts';
import { CatalogueResults } from '../catalogue/catalogue-results.tsx';
import { productItem, productsPage, renderMarkup, testQueryClient } from '../catalogue/testing/fixtures.tsx';
import { PromotionControl, PromotionSummary } from './promotion-controls.tsx';

await Promise.all([loadAreaTexts('marketplace'), loadAreaTexts('billing-plans')]);

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

function results(promoted: ReturnType<typeof productItem>[], organic: ReturnType<typeof productItem>[]) {
  return renderMarkup(
    <CatalogueResults
      reply={productsPage(organic, { promoted })}
      error={null}
      updating={false}
      page={1}
      filtered
      onPage={() => {}}
      onResetFilters={() => {}}
      onRetry={() => {}}
      retrying={false}
    />,
  );
}

describe('the «Реклама» block', () => {
  it('heads the results with every promoted tile marked «Реклама», apart from the organic tiles', () => {
    const html = results(
      [productItem({ id: 1, name: 'Кирпич продвигаемый' }), productItem({ id: 2, name: 'Цемент продвигаемый' })],
      [productItem({ id: 3, name: 'Песок' })],
    );
    expect(html).toContain('data-testid="promoted-block"');
    expect(html.match(/data-testid="promoted-tile"/g)).toHaveLength(2);
    expect(html.match(/data-testid="product-tile"/g)).toHaveLength(1);
    const promotedPart = html.slice(html.indexOf('promoted-block'), html.indexOf('data-testid="product-tile"'));
    expect(promotedPart.match(/>Реклама</g)?.length).toBeGreaterThanOrEqual(3);
    expect(html.indexOf('Кирпич продвигаемый')).toBeLessThan(html.indexOf('Песок'));
  });

  it('is absent without promoted products, and a page of promoted products alone is not «nothing found»', () => {
    expect(results([], [productItem()])).not.toContain('promoted-block');
    const onlyPromoted = results([productItem({ id: 9 })], []);
    expect(onlyPromoted).toContain('promoted-block');
    expect(onlyPromoted).not.toContain('products-empty');
  });
});

const list = (patch: Partial<TPromotionList>): TPromotionList => ({
  limit: 3,
  used: 1,
  locked: null,
  plan: { code: 'optimal_plus', name: 'Оптимальный плюс' },
  results: [
    {
      product: { id: 5, name: 'Кирпич', status: 'published', thumbnail: null },
      since: '2026-12-01T10:00:00.000Z',
      shown: true,
      impressions: 120,
      clicks: 7,
      impressions_today: 12,
      clicks_today: 1,
    },
  ],
  ...patch,
});

describe('the seller’s promotion controls', () => {
  it('offers the cheapest plan with promotion when the plan lacks it', () => {
    const html = renderMarkup(
      <PromotionSummary
        promotions={list({
          limit: 0,
          used: 0,
          results: [],
          locked: {
            feature: 'marketplace.top_search_3',
            reason: 'upgrade',
            plan: { code: 'scale', name: 'Масштабирование' },
          },
        })}
      />,
    );
    expect(html).toContain('data-testid="promotion-offer"');
    expect(text(html)).toContain('входит в тариф «Масштабирование»');
  });

  it('counts the places taken and shows a promoted product’s impressions and clicks with a stop button', () => {
    expect(text(renderMarkup(<PromotionSummary promotions={list({})} />))).toContain('Продвигается 1 из 3');
    const promoted = text(
      renderMarkup(<PromotionControl product={{ id: 5, name: 'Кирпич', status: 'published' }} promotions={list({})} />),
    );
    expect(promoted).toContain('Остановить продвижение');
    expect(promoted).toContain('показов 120, переходов 7');
    const other = renderMarkup(
      <PromotionControl product={{ id: 6, name: 'Цемент', status: 'published' }} promotions={list({ used: 3 })} />,
    );
    expect(text(other)).toContain('Все места по тарифу заняты');
    expect(other).toMatch(/<button[^>]*disabled/);
    const hidden = renderMarkup(
      <PromotionControl product={{ id: 7, name: 'Щебень', status: 'moderation' }} promotions={list({})} />,
    );
    expect(hidden).not.toContain('promotion-control');
  });
});

const announcement = (patch: Partial<TAnnouncement> = {}): TAnnouncement => ({
  id: 1,
  kind: 'price_change',
  text: '<b>Скидки</b> на кирпич',
  images: [],
  link_product: { id: 5, name: 'Кирпич' },
  link_company: false,
  company: { id: 7, name: 'ООО «СтройСнаб»', inn: '7707083893', avatar: null },
  status: 'published',
  reject_reason: null,
  published_at: '2026-12-01T10:00:00.000Z',
  created_at: '2026-12-01T09:00:00.000Z',
  ...patch,
});

describe('the announcements feed', () => {
  const page = (items: TAnnouncement[]) => ({
    count: items.length,
    page: 1,
    page_size: 5,
    next: null,
    previous: null,
    result: items,
  });

  it('shows the text as text with its kind, seller and link, and an empty state', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(announcementKeys.page({ page: 1, page_size: 5 }), page([announcement()]));
    const html = renderMarkup(<AnnouncementFeed />, { queryClient });
    expect(html).toContain('&lt;b&gt;Скидки&lt;/b&gt;');
    expect(text(html)).toContain('Изменение цен');
    expect(html).toContain('href="/company/7"');
    expect(html).toContain('href="/marketplace/5"');
    const empty = testQueryClient();
    empty.setQueryData(announcementKeys.page({ page: 1, page_size: 5 }), page([]));
    expect(text(renderMarkup(<AnnouncementFeed />, { queryClient: empty }))).toContain('Объявлений пока нет');
    const hidden = testQueryClient();
    hidden.setQueryData(announcementKeys.page({ page: 1, page_size: 5, seller: 7 }), page([]));
    expect(renderMarkup(<AnnouncementFeed seller={7} hideWhenEmpty />, { queryClient: hidden })).not.toContain(
      'announcements-feed',
    );
  });
});
