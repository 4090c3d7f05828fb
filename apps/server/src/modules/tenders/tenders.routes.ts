import {
  QUOTE_FILE_FIELD,
  TENDER_FILE_FIELDS,
  TENDER_FILE_MAX_BYTES,
  TENDER_FILES_MAX,
  TENDERS_PAGE_SIZE,
  ZBadRequestBody,
  ZChatRoom,
  ZEntitlementErrorBody,
  ZErrorBody,
  ZMyQuoteList,
  ZMyTenderList,
  ZPlanLimitErrorBody,
  ZQuote,
  ZQuoteBody,
  ZQuoteList,
  ZTender,
  ZTenderAllowance,
  ZTenderChatBody,
  ZTenderCreateBody,
  ZTenderFileParams,
  ZTenderIdParams,
  ZTenderRegionList,
  ZTendersPage,
  ZTendersQuery,
  ZTenderWinnerBody,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import { readMultipartBody, uploadedFiles } from '../../lib/multipart.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import { openTenderChat } from './tender-chat.service.ts';
import * as repository from './tenders.repository.ts';
import * as service from './tenders.service.ts';

const tags = ['Тендеры'];
const security = BEARER_SECURITY;
const MEGABYTES = TENDER_FILE_MAX_BYTES / 1024 / 1024;

/**
 * Tenders (purchase requests, `/tenders`): signed-in users only. A company's representative publishes within
 * the plan's allowance of open tenders; other companies' representatives quote; the customer compares, chats
 * and picks the winner.
 */
export const tendersRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', deps.guards.requireUser);

  app.get(
    '/api/v1/tenders/',
    {
      schema: {
        tags,
        summary: 'Открытые тендеры',
        description:
          `Тендеры, которые принимают предложения (открыты, срок не прошёл), ближайший срок первым, по ${TENDERS_PAGE_SIZE} ` +
          'на странице. Фильтры: категория (с подкатегориями), регион, срок от и до, слова из названия или описания.',
        security,
        querystring: ZTendersQuery,
        response: { 200: ZTendersPage, 400: ZBadRequestBody, 401: ZErrorBody },
      },
    },
    async (request) => service.listTenders(deps, currentUser(request).id, request.query),
  );

  app.post(
    '/api/v1/tenders/',
    {
      preValidation: readMultipartBody({ fileFields: TENDER_FILE_FIELDS, maxFileBytes: TENDER_FILE_MAX_BYTES }),
      schema: {
        tags,
        summary: 'Опубликовать тендер',
        description:
          'JSON или `multipart/form-data` с теми же полями и файлами `file_1`…`file_5` (до ' +
          `${TENDER_FILES_MAX} файлов PDF, DOCX, XLSX, JPG, PNG или WebP до ${MEGABYTES} МБ; формат определяется по ` +
          'содержимому). `company` — продавец, которого представляет пользователь (можно не указывать, если он ' +
          'один). `deadline` — дата позже сегодняшней. Без тарифа с тендерами — 403 entitlement_required; открыто ' +
          'столько, сколько позволяет тариф, — 403 plan_limit_reached с `limit` и тарифом, где больше; пользователь ' +
          'не представляет компанию — 403.',
        security,
        consumes: ['application/json', 'multipart/form-data'],
        body: ZTenderCreateBody,
        response: {
          201: ZTender,
          400: ZBadRequestBody,
          401: ZErrorBody,
          403: z.union([ZEntitlementErrorBody, ZPlanLimitErrorBody, ZErrorBody]),
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const result = await service.createTender(deps, request, userId, request.body, uploadedFiles(request));
      if (!result.ok) return reply.status(403).send(result.refusal);
      return reply.status(201).send(await service.getTender(deps, userId, result.id));
    },
  );

  app.get(
    '/api/v1/tenders/allowance/',
    {
      schema: {
        tags,
        summary: 'Сколько тендеров можно держать открытыми по тарифу',
        description:
          '`limit` 0 — публикация тендеров не входит в тариф; `open` — сколько открыто сейчас; `plan` — самый ' +
          'дешёвый тариф, где можно больше; `companies` — компании, от которых пользователь может публиковать.',
        security,
        response: { 200: ZTenderAllowance, 401: ZErrorBody },
      },
    },
    async (request) => service.getAllowance(deps, request, currentUser(request).id),
  );

  app.get(
    '/api/v1/tenders/regions/',
    {
      schema: {
        tags,
        summary: 'Регионы для тендеров',
        security,
        response: { 200: ZTenderRegionList, 401: ZErrorBody },
      },
    },
    async () => repository.listRegions(deps.sql),
  );

  app.get(
    '/api/v1/tenders/mine/',
    {
      schema: {
        tags,
        summary: 'Мои тендеры',
        description: 'Тендеры компаний пользователя в любом статусе, новые первыми.',
        security,
        response: { 200: ZMyTenderList, 401: ZErrorBody },
      },
    },
    async (request) => service.myTenders(deps, currentUser(request).id),
  );

  app.get(
    '/api/v1/tenders/my-quotes/',
    {
      schema: {
        tags,
        summary: 'Мои предложения',
        description: 'Предложения компаний пользователя с тендерами, на которые они поданы.',
        security,
        response: { 200: ZMyQuoteList, 401: ZErrorBody },
      },
    },
    async (request) => service.myQuotes(deps, currentUser(request).id),
  );

  app.get(
    '/api/v1/tenders/:id/',
    {
      schema: {
        tags,
        summary: 'Тендер',
        description:
          '`my_quote` — предложение компании пользователя; `winner` — выигравшее предложение, видно заказчику и ' +
          'победителю.',
        security,
        params: ZTenderIdParams,
        response: { 200: ZTender, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => service.getTender(deps, currentUser(request).id, request.params.id),
  );

  app.get(
    '/api/v1/tenders/:id/quotes/',
    {
      schema: {
        tags,
        summary: 'Предложения по тендеру',
        description: 'Заказчику — все предложения (дешёвые первыми); поставщику — только предложение его компании.',
        security,
        params: ZTenderIdParams,
        response: { 200: ZQuoteList, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => service.listQuotes(deps, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/v1/tenders/:id/quotes/',
    {
      preValidation: readMultipartBody({ fileFields: [QUOTE_FILE_FIELD], maxFileBytes: TENDER_FILE_MAX_BYTES }),
      schema: {
        tags,
        summary: 'Подать или изменить предложение',
        description:
          'JSON или `multipart/form-data` с необязательным файлом `file`. Одно предложение от компании: повторная ' +
          'подача заменяет его (200), первая — 201. Заказчик не может подать предложение на свой тендер (403); ' +
          'тендер завершён, отменён или срок прошёл — 409. Заказчик получает письмо.',
        security,
        consumes: ['application/json', 'multipart/form-data'],
        params: ZTenderIdParams,
        body: ZQuoteBody,
        response: {
          200: ZQuote,
          201: ZQuote,
          400: ZBadRequestBody,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { quote, created } = await service.submitQuote(
        deps,
        currentUser(request).id,
        request.params.id,
        request.body,
        uploadedFiles(request),
      );
      return reply.status(created ? 201 : 200).send(quote);
    },
  );

  app.post(
    '/api/v1/tenders/:id/winner/',
    {
      schema: {
        tags,
        summary: 'Выбрать победителя',
        description:
          'Только заказчик и только пока тендер открыт (после срока тоже можно): тендер завершается, победителю и ' +
          'остальным участникам уходят письма. Не заказчик — 403; тендер уже завершён или отменён — 409.',
        security,
        params: ZTenderIdParams,
        body: ZTenderWinnerBody,
        response: {
          200: ZTender,
          400: ZBadRequestBody,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request) => service.chooseWinner(deps, currentUser(request).id, request.params.id, request.body.quote),
  );

  app.post(
    '/api/v1/tenders/:id/cancel/',
    {
      schema: {
        tags,
        summary: 'Отменить тендер',
        description: 'Только заказчик и только открытый тендер; участникам уходят письма.',
        security,
        params: ZTenderIdParams,
        response: {
          200: ZTender,
          400: ZBadRequestBody,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request) => service.cancelTender(deps, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/v1/tenders/:id/chat/',
    {
      schema: {
        tags,
        summary: 'Чат заказчика с поставщиком',
        description:
          'Комната чата (kind `tender`) заказчика и компании, подавшей предложение `quote`: создаётся при первом ' +
          'обращении любой из сторон, потом открывается та же. Сообщения — через общий чат (/api/v1/chat-room/, ' +
          '/ws/chat/{slug}). Чужое предложение — 404.',
        security,
        params: ZTenderIdParams,
        body: ZTenderChatBody,
        response: { 200: ZChatRoom, 201: ZChatRoom, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { room, created } = await openTenderChat(
        deps,
        currentUser(request).id,
        request.params.id,
        request.body.quote,
      );
      return reply.status(created ? 201 : 200).send(room);
    },
  );

  app.get(
    '/api/v1/tenders/:id/files/:file/',
    {
      schema: {
        tags,
        summary: 'Файл тендера или предложения',
        description:
          'Файлы тендера — любому вошедшему пользователю; файл предложения — заказчику и подавшей его компании, ' +
          'остальным 404. Отдаётся как вложение.',
        security,
        params: ZTenderFileParams,
        response: { 200: z.any(), 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const file = await service.getFile(deps, currentUser(request).id, request.params.id, request.params.file);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
