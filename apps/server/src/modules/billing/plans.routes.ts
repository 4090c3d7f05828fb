import {
  ZBadRequestBody,
  ZErrorBody,
  ZMembershipList,
  ZPlanList,
  ZPlanOrder,
  ZPlanOrderBody,
  ZPlanOrderReply,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import { linkOrigin } from '../../lib/site-origin.ts';
import type { TBillingDeps } from './billing.deps.ts';
import { presentMembership, presentOrder, presentPlan } from './billing.presenter.ts';
import * as service from './plans.service.ts';

const tags = ['Тарифы и оплата'];

/** Plans on sale, buying one, the order's outcome and the caller's memberships. */
export const plansRoutes: FastifyPluginAsyncZod<{ deps: TBillingDeps }> = async (app, { deps }) => {
  const requireUser = deps.accounts.guards.requireUser;

  app.get(
    '/api/v1/plans/',
    {
      schema: {
        tags,
        summary: 'Тарифы в продаже',
        description:
          'По тарифу — строка на каждый период (`type`: monthly | yearly); `price` — рубли за весь период, ' +
          '`description` — HTML, `features` — ключи возможностей тарифа. Порядок: по тарифам, месяц перед годом.',
        response: { 200: ZPlanList },
      },
    },
    async () => (await service.listPlans(deps)).map(presentPlan),
  );

  app.post(
    '/api/v1/plan-order/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Купить тариф: заказ и ссылка на оплату',
        description:
          'Создаёт заказ (сумма фиксируется) и платёж у платёжного сервиса; `order_url` — страница оплаты, куда ' +
          'отправить браузер. После оплаты сервис вернёт на `/payment/return?order=<id>` того же адреса сайта, с ' +
          'которого сделан заказ (если сервер его знает; иначе PUBLIC_URL). Неизвестный или снятый ' +
          'с продажи тариф — 400 `{"plan": [...]}`; сервис отказал или недоступен — 502 `PAYMENT_PROVIDER_ERROR`.',
        security: BEARER_SECURITY,
        body: ZPlanOrderBody,
        response: { 201: ZPlanOrderReply, 400: ZBadRequestBody, 401: ZErrorBody, 502: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.createPlanOrder(
            deps,
            currentUser(request).id,
            request.body.plan,
            linkOrigin(request, deps.accounts.config),
          ),
        ),
  );

  app.get(
    '/api/v1/plan-order/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Мой заказ тарифа',
        description: 'Статус pending → paid | canceled; чужой или несуществующий заказ — 404.',
        security: BEARER_SECURITY,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ZPlanOrder, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => presentOrder(await service.getOwnOrder(deps, currentUser(request).id, request.params.id)),
  );

  app.get(
    '/api/v1/memberships/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Мои тарифы: действующий и прошлые',
        description:
          'Новые первыми. `start_date` и `end_date` — моменты в ISO 8601 (UTC); периоды считаются по ' +
          'московскому календарю. `is_active` — тариф действует сейчас.',
        security: BEARER_SECURITY,
        response: { 200: ZMembershipList, 401: ZErrorBody },
      },
    },
    async (request) => (await service.listMemberships(deps, currentUser(request).id)).map(presentMembership),
  );
};
