import { z } from 'zod';
import { ZLocked, ZLockedPlan } from '../entitlements/entitlements.contract.ts';
import { PRODUCT_STATUSES } from './marketplace.contract.ts';

/**
 * The «Реклама» block of the catalogue (issue 22): products their sellers promote are shown above the
 * matching results, at most `PROMOTED_BLOCK_SIZE` at a time, only when they match the search and every
 * filter, rotated among sellers. How many products a seller's representative may promote is their plan's
 * `promoted_products`.
 */

export const PROMOTED_BLOCK_SIZE = 10;
/** How many days of impressions and clicks the seller's list sums. */
export const PROMOTION_STATS_DAYS = 30;
/** The mark Russian advertising law asks for on every promoted tile. */
export const PROMOTED_MARK = 'Реклама';

export const PROMOTION_MESSAGES = {
  notPublished: 'Продвигать можно только опубликованный товар',
  limitReached: (limit: number) =>
    `По вашему тарифу одновременно продвигается не больше ${limit} товаров. Остановите продвижение другого товара или выберите тариф с большим лимитом`,
  notPromoted: 'Этот товар не продвигается',
} as const;

export const ZPromotion = z
  .object({
    product: z.object({
      id: z.number().int(),
      name: z.string(),
      status: z.enum(PRODUCT_STATUSES),
      thumbnail: z.string().nullable(),
    }),
    since: z.string(),
    shown: z.boolean().describe('Сейчас попадает в блок «Реклама»: опубликован и в пределах тарифа'),
    impressions: z.number().int().describe(`Показы в блоке за ${PROMOTION_STATS_DAYS} дней`),
    clicks: z.number().int().describe(`Переходы из блока за ${PROMOTION_STATS_DAYS} дней`),
    impressions_today: z.number().int(),
    clicks_today: z.number().int(),
  })
  .meta({ id: 'Promotion' });
export type TPromotion = z.infer<typeof ZPromotion>;

/** The seller's promoted products: «Продвигается N из M», or the plan that opens promotion. */
export const ZPromotionList = z
  .object({
    limit: z.number().int(),
    used: z.number().int(),
    locked: ZLocked.nullable(),
    plan: ZLockedPlan.nullable().describe('Самый дешёвый тариф, где можно продвигать больше'),
    results: z.array(ZPromotion),
  })
  .meta({ id: 'PromotionList' });
export type TPromotionList = z.infer<typeof ZPromotionList>;

export const ZPromotionCreateBody = z
  .object({ product: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
  .meta({ id: 'PromotionCreateBody' });
export const ZPromotionParams = z.object({ product: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
