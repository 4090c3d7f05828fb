import {
  BULK_CHECK_MAX_BYTES,
  BULK_CHECK_MAX_ITEMS,
  BULK_CHECKS_LIST_MAX,
  BULK_CHECKS_RUNNING_MAX,
  ZBadRequestBody,
  ZBulkCheck,
  ZBulkCheckAllowance,
  ZBulkCheckCreateBody,
  ZBulkCheckIdParams,
  ZBulkCheckList,
  ZBulkCheckQuery,
  ZBulkCheckSummary,
  ZBulkCheckWatchResult,
  ZEntitlementErrorBody,
  ZErrorBody,
  ZPlanLimitErrorBody,
} from '@sverka/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAccountsConfig } from '../../config.ts';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import { readMultipartBody, uploadedFiles } from '../../lib/multipart.ts';
import { linkOrigin } from '../../lib/site-origin.ts';
import { presentCheck, presentCheckSummary } from './bulk-check.presenter.ts';
import * as service from './bulk-check.service.ts';

const tags = ['Проверка списком'];
const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type TBulkCheckRoutesOptions = {
  deps: service.TBulkCheckDeps;
  requireUser: preHandlerAsyncHookHandler;
  /** Where the export's card links start (the origin the user opened, as payment links do). */
  links: Pick<TAccountsConfig, 'publicUrl' | 'origins'>;
};

/**
 * Bulk check (`/check/bulk`): a list of ИНН/ОГРН checked by a background job; the result table, its XLSX
 * and «add all to the watch list». Signed-in users only; how many one check holds is the plan's allowance.
 */
export const bulkCheckRoutes: FastifyPluginAsyncZod<TBulkCheckRoutesOptions> = async (
  app,
  { deps, requireUser, links },
) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/api/v1/bulk-checks/',
    {
      preValidation: readMultipartBody({ fileFields: ['file'], maxFileBytes: BULK_CHECK_MAX_BYTES }),
      schema: {
        tags,
        summary: 'Проверить список ИНН и ОГРН',
        description:
          'JSON `{items: [...], name?}` — ИНН, ОГРН или ОГРНИП по одному в элементе; либо `multipart/form-data` ' +
          `с \`file\` — XLSX или CSV до ${BULK_CHECK_MAX_BYTES / 1024 / 1024} МБ (берётся столбец с заголовком ` +
          '«ИНН» или «ОГРН», иначе тот, где больше всего идентификаторов). До ' +
          `${BULK_CHECK_MAX_ITEMS.toLocaleString('ru-RU')} значений. Значения с неверной контрольной цифрой ` +
          'не проверяются, а попадают в `invalid` с причиной. Проверка ставится в очередь (status queued). ' +
          'Без тарифа с проверкой списком — 403 entitlement_required; верных идентификаторов больше, чем ' +
          'позволяет тариф, — 403 plan_limit_reached с `limit` и тарифом, где больше; уже ' +
          `${BULK_CHECKS_RUNNING_MAX} проверки ждут или идут — 429.`,
        security: BEARER_SECURITY,
        consumes: ['application/json', 'multipart/form-data'],
        body: ZBulkCheckCreateBody,
        response: {
          201: ZBulkCheckSummary,
          400: ZBadRequestBody,
          401: ZErrorBody,
          403: z.union([ZEntitlementErrorBody, ZPlanLimitErrorBody]),
          429: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await service.submitCheck(deps, request, currentUser(request).id, {
        items: request.body.items,
        name: request.body.name,
        file: uploadedFiles(request).file,
      });
      if (!result.ok) return reply.status(403).send(result.refusal);
      return reply.status(201).send(presentCheckSummary(result.check));
    },
  );

  app.get(
    '/api/v1/bulk-checks/',
    {
      schema: {
        tags,
        summary: 'Мои проверки списком',
        description: `Новые сверху, последние ${BULK_CHECKS_LIST_MAX}, без строк результата.`,
        security: BEARER_SECURITY,
        response: { 200: ZBulkCheckList, 401: ZErrorBody },
      },
    },
    async (request) => (await service.listChecks(deps, currentUser(request).id)).map(presentCheckSummary),
  );

  app.get(
    '/api/v1/bulk-checks/allowance/',
    {
      schema: {
        tags,
        summary: 'Сколько ИНН и ОГРН можно проверить списком по тарифу',
        description: '`limit` 0 — проверка списком не входит в тариф; `plan` — самый дешёвый тариф, где можно больше.',
        security: BEARER_SECURITY,
        response: { 200: ZBulkCheckAllowance, 401: ZErrorBody },
      },
    },
    async (request) => service.getAllowance(deps, request),
  );

  app.get(
    '/api/v1/bulk-checks/:id/',
    {
      schema: {
        tags,
        summary: 'Проверка списком: ход и результат',
        description:
          'status: queued → running → done | failed; `done` из `total` — сколько проверено. `rows` — строки по ' +
          'порядку списка (пока идёт проверка — готовые), ненайденные — со статусом «Нет в реестре»; `invalid` — ' +
          'значения с причинами. `?rows=none` — без строк, для опроса хода. Чужая проверка — 404.',
        security: BEARER_SECURITY,
        params: ZBulkCheckIdParams,
        querystring: ZBulkCheckQuery,
        response: { 200: ZBulkCheck, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const { check, rows } = await service.getCheck(
        deps,
        currentUser(request).id,
        request.params.id,
        request.query.rows === 'all',
      );
      return presentCheck(check, rows);
    },
  );

  app.get(
    '/api/v1/bulk-checks/:id/export/',
    {
      schema: {
        tags,
        summary: 'Результат проверки списком в XLSX',
        description:
          'Лист «Результаты» — те же столбцы, что на странице, со ссылкой на карточку; лист «Неверные» — значения ' +
          'с причинами. Пока проверка идёт — 409. Чужая проверка — 404.',
        security: BEARER_SECURITY,
        params: ZBulkCheckIdParams,
        response: {
          200: z.any().describe(XLSX_CONTENT_TYPE),
          400: ZBadRequestBody,
          401: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const origin = linkOrigin(request, links);
      const { fileName, content } = await service.exportCheck(deps, currentUser(request).id, request.params.id, origin);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  app.post(
    '/api/v1/bulk-checks/:id/watch/',
    {
      schema: {
        tags,
        summary: 'Добавить всех найденных в отслеживание',
        description:
          'Найденные проверкой организации и ИП встают в список отслеживания, пока он не заполнится по тарифу: ' +
          '`added` — добавлены, `already_watched` — уже были, `over_limit` — не поместились. Ни одного ' +
          'найденного — 409. Чужая проверка — 404.',
        security: BEARER_SECURITY,
        params: ZBulkCheckIdParams,
        response: {
          200: ZBulkCheckWatchResult,
          400: ZBadRequestBody,
          401: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request) => service.watchAll(deps, currentUser(request).id, request.params.id),
  );
};
