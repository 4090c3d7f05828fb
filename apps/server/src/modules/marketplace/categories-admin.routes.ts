import {
  CATEGORY_IMAGE_MAX_BYTES,
  ZAdminCategory,
  ZAdminCategoryBody,
  ZAdminCategoryList,
  ZAdminCategoryPatch,
  ZBadRequestBody,
  ZCategoryIdParams,
  ZCategoryImageForm,
  ZCategoryMergeBody,
  ZCategoryReorderBody,
  ZErrorBody,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import { sendStoredImage } from '../../lib/images.ts';
import { readMultipartBody, uploadedFiles } from '../../lib/multipart.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import * as service from './categories-admin.service.ts';
import { CATEGORY_IMAGE_FOLDER } from './category-images.ts';
import type { TMarketplaceContext } from './marketplace.service.ts';

const tags = ['Администрирование'];
const REFUSALS = { 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody } as const;

/**
 * The back office's category tree (admins only). Every change drops the
 * catalogue's cached counts and tree at once, so the marketplace shows it on
 * the next request.
 */
export const categoriesAdminRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps; ctx: TMarketplaceContext }> = async (
  app,
  { deps, ctx },
) => {
  const onRequest = deps.guards.requireStaff('categories');
  const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get(
    '/api/v1/admin/categories/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Дерево категорий для редактирования',
        description:
          'Все категории списком: корневые, затем вложенные, по порядку; `products` — товаров в категории ' +
          '(любого статуса), `children` — подкатегорий.',
        security: BEARER_SECURITY,
        response: { 200: ZAdminCategoryList, ...REFUSALS },
      },
    },
    () => service.listAdminCategories(ctx.sql),
  );

  app.post(
    '/api/v1/admin/categories/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Создать категорию',
        description:
          '`parent` — корневая категория (в дереве два уровня) или null; без `position` — последней в своём ' +
          'уровне. Название уникально в пределах родителя.',
        security: BEARER_SECURITY,
        body: ZAdminCategoryBody,
        response: { 201: ZAdminCategory, ...REFUSALS },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createCategory(ctx, actor(request), request.body)),
  );

  app.patch(
    '/api/v1/admin/categories/:id/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Изменить категорию',
        description:
          'Любые из `name`, `parent`, `position`. Родитель — только корневая категория и не она сама; ' +
          'категория с подкатегориями остаётся корневой.',
        security: BEARER_SECURITY,
        params: ZCategoryIdParams,
        body: ZAdminCategoryPatch,
        response: { 200: ZAdminCategory, ...REFUSALS, 404: ZErrorBody },
      },
    },
    (request) => service.updateCategory(ctx, actor(request), request.params.id, request.body),
  );

  app.put(
    '/api/v1/admin/categories/:id/image/',
    {
      onRequest,
      preValidation: readMultipartBody({ fileFields: ['image'], maxFileBytes: CATEGORY_IMAGE_MAX_BYTES }),
      schema: {
        tags,
        summary: 'Картинка категории',
        description:
          '`multipart/form-data`, поле `image`: JPG, PNG или WebP до 5 МБ (формат — по содержимому); хранится ' +
          'как WebP до 400 px и заменяет прежнюю.',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        params: ZCategoryIdParams,
        body: ZCategoryImageForm,
        response: { 200: ZAdminCategory, ...REFUSALS, 404: ZErrorBody, 413: ZErrorBody },
      },
    },
    (request) => service.replaceCategoryImage(ctx, actor(request), request.params.id, uploadedFiles(request).image),
  );

  app.delete(
    '/api/v1/admin/categories/:id/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Удалить категорию',
        description: 'Только пустую: с товарами — 409 (объедините её с другой), с подкатегориями — 409 (сначала их).',
        security: BEARER_SECURITY,
        params: ZCategoryIdParams,
        response: { 204: z.null(), ...REFUSALS, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      await service.deleteCategory(ctx, actor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/admin/categories/:id/merge/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Объединить категорию с другой',
        description:
          'Все товары категории переходят в `into`, сама категория удаляется — одной транзакцией. Обе категории ' +
          'должны быть без подкатегорий. Ответ — категория `into`.',
        security: BEARER_SECURITY,
        params: ZCategoryIdParams,
        body: ZCategoryMergeBody,
        response: { 200: ZAdminCategory, ...REFUSALS, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    (request) => service.mergeCategory(ctx, actor(request), request.params.id, request.body.into),
  );

  app.post(
    '/api/v1/admin/categories/reorder/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Порядок категорий одного уровня',
        description:
          '`parent` — чей уровень (null — корневые), `ids` — все его категории в новом порядке. Ответ — всё дерево.',
        security: BEARER_SECURITY,
        body: ZCategoryReorderBody,
        response: { 200: ZAdminCategoryList, ...REFUSALS },
      },
    },
    (request) => service.reorderCategories(ctx, actor(request), request.body),
  );

  app.get(
    `/api/v1/media/${CATEGORY_IMAGE_FOLDER}/:name`,
    {
      schema: {
        tags: ['Маркетплейс'],
        summary: 'Картинка категории',
        description: 'WebP до 400 px; имя файла случайное и меняется с каждой новой картинкой.',
        params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.webp$/) }),
      },
    },
    (request, reply) =>
      sendStoredImage(reply, ctx.storage, `${CATEGORY_IMAGE_FOLDER}/${request.params.name}`, 'image/webp'),
  );
};
