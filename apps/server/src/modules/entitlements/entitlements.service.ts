import type { TFeature, TLocked } from '@sverka/shared';
import type { TAuthUser } from '../../lib/auth.ts';

/**
 * "May this caller use feature X?" — the one place that answers it. Until
 * billing exists a signed-in user may use everything and an anonymous visitor
 * nothing paid; the billing issue answers from the active plan here.
 * Returns null when allowed, else why not.
 */
export function lockedFeature(user: TAuthUser | null, feature: TFeature): TLocked | null {
  return user ? null : { feature, reason: 'sign_in' };
}
