import { ZPromotionList } from '@sverka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

const PATH = '/api/v1/promotions/';

export const promotionKeys = { mine: [...authKeys.all, 'promotions'] as const };

export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: promotionKeys.mine,
    queryFn: ({ signal }) => apiGet(PATH, ZPromotionList, { signal }),
  });

/** The seller's promoted products with their counts, the plan's allowance or the offer of a plan with it. */
export function usePromotions(enabled = true) {
  return useQuery({ ...promotionsQueryOptions(), enabled });
}

/** Promote (`on`) or stop promoting a product; the list and the catalogue's block are read again. */
export function useTogglePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ product, on }: { product: number; on: boolean }) =>
      on
        ? apiRequest(PATH, { method: 'POST', json: { product } })
        : apiRequest(`${PATH}${product}/`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionKeys.mine }),
        queryClient.invalidateQueries({ queryKey: ['marketplace'] }),
      ]),
  });
}

/**
 * Counts a click on a «Реклама» tile. `keepalive` lets the request finish while the product page opens;
 * a failure is of no concern to the visitor.
 */
export function reportPromotedClick(product: number): void {
  try {
    void fetch(`${PATH}${product}/click/`, { method: 'POST', keepalive: true }).catch(() => undefined);
  } catch {
    // Counting is best effort.
  }
}
