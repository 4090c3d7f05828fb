import {
  ZBadRequestBody,
  ZChatIdParams,
  ZChatMessage,
  ZChatMessagePage,
  ZErrorBody,
  ZSupportAssignBody,
  ZSupportConversation,
  ZSupportConversationPage,
  ZSupportInboxQuery,
  ZSupportMessagesQuery,
  ZSupportReplyBody,
  ZSupportStatusBody,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import {
  assignSupportConversation,
  getSupportConversation,
  listSupportConversations,
  readSupportMessages,
  replyToSupport,
  setSupportStatus,
  type TChatDeps,
} from '../chat/index.ts';

const tags = ['Поддержка'];
const adminErrors = { 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody };
const conversationErrors = { ...adminErrors, 404: ZErrorBody };

/**
 * The support team’s inbox (admins and moderators): the users' conversations
 * with support by status, each one's history, answers, status and who takes it.
 * Admins answer here and never join the rooms themselves.
 */
export const supportAdminRoutes: FastifyPluginAsyncZod<{ deps: TChatDeps }> = async (app, { deps }) => {
  const requireSupportStaff = deps.accounts.guards.requireStaff('support');

  app.get(
    '/api/v1/admin/support/',
    {
      onRequest: requireSupportStaff,
      schema: {
        tags,
        summary: 'Обращения в поддержку (администратор)',
        description:
          'Диалоги пользователей со службой поддержки, новые сверху, по 20 на странице. `status` — open (ждут ' +
          'ответа), answered, closed; `assigned=me` — взятые вызывающим, `assigned=nobody` — ничьи. `by_status` — ' +
          'сколько диалогов в каждом статусе при том же отборе по исполнителю. `unread` — сообщения пользователя, ' +
          'которые ещё не читал никто из сотрудников.',
        security: BEARER_SECURITY,
        querystring: ZSupportInboxQuery,
        response: { 200: ZSupportConversationPage, ...adminErrors },
      },
    },
    async (request) => {
      const { status, assigned, page } = request.query;
      return listSupportConversations(deps, { status, assigned, adminId: currentUser(request).id }, page);
    },
  );

  app.get(
    '/api/v1/admin/support/:id/',
    {
      onRequest: requireSupportStaff,
      schema: {
        tags,
        summary: 'Обращение в поддержку (администратор)',
        security: BEARER_SECURITY,
        params: ZChatIdParams,
        response: { 200: ZSupportConversation, ...conversationErrors },
      },
    },
    async (request) => getSupportConversation(deps, request.params.id),
  );

  app.get(
    '/api/v1/admin/support/:id/messages/',
    {
      onRequest: requireSupportStaff,
      schema: {
        tags,
        summary: 'Переписка обращения (администратор)',
        description:
          'Сообщения диалога, старые первыми: последние `limit` (до 100, по умолчанию 50) или, с `before_seq`, ' +
          'те, что раньше. Отмечает прочитанным для сотрудников всё до последнего отданного сообщения.',
        security: BEARER_SECURITY,
        params: ZChatIdParams,
        querystring: ZSupportMessagesQuery,
        response: { 200: ZChatMessagePage, ...conversationErrors },
      },
    },
    async (request) =>
      readSupportMessages(deps, request.params.id, {
        beforeSeq: request.query.before_seq,
        limit: request.query.limit,
      }),
  );

  app.post(
    '/api/v1/admin/support/:id/reply/',
    {
      onRequest: requireSupportStaff,
      schema: {
        tags,
        summary: 'Ответить на обращение (администратор)',
        description:
          'Ответ от имени службы поддержки (до 5000 символов) приходит пользователю в «Сообщения» и сразу на ' +
          'почту; диалог становится «Отвечено», если пользователь не написал после ответа.',
        security: BEARER_SECURITY,
        params: ZChatIdParams,
        body: ZSupportReplyBody,
        response: { 201: ZChatMessage, ...conversationErrors },
      },
    },
    async (request, reply) => {
      const message = await replyToSupport(deps, currentUser(request).id, request.params.id, request.body.message);
      return reply.status(201).send(message);
    },
  );

  app.patch(
    '/api/v1/admin/support/:id/',
    {
      onRequest: requireSupportStaff,
      schema: {
        tags,
        summary: 'Сменить статус обращения (администратор)',
        description: 'open, answered или closed. Закрытый диалог снова открывается, когда пользователь пишет в него.',
        security: BEARER_SECURITY,
        params: ZChatIdParams,
        body: ZSupportStatusBody,
        response: { 200: ZSupportConversation, ...conversationErrors },
      },
    },
    async (request) => setSupportStatus(deps, request.params.id, request.body.status),
  );

  app.post(
    '/api/v1/admin/support/:id/assign/',
    {
      onRequest: requireSupportStaff,
      schema: {
        tags,
        summary: 'Взять обращение себе (администратор)',
        description: 'Без тела (или с `{}`) обращение переходит вызывающему; `{"assignee": null}` снимает исполнителя.',
        security: BEARER_SECURITY,
        params: ZChatIdParams,
        body: ZSupportAssignBody.nullish(),
        response: { 200: ZSupportConversation, ...conversationErrors },
      },
    },
    async (request) => {
      const release = request.body?.assignee === null;
      return assignSupportConversation(deps, request.params.id, release ? null : currentUser(request).id);
    },
  );
};
