import { ZAddCommentBody, ZBadRequestBody, ZErrorBody, ZProductComment, ZProductIdParams } from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import type { TOrdersDeps } from './orders.deps.ts';
import * as service from './reviews.service.ts';

/** Reviews of bought goods and the seller's answers to them. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ deps: TOrdersDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v1/products/:id/add-comment/',
    {
      onRequest: deps.accounts.guards.requireUser,
      schema: {
        tags: ['Заказы'],
        summary: 'Отзыв о товаре или ответ продавца',
        description:
          'Отзыв (без `parent`): `stars` 1–5 обязательны; нужен выполненный заказ спрашивающего с этим товаром без ' +
          'отзыва (`order_item` выбирает позицию, если их несколько). Нет такого заказа — 403, отзыв уже есть — ' +
          '409. Ответ продавца: `parent` — отзыв об этом товаре, пишет представитель продавца, один ответ на ' +
          'отзыв (иначе 403 или 409), без оценки. Отзыв пересчитывает рейтинг товара.',
        security: BEARER_SECURITY,
        params: ZProductIdParams,
        body: ZAddCommentBody,
        response: {
          201: ZProductComment,
          400: ZBadRequestBody,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addComment(deps, currentUser(request).id, request.params.id, request.body)),
  );
};
