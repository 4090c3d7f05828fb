import { z } from 'zod';
import { type TErrorCode, ZErrorBody } from '../errors.ts';

/**
 * Paid features. The server decides per caller whether a feature's data leaves
 * it at all (the presenter drops what is not allowed); the web app shows a
 * blurred block with a prompt in its place. A signed-in user has the features
 * of the plan of their active membership; an anonymous visitor has none.
 */
export const FEATURES = [
  'card.arbitration_statistics',
  'card.debts',
  'card.leasing',
  'card.history',
  'card.export',
  // A seller's goods from a YML feed, an XLSX or a CSV file (issue 16).
  'marketplace.bulk_upload',
  // How many subjects a user may watch (`PLAN_LIMITS.watchlist`).
  'monitoring.watch_50',
  'monitoring.watch_500',
  'monitoring.watch_5000',
  // How many ИНН/ОГРН one bulk check may hold (`PLAN_LIMITS.bulk_check`).
  'check.bulk_100',
  'check.bulk_1000',
  'check.bulk_10000',
  // How many announcements a seller may post in a calendar month (`PLAN_LIMITS.announcements_per_month`).
  'marketplace.announcements_10',
  'marketplace.announcements_30',
  // How many products a seller may promote into the «Реклама» block at once (`PLAN_LIMITS.promoted_products`).
  'marketplace.top_search_3',
  'marketplace.top_search_10',
  // How many purchase requests a company may have open at once (`PLAN_LIMITS.open_tenders`).
  'tenders.publish_3',
  'tenders.publish_20',
  // Knowledge base articles marked for subscribers.
  'knowledge.full',
  // Contracts, invoices and acts generated, sent and confirmed inside the service.
  'documents.flow',
  // Features the back office flags for early access.
  'early_access',
] as const;

export type TFeature = (typeof FEATURES)[number];

/** The cheapest tier on sale whose plan grants a locked feature: what the prompt names. */
export const ZLockedPlan = z
  .object({ code: z.string(), name: z.string() })
  .meta({ id: 'LockedPlan', description: 'Самый дешёвый тариф в продаже, в который входит возможность' });
export type TLockedPlan = z.infer<typeof ZLockedPlan>;

/**
 * Why a block came without its data: sign in first, or (with plans) choose a plan that has it. An `upgrade`
 * answer names the cheapest tier that has it (`plan`; null when no plan on sale does); a `sign_in` answer
 * never reads the plans, so it has none.
 */
export const ZLocked = z
  .object({
    feature: z.enum(FEATURES),
    reason: z.enum(['sign_in', 'upgrade']),
    plan: ZLockedPlan.nullable().optional(),
  })
  .meta({
    id: 'Locked',
    description:
      'Блок закрыт: данные не переданы. sign_in — войдите; upgrade — нужен тариф, plan — самый дешёвый, где он есть.',
  });

export type TLocked = z.infer<typeof ZLocked>;

/** The `code` of a 403 for a whole call that needs a feature (the XLSX export). */
export const ENTITLEMENT_ERROR_CODE = 'entitlement_required' satisfies TErrorCode;

/** What a refused call says, by why it was refused. */
export const ENTITLEMENT_MESSAGES = {
  sign_in: 'Войдите, чтобы пользоваться этой возможностью',
  upgrade: 'Эта возможность входит в платные тарифы',
} as const satisfies Record<TLocked['reason'], string>;

/**
 * The 403 body of a call that needs a feature: `reason` tells the web app whether to offer sign-in
 * or the plans.
 */
export const ZEntitlementErrorBody = ZErrorBody.extend({
  feature: z.enum(FEATURES),
  reason: z.enum(['sign_in', 'upgrade']),
  plan: ZLockedPlan.nullable().optional(),
}).meta({ id: 'EntitlementError' });
export type TEntitlementErrorBody = z.infer<typeof ZEntitlementErrorBody>;

/**
 * Counted allowances. A plan grants an allowance through the feature keys above (the plan cards list
 * them, so a card never promises more than the server allows); a user gets the largest amount among
 * the keys of their active plan, or `free` without one. `free: 0` means the feature itself needs a plan.
 */
export const PLAN_LIMITS = {
  watchlist: {
    free: 5,
    tiers: { 'monitoring.watch_50': 50, 'monitoring.watch_500': 500, 'monitoring.watch_5000': 5_000 },
  },
  bulk_check: {
    free: 0,
    tiers: { 'check.bulk_100': 100, 'check.bulk_1000': 1_000, 'check.bulk_10000': 10_000 },
  },
  announcements_per_month: {
    free: 0,
    tiers: { 'marketplace.announcements_10': 10, 'marketplace.announcements_30': 30 },
  },
  promoted_products: {
    free: 0,
    tiers: { 'marketplace.top_search_3': 3, 'marketplace.top_search_10': 10 },
  },
  open_tenders: {
    free: 0,
    tiers: { 'tenders.publish_3': 3, 'tenders.publish_20': 20 },
  },
} as const satisfies Record<string, { free: number; tiers: Partial<Record<TFeature, number>> }>;

export type TPlanLimit = keyof typeof PLAN_LIMITS;

/** The allowance `features` grant: the largest tier among them, else the free amount. */
export function planLimitOf(features: Iterable<string>, limit: TPlanLimit): number {
  const { free, tiers } = PLAN_LIMITS[limit];
  let best: number = free;
  for (const feature of features) {
    const amount = (tiers as Record<string, number>)[feature];
    if (amount !== undefined && amount > best) best = amount;
  }
  return best;
}

/** The feature key that grants `amount` or more of `limit` most cheaply among the tiers (for an upgrade prompt). */
export function featureForLimit(limit: TPlanLimit, amount: number): TFeature | null {
  const tiers = Object.entries(PLAN_LIMITS[limit].tiers) as [TFeature, number][];
  const enough = tiers.filter(([, value]) => value >= amount).sort((a, b) => a[1] - b[1]);
  return enough[0]?.[0] ?? null;
}

/** The `code` of a 403 when an allowance is used up (the body carries `limit` and the cheapest plan beyond it). */
export const PLAN_LIMIT_ERROR_CODE = 'plan_limit_reached' satisfies TErrorCode;

export const ZPlanLimitErrorBody = ZErrorBody.extend({
  limit: z.number().int(),
  plan: ZLockedPlan.nullable().optional(),
}).meta({ id: 'PlanLimitError' });
export type TPlanLimitErrorBody = z.infer<typeof ZPlanLimitErrorBody>;
