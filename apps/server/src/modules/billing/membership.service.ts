import type { TPlanType } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import * as memberships from './memberships.repository.ts';

/** Days a period is valued at when the time left on a replaced plan is converted. */
const VALUED_DAYS = { monthly: 30, yearly: 365 } as const;

/** Kopecks one second of a plan is worth at its price for the period. */
const kopecksPerSecond = (plan: { priceKopecks: number; type: TPlanType }) =>
  plan.priceKopecks / (VALUED_DAYS[plan.type] * 86_400);

/**
 * Seconds of the new plan worth what is left of the plans it replaces: the
 * unused time of each at its own price, paid back in time at the new plan's
 * price. An upgrade thus starts with a few extra days, a downgrade with many.
 */
export function creditSeconds(
  replaced: readonly Pick<memberships.TRunningMembership, 'ends_at' | 'price_kopecks' | 'type'>[],
  plan: { priceKopecks: number; type: TPlanType },
  now: Date,
): number {
  const rate = kopecksPerSecond(plan);
  if (!(rate > 0)) return 0;
  let credit = 0;
  for (const old of replaced) {
    const leftSeconds = Math.max(0, (old.ends_at.getTime() - now.getTime()) / 1000);
    credit += (leftSeconds * kopecksPerSecond({ priceKopecks: old.price_kopecks, type: old.type })) / rate;
  }
  return Math.floor(credit);
}

/**
 * Gives the buyer of a paid order their period, inside the paying transaction,
 * so that nothing already paid for is lost. The same tier still running is
 * extended from its current end. A different tier starts now, and the running
 * one ends now with the value of its unused time credited to the new one as
 * extra time (see creditSeconds). Periods are calendar months and years on the
 * Moscow clock.
 */
export async function grantMembership(
  tx: TSql,
  order: { userId: number; plan: { id: number; code: string; type: TPlanType; priceKopecks: number } },
): Promise<number> {
  const running = await memberships.lockActiveMemberships(tx, order.userId);
  const sameTier = running.find((membership) => membership.code === order.plan.code);
  if (sameTier) {
    await memberships.extendMembership(tx, sameTier.id, order.plan);
    return sameTier.id;
  }
  const credit = creditSeconds(running, order.plan, new Date());
  for (const other of running) await memberships.endMembershipNow(tx, other.id);
  return memberships.insertMembership(tx, { userId: order.userId, plan: order.plan, creditSeconds: credit });
}

/** People with a plan in force right now: the landing's subscribers counter. */
export function countSubscribers(sql: TSql): Promise<number> {
  return memberships.countUsersWithPlan(sql);
}

/** Entitlement keys of every plan the user has right now. */
export function activeFeaturesOf(sql: TSql, userId: number): Promise<string[]> {
  return memberships.findActiveFeatures(sql, userId);
}
