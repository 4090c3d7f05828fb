import {
  AppError,
  ENTITLEMENT_ERROR_CODE,
  ENTITLEMENT_MESSAGES,
  featureForLimit,
  MARKETPLACE_MESSAGES,
  PLAN_LIMIT_ERROR_CODE,
  PROMOTED_BLOCK_SIZE,
  PROMOTION_MESSAGES,
  PROMOTION_STATS_DAYS,
  type TEntitlementErrorBody,
  type TPlanLimitErrorBody,
  type TPromotionList,
} from '@sverka/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TSql } from '../../../db/client.ts';
import type { TAuthUser } from '../../../lib/auth.ts';
import { planLimit, planLimitOfUser } from '../../entitlements/index.ts';
import type { TCatalogue, TCatalogueFilter } from '../catalogue.ts';
import { productPictureUrl } from '../product-pictures.ts';
import { rotatePromoted } from './promoted-rotation.ts';
import * as repository from './promotions.repository.ts';

/** Which promotions are shown is read again after this long (a plan bought or lapsed on another instance). */
const ELIGIBLE_TTL_MS = 30_000;
/** Counts wait in memory at most this long before one statement adds them. */
const FLUSH_INTERVAL_MS = 5_000;
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Today's date in Moscow (UTC+3 all year): the day counts are kept by. */
export const moscowDay = (at = Date.now()) => new Date(at + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The promoted products of one app: which are eligible (kept 30 s), the block of a request, and the
 * impressions and clicks counted in memory and added to the database in batches, so the catalogue's
 * hot path never waits on a row lock of the counters.
 */
export function createPromotions(sql: TSql, log: FastifyBaseLogger) {
  let eligible: { at: number; sellerOf: Map<number, number> } | undefined;
  let loading: Promise<Map<number, number>> | undefined;
  let generation = 0;
  const pending = new Map<string, repository.TStatIncrement>();

  /**
   * Promoted published products whose representative's plan still allows them: the first `promoted_products`
   * of each by when they were promoted (a smaller plan after a downgrade shows the oldest ones).
   */
  async function loadEligible(): Promise<Map<number, number>> {
    const rows = await repository.findLivePromotions(sql);
    const limits = new Map<number, number>();
    for (const representative of new Set(rows.map((row) => row.representative_id))) {
      if (representative !== null) {
        limits.set(representative, await planLimitOfUser(sql, representative, 'promoted_products'));
      }
    }
    const used = new Map<number, number>();
    const sellerOf = new Map<number, number>();
    for (const row of rows) {
      if (row.representative_id === null) continue;
      const taken = used.get(row.representative_id) ?? 0;
      if (taken >= (limits.get(row.representative_id) ?? 0)) continue;
      used.set(row.representative_id, taken + 1);
      sellerOf.set(row.product_id, row.seller_id);
    }
    return sellerOf;
  }

  async function eligibleProducts(): Promise<Map<number, number>> {
    if (eligible && Date.now() - eligible.at < ELIGIBLE_TTL_MS) return eligible.sellerOf;
    if (!loading) {
      const loadGeneration = generation;
      const at = Date.now();
      loading = loadEligible()
        .then((sellerOf) => {
          if (loadGeneration === generation) eligible = { at, sellerOf };
          return sellerOf;
        })
        .finally(() => {
          loading = undefined;
        });
    }
    return loading;
  }

  function count(productId: number, field: 'impressions' | 'clicks') {
    const day = moscowDay();
    const key = `${productId}:${day}`;
    const entry = pending.get(key) ?? { productId, day, impressions: 0, clicks: 0 };
    entry[field] += 1;
    pending.set(key, entry);
  }

  /** Adds the counts gathered so far; they go back to memory when the statement fails. */
  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const batch = [...pending.values()];
    pending.clear();
    try {
      await repository.addStats(sql, batch);
    } catch (error) {
      log.warn({ err: error }, 'promotion counts could not be written; kept for the next flush');
      for (const item of batch) {
        const key = `${item.productId}:${item.day}`;
        const entry = pending.get(key) ?? { ...item, impressions: 0, clicks: 0 };
        entry.impressions += item.impressions;
        entry.clicks += item.clicks;
        pending.set(key, entry);
      }
    }
  }

  const timer = setInterval(() => {
    flush().catch(() => undefined);
  }, FLUSH_INTERVAL_MS);
  timer.unref();

  return {
    /** A product was promoted or stopped here, or a plan changed: read the eligible set again. */
    changed() {
      generation += 1;
      eligible = undefined;
    },
    /**
     * The «Реклама» block for a catalogue request: eligible products that the filter's page would list,
     * at most `PROMOTED_BLOCK_SIZE`, rotated among sellers; each one shown counts an impression.
     */
    async block(catalogue: TCatalogue, filter: TCatalogueFilter, random: () => number = Math.random) {
      const sellerOf = await eligibleProducts();
      if (sellerOf.size === 0) return [];
      const candidates = await catalogue.matching(filter, [...sellerOf.keys()]);
      const ids = rotatePromoted(candidates, PROMOTED_BLOCK_SIZE, random);
      for (const id of ids) count(id, 'impressions');
      return ids;
    },
    /** A click on a promoted tile; anything not promoted now is not counted. */
    async click(productId: number): Promise<boolean> {
      if (!(await eligibleProducts()).has(productId)) return false;
      count(productId, 'clicks');
      return true;
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

export type TPromotions = ReturnType<typeof createPromotions>;

function entitlementRefusal(upgrade: TEntitlementErrorBody['plan']): TEntitlementErrorBody {
  return {
    detail: ENTITLEMENT_MESSAGES.upgrade,
    code: ENTITLEMENT_ERROR_CODE,
    feature: featureForLimit('promoted_products', 1) ?? 'marketplace.top_search_3',
    reason: 'upgrade',
    plan: upgrade,
  };
}

/** The seller's promoted products with 30 days of counts (this instance's pending counts written first). */
export async function listPromotions(
  sql: TSql,
  promotions: TPromotions,
  request: FastifyRequest,
  user: TAuthUser,
): Promise<TPromotionList> {
  await promotions.flush();
  const today = moscowDay();
  const since = moscowDay(Date.now() - (PROMOTION_STATS_DAYS - 1) * 24 * 60 * 60 * 1000);
  const [rows, { limit, upgrade }] = await Promise.all([
    repository.findPromotionsOf(sql, user.id, since, today),
    planLimit(sql, request, 'promoted_products'),
  ]);
  const { feature } = entitlementRefusal(upgrade);
  return {
    limit,
    used: rows.length,
    locked: limit === 0 ? { feature, reason: 'upgrade', plan: upgrade } : null,
    plan: upgrade,
    results: rows.map((row, index) => ({
      product: {
        id: row.product_id,
        name: row.name,
        status: row.status,
        thumbnail: row.thumb_key ? productPictureUrl(row.thumb_key) : null,
      },
      since: row.created_at.toISOString(),
      shown: row.status === 'published' && index < limit,
      impressions: row.impressions,
      clicks: row.clicks,
      impressions_today: row.impressions_today,
      clicks_today: row.clicks_today,
    })),
  };
}

export type TPromoteResult =
  | { ok: true; created: boolean }
  | { ok: false; refusal: TEntitlementErrorBody | TPlanLimitErrorBody };

/** Promotes one of the caller's published products within their plan's allowance. */
export async function promoteProduct(
  sql: TSql,
  promotions: TPromotions,
  request: FastifyRequest,
  user: TAuthUser,
  productId: number,
): Promise<TPromoteResult> {
  const { limit, upgrade } = await planLimit(sql, request, 'promoted_products');
  if (limit === 0) return { ok: false, refusal: entitlementRefusal(upgrade) };
  const product = await repository.findOwnProduct(sql, user.id, productId);
  if (!product) throw new AppError('NOT_FOUND', MARKETPLACE_MESSAGES.productNotFound);
  if (product.status !== 'published') {
    throw new AppError('INVALID_REQUEST', PROMOTION_MESSAGES.notPublished, {
      product: [PROMOTION_MESSAGES.notPublished],
    });
  }
  const outcome = await sql.begin((tx) =>
    repository.insertWithinLimit(tx as unknown as TSql, user.id, productId, limit),
  );
  if (outcome === 'full') {
    return {
      ok: false,
      refusal: { detail: PROMOTION_MESSAGES.limitReached(limit), code: PLAN_LIMIT_ERROR_CODE, limit, plan: upgrade },
    };
  }
  promotions.changed();
  return { ok: true, created: outcome === 'added' };
}

/** Stops promoting one of the caller's products (another seller's product: 404). */
export async function stopPromotion(sql: TSql, promotions: TPromotions, user: TAuthUser, productId: number) {
  const product = await repository.findOwnProduct(sql, user.id, productId);
  if (!product) throw new AppError('NOT_FOUND', MARKETPLACE_MESSAGES.productNotFound);
  if (!(await repository.deletePromotion(sql, productId))) {
    throw new AppError('NOT_FOUND', PROMOTION_MESSAGES.notPromoted);
  }
  promotions.changed();
}
