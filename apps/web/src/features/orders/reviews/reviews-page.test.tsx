import { ORDER_MESSAGES, type TUser } from '@sverka/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { getMyComments, myReviewsQueryOptions } from '../api/reviews.ts';
import { jsonResponse, renderMarkup, reviewFixture, testQueryClient } from '../orders-list/testing/fixtures.tsx';
import { newestFirst, reviewsSummary } from './review-summary.ts';
import { MyReviewsPage } from './reviews-page.tsx';

await loadAreaTexts('orders');

afterEach(() => {
  session.signOut();
  vi.unstubAllGlobals();
});

const me: TUser = {
  id: 3,
  email: 'ivan@example.ru',
  full_name: 'Иван Петров',
  birth_date: null,
  position: null,
  phone_number: null,
  avatar: null,
  date_joined: '2026-01-01T00:00:00Z',
  role: 'user',
};

function reviewsPage(reviews?: ReturnType<typeof reviewFixture>[]) {
  session.signIn({ access: 'A', refresh: 'R' }, false);
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.me, me);
  if (reviews) queryClient.setQueryData(myReviewsQueryOptions(me.id).queryKey, reviews);
  return renderMarkup(<MyReviewsPage />, { queryClient });
}

describe('the reviews page', () => {
  it('asks for the signed-in user’s comments', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse([reviewFixture()]));
    vi.stubGlobal('fetch', fetchMock);
    await getMyComments(3);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/comments/?user__in=3');
  });

  it('keeps only reviews, not a seller’s answers', async () => {
    const answer = reviewFixture({ id: 71, stars: null, parent: 70 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse([reviewFixture(), answer])),
    );
    const reviews = await testQueryClient().fetchQuery(myReviewsQueryOptions(3));
    expect(reviews.map((review) => review.id)).toEqual([70]);
  });

  it('says «Отзывы отсутствуют» without reviews', () => {
    const html = reviewsPage([]);
    expect(html).toContain('data-testid="reviews-empty"');
    expect(html).toContain(ORDER_MESSAGES.reviewsEmpty);
    expect(html).toContain('href="/profile/orders"');
  });

  it('offers a retry when the profile could not be loaded', () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    const queryClient = testQueryClient();
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: authKeys.me })
      .setState({ status: 'error', error: new ApiError(0, 'NETWORK', null) });
    const html = renderMarkup(<MyReviewsPage />, { queryClient });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Не удалось загрузить отзывы');
  });

  it('shows skeletons while loading', () => {
    expect(reviewsPage()).toContain('data-testid="reviews-skeleton"');
  });

  it('lists each review with its product, date and text under the star summary', () => {
    const html = reviewsPage([
      reviewFixture(),
      reviewFixture({ id: 71, stars: 4, product: 8, product_name: 'Кирпич', time_create: '2026-11-23T12:00:00Z' }),
      reviewFixture({ id: 72, stars: 4, product: 9, product_name: 'Песок', content: 'Влажный' }),
    ]);
    expect(html.match(/data-testid="my-review"/g)).toHaveLength(3);
    expect(html).toMatch(/<a[^>]*href="\/marketplace\/8"[^>]*>Кирпич<\/a>/);
    expect(html).toContain('23.11.2026');
    expect(html).toContain('Влажный');
    expect(html).toContain('>4.3<');
    expect(html).toContain('Отзывов: 3');
    expect(html).toContain('data-stars="5" data-count="1"');
    expect(html).toContain('data-stars="4" data-count="2"');
    expect(html.indexOf('Кирпич')).toBeLessThan(html.indexOf('Цемент'));
  });

  it('counts the stars: average, count and the share of each', () => {
    const summary = reviewsSummary([{ stars: 5 }, { stars: 4 }, { stars: 4 }, { stars: 1 }]);
    expect(summary.count).toBe(4);
    expect(summary.average).toBe(3.5);
    expect(summary.distribution).toEqual([
      { stars: 5, count: 1, percent: 25 },
      { stars: 4, count: 2, percent: 50 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
    expect(reviewsSummary([]).average).toBeNull();
    expect(
      newestFirst([reviewFixture({ id: 1, time_create: '2026-01-01T00:00:00Z' }), reviewFixture({ id: 2 })])[0]?.id,
    ).toBe(2);
  });
});
