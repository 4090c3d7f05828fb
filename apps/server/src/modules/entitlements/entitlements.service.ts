import {
  featureForLimit,
  planLimitOf,
  type TFeature,
  type TLocked,
  type TLockedPlan,
  type TPlanLimit,
} from '@sverka/shared';
import type { FastifyRequest } from 'fastify';
import type { TSql } from '../../db/client.ts';
import { activeFeaturesOf, cheapestTierByFeature } from '../billing/index.ts';

/** The caller's features, read at most once per request however many blocks ask. */
const featuresOfRequest = new WeakMap<FastifyRequest, Promise<ReadonlySet<string>>>();
/** The cheapest tier of each feature, likewise read once per request and only when something is locked. */
const tiersOfRequest = new WeakMap<FastifyRequest, Promise<Map<string, TLockedPlan>>>();

function callerFeatures(sql: TSql, request: FastifyRequest, userId: number): Promise<ReadonlySet<string>> {
  let features = featuresOfRequest.get(request);
  if (!features) {
    features = activeFeaturesOf(sql, userId).then((keys) => new Set(keys));
    featuresOfRequest.set(request, features);
  }
  return features;
}

async function cheapestTier(sql: TSql, request: FastifyRequest, feature: TFeature): Promise<TLockedPlan | null> {
  let tiers = tiersOfRequest.get(request);
  if (!tiers) {
    tiers = cheapestTierByFeature(sql);
    tiersOfRequest.set(request, tiers);
  }
  return (await tiers).get(feature) ?? null;
}

/**
 * "May this caller use feature X?" — the one place that answers it, from the
 * plan of the caller's active membership. Null when allowed; otherwise why
 * not: `sign_in` for an anonymous visitor, `upgrade` for a user whose plan (or
 * lack of one) does not include it, with the cheapest tier on sale that does,
 * read from the plans so the prompt never names a plan that would not open it.
 * The request must have passed identifyUser or requireUser. An anonymous answer
 * never reads the database, which is what lets paid lists be kept in the
 * response cache for callers without a token.
 */
export async function lockedFeature(sql: TSql, request: FastifyRequest, feature: TFeature): Promise<TLocked | null> {
  const user = request.authUser;
  if (!user) return { feature, reason: 'sign_in' };
  if ((await callerFeatures(sql, request, user.id)).has(feature)) return null;
  return { feature, reason: 'upgrade', plan: await cheapestTier(sql, request, feature) };
}

/**
 * A counted allowance of the caller (a signed-in user): the amount their active plan grants
 * (`PLAN_LIMITS`), and the cheapest tier on sale that grants more, for the prompt when it is used up.
 */
export async function planLimit(
  sql: TSql,
  request: FastifyRequest,
  limit: TPlanLimit,
): Promise<{ limit: number; upgrade: TLockedPlan | null }> {
  const user = request.authUser;
  const features = user ? await callerFeatures(sql, request, user.id) : new Set<string>();
  const amount = planLimitOf(features, limit);
  const next = featureForLimit(limit, amount + 1);
  return { limit: amount, upgrade: next ? await cheapestTier(sql, request, next) : null };
}

/** The same allowance for a user outside a request (jobs). */
export async function planLimitOfUser(sql: TSql, userId: number, limit: TPlanLimit): Promise<number> {
  return planLimitOf(await activeFeaturesOf(sql, userId), limit);
}
