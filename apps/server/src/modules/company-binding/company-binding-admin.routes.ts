import {
  COMPANY_BINDINGS_PAGE_SIZE,
  ZAdminCompanyBinding,
  ZAdminCompanyBindingPage,
  ZAdminCompanyBindingQuery,
  ZBadRequestBody,
  ZCompanyBindingApproveBody,
  ZCompanyBindingFileParams,
  ZCompanyBindingIdParams,
  ZCompanyBindingInlineQuery,
  ZCompanyBindingRejectBody,
  ZErrorBody,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import { approveBinding, rejectBinding } from './binding-review.service.ts';
import { presentAdminBinding } from './company-binding.presenter.ts';
import type { TBindingRow } from './company-binding.repository.ts';
import * as service from './company-binding.service.ts';
import { inlineFilesFor, inlineViewerOf, requireInlineViewer } from './document-access.service.ts';

const tags = ['Администрирование'];
const errors = { 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/**
 * What a shown document may do: nothing. It is an image or a PDF checked by
 * its first bytes, yet its reply forbids every load, runs it sandboxed (an
 * opaque origin without scripts or forms) and lets only this site's own
 * pages frame it; the rest of the site keeps `frame-ancestors 'none'`.
 */
export const INLINE_DOCUMENT_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

/** The back office's review of seller applications: staff who may open `applications` (admins and moderators). */
export const companyBindingAdminRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  const staffOnly = deps.guards.requireStaff('applications');
  const present = async (userId: number, rows: TBindingRow[]) => {
    const viewer = await inlineViewerOf(deps, userId);
    return rows.map((row) => presentAdminBinding(row, inlineFilesFor(deps, viewer, row.id)));
  };
  const presentOne = async (userId: number, row: TBindingRow) =>
    presentAdminBinding(row, inlineFilesFor(deps, await inlineViewerOf(deps, userId), row.id));

  app.get(
    '/api/v1/admin/company-bindings/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Очередь заявок на привязку компаний',
        description:
          'Новые сверху, по 20 на странице. `status` — ждущие решения, одобренные, отклонённые или переданные; ' +
          '`search` — начало ИНН, часть названия организации (ИП) или почты заявителя.',
        security: BEARER_SECURITY,
        querystring: ZAdminCompanyBindingQuery,
        response: { 200: ZAdminCompanyBindingPage, ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { count, rows } = await service.listBindingsForAdmin(deps, request.query);
      const pageSize = COMPANY_BINDINGS_PAGE_SIZE;
      return {
        count,
        page,
        page_size: pageSize,
        next: page * pageSize < count ? page + 1 : null,
        previous: page > 1 ? page - 1 : null,
        result: await present(currentUser(request).id, rows),
      };
    },
  );

  app.get(
    '/api/v1/admin/company-bindings/:id/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Заявка',
        description: 'Документы для просмотра на странице — по ссылкам `inline_files.*` (действуют 30 минут).',
        security: BEARER_SECURITY,
        params: ZCompanyBindingIdParams,
        response: { 200: ZAdminCompanyBinding, ...errors },
      },
    },
    async (request) => presentOne(currentUser(request).id, await service.getBindingForAdmin(deps, request.params.id)),
  );

  app.get(
    '/api/v1/admin/company-bindings/:id/documents/:file/',
    {
      // Without a signed address the caller must be staff, checked before the path is: a stranger learns nothing.
      onRequest: async (request) => {
        if (!(request.query as { token?: unknown }).token) await staffOnly(request);
      },
      schema: {
        tags,
        summary: 'Документ заявки для просмотра на странице',
        description:
          'Отдаётся с настоящим типом (PDF, JPEG, PNG) и `Content-Disposition: inline`. Доступ — по подписанной ' +
          'ссылке `token` из `inline_files` (в журнале запросов скрывается) или по токену сотрудника. Встраивать документ может только этот сайт.',
        security: BEARER_SECURITY,
        params: ZCompanyBindingFileParams,
        querystring: ZCompanyBindingInlineQuery,
        response: { 200: z.any().describe('application/pdf, image/jpeg или image/png'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      await requireInlineViewer(deps, request, { id, file }, request.query.token);
      const document = await service.getBindingDocument(deps, id, file);
      return reply
        .header('content-type', document.contentType)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(document.name)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', INLINE_DOCUMENT_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .send(document.data);
    },
  );

  app.post(
    '/api/v1/admin/company-bindings/:id/approve/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Одобрить: пользователь становится представителем компании или ИП и продавцом',
        description:
          'Уже рассмотренная заявка — 400. Если у компании уже есть другой представитель — 409 ' +
          '`{detail, code: "CONFLICT"}`, и заявка остаётся на рассмотрении: молча передать компанию нельзя. ' +
          'С `{"transfer": true}` компания передаётся этому заявителю: прежнему представителю уходит письмо, ' +
          'его заявка получает статус `transferred`.',
        security: BEARER_SECURITY,
        params: ZCompanyBindingIdParams,
        body: ZCompanyBindingApproveBody.nullish(),
        response: { 200: ZAdminCompanyBinding, 409: ZErrorBody, ...errors },
      },
    },
    async (request) => {
      const reviewerId = currentUser(request).id;
      const row = await approveBinding(deps, reviewerId, request.params.id, {
        transfer: request.body?.transfer === true,
      });
      return presentOne(reviewerId, row);
    },
  );

  app.post(
    '/api/v1/admin/company-bindings/:id/reject/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Отклонить заявку',
        description: 'Причина обязательна: заявитель видит её в своих заявках и в письме. Уже рассмотренная — 400.',
        security: BEARER_SECURITY,
        params: ZCompanyBindingIdParams,
        body: ZCompanyBindingRejectBody,
        response: { 200: ZAdminCompanyBinding, ...errors },
      },
    },
    async (request) => {
      const reviewerId = currentUser(request).id;
      return presentOne(reviewerId, await rejectBinding(deps, reviewerId, request.params.id, request.body.reason));
    },
  );
};
