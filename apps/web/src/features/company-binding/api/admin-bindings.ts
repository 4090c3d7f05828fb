import {
  type TAdminCompanyBinding,
  type TCompanyBindingStatus,
  type TQueryString,
  type TRequestBody,
  ZAdminCompanyBinding,
  ZAdminCompanyBindingPage,
  type ZAdminCompanyBindingQuery,
  type ZCompanyBindingApproveBody,
  type ZCompanyBindingRejectBody,
} from '@sverka/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

const ADMIN_BINDINGS_PATH = '/api/v1/admin/company-bindings/';

export type TBindingQueueFilter = { status: TCompanyBindingStatus; search: string; page: number };

export const adminBindingKeys = {
  all: [...authKeys.all, 'admin-company-bindings'] as const,
  list: (filter: TBindingQueueFilter) => [...adminBindingKeys.all, filter] as const,
};

export const adminBindingsQueryOptions = (filter: TBindingQueueFilter) =>
  queryOptions({
    queryKey: adminBindingKeys.list(filter),
    queryFn: ({ signal }) =>
      apiGet(ADMIN_BINDINGS_PATH, ZAdminCompanyBindingPage, {
        params: {
          status: filter.status,
          page: filter.page,
          ...(filter.search ? { search: filter.search } : {}),
        } satisfies TQueryString<typeof ZAdminCompanyBindingQuery>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The applications' queue, one status at a time, with the documents' signed inline addresses. */
export function useAdminBindings(filter: TBindingQueueFilter) {
  return useQuery(adminBindingsQueryOptions(filter));
}

export type TBindingDecision =
  | { id: number; decision: 'approve'; transfer: boolean }
  | { id: number; decision: 'reject'; reason: string };

/** `POST …/approve/` (with `transfer` to take the company from its representative) or `POST …/reject/`. */
export function decideBinding(decision: TBindingDecision): Promise<TAdminCompanyBinding> {
  const path = `${ADMIN_BINDINGS_PATH}${decision.id}/${decision.decision}/`;
  const json =
    decision.decision === 'approve'
      ? ({ transfer: decision.transfer } satisfies TRequestBody<typeof ZCompanyBindingApproveBody>)
      : ({ reason: decision.reason } satisfies TRequestBody<typeof ZCompanyBindingRejectBody>);
  return apiRequest(path, { method: 'POST', json, schema: ZAdminCompanyBinding });
}

export function useDecideBinding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideBinding,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBindingKeys.all }),
  });
}
