import { ZBadRequestBody, ZErrorBody, ZFriend, ZFriendCreateBody, ZFriendIdParams, ZFriendList } from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import { addFriend, listFriends, removeFriend } from './friends.service.ts';

const tags = ['Друзья'];

export const friendsRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', deps.guards.requireUser);

  app.get(
    '/api/v1/friends/',
    {
      schema: {
        tags,
        summary: 'Мои друзья',
        security: BEARER_SECURITY,
        response: { 200: ZFriendList, 401: ZErrorBody },
      },
    },
    async (request) => listFriends(deps, currentUser(request).id),
  );

  app.post(
    '/api/v1/friends/',
    {
      schema: {
        tags,
        summary: 'Добавить в друзья представителя компании',
        description:
          'Тело — `{"friend": <id пользователя>}` (например, `representative` из карточки) или ' +
          '`{"company": <id компании>}`, `{"entrepreneur": <id ИП>}` или `{"seller": <номер продавца>}` — ' +
          'добавляется представитель. Добавить можно только представителя компании или ИП и не себя. ' +
          '201 — добавлен, 200 — уже был в друзьях.',
        security: BEARER_SECURITY,
        body: ZFriendCreateBody,
        response: { 200: ZFriend, 201: ZFriend, 400: ZBadRequestBody, 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { friend, created } = await addFriend(deps, currentUser(request).id, request.body);
      return reply.status(created ? 201 : 200).send(friend);
    },
  );

  app.delete(
    '/api/v1/friends/:id',
    {
      schema: {
        tags,
        summary: 'Удалить из друзей',
        description: '`id` — номер записи из списка (не пользователя). Чужая запись — 404.',
        security: BEARER_SECURITY,
        params: ZFriendIdParams,
        response: { 204: z.null(), 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      await removeFriend(deps, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
