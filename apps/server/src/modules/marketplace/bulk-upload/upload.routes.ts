import {
  ENTITLEMENT_ERROR_CODE,
  ENTITLEMENT_MESSAGES,
  PRODUCT_UPLOAD_MAX_BYTES,
  PRODUCT_UPLOAD_MAX_ROWS,
  type TEntitlementErrorBody,
  ZBadRequestBody,
  ZEntitlementErrorBody,
  ZErrorBody,
  ZProductUpload,
  ZProductUploadForm,
  ZProductUploadIdParams,
  ZProductUploadList,
  ZProductUploadSellerList,
} from '@sverka/shared';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../../lib/auth.ts';
import { readMultipartBody, uploadedFiles } from '../../../lib/multipart.ts';
import { lockedFeature } from '../../entitlements/index.ts';
import { presentUpload, presentUploadSummary } from './upload.presenter.ts';
import * as service from './upload.service.ts';
import { templateCsv, templateXlsx } from './upload-template.ts';

const tags = ['Маркетплейс: загрузка товаров файлом'];
const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type TBulkUploadRoutesOptions = { deps: service.TBulkUploadDeps; requireUser: preHandlerAsyncHookHandler };

/** 403 with the entitlement body when the caller's plan lacks bulk upload; undefined when it has it. */
async function refuseWithoutFeature(deps: service.TBulkUploadDeps, request: FastifyRequest, reply: FastifyReply) {
  const locked = await lockedFeature(deps.sql, request, 'marketplace.bulk_upload');
  if (!locked) return undefined;
  const body: TEntitlementErrorBody = {
    detail: ENTITLEMENT_MESSAGES[locked.reason],
    code: ENTITLEMENT_ERROR_CODE,
    ...locked,
  };
  return reply.status(403).send(body);
}

/**
 * Bulk upload of goods (a paid feature): a YML feed, XLSX or CSV becomes the seller's products
 * through a background job; the seller follows its progress and reads the per-row report.
 */
export const bulkUploadRoutes: FastifyPluginAsyncZod<TBulkUploadRoutesOptions> = async (app, { deps, requireUser }) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/api/v1/products/uploads/',
    {
      preValidation: readMultipartBody({ fileFields: ['file'], maxFileBytes: PRODUCT_UPLOAD_MAX_BYTES }),
      schema: {
        tags,
        summary: 'Загрузить товары файлом (YML, XLSX или CSV)',
        description:
          '`multipart/form-data`: `company` — продавец, которого представляет пользователь, и `file` — YML-фид ' +
          `(yml_catalog), XLSX или CSV по шаблону, до ${PRODUCT_UPLOAD_MAX_BYTES / 1024 / 1024} МБ и ` +
          `${PRODUCT_UPLOAD_MAX_ROWS.toLocaleString('ru-RU')} товаров. Формат определяется по содержимому. ` +
          'Загрузка ставится в очередь (status queued); товары создаются или обновляются по offer_id и уходят ' +
          'на модерацию, фотографии по ссылкам скачиваются отдельно. Без тарифа с массовой загрузкой — 403 ' +
          'entitlement_required; чужой продавец — 403; уже три загрузки ждут обработки — 429.',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        body: ZProductUploadForm,
        response: {
          201: ZProductUpload,
          400: ZBadRequestBody,
          401: ZErrorBody,
          403: z.union([ZEntitlementErrorBody, ZErrorBody]),
          413: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const refused = await refuseWithoutFeature(deps, request, reply);
      if (refused) return refused;
      const upload = await service.submitUpload(
        deps,
        currentUser(request).id,
        request.body.company,
        uploadedFiles(request).file,
      );
      return reply.status(201).send(presentUpload(upload));
    },
  );

  app.get(
    '/api/v1/products/uploads/',
    {
      schema: {
        tags,
        summary: 'Мои загрузки товаров',
        description: 'Новые сверху, последние 50, без построчных отчётов.',
        security: BEARER_SECURITY,
        response: { 200: ZProductUploadList, 401: ZErrorBody },
      },
    },
    async (request) => (await service.listUploads(deps, currentUser(request).id)).map(presentUploadSummary),
  );

  app.get(
    '/api/v1/products/uploads/sellers/',
    {
      schema: {
        tags,
        summary: 'Продавцы, от имени которых можно загружать товары',
        description:
          'Компании и ИП, представителем которых является пользователь. Без тарифа с массовой загрузкой — 403 ' +
          'entitlement_required: страница загрузки показывает вместо формы, что даёт возможность и где тарифы.',
        security: BEARER_SECURITY,
        response: { 200: ZProductUploadSellerList, 401: ZErrorBody, 403: ZEntitlementErrorBody },
      },
    },
    async (request, reply) => {
      const refused = await refuseWithoutFeature(deps, request, reply);
      if (refused) return refused;
      return service.listRepresentedSellers(deps, currentUser(request).id);
    },
  );

  app.get(
    '/api/v1/products/uploads/template.xlsx',
    {
      schema: {
        tags,
        summary: 'Шаблон таблицы товаров (XLSX)',
        description: 'Столбцы шаблона с примером строки; на втором листе — категории каталога с их номерами.',
        security: BEARER_SECURITY,
        response: { 200: z.any().describe(XLSX_CONTENT_TYPE), 401: ZErrorBody },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="products-template.xlsx"')
        .header('cache-control', 'private, no-store')
        .send(await templateXlsx(await service.categoryPaths(deps))),
  );

  app.get(
    '/api/v1/products/uploads/template.csv',
    {
      schema: {
        tags,
        summary: 'Шаблон таблицы товаров (CSV)',
        description: 'UTF-8 с BOM, разделитель «;»; столбцы шаблона с примером строки.',
        security: BEARER_SECURITY,
        response: { 200: z.any().describe('text/csv'), 401: ZErrorBody },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products-template.csv"')
        .header('cache-control', 'private, no-store')
        .send(templateCsv()),
  );

  app.get(
    '/api/v1/products/uploads/:id/',
    {
      schema: {
        tags,
        summary: 'Загрузка товаров: состояние и отчёт',
        description:
          'status: queued → processing → done | failed; счётчики растут по ходу обработки; report — по строке на ' +
          'товар файла (created, updated или refused с причинами). Чужая загрузка — 404.',
        security: BEARER_SECURITY,
        params: ZProductUploadIdParams,
        response: { 200: ZProductUpload, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => presentUpload(await service.getUpload(deps, currentUser(request).id, request.params.id)),
  );
};
