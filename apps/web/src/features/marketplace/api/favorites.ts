import {
  type TFavoriteState,
  type TProduct,
  type TProductListItem,
  type TProductsPage,
  ZFavoriteState,
  ZFavoritesPage,
} from '@sverka/shared';
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

/** `ZFavoritesPage`: a page of products, without the catalogue's facets and «Реклама» block. */
type TFavoritesPage = Omit<TProductsPage, 'facets' | 'promoted'>;

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

/** Spec §4: not liked → add to favorites; liked → remove. The answer is the heart and its count as stored. */
export function setFavorite(productId: number, liked: boolean): Promise<TFavoriteState> {
  const action = liked ? 'add-to-favorites' : 'del-from-favorites';
  return apiRequest(`/api/v1/products/${productId}/${action}/`, { method: 'POST', schema: ZFavoriteState });
}

type TLikeable = Pick<TProductListItem, 'id' | 'is_liked' | 'number_of_like'>;

/** The product with the heart set as asked and its count moved by one (never below zero). */
export function withLike<T extends TLikeable>(product: T, liked: boolean): T {
  if (product.is_liked === liked) return product;
  return { ...product, is_liked: liked, number_of_like: Math.max(0, product.number_of_like + (liked ? 1 : -1)) };
}

type TPatch = <T extends TLikeable>(product: T) => T;

type TCachedProducts = TProductsPage | TFavoritesPage | TProduct;

/** One cached answer with the product changed wherever it appears in it. */
function patchCached(data: unknown, productId: number, patch: TPatch): unknown {
  if (!data || typeof data !== 'object') return data;
  const cached = data as TCachedProducts;
  if ('result' in cached && Array.isArray(cached.result)) {
    if (!cached.result.some((item) => item.id === productId)) return data;
    return { ...cached, result: cached.result.map((item) => (item.id === productId ? patch(item) : item)) };
  }
  return 'id' in cached && cached.id === productId ? patch(cached) : data;
}

/** Every cached list, page and favorites page of the marketplace, with what each holds. */
function cachedProducts(queryClient: QueryClient): Array<[QueryKey, unknown]> {
  return [
    ...queryClient.getQueriesData({ queryKey: catalogueKeys.all }),
    ...queryClient.getQueriesData({ queryKey: favoritesKeys.all }),
  ];
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
  const before = cachedProducts(queryClient);
  const patch: TPatch = (product) => withLike(product, liked);
  for (const [key, data] of before) queryClient.setQueryData(key, patchCached(data, productId, patch));
  return before;
}

/** The server's word on the heart and the count (others may have liked it meanwhile), in every cached copy. */
export function storeLikeState(queryClient: QueryClient, productId: number, state: TFavoriteState): void {
  const patch: TPatch = (product) => ({ ...product, ...state });
  for (const [key, data] of cachedProducts(queryClient)) {
    queryClient.setQueryData(key, patchCached(data, productId, patch));
  }
}

/**
 * The like toggle: the heart and its count change at once (optimistic), the request follows and its answer
 * settles them; a refusal restores every copy. Afterwards the favorites list is asked again, so a removed
 * product leaves it.
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
    onSuccess: (state, { productId }) => storeLikeState(queryClient, productId, state),
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesKeys.all }),
  });
}
