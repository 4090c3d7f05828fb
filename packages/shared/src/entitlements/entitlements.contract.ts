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
