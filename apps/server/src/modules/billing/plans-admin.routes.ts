import {
  ZAdminPlan,
  ZAdminPlanBody,
  ZAdminPlanList,
  ZAdminPlanPatch,
  ZBadRequestBody,
  ZErrorBody,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import type { TBillingDeps } from './billing.deps.ts';
import * as service from './plans-admin.service.ts';

const tags = ['Администрирование'];
const ZPlanIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const REFUSALS = { 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody } as const;

/** The back office's plans: every tier and period, on sale or archived (admins only). */
export const plansAdminRoutes: FastifyPluginAsyncZod<{ deps: TBillingDeps }> = async (app, { deps }) => {
  const { sql } = deps;
  const onRequest = deps.accounts.guards.requireStaff('plans');

  app.get(
    '/api/v1/admin/plans/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Все тарифы: в продаже и в архиве',
        description:
          'Строка на тариф и период, как в `GET /api/v1/plans/`, плюс `sort`, `is_active` (false — в архиве) и ' +
          '`members` — у скольких пользователей тариф действует сейчас.',
        security: BEARER_SECURITY,
        response: { 200: ZAdminPlanList, ...REFUSALS },
      },
    },
    () => service.listAdminPlans(sql),
  );

  app.post(
    '/api/v1/admin/plans/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Создать тариф',
        description:
          '`price` — рубли за период (хранится в копейках), `description` — HTML: остаются абзацы, списки, ' +
          'выделение и ссылки http(s), остальное удаляется; `features` — ключи возможностей из общего списка. ' +
          'Тариф с тем же `code` и `type` уже есть — 409.',
        security: BEARER_SECURITY,
        body: ZAdminPlanBody,
        response: { 201: ZAdminPlan, ...REFUSALS, 409: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createPlan(sql, currentUser(request).id, request.body)),
  );

  app.patch(
    '/api/v1/admin/plans/:id/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Изменить тариф',
        description:
          'Любые из полей `name`, `price`, `description`, `features`, `sort`; код и период тарифа не меняются. ' +
          'Новая цена действует для новых заказов; уже оплаченные тарифы не меняются.',
        security: BEARER_SECURITY,
        params: ZPlanIdParams,
        body: ZAdminPlanPatch,
        response: { 200: ZAdminPlan, ...REFUSALS, 404: ZErrorBody },
      },
    },
    (request) => service.updatePlan(sql, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/v1/admin/plans/:id/archive/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Снять тариф с продажи',
        description:
          'Тариф пропадает из `GET /api/v1/plans/` и с главной страницы сразу, купить его нельзя; у кого он уже ' +
          'действует, у тех он и его возможности остаются до конца оплаченного периода. Уже в архиве — 409.',
        security: BEARER_SECURITY,
        params: ZPlanIdParams,
        response: { 200: ZAdminPlan, ...REFUSALS, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    (request) => service.setPlanOnSale(sql, currentUser(request).id, request.params.id, false),
  );

  app.post(
    '/api/v1/admin/plans/:id/restore/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Вернуть тариф в продажу',
        description: 'Тариф снова в `GET /api/v1/plans/` и на главной странице. Уже в продаже — 409.',
        security: BEARER_SECURITY,
        params: ZPlanIdParams,
        response: { 200: ZAdminPlan, ...REFUSALS, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    (request) => service.setPlanOnSale(sql, currentUser(request).id, request.params.id, true),
  );
};
