import {
  ZBadRequestBody,
  ZErrorBody,
  ZOrder,
  ZOrderEventBody,
  ZOrderParams,
  ZOrdersPage,
  ZOrdersQuery,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import type { TOrdersDeps } from './orders.deps.ts';
import * as service from './orders.service.ts';

const tags = ['Заказы'];

const LIST_DESCRIPTION =
  'Новые сверху, по `ORDERS_PAGE_SIZE` на странице; `status` — all | pending | in_progress | not_paid | paid | ' +
  'completed | cancelled. У каждого заказа — позиции, журнал событий и `actions`: что спрашивающий может сделать.';

/** The buyer's and the seller's order lists, one order, and the moves people make. */
export const ordersRoutes: FastifyPluginAsyncZod<{ deps: TOrdersDeps }> = async (app, { deps }) => {
  const requireUser = deps.accounts.guards.requireUser;

  app.get(
    '/api/v1/products-order/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Мои покупки',
        description: `Заказы, которые сделал спрашивающий. ${LIST_DESCRIPTION}`,
        security: BEARER_SECURITY,
        querystring: ZOrdersQuery,
        response: { 200: ZOrdersPage, 400: ZBadRequestBody, 401: ZErrorBody },
      },
    },
    async (request) => service.listOrders(deps, currentUser(request).id, 'buyer', request.query),
  );

  app.get(
    '/api/v1/seller-order/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Заказы моих компаний',
        description: `Заказы у продавцов, которых представляет спрашивающий. ${LIST_DESCRIPTION}`,
        security: BEARER_SECURITY,
        querystring: ZOrdersQuery,
        response: { 200: ZOrdersPage, 400: ZBadRequestBody, 401: ZErrorBody },
      },
    },
    async (request) => service.listOrders(deps, currentUser(request).id, 'seller', request.query),
  );

  app.get(
    '/api/v1/orders/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Заказ',
        description:
          'Для покупателя и представителя продавца (`role`); чужой или несуществующий заказ — 404. ' +
          '`actions` — события, которые спрашивающий может отправить сейчас.',
        security: BEARER_SECURITY,
        params: ZOrderParams,
        response: { 200: ZOrder, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => service.getOrder(deps, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/v1/orders/:id/events/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Действие с заказом',
        description:
          'Продавец: accept (оплаченный → «Ожидается»), ship (→ «В пути»), complete (→ «Выполнен»); покупатель: ' +
          'confirm_receipt (→ «Выполнен»); оба до отправки: cancel (оплаченный заказ возвращает деньги). ' +
          'Недопустимое в текущем статусе — 409; чужой заказ — 404. Ответ — заказ после действия; другая ' +
          'сторона получает письмо.',
        security: BEARER_SECURITY,
        params: ZOrderParams,
        body: ZOrderEventBody,
        response: { 200: ZOrder, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => service.sendOrderEvent(deps, currentUser(request).id, request.params.id, request.body),
  );
};
