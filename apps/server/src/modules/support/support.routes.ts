import { ZBadRequestBody, ZErrorBody, ZSupportBody, ZSupportRequest } from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import { insertSupportRequest } from './support.repository.ts';

export const supportRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v1/support/',
    {
      onRequest: deps.guards.requireUser,
      schema: {
        tags: ['Поддержка'],
        summary: 'Обращение в поддержку',
        description: 'Сохраняется для сотрудников поддержки. Текст — до 5000 символов.',
        security: BEARER_SECURITY,
        body: ZSupportBody,
        response: { 201: ZSupportRequest, 400: ZBadRequestBody, 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      const row = await insertSupportRequest(deps.sql, currentUser(request).id, request.body.support);
      return reply.status(201).send({ id: row.id, support: row.text, created_at: row.created_at.toISOString() });
    },
  );
};
