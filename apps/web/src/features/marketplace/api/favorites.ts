import { type TProduct, type TProductListItem, type TProductsPage, ZFavoritesPage } from '@sverka/shared';
import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';
import { catalogueKeys } from './catalogue.ts';

/** `ZFavoritesPage`: a page of products, without the catalogue's facets. */
type TFavoritesPage = Omit<TProductsPage, 'facets'>;

/** The viewer's own list is private: it lives under `['auth', …]`, so signing out drops it. */
export const favoritesKeys = {
  all: [...authKeys.all, 'marketplace-favorites'] as const,
  page: (page: number) => [...authKeys.all, 'marketplace-favorites', page] as const,
};

/** `GET /api/v1/favorites/`: the signed-in user's liked products, newest like first. */
export function getFavorites(page: number, signal?: AbortSignal): Promise<TFavoritesPage> {
  return apiGet('/api/v1/favorites/', ZFavoritesPage, { params: { page }, signal });
}

export const favoritesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: favoritesKeys.page(page),
    queryFn: ({ signal }) => getFavorites(page, signal),
  });

export function useFavorites(page: number) {
  return useQuery(favoritesQueryOptions(page));
}

/** Spec §4: not liked → add to favorites; liked → remove. */
export function setFavorite(productId: number, liked: boolean): Promise<void> {
  const action = liked ? 'add-to-favorites' : 'del-from-favorites';
  return apiRequest(`/api/v1/products/${productId}/${action}/`, { method: 'POST' });
}

type TLikeable = Pick<TProductListItem, 'id' | 'is_liked' | 'number_of_like'>;

/** The product with the heart set as asked and its count moved by one (never below zero). */
export function withLike<T extends TLikeable>(product: T, liked: boolean): T {
  if (product.is_liked === liked) return product;
  return { ...product, is_liked: liked, number_of_like: Math.max(0, product.number_of_like + (liked ? 1 : -1)) };
}

type TCachedProducts = TProductsPage | TFavoritesPage | TProduct;

/** One cached answer with the product's heart changed wherever it appears in it. */
function patchCached(data: unknown, productId: number, liked: boolean): unknown {
  if (!data || typeof data !== 'object') return data;
  const cached = data as TCachedProducts;
  if ('result' in cached) {
    if (!cached.result.some((item) => item.id === productId)) return data;
    return {
      ...cached,
      result: cached.result.map((item) => (item.id === productId ? withLike(item, liked) : item)),
    };
  }
  return 'id' in cached && cached.id === productId ? withLike(cached, liked) : data;
}

/**
 * Sets the heart in every cached list, page and favorites of this product at once, and returns what was
 * there before, so a refused request can put it all back.
 */
export function applyLikeToCache(
  queryClient: QueryClient,
  productId: number,
  liked: boolean,
): Array<[QueryKey, unknown]> {
  const before = [
    ...queryClient.getQueriesData({ queryKey: catalogueKeys.all }),
    ...queryClient.getQueriesData({ queryKey: favoritesKeys.all }),
  ];
  for (const [key, data] of before) queryClient.setQueryData(key, patchCached(data, productId, liked));
  return before;
}

/**
 * The like toggle: the heart and its count change at once (optimistic), the request follows; a refusal
 * restores every copy. Afterwards the favorites list is asked again, so a removed product leaves it.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, liked }: { productId: number; liked: boolean }) => setFavorite(productId, liked),
    onMutate: async ({ productId, liked }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: catalogueKeys.all }),
        queryClient.cancelQueries({ queryKey: favoritesKeys.all }),
      ]);
      return { before: applyLikeToCache(queryClient, productId, liked) };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesKeys.all }),
  });
}
