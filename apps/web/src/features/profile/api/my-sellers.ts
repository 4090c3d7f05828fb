import { type TSeller, type TSellerImageField, ZSeller, ZSellerList } from '@sverka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

/** Companies and sole traders the user sells for: `GET /api/v1/sellers/?representative__in={id}`. */
export const mySellersQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...authKeys.all, 'sellers', userId],
    queryFn: ({ signal }) =>
      apiGet('/api/v1/sellers/', ZSellerList, { params: { representative__in: String(userId) }, signal }),
  });

export function useMySellers(userId: number) {
  return useQuery(mySellersQueryOptions(userId));
}

/** A new picture for one of the seller's images, or null to remove it. */
export interface TSellerImageChange {
  sellerId: number;
  field: TSellerImageField;
  file: File | null;
}

/** `PATCH /api/v1/sellers/{id}/` as multipart: a file replaces the picture, an empty value removes it. */
export function updateSellerImage({ sellerId, field, file }: TSellerImageChange): Promise<TSeller> {
  const form = new FormData();
  if (file) form.append(field, file);
  else form.append(field, '');
  return apiRequest(`/api/v1/sellers/${sellerId}/`, { method: 'PATCH', form, schema: ZSeller });
}

export function useUpdateSellerImage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSellerImage,
    onSuccess: (seller) =>
      queryClient.setQueryData(mySellersQueryOptions(userId).queryKey, (list) =>
        list?.map((item) => (item.id === seller.id ? seller : item)),
      ),
  });
}
