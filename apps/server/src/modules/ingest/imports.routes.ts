import {
  AppError,
  IMPORT_MESSAGES,
  IMPORT_UPLOAD_MAX_BYTES,
  MESSAGES,
  ZBadRequestBody,
  ZErrorBody,
  ZImportPageQuery,
  ZImportRejectionPage,
  ZImportRun,
  ZImportRunIdParams,
  ZImportRunPage,
  ZImportSourceList,
  ZImportStartForm,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, currentUser, type TAuthGuards } from '../../lib/auth.ts';
import { discardImportUpload, importUploadOf, keepImportUpload, receiveImportUpload } from './import-upload.ts';
import * as service from './imports.service.ts';

const tags = ['Администрирование'];
const security = BEARER_SECURITY;
const refusals = { 401: ZErrorBody, 403: ZErrorBody } as const;

export type TImportsRoutesOptions = { deps: service.TImportsDeps; guards: Pick<TAuthGuards, 'requireStaff'> };

/** The back office's imports: runs, their refused records, and starting a run over an uploaded file. */
export const importsRoutes: FastifyPluginAsyncZod<TImportsRoutesOptions> = async (app, { deps, guards }) => {
  app.addHook('onRequest', guards.requireStaff('imports'));
  // An upload that did not become a run (refused, invalid form, failed request) is gone before the answer.
  app.addHook('onSend', async (request, _reply, payload) => {
    await discardImportUpload(request);
    return payload;
  });
  app.addHook('onRequestAbort', discardImportUpload);

  app.get(
    '/api/v1/admin/imports/sources/',
    {
      schema: {
        tags,
        summary: 'Источники данных для импорта',
        description: 'Импортёры, как у `npm run import`: имя, что читает, какие файлы принимает (расширения).',
        security,
        response: { 200: ZImportSourceList, ...refusals },
      },
    },
    async () => service.listSources(),
  );

  app.get(
    '/api/v1/admin/imports/',
    {
      schema: {
        tags,
        summary: 'Запуски импорта',
        description:
          'Новые сверху, по 50 на странице: источник, файл, состояние (running, done, failed), счётчики, ' +
          'длительность, кто запустил (null — командная строка), прогресс в байтах.',
        security,
        querystring: ZImportPageQuery,
        response: { 200: ZImportRunPage, 400: ZBadRequestBody, ...refusals },
      },
    },
    async (request) => service.listRuns(deps.sql, request.query.page),
  );

  app.post(
    '/api/v1/admin/imports/',
    {
      preValidation: receiveImportUpload(deps.importsDir),
      schema: {
        tags,
        summary: 'Начать импорт загруженного файла',
        description:
          '`multipart/form-data`: `source` — источник (см. sources/), `file` — файл его вида или zip, ' +
          `до ${IMPORT_UPLOAD_MAX_BYTES / 1024 ** 3} ГБ. Запуск создаётся сразу и выполняется в фоне тем же ` +
          'импортёром, что и `npm run import`; состояние и прогресс — GET {id}/. Пока идёт импорт из того же ' +
          'источника — 409.',
        security,
        consumes: ['multipart/form-data'],
        body: ZImportStartForm,
        response: { 201: ZImportRun, 400: ZBadRequestBody, ...refusals, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      const upload = importUploadOf(request);
      // A JSON body may name a file, but only a multipart one brings it.
      if (!upload)
        throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { file: [IMPORT_MESSAGES.fileRequired] });
      const run = await service.startImport(deps, currentUser(request).id, request.body.source, upload);
      keepImportUpload(request);
      return reply.status(201).send(run);
    },
  );

  app.get(
    '/api/v1/admin/imports/:id/',
    {
      schema: {
        tags,
        summary: 'Запуск импорта',
        description: 'Состояние, счётчики и прогресс: bytes_done растёт с каждой записанной пачкой до bytes_total.',
        security,
        params: ZImportRunIdParams,
        response: { 200: ZImportRun, 400: ZBadRequestBody, ...refusals, 404: ZErrorBody },
      },
    },
    async (request) => service.getRun(deps.sql, request.params.id),
  );

  app.get(
    '/api/v1/admin/imports/:id/rejections/',
    {
      schema: {
        tags,
        summary: 'Отклонённые записи запуска импорта',
        description: 'В порядке чтения, по 50 на странице: файл, место в нём, причина и начало записи.',
        security,
        params: ZImportRunIdParams,
        querystring: ZImportPageQuery,
        response: { 200: ZImportRejectionPage, 400: ZBadRequestBody, ...refusals, 404: ZErrorBody },
      },
    },
    async (request) => service.listRejections(deps.sql, request.params.id, request.query.page),
  );
};
