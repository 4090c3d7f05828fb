import type { TFeature, TLocked } from '@sverka/shared';
import type { FastifyRequest } from 'fastify';
import type { TSql } from '../../db/client.ts';
import { findActiveFeatures } from '../billing/index.ts';

/** The caller's features, read at most once per request however many blocks ask. */
const featuresOfRequest = new WeakMap<FastifyRequest, Promise<ReadonlySet<string>>>();

function callerFeatures(sql: TSql, request: FastifyRequest, userId: number): Promise<ReadonlySet<string>> {
  let features = featuresOfRequest.get(request);
  if (!features) {
    features = findActiveFeatures(sql, userId).then((keys) => new Set(keys));
    featuresOfRequest.set(request, features);
  }
  return features;
}

/**
 * "May this caller use feature X?" — the one place that answers it, from the
 * plan of the caller's active membership. Null when allowed; otherwise why
 * not: `sign_in` for an anonymous visitor, `upgrade` for a user whose plan (or
 * lack of one) does not include it. The request must have passed identifyUser
 * or requireUser. An anonymous answer never reads the database, which is what
 * lets paid lists be kept in the response cache for callers without a token.
 */
export async function lockedFeature(sql: TSql, request: FastifyRequest, feature: TFeature): Promise<TLocked | null> {
  const user = request.authUser;
  if (!user) return { feature, reason: 'sign_in' };
  return (await callerFeatures(sql, request, user.id)).has(feature) ? null : { feature, reason: 'upgrade' };
}
