import { type TBankDetails, type TBankDetailsBody, ZBankDetails } from '@sverka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

const bankPath = (sellerId: number) => `/api/v1/sellers/${sellerId}/bank-details/`;

/** The seller's bank details as its representative gave them: `GET /api/v1/sellers/{id}/bank-details/`. */
export const sellerBankQueryOptions = (sellerId: number) =>
  queryOptions({
    queryKey: [...authKeys.all, 'seller-bank', sellerId],
    queryFn: ({ signal }) => apiGet(bankPath(sellerId), ZBankDetails, { signal }),
  });

export function useSellerBank(sellerId: number) {
  return useQuery(sellerBankQueryOptions(sellerId));
}

/** `PUT`: the four fields together, or null to remove the details. */
export function useSaveSellerBank(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bank: TBankDetails | null): Promise<TBankDetailsBody> =>
      apiRequest(bankPath(sellerId), {
        method: 'PUT',
        json: bank ?? { bank_name: null, bik: null, settlement_account: null, correspondent_account: null },
        schema: ZBankDetails,
      }),
    onSuccess: (saved) => queryClient.setQueryData(sellerBankQueryOptions(sellerId).queryKey, saved),
  });
}
