import {
  type TProductStatus,
  type TQueryString,
  type TRequestBody,
  ZAdminProduct,
  type ZAdminProductRejectBody,
  ZAdminProductsPage,
  type ZAdminProductsQuery,
} from '@sverka/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

export type TAdminProduct = z.infer<typeof ZAdminProduct>;

const ADMIN_PRODUCTS_PATH = '/api/v1/admin/products/';

export const adminProductKeys = {
  all: [...authKeys.all, 'admin-products'] as const,
  list: (status: TProductStatus, page: number) => [...authKeys.all, 'admin-products', status, page] as const,
};

export const adminProductsQueryOptions = (status: TProductStatus, page: number) =>
  queryOptions({
    queryKey: adminProductKeys.list(status, page),
    queryFn: ({ signal }) =>
      apiGet(ADMIN_PRODUCTS_PATH, ZAdminProductsPage, {
        params: { status, page } satisfies TQueryString<typeof ZAdminProductsQuery>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The moderation queue, one status at a time (`GET /api/v1/admin/products/?status=…`). */
export function useAdminProducts(status: TProductStatus, page: number) {
  return useQuery(adminProductsQueryOptions(status, page));
}

/** `POST /api/v1/admin/products/{id}/approve/`: the product is published. */
export function approveProduct(id: number): Promise<TAdminProduct> {
  return apiRequest(`${ADMIN_PRODUCTS_PATH}${id}/approve/`, { method: 'POST', schema: ZAdminProduct });
}

/** `POST /api/v1/admin/products/{id}/reject/` with the reason the seller will read. */
export function rejectProduct(id: number, reason: string): Promise<TAdminProduct> {
  return apiRequest(`${ADMIN_PRODUCTS_PATH}${id}/reject/`, {
    method: 'POST',
    json: { reason } satisfies TRequestBody<typeof ZAdminProductRejectBody>,
    schema: ZAdminProduct,
  });
}

export type TModerationDecision =
  | { id: number; decision: 'approve' }
  | { id: number; decision: 'reject'; reason: string };

export function decideProduct(decision: TModerationDecision): Promise<TAdminProduct> {
  return decision.decision === 'approve' ? approveProduct(decision.id) : rejectProduct(decision.id, decision.reason);
}

export function useDecideProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideProduct,
    // Both the queue and the catalogue change with a decision.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['marketplace'] }),
      ]),
  });
}
