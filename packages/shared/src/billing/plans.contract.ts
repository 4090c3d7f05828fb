import { z } from 'zod';

export const PLAN_TYPES = ['monthly', 'yearly'] as const;
export type TPlanType = (typeof PLAN_TYPES)[number];

/** Spec §9: the smallest payment accepted, in kopecks (1 ruble). */
export const MIN_PAYMENT_KOPECKS = 100;

/** `GET /api/v1/plans/` item (spec §3 "Plan"): one tier at one billing period. */
export const ZPlan = z
  .object({
    id: z.number().int(),
    /** Tier shared by the monthly and yearly rows: start | scale | optimal_plus. */
    code: z.string(),
    name: z.string(),
    /** Rubles for the whole period; whole numbers in practice (kopecks are kept on the server). */
    price: z.number(),
    /** Sanitised HTML. */
    description: z.string(),
    type: z.enum(PLAN_TYPES),
    /** Entitlement keys the plan grants (see FEATURES). */
    features: z.array(z.string()),
  })
  .meta({ id: 'Plan' });
export type TPlan = z.infer<typeof ZPlan>;

export const ZPlanList = z.array(ZPlan).meta({ id: 'PlanList' });

/** `POST /api/v1/plan-order/` body. */
export const ZPlanOrderBody = z.object({ plan: z.number().int().positive() }).meta({ id: 'PlanOrderBody' });
export type TPlanOrderBody = z.infer<typeof ZPlanOrderBody>;

/** Where to send the browser to pay (the provider's page; the sandbox's own page by default). */
export const ZPlanOrderReply = z.object({ id: z.string(), order_url: z.string() }).meta({ id: 'PlanOrderReply' });
export type TPlanOrderReply = z.infer<typeof ZPlanOrderReply>;

export const PLAN_ORDER_STATUSES = ['pending', 'paid', 'canceled'] as const;
export type TPlanOrderStatus = (typeof PLAN_ORDER_STATUSES)[number];

/** `GET /api/v1/plan-order/{id}/`: what the return page shows after the payment page. */
export const ZPlanOrder = z
  .object({
    id: z.string(),
    plan: ZPlan,
    amount: z.number(),
    status: z.enum(PLAN_ORDER_STATUSES),
    created_at: z.string(),
    paid_at: z.string().nullable(),
  })
  .meta({ id: 'PlanOrder' });
export type TPlanOrder = z.infer<typeof ZPlanOrder>;

/** `GET /api/v1/memberships/` item: a plan the user has or had, newest first. */
export const ZMembership = z
  .object({
    id: z.number().int(),
    plan: ZPlan,
    start_date: z.string(),
    end_date: z.string(),
    is_active: z.boolean(),
  })
  .meta({ id: 'Membership' });
export type TMembership = z.infer<typeof ZMembership>;

export const ZMembershipList = z.array(ZMembership).meta({ id: 'MembershipList' });
