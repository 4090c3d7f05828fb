import {
  ZBadRequestBody,
  ZChatIdParams,
  ZChatMessagePage,
  ZChatMessagesQuery,
  ZChatReadBody,
  ZChatRoom,
  ZChatRoomCreateBody,
  ZChatRoomList,
  ZChatSlug,
  ZChatTicket,
  ZChatUnread,
  ZErrorBody,
  ZFriendChatMessagesQuery,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import type { TChatDeps } from './chat.deps.ts';
import { issueTicket } from './chat.service.ts';
import { friendRoomHistory, roomsHistory } from './chat-history.service.ts';
import { getRoom, getUnread, listRooms, openProductRoom, readRoom } from './chat-rooms.service.ts';
import { listFriendRooms, openFriendRoom } from './friend-chat.service.ts';

const tags = ['Чат'];
const security = BEARER_SECURITY;

const HISTORY_PAGING =
  'Сообщения идут от старых к новым. `before_seq` — листать назад: самые новые `limit` сообщений до этого номера ' +
  '(без него — самые новые); `has_more` — есть ли ещё более старые. `after_seq` — догнать после переподключения: ' +
  'первые `limit` сообщений после этого номера; `has_more` — есть ли ещё новее.';

/** REST of the chat (spec §7 "Friends and chat"): rooms, history, read marks, unread counts, socket tickets. */
export const chatRoutes: FastifyPluginAsyncZod<{ deps: TChatDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', deps.accounts.guards.requireUser);
  const { sql } = deps;

  app.post(
    '/api/v1/chat-room/',
    {
      schema: {
        tags,
        summary: 'Написать продавцу: диалог о товаре',
        description:
          'Диалог покупателя (вызывающего) с представителем продавца опубликованного товара. Первый вызов создаёт ' +
          'диалог (201), повторный возвращает тот же (200). Свой товар и продавец без представителя — 400; ' +
          'товар не найден или не опубликован — 404.',
        security,
        body: ZChatRoomCreateBody,
        response: { 200: ZChatRoom, 201: ZChatRoom, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { room, created } = await openProductRoom(sql, currentUser(request).id, request.body.product);
      return reply.status(created ? 201 : 200).send(room);
    },
  );

  app.get(
    '/api/v1/chat-room/',
    {
      schema: {
        tags,
        summary: 'Мои диалоги',
        description:
          'Все диалоги пользователя — о товарах, с друзьями и с поддержкой, — сначала с самыми свежими сообщениями. ' +
          '`user2` — собеседник (у диалога с поддержкой — «Служба поддержки» с id 0), `unread` — непрочитанные ' +
          'сообщения собеседника.',
        security,
        response: { 200: ZChatRoomList, 401: ZErrorBody },
      },
    },
    async (request) => listRooms(sql, currentUser(request).id),
  );

  app.get(
    '/api/v1/chat-room/:id/',
    {
      schema: {
        tags,
        summary: 'Диалог',
        description: 'Диалог, в котором участвует пользователь; чужой или несуществующий — 404.',
        security,
        params: ZChatIdParams,
        response: { 200: ZChatRoom, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => getRoom(sql, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/v1/chat-room/:id/read/',
    {
      schema: {
        tags,
        summary: 'Отметить диалог прочитанным',
        description:
          'Пользователь прочитал диалог до сообщения с номером `seq`. Отметка не сдвигается назад и не уходит дальше ' +
          'последнего сообщения. Ответ — непрочитанные после отметки.',
        security,
        params: ZChatIdParams,
        body: ZChatReadBody,
        response: { 200: ZChatUnread, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => readRoom(deps, currentUser(request).id, request.params.id, request.body.seq),
  );

  app.get(
    '/api/v1/messages/',
    {
      schema: {
        tags,
        summary: 'История диалогов',
        description:
          '`chat_room__in` — номера диалогов пользователя через запятую; чужой или несуществующий среди них — 404. ' +
          `С одним диалогом: ${HISTORY_PAGING} С несколькими: самые новые \`limit\` сообщений каждого, по диалогам; ` +
          '`before_seq` и `after_seq` тогда не принимаются (400).',
        security,
        querystring: ZChatMessagesQuery,
        response: { 200: ZChatMessagePage, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => roomsHistory(sql, currentUser(request).id, request.query),
  );

  app.get(
    '/api/v1/friends/all-chats/',
    {
      schema: {
        tags,
        summary: 'Диалоги с друзьями',
        description: 'Диалоги пользователя с друзьями, сначала с самыми свежими сообщениями.',
        security,
        response: { 200: ZChatRoomList, 401: ZErrorBody },
      },
    },
    async (request) => listFriendRooms(sql, currentUser(request).id),
  );

  app.get(
    '/api/v1/friends/:id/chat/',
    {
      schema: {
        tags,
        summary: 'Написать другу: адрес диалога',
        description:
          '`id` — номер пользователя. Диалог открывается, если хотя бы один из двоих добавил другого в друзья ' +
          '(первый вызов создаёт его); иначе — 400. Ответ — `slug` диалога для сокета `/ws/friend-chat/{slug}` и ' +
          'истории `/api/v1/friends/chat/messages/`.',
        security,
        params: ZChatIdParams,
        response: { 200: ZChatSlug, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => openFriendRoom(sql, currentUser(request).id, request.params.id),
  );

  app.get(
    '/api/v1/friends/chat/messages/',
    {
      schema: {
        tags,
        summary: 'История диалога с другом',
        description: `\`slug\` — адрес диалога с другом; чужой или несуществующий — 404. ${HISTORY_PAGING}`,
        security,
        querystring: ZFriendChatMessagesQuery,
        response: { 200: ZChatMessagePage, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => friendRoomHistory(sql, currentUser(request).id, request.query),
  );

  app.post(
    '/api/v1/chat-ticket/',
    {
      schema: {
        tags,
        summary: 'Билет для подключения к чату',
        description:
          'Одноразовый билет на 60 секунд для `?ticket=` при подключении к сокетам чата: токен входа в адрес ' +
          'не попадает. Каждое (пере)подключение — новый билет.',
        security,
        response: { 201: ZChatTicket, 400: ZBadRequestBody, 401: ZErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send({ ticket: await issueTicket(sql, currentUser(request).id) }),
  );

  app.get(
    '/api/v1/chat-unread/',
    {
      schema: {
        tags,
        summary: 'Непрочитанные сообщения',
        description:
          'Для значков в шапке и в меню профиля: всего и по диалогам (`rooms`: номер диалога → число; диалоги без ' +
          'непрочитанных не перечислены). Свои сообщения не считаются.',
        security,
        response: { 200: ZChatUnread, 401: ZErrorBody },
      },
    },
    async (request) => getUnread(sql, currentUser(request).id),
  );
};
