import {
  DOCUMENT_SIGNATURE_NOTICE,
  DOCUMENT_UPLOAD_MAX_BYTES,
  DOCUMENTS_PAGE_SIZE,
  ZBadRequestBody,
  ZDocument,
  ZDocumentCreateBody,
  ZDocumentParams,
  ZDocumentRejectBody,
  ZDocumentsPage,
  ZDocumentsQuery,
  ZEntitlementErrorBody,
  ZErrorBody,
} from '@sverka/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import { readMultipartBody, uploadedFiles } from '../../lib/multipart.ts';
import { contentDisposition } from './document-files.ts';
import * as service from './documents.service.ts';

const tags = ['Документы'];

export type TDocumentsRoutesOptions = { deps: service.TDocumentsDeps; requireUser: preHandlerAsyncHookHandler };

/**
 * Document flow between the parties of an order or a won tender: generate or upload, list, open, the PDF, sign, reject.
 * Only the two parties see a document (anyone else gets 404); sending needs `documents.flow`, receiving,
 * opening and signing do not.
 */
export const documentsRoutes: FastifyPluginAsyncZod<TDocumentsRoutesOptions> = async (app, { deps, requireUser }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/v1/documents/',
    {
      schema: {
        tags,
        summary: 'Документы моих сделок',
        description:
          `Документы, где спрашивающий — одна из сторон, новые сверху, по ${DOCUMENTS_PAGE_SIZE} на странице. ` +
          'Фильтры: status, kind, direction (in — полученные, out — отправленные), counterparty (часть названия ' +
          'или ИНН другой стороны), order, tender, from/to (дни по Москве). `locked` — null, если тариф позволяет ' +
          'отправлять документы, иначе — самый дешёвый тариф, где это есть. Документы тендера (tender) видят ' +
          'только заказчик и победитель; остальным — 404.',
        security: BEARER_SECURITY,
        querystring: ZDocumentsQuery,
        response: { 200: ZDocumentsPage, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => service.listDocuments(deps, request, currentUser(request).id, request.query),
  );

  app.post(
    '/api/v1/documents/',
    {
      preValidation: readMultipartBody({ fileFields: ['file'], maxFileBytes: DOCUMENT_UPLOAD_MAX_BYTES }),
      schema: {
        tags,
        summary: 'Отправить документ по заказу или тендеру',
        description:
          'JSON `{order, kind}` или `{tender, kind}` (ровно одно из order и tender, иначе 400) — сформировать ' +
          'PDF из сделки и реквизитов сторон: contract (договор поставки), invoice (счёт), act (акт), upd (УПД); ' +
          'счёт, акт и УПД выставляет только продавец (по тендеру — победитель, покупатель — заказчик). Либо ' +
          '`multipart/form-data` с `order` или `tender`, `kind=upload`, `file` (PDF, DOCX, XLSX, PNG, JPEG до ' +
          `${DOCUMENT_UPLOAD_MAX_BYTES / 1024 / 1024} МБ) и необязательным \`title\`. Отправитель — сторона ` +
          'сделки (чужой заказ или тендер, в том числе проигравшему поставщику, — 404); без тарифа с ' +
          'документооборотом — 403 entitlement_required; по отменённому заказу или тендеру без победителя — ' +
          '409. Другая сторона получает письмо.',
        security: BEARER_SECURITY,
        consumes: ['application/json', 'multipart/form-data'],
        body: ZDocumentCreateBody,
        response: {
          201: ZDocument,
          400: ZBadRequestBody,
          401: ZErrorBody,
          403: ZEntitlementErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await service.createDocument(deps, request, currentUser(request).id, {
        order: request.body.order,
        tender: request.body.tender,
        kind: request.body.kind,
        title: request.body.title,
        file: uploadedFiles(request).file,
      });
      if (!result.ok) return reply.status(403).send(result.refusal);
      return reply.status(201).send(result.document);
    },
  );

  app.get(
    '/api/v1/documents/:id/',
    {
      schema: {
        tags,
        summary: 'Документ',
        description:
          'Для двух сторон сделки; остальным — 404. Когда документ открывает получатель, статус sent ' +
          'становится viewed (один раз, в журнале — кто и когда).',
        security: BEARER_SECURITY,
        params: ZDocumentParams,
        response: { 200: ZDocument, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => service.getDocument(deps, currentUser(request).id, request.params.id),
  );

  app.get(
    '/api/v1/documents/:id/file/',
    {
      schema: {
        tags,
        summary: 'Файл документа',
        description:
          'PDF сформированного документа (у подписанного — со штампом «Подписано: ФИО, организация, дата и ' +
          `время (МСК)» и пометкой «${DOCUMENT_SIGNATURE_NOTICE}»), загруженный файл — как есть (PDF после ` +
          'подписания — с листом подтверждения). Открытие получателем отмечает документ просмотренным.',
        security: BEARER_SECURITY,
        params: ZDocumentParams,
        produces: ['application/pdf', 'application/octet-stream'],
        response: {
          200: z.any().describe('Файл документа'),
          400: ZBadRequestBody,
          401: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const file = await service.documentFile(deps, currentUser(request).id, request.params.id);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.bytes));
    },
  );

  app.post(
    '/api/v1/documents/:id/sign/',
    {
      schema: {
        tags,
        summary: 'Подписать документ',
        description:
          `Подтверждение получателем в сервисе (${DOCUMENT_SIGNATURE_NOTICE.toLowerCase()}): записывается один ` +
          'раз, с временем и пользователем; повторное или одновременное второе — 409, как и подпись ' +
          'отправителем или отклонённого документа. Тариф не нужен. Отправитель получает письмо.',
        security: BEARER_SECURITY,
        params: ZDocumentParams,
        response: { 200: ZDocument, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => service.answerDocument(deps, currentUser(request).id, request.params.id, { status: 'signed' }),
  );

  app.post(
    '/api/v1/documents/:id/reject/',
    {
      schema: {
        tags,
        summary: 'Отклонить документ',
        description:
          '`{reason}` обязателен. Только получатель и только пока документ не подписан и не отклонён (иначе ' +
          '409). Отправитель получает письмо с причиной.',
        security: BEARER_SECURITY,
        params: ZDocumentParams,
        body: ZDocumentRejectBody,
        response: { 200: ZDocument, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) =>
      service.answerDocument(deps, currentUser(request).id, request.params.id, {
        status: 'rejected',
        reason: request.body.reason,
      }),
  );
};
