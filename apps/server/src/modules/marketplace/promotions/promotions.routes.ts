import {
  PROMOTED_BLOCK_SIZE,
  PROMOTION_STATS_DAYS,
  ZBadRequestBody,
  ZEntitlementErrorBody,
  ZErrorBody,
  ZPlanLimitErrorBody,
  ZPromotionCreateBody,
  ZPromotionList,
  ZPromotionParams,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../../lib/auth.ts';
import { rateLimitRule } from '../../../lib/rate-limit.ts';
import type { TAccountsDeps } from '../../auth/index.ts';
import * as service from './promotions.service.ts';

const tags = ['Маркетплейс: продвижение'];

/** Clicks one address may report in a minute: a person follows a few ads, a script hundreds. */
const CLICKS_PER_ADDRESS = { max: 30, windowSeconds: 60 };

/** The seller's promoted products («Реклама» above the catalogue's results) and the block's click counter. */
export const promotionsRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps; promotions: service.TPromotions }> = async (
  app,
  { deps, promotions },
) => {
  const { sql, guards } = deps;

  app.get(
    '/api/v1/promotions/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Продвигаемые товары',
        description:
          `Товары продавцов, которых представляет пользователь, с показами и переходами за ${PROMOTION_STATS_DAYS} ` +
          'дней и за сегодня (по Москве); `limit` — сколько можно продвигать по тарифу, `locked` — в тарифе ' +
          'продвижения нет, `plan` — самый дешёвый тариф, где можно больше.',
        security: BEARER_SECURITY,
        response: { 200: ZPromotionList, 401: ZErrorBody },
      },
    },
    async (request) => service.listPromotions(sql, promotions, request, currentUser(request)),
  );

  app.post(
    '/api/v1/promotions/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Продвигать товар',
        description:
          `Свой опубликованный товар попадает в блок «Реклама» (до ${PROMOTED_BLOCK_SIZE} мест) над подходящими ` +
          'под поиск и все фильтры результатами каталога. Без тарифа с продвижением — 403 entitlement_required; ' +
          'уже продвигается столько, сколько позволяет тариф, — 403 plan_limit_reached; чужой товар — 404; ' +
          'неопубликованный — 400. Повторный вызов — 200.',
        security: BEARER_SECURITY,
        body: ZPromotionCreateBody,
        response: {
          200: z.null().describe('Уже продвигается'),
          201: z.null().describe('Продвигается'),
          400: ZBadRequestBody,
          401: ZErrorBody,
          403: z.union([ZEntitlementErrorBody, ZPlanLimitErrorBody]),
          404: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await service.promoteProduct(sql, promotions, request, currentUser(request), request.body.product);
      if (!result.ok) return reply.status(403).send(result.refusal);
      return reply.status(result.created ? 201 : 200).send(null);
    },
  );

  app.delete(
    '/api/v1/promotions/:product/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Остановить продвижение',
        description: 'Счётчики показов и переходов сохраняются. Чужой или не продвигаемый товар — 404.',
        security: BEARER_SECURITY,
        params: ZPromotionParams,
        response: { 204: z.null().describe('Остановлено'), 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      await service.stopPromotion(sql, promotions, currentUser(request), request.params.product);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/promotions/:product/click/',
    {
      schema: {
        tags,
        summary: 'Переход из блока «Реклама»',
        description: 'Засчитывает переход на товар из блока; товар, который сейчас не продвигается, не считается.',
        params: ZPromotionParams,
        response: { 204: z.null().describe('Учтено'), 400: ZBadRequestBody, 429: ZErrorBody },
      },
      // A seller reads these counts: one address clicking in a loop should not write them.
      config: rateLimitRule(CLICKS_PER_ADDRESS),
    },
    async (request, reply) => {
      await promotions.click(request.params.product);
      return reply.status(204).send(null);
    },
  );
};
