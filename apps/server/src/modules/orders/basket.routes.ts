import {
  BASKET_ITEMS_MAX,
  ZAddToBasketQuery,
  ZBadRequestBody,
  ZBasket,
  ZBasketItem,
  ZBasketItemParams,
  ZBasketQuantityBody,
  ZErrorBody,
  ZProductIdParams,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import * as service from './basket.service.ts';
import type { TOrdersDeps } from './orders.deps.ts';

const tags = ['Корзина и заказы'];

/** The signed-in buyer's basket: add a product, list, change a quantity, remove. */
export const basketRoutes: FastifyPluginAsyncZod<{ deps: TOrdersDeps }> = async (app, { deps }) => {
  const { sql } = deps;
  const requireUser = deps.accounts.guards.requireUser;

  app.post(
    '/api/v1/products/:id/add-to-basket/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Добавить товар в корзину',
        description:
          'Прибавляет `quantity` (по умолчанию 1) к строке товара в корзине или создаёт её. Товар не в продаже — ' +
          `404; свой товар — 400; больше, чем в наличии, — 400 \`{"quantity": [...]}\`; в корзине не больше ${BASKET_ITEMS_MAX} строк.`,
        security: BEARER_SECURITY,
        params: ZProductIdParams,
        querystring: ZAddToBasketQuery,
        response: { 200: ZBasketItem, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => service.addToBasket(sql, currentUser(request).id, request.params.id, request.query.quantity),
  );

  app.get(
    '/api/v1/basket/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Моя корзина',
        description:
          'Строки корзины, новые сверху; товар — с продавцом (`company`), по которому корзина группирует строки. ' +
          '`total` — сумма `price_with_taxes × quantity` всех строк, ₽.',
        security: BEARER_SECURITY,
        response: { 200: ZBasket, 401: ZErrorBody },
      },
    },
    async (request) => service.getBasket(sql, currentUser(request).id),
  );

  app.patch(
    '/api/v1/basket/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Изменить количество товара в корзине',
        description: 'Больше, чем в наличии, — 400 `{"quantity": [...]}`. Чужая или несуществующая строка — 404.',
        security: BEARER_SECURITY,
        params: ZBasketItemParams,
        body: ZBasketQuantityBody,
        response: { 200: ZBasketItem, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => service.setQuantity(sql, currentUser(request).id, request.params.id, request.body.quantity),
  );

  app.delete(
    '/api/v1/basket/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Убрать товар из корзины',
        description: 'Чужая или несуществующая строка — 404.',
        security: BEARER_SECURITY,
        params: ZBasketItemParams,
        response: { 204: z.null().describe('Удалено'), 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      await service.removeFromBasket(sql, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
