import { type TBasket, type TRequestBody, ZBasket, type ZBasketQuantityBody } from '@sverka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

const BASKET_PATH = '/api/v1/basket/';

/** The basket is the signed-in user's own: it lives under `['auth', …]`, so signing out drops it. */
export const basketKeys = {
  all: [...authKeys.all, 'basket'] as const,
};

/** `GET /api/v1/basket/`: the items, newest first, and their sum. */
export function getBasket(signal?: AbortSignal): Promise<TBasket> {
  return apiGet(BASKET_PATH, ZBasket, { signal });
}

export const basketQueryOptions = () =>
  queryOptions({
    queryKey: basketKeys.all,
    queryFn: ({ signal }) => getBasket(signal),
  });

/** Pass `enabled: false` while signed out (the header's counter). */
export function useBasket(enabled = true) {
  return useQuery({ ...basketQueryOptions(), enabled });
}

/** `POST /api/v1/products/{id}/add-to-basket/?quantity={n}` (spec §7). The reply is not needed: the basket is asked again. */
export function addToBasket(productId: number, quantity: number): Promise<void> {
  return apiRequest(`/api/v1/products/${productId}/add-to-basket/`, { method: 'POST', params: { quantity } });
}

export function useAddToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: number; quantity: number }) => addToBasket(productId, quantity),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: basketKeys.all }),
  });
}

/** `PATCH /api/v1/basket/{id}/`: the item's new quantity (the server checks it against the stock). */
export function setBasketQuantity(itemId: number, quantity: number): Promise<void> {
  const body: TRequestBody<typeof ZBasketQuantityBody> = { quantity };
  return apiRequest(`${BASKET_PATH}${itemId}/`, { method: 'PATCH', json: body });
}

/** `DELETE /api/v1/basket/{id}/`. */
export function removeBasketItem(itemId: number): Promise<void> {
  return apiRequest(`${BASKET_PATH}${itemId}/`, { method: 'DELETE' });
}

/** The cached basket with one item's quantity as saved, and the sum to match. */
export function withQuantity(basket: TBasket, itemId: number, quantity: number): TBasket {
  const baskets = basket.baskets.map((item) => (item.id === itemId ? { ...item, quantity } : item));
  return { baskets, total: basketSum(baskets) };
}

/** Rubles summed through kopecks, so 0.1 + 0.2 stays 0.30. */
export function basketSum(items: TBasket['baskets']): number {
  const kopecks = items.reduce((sum, item) => sum + Math.round(item.product.price_with_taxes * 100) * item.quantity, 0);
  return kopecks / 100;
}

/** Removes an item at once; a refusal brings the basket back as it was. */
export function useRemoveBasketItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBasketItem,
    onMutate: async (itemId) => {
      await queryClient.cancelQueries({ queryKey: basketKeys.all });
      const before = queryClient.getQueryData<TBasket>(basketKeys.all);
      if (before) {
        const baskets = before.baskets.filter((item) => item.id !== itemId);
        queryClient.setQueryData<TBasket>(basketKeys.all, { baskets, total: basketSum(baskets) });
      }
      return { before };
    },
    onError: (_error, _itemId, context) => {
      if (context?.before) queryClient.setQueryData(basketKeys.all, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: basketKeys.all }),
  });
}
