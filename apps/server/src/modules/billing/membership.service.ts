import type { TPlanType } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import * as memberships from './memberships.repository.ts';

/**
 * Gives the buyer of a paid order their period, inside the paying transaction.
 * The same tier still running is extended from its current end, so nothing
 * already paid for is lost. A different tier replaces the running one at once
 * (no proration: the old plan simply ends now and the new one starts now);
 * the pricing page offers each tier whole, and a change of tier is rare.
 * Periods are calendar months and years on the Moscow clock.
 */
export async function grantMembership(
  tx: TSql,
  order: { userId: number; plan: { id: number; code: string; type: TPlanType } },
): Promise<number> {
  const running = await memberships.lockActiveMemberships(tx, order.userId);
  const sameTier = running.find((membership) => membership.code === order.plan.code);
  if (sameTier) {
    await memberships.extendMembership(tx, sameTier.id, order.plan);
    return sameTier.id;
  }
  for (const other of running) await memberships.endMembershipNow(tx, other.id);
  return memberships.insertMembership(tx, { userId: order.userId, plan: order.plan });
}
