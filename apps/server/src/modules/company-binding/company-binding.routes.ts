import {
  COMPANY_BINDING_FILE_MAX_BYTES,
  COMPANY_BINDING_FILES,
  ZBadRequestBody,
  ZCompanyBinding,
  ZCompanyBindingFileParams,
  ZCompanyBindingForm,
  ZCompanyBindingIdParams,
  ZCompanyBindingList,
  ZErrorBody,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import { readMultipartBody, uploadedFiles } from '../../lib/multipart.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import { presentBinding } from './company-binding.presenter.ts';
import * as service from './company-binding.service.ts';

const tags = ['Заявки на привязку компании'];
const errors = { 401: ZErrorBody, 404: ZErrorBody };

/** The applicant's side: file an application, see one's own, download one's own documents. */
export const companyBindingRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', deps.guards.requireUser);

  app.post(
    '/api/v1/ticket-company-binding/',
    {
      preValidation: readMultipartBody({
        fileFields: COMPANY_BINDING_FILES,
        maxFileBytes: COMPANY_BINDING_FILE_MAX_BYTES,
      }),
      schema: {
        tags,
        summary: 'Подать заявку: стать представителем компании (продавцом)',
        description:
          '`multipart/form-data`: `inn` (ИНН организации — 10 цифр, или ИП — 12 цифр; контрольные цифры проверяются) и три файла `passport`, `contract`, `document` ' +
          '(PDF, JPG или PNG, до 10 МБ каждый; формат определяется по содержимому). Все поля обязательны: ' +
          'ошибки — 400 `{"поле": [...]}`. Заявка ждёт решения администратора.',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        body: ZCompanyBindingForm,
        response: { 201: ZCompanyBinding, 400: ZBadRequestBody, 401: ZErrorBody, 413: ZErrorBody },
      },
    },
    async (request, reply) => {
      const row = await service.submitBinding(deps, currentUser(request).id, request.body.inn, uploadedFiles(request));
      return reply.status(201).send(presentBinding(row));
    },
  );

  app.get(
    '/api/v1/ticket-company-binding/',
    {
      schema: {
        tags,
        summary: 'Мои заявки',
        security: BEARER_SECURITY,
        response: { 200: ZCompanyBindingList, 401: ZErrorBody },
      },
    },
    async (request) => (await service.listOwnBindings(deps, currentUser(request).id)).map(presentBinding),
  );

  app.get(
    '/api/v1/ticket-company-binding/:id/',
    {
      schema: {
        tags,
        summary: 'Моя заявка',
        description: 'Чужая заявка — 404.',
        security: BEARER_SECURITY,
        params: ZCompanyBindingIdParams,
        response: { 200: ZCompanyBinding, 400: ZBadRequestBody, ...errors },
      },
    },
    async (request) => presentBinding(await service.getOwnBinding(deps, currentUser(request).id, request.params.id)),
  );

  app.get(
    '/api/v1/ticket-company-binding/:id/files/:file',
    {
      schema: {
        tags,
        summary: 'Документ заявки',
        description: 'Доступен автору заявки и сотрудникам, рассматривающим заявки; остальным — 404.',
        security: BEARER_SECURITY,
        params: ZCompanyBindingFileParams,
      },
    },
    async (request, reply) => {
      const file = await service.getBindingFile(deps, currentUser(request), request.params.id, request.params.file);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
