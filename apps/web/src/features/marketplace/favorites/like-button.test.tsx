import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { productQueryOptions, productsQueryOptions } from '../api/catalogue.ts';
import { applyLikeToCache, favoritesQueryOptions, withLike } from '../api/favorites.ts';
import {
  productFixture,
  productItem,
  productsPage,
  renderMarkup,
  testQueryClient,
} from '../catalogue/testing/fixtures.tsx';
import { LIKE_SIGN_IN_REASON, LikeButton, useLikeAction } from './like-button.tsx';

await loadAreaTexts('marketplace');

afterEach(() => {
  session.signOut();
  vi.unstubAllGlobals();
});

type TLikeAction = ReturnType<typeof useLikeAction>;

/** Renders the hook once and hands back its toggle, as a click on the heart would call it. */
function likeActionOf(
  product: ReturnType<typeof productItem>,
  queryClient = testQueryClient(),
  open: (view?: string, reason?: string) => void = () => {},
): TLikeAction {
  let action: TLikeAction | undefined;
  function Probe() {
    action = useLikeAction(product);
    return null;
  }
  renderMarkup(<Probe />, { queryClient, authDialog: { open } });
  if (!action) throw new Error('the hook did not run');
  return action;
}

const answer = (status: number) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(status === 204 ? null : '{}', { status }));

describe('the like toggle', () => {
  it('opens the sign-in dialog for an anonymous visitor, saying why, and sends nothing', () => {
    const fetchMock = answer(204);
    vi.stubGlobal('fetch', fetchMock);
    const open = vi.fn();
    likeActionOf(productItem(), testQueryClient(), open).toggle();
    expect(open).toHaveBeenCalledWith('signIn', LIKE_SIGN_IN_REASON);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds a product at once in every cached list and page, then asks the server', async () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    const fetchMock = answer(204);
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = testQueryClient();
    const listKey = productsQueryOptions(true, {}).queryKey;
    const pageKey = productQueryOptions(true, 5).queryKey;
    queryClient.setQueryData(listKey, productsPage([productItem(), productItem({ id: 6 })]));
    queryClient.setQueryData(pageKey, productFixture());

    const open = vi.fn();
    likeActionOf(productItem(), queryClient, open).toggle();

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(open).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/products/5/add-to-favorites/');
    expect(init?.method).toBe('POST');
    const list = queryClient.getQueryData(listKey);
    expect(list?.result.map((item) => [item.id, item.is_liked, item.number_of_like])).toEqual([
      [5, true, 4],
      [6, false, 3],
    ]);
    expect(queryClient.getQueryData(pageKey)).toMatchObject({ is_liked: true, number_of_like: 4 });
  });

  it('removes a liked product with del-from-favorites', async () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    const fetchMock = answer(204);
    vi.stubGlobal('fetch', fetchMock);
    likeActionOf(productItem({ is_liked: true })).toggle();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/products/5/del-from-favorites/');
  });

  it('puts the heart and the count back when the server refuses', async () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    const fetchMock = answer(500);
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = testQueryClient();
    const pageKey = productQueryOptions(true, 5).queryKey;
    queryClient.setQueryData(pageKey, productFixture());
    likeActionOf(productItem(), queryClient).toggle();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(queryClient.getQueryData(pageKey)).toMatchObject({ is_liked: false }));
    expect(queryClient.getQueryData(pageKey)).toMatchObject({ number_of_like: 3 });
  });

  it('draws the product page’s heart pressed with its count for a liked product', () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    const html = renderMarkup(<LikeButton product={productItem({ is_liked: true, number_of_like: 12 })} />);
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('В избранном');
    expect(html).toContain('>12<');
  });

  it('never shows a heart as pressed to a signed-out visitor', () => {
    const html = renderMarkup(<LikeButton product={productItem({ is_liked: true })} />);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('В избранное');
  });
});

describe('the cached copies of a product', () => {
  it('change together and can be restored', () => {
    const queryClient = testQueryClient();
    const favoritesKey = favoritesQueryOptions(1).queryKey;
    const { facets: _facets, ...favorites } = productsPage([productItem({ is_liked: true })]);
    queryClient.setQueryData(favoritesKey, favorites);
    const before = applyLikeToCache(queryClient, 5, false);
    expect(queryClient.getQueryData(favoritesKey)?.result[0]).toMatchObject({ is_liked: false, number_of_like: 2 });
    for (const [key, data] of before) queryClient.setQueryData(key, data);
    expect(queryClient.getQueryData(favoritesKey)?.result[0]).toMatchObject({ is_liked: true, number_of_like: 3 });
  });

  it('never count below zero, and leave a product already in the asked state as it is', () => {
    expect(withLike(productItem({ is_liked: true, number_of_like: 0 }), false).number_of_like).toBe(0);
    const liked = productItem({ is_liked: true });
    expect(withLike(liked, true)).toBe(liked);
  });
});
