import {
  ADMIN_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  ZAdminBlockBody,
  ZAdminRoleBody,
  ZAdminUserDetail,
  ZAdminUserIdParams,
  ZAdminUsersPage,
  ZAdminUsersQuery,
  ZBadRequestBody,
  ZErrorBody,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import * as service from './users.service.ts';

const tags = ['Администрирование'];
const errors = { 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** The back office's users: search, view, role, block and unblock, password reset mail. Admins only. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  const { sql } = deps;
  const onRequest = deps.guards.requireStaff('users');

  app.get(
    '/api/v1/admin/users/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Пользователи',
        description:
          `\`search\` — часть email или имени без учёта регистра; \`role\`, \`blocked\` (true/false). ` +
          `Новые сверху, по ${ADMIN_USERS_PAGE_SIZE}.`,
        security: BEARER_SECURITY,
        querystring: ZAdminUsersQuery,
        response: { 200: ZAdminUsersPage, ...errors },
      },
    },
    async (request) => {
      const { search, role, blocked, page } = request.query;
      return service.listUsers(
        sql,
        { search: search || undefined, role, blocked: blocked === undefined ? undefined : blocked === 'true' },
        page,
      );
    },
  );

  app.get(
    '/api/v1/admin/users/:id/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Пользователь',
        description: 'Профиль, роль, блокировка, подписки, представляемые компании и ИП, продавцы, число заказов.',
        security: BEARER_SECURITY,
        params: ZAdminUserIdParams,
        response: { 200: ZAdminUserDetail, ...errors },
      },
    },
    async (request) => service.getUser(sql, request.params.id),
  );

  app.patch(
    '/api/v1/admin/users/:id/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Изменить роль пользователя',
        description: `\`role\`: user, moderator или admin. Свою роль — 400 «${ADMIN_MESSAGES.cannotChangeOwnRole}».`,
        security: BEARER_SECURITY,
        params: ZAdminUserIdParams,
        body: ZAdminRoleBody,
        response: { 200: ZAdminUserDetail, ...errors },
      },
    },
    async (request) => {
      await service.setRole(sql, currentUser(request).id, request.params.id, request.body.role);
      return service.getUser(sql, request.params.id);
    },
  );

  app.post(
    '/api/v1/admin/users/:id/block/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Заблокировать пользователя',
        description:
          'Все сеансы пользователя заканчиваются сразу, вход отклоняется с объяснением, его товары скрыты из ' +
          `каталога. \`reason\` обязателен. Себя — 400 «${ADMIN_MESSAGES.cannotBlockSelf}».`,
        security: BEARER_SECURITY,
        params: ZAdminUserIdParams,
        body: ZAdminBlockBody,
        response: { 200: ZAdminUserDetail, ...errors },
      },
    },
    async (request) => {
      await service.block(sql, currentUser(request).id, request.params.id, request.body.reason);
      return service.getUser(sql, request.params.id);
    },
  );

  app.post(
    '/api/v1/admin/users/:id/unblock/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Разблокировать пользователя',
        description: 'Пользователь снова может войти; его товары возвращаются в каталог.',
        security: BEARER_SECURITY,
        params: ZAdminUserIdParams,
        response: { 200: ZAdminUserDetail, ...errors },
      },
    },
    async (request) => {
      await service.unblock(sql, currentUser(request).id, request.params.id);
      return service.getUser(sql, request.params.id);
    },
  );

  app.post(
    '/api/v1/admin/users/:id/reset-password/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Отправить письмо для смены пароля',
        description: 'То же письмо со ссылкой, что отправляет «Забыли пароль?». Неактивному пользователю не уходит.',
        security: BEARER_SECURITY,
        params: ZAdminUserIdParams,
        response: { 204: z.null().describe('Письмо отправлено'), ...errors },
      },
    },
    async (request, reply) => {
      await service.resetPassword(deps, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
