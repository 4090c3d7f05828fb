import { ZBadRequestBody, ZErrorBody, ZSupportBody, ZSupportRequest } from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import { type TChatDeps, writeToSupport } from '../chat/index.ts';

export const supportRoutes: FastifyPluginAsyncZod<{ deps: TChatDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v1/support/',
    {
      onRequest: deps.accounts.guards.requireUser,
      schema: {
        tags: ['Поддержка'],
        summary: 'Обращение в поддержку',
        description:
          'Сообщение попадает в диалог пользователя со службой поддержки (он виден в «Сообщениях»); ' +
          'сотрудники отвечают из раздела администратора. Текст — до 5000 символов.',
        security: BEARER_SECURITY,
        body: ZSupportBody,
        response: { 201: ZSupportRequest, 400: ZBadRequestBody, 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { message } = await writeToSupport(deps, currentUser(request).id, request.body.support);
      return reply
        .status(201)
        .send({ id: message.id, support: message.body, created_at: message.created_at.toISOString() });
    },
  );
};
