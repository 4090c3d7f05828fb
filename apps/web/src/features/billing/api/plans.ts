import {
  type TPlanOrderBody,
  type TPlanOrderReply,
  ZMembershipList,
  ZPlanList,
  ZPlanOrder,
  ZPlanOrderReply,
} from '@sverka/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

const PLANS_PATH = '/api/v1/plans/';
const PLAN_ORDER_PATH = '/api/v1/plan-order/';
const MEMBERSHIPS_PATH = '/api/v1/memberships/';

/** The price list is the same for everyone, so it lives outside the `auth` keys and survives sign-out. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'plans'],
    queryFn: ({ signal }) => apiGet(PLANS_PATH, ZPlanList, { signal }),
    staleTime: 5 * 60_000,
  });

/** `GET /api/v1/plans/`. */
export function usePlans() {
  return useQuery(plansQueryOptions());
}

/** `POST /api/v1/plan-order/`: the order and the payment page to send the browser to. */
export function createPlanOrder(body: TPlanOrderBody): Promise<TPlanOrderReply> {
  return apiRequest(PLAN_ORDER_PATH, { method: 'POST', json: body, schema: ZPlanOrderReply });
}

export function useCreatePlanOrder() {
  return useMutation({ mutationFn: createPlanOrder });
}

export const planOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...authKeys.all, 'plan-order', id],
    queryFn: ({ signal }) => apiGet(`${PLAN_ORDER_PATH}${encodeURIComponent(id)}/`, ZPlanOrder, { signal }),
  });

export const membershipsQueryOptions = () =>
  queryOptions({
    queryKey: [...authKeys.all, 'memberships'],
    queryFn: ({ signal }) => apiGet(MEMBERSHIPS_PATH, ZMembershipList, { signal }),
  });

/** `GET /api/v1/memberships/`, newest first; pass `enabled: false` while signed out. */
export function useMemberships(enabled = true) {
  return useQuery({ ...membershipsQueryOptions(), enabled });
}
