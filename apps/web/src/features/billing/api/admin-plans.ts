import { type TAdminPlanBody, type TAdminPlanPatch, ZAdminPlan, ZAdminPlanList } from '@sverka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';
import { plansQueryOptions } from './plans.ts';

const ADMIN_PLANS_PATH = '/api/v1/admin/plans/';

export const adminPlanKeys = { all: [...authKeys.all, 'admin-plans'] as const };

export const adminPlansQueryOptions = () =>
  queryOptions({
    queryKey: adminPlanKeys.all,
    queryFn: ({ signal }) => apiGet(ADMIN_PLANS_PATH, ZAdminPlanList, { signal }),
  });

/** `GET /api/v1/admin/plans/`: every plan, on sale or archived. */
export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}

export type TPlanChange =
  | { kind: 'create'; body: TAdminPlanBody }
  | { kind: 'update'; id: number; body: TAdminPlanPatch }
  | { kind: 'archive' | 'restore'; id: number };

export function changePlan(change: TPlanChange) {
  switch (change.kind) {
    case 'create':
      return apiRequest(ADMIN_PLANS_PATH, { method: 'POST', json: change.body, schema: ZAdminPlan });
    case 'update':
      return apiRequest(`${ADMIN_PLANS_PATH}${change.id}/`, { method: 'PATCH', json: change.body, schema: ZAdminPlan });
    default:
      return apiRequest(`${ADMIN_PLANS_PATH}${change.id}/${change.kind}/`, { method: 'POST', schema: ZAdminPlan });
  }
}

/** Any change of a plan; the back office's list and the pricing section's price list are read again. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPlanKeys.all }),
        queryClient.invalidateQueries({ queryKey: plansQueryOptions().queryKey }),
      ]);
    },
  });
}
