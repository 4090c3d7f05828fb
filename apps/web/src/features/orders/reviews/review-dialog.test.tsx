import { ORDER_MESSAGES } from '@sverka/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { ordersQueryOptions } from '../api/orders.ts';
import { addReview, useAddReview } from '../api/reviews.ts';
import { OrderCard } from '../orders-list/order-card.tsx';
import {
  jsonResponse,
  orderFixture,
  orderItem,
  ordersPage,
  renderMarkup,
  reviewFixture,
  testQueryClient,
} from '../orders-list/testing/fixtures.tsx';
import { ReviewForm, reviewReady } from './review-dialog.tsx';

await loadAreaTexts('orders');

afterEach(() => vi.unstubAllGlobals());

const form = (initial?: { content: string; stars: number }) =>
  renderMarkup(<ReviewForm pending={false} failure={null} onSubmit={() => {}} onClose={() => {}} initial={initial} />);

const submitDisabled = (html: string) => /<button[^>]*disabled=""[^>]*data-testid="review-submit"/.test(html);

const completed = (item = orderItem({ can_review: true })) =>
  orderFixture({ status: 'completed', items: [item], actions: [] });

describe('leaving a review', () => {
  it('offers «Оставить отзыв» on a received item the buyer may review, and nowhere else', () => {
    expect(renderMarkup(<OrderCard order={completed()} />)).toContain('data-testid="review-button"');
    expect(renderMarkup(<OrderCard order={completed(orderItem({ can_review: false }))} />)).not.toContain(
      'data-testid="review-button"',
    );
    expect(renderMarkup(<OrderCard order={{ ...completed(), role: 'seller' }} />)).not.toContain('review-button');
    expect(renderMarkup(<OrderCard order={{ ...completed(), status: 'in_progress' }} />)).not.toContain(
      'review-button',
    );
  });

  it('says «Отзыв оставлен» once the item has a review', () => {
    const html = renderMarkup(<OrderCard order={completed(orderItem({ can_review: false, review: 70 }))} />);
    expect(html).toContain('Отзыв оставлен');
    expect(html).not.toContain('data-testid="review-button"');
  });

  it('starts at no stars and keeps sending off until both the stars and the text are given', () => {
    expect(submitDisabled(form())).toBe(true);
    expect(submitDisabled(form({ content: 'Хороший цемент', stars: 0 }))).toBe(true);
    expect(submitDisabled(form({ content: '   ', stars: 4 }))).toBe(true);
    expect(submitDisabled(form({ content: 'Хороший цемент', stars: 4 }))).toBe(false);
    expect(reviewReady('', 5)).toBe(false);
    expect(reviewReady('Текст', 0)).toBe(false);
    expect(reviewReady('Текст', 6)).toBe(false);
    expect(reviewReady('Текст', 1)).toBe(true);
  });

  it('posts the text, the stars and the order item to the product', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(reviewFixture()));
    vi.stubGlobal('fetch', fetchMock);
    await addReview({ productId: 5, orderId: 12, order_item: 31, content: '  Всё пришло  ', stars: 4 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/products/5/add-comment/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ content: 'Всё пришло', stars: 4, order_item: 31 });
  });

  it('marks the item reviewed in the cached orders when the review is stored', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(reviewFixture({ id: 99 }))),
    );
    const queryClient = testQueryClient();
    const key = ordersQueryOptions({ mode: 'buy', status: 'completed', page: 1 }).queryKey;
    queryClient.setQueryData(key, ordersPage([completed()]));
    let review: ReturnType<typeof useAddReview> | undefined;
    function Probe() {
      review = useAddReview();
      return null;
    }
    renderMarkup(<Probe />, { queryClient });
    review?.mutate({ productId: 5, orderId: 12, order_item: 31, content: 'Отлично', stars: 5 });
    await vi.waitFor(() => expect(queryClient.getQueryData(key)?.result[0]?.items[0]?.review).toBe(99));
    const order = queryClient.getQueryData(key)?.result[0];
    if (!order) throw new Error('the order left the cache');
    expect(order.items[0]?.can_review).toBe(false);
    expect(renderMarkup(<OrderCard order={order} />)).toContain('Отзыв оставлен');
  });

  it('shows the server’s refusal in the form', () => {
    const html = renderMarkup(
      <ReviewForm
        pending={false}
        failure={{ text: ORDER_MESSAGES.reviewExists }}
        onSubmit={() => {}}
        onClose={() => {}}
      />,
    );
    expect(html).toContain(ORDER_MESSAGES.reviewExists);
  });
});
