import {
  MARKETPLACE_MESSAGES,
  ZAdminProduct,
  ZAdminProductRejectBody,
  ZAdminProductsPage,
  ZAdminProductsQuery,
  ZBadRequestBody,
  ZCategoryList,
  ZCommentsQuery,
  ZErrorBody,
  ZFavoriteState,
  ZFavoritesPage,
  ZFavoritesQuery,
  ZProduct,
  ZProductCommentList,
  ZProductForm,
  ZProductIdParams,
  ZProductImageIdParams,
  ZProductsPage,
  ZProductsQuery,
  ZTag,
  ZTagCreateBody,
  ZTagList,
  ZTagsQuery,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import { sendStoredImage } from '../../lib/images.ts';
import { pageReply } from '../../lib/page-reply.ts';
import { rateLimitRule } from '../../lib/rate-limit.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import { announcementsRoutes } from './announcements/announcements.routes.ts';
import { createCatalogue } from './catalogue.ts';
import { categoriesAdminRoutes } from './categories-admin.routes.ts';
import {
  presentCategoryTree,
  presentComment,
  presentProduct,
  presentProductListItem,
  productChanges,
  productSnapshot,
} from './marketplace.presenter.ts';
import * as repository from './marketplace.repository.ts';
import * as service from './marketplace.service.ts';
import { readProductForm, uploadedImages } from './product-form.ts';
import { PRODUCT_PICTURE_FOLDER } from './product-pictures.ts';
import { promotionsRoutes } from './promotions/promotions.routes.ts';
import { createPromotions } from './promotions/promotions.service.ts';

const tags = ['Маркетплейс'];
const adminTags = ['Администрирование'];
const ADMIN_PAGE_SIZE = 20;
const writeErrors = { 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 413: ZErrorBody };
const formDescription =
  '`multipart/form-data`: `name`, `description`, `price` и `sale_price` (рубли, `1500` или `1500,50`; пустая ' +
  '`sale_price` — без скидки), `category` (номер категории), `company` (номер продавца, которого представляет ' +
  'пользователь), `in_stock`, `tags` (названия, поле повторяется), `specifications` (JSON `[{"name","value",' +
  '"unit"?}]`), `images` (JPG, PNG или WebP до 10 МБ, поле повторяется; всего у товара до 8 фотографий; хранятся ' +
  'как WebP до 1600 px и миниатюра 400 px). Ошибки полей — 400 `{"поле": [...]}`; чужой продавец — 403.';

/** The marketplace (spec §7 "Marketplace"): categories, tags, products, pictures, favorites, reviews, moderation. */
export const marketplaceRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  const { sql, guards } = deps;
  const ctx: service.TMarketplaceContext = { sql, storage: deps.storage, catalogue: createCatalogue(sql) };
  // The back office's tree edits share this catalogue, so they drop its cached counts at once.
  await app.register(categoriesAdminRoutes, { deps, ctx });
  const promotions = createPromotions(sql, deps.log);
  app.addHook('onClose', () => promotions.close());
  await app.register(promotionsRoutes, { deps, promotions });
  await app.register(announcementsRoutes, { deps });

  app.get(
    '/api/v1/categories/',
    {
      schema: {
        tags,
        summary: 'Дерево категорий',
        description: 'Корневые категории по порядку, у каждой — `childrens`.',
        response: { 200: ZCategoryList },
      },
    },
    async () => presentCategoryTree(await repository.findCategories(sql)),
  );

  app.get(
    '/api/v1/tags/',
    {
      schema: {
        tags,
        summary: 'Теги',
        description: '`search` — начало названия (без учёта регистра); не больше 50.',
        querystring: ZTagsQuery,
        response: { 200: ZTagList, 400: ZBadRequestBody },
      },
    },
    async (request) => repository.findTags(sql, request.query.search?.trim() || undefined),
  );

  app.post(
    '/api/v1/tags/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Создать тег',
        description: 'Название обрезается по краям; тег с тем же названием без учёта регистра — ответ 200 с ним.',
        security: BEARER_SECURITY,
        body: ZTagCreateBody,
        response: { 200: ZTag, 201: ZTag, 400: ZBadRequestBody, 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { tag, created } = await service.createTag(sql, request.body.name);
      return reply.status(created ? 201 : 200).send(tag);
    },
  );

  app.get(
    '/api/v1/products/',
    {
      preHandler: guards.identifyUser,
      schema: {
        tags,
        summary: 'Каталог товаров',
        description:
          'Только опубликованные; `company__representative__in` с номером вызывающего добавляет его товары на ' +
          'модерации и отклонённые. Поиск — по словоформам (русская морфология, е/ё), а если так ничего нет — по ' +
          'названию с опечатками. `facets` — категории, регионы продавцов и диапазон цен того же отбора. ' +
          '`promoted` — на первой странице общего каталога блок «Реклама»: до 10 продвигаемых товаров, ' +
          'подходящих под поиск и все фильтры, по очереди от разных продавцов; в `result` этой страницы их нет.',
        querystring: ZProductsQuery,
        response: { 200: ZProductsPage, 400: ZBadRequestBody, 401: ZErrorBody },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, ordering, category, ...rest } = request.query;
      const categoryIds = category === undefined ? undefined : await repository.findCategorySubtree(sql, category);
      const filter = service.catalogueFilter(rest, request.authUser, categoryIds);
      const found = await ctx.catalogue.page(filter, ordering, { limit: pageSize, offset: (page - 1) * pageSize });
      // The block heads the first page of the public catalogue, not a seller's own list or page.
      const withBlock = page === 1 && !filter.ownerId && !filter.representativeIds && filter.sellerId === undefined;
      const promotedIds = withBlock ? await promotions.block(ctx.catalogue, filter) : [];
      const viewerId = request.authUser?.id ?? null;
      const promotedSet = new Set(promotedIds);
      const [rows, promoted] = await Promise.all([
        service.productsInOrder(
          sql,
          found.ids.filter((id) => !promotedSet.has(id)),
          viewerId,
        ),
        service.productsInOrder(sql, promotedIds, viewerId),
      ]);
      return {
        ...pageReply(found.count, page, pageSize, rows.map(presentProductListItem)),
        facets: found.facets,
        promoted: promoted.map(presentProductListItem),
      };
    },
  );

  const createLimit = deps.config.productCreateLimit;
  const createLimitDoc =
    createLimit.max === 0
      ? ''
      : ` Не больше ${createLimit.max} новых товаров за ${createLimit.windowSeconds / 60} мин. на пользователя: ` +
        'сверх — 429 `{detail, code: "RATE_LIMITED"}`.';
  app.post(
    '/api/v1/products/',
    {
      onRequest: guards.requireUser,
      // Per user: the guard above has identified them when the limit is counted.
      config: rateLimitRule(createLimit, (request) => `product-create:${currentUser(request).id}`),
      preValidation: readProductForm,
      schema: {
        tags,
        summary: 'Разместить товар',
        description:
          `${formDescription} Обязательны name, description, price, category, company и хотя бы одна ` +
          `фотография. Новый товар уходит на модерацию.${createLimitDoc}`,
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data', 'application/json'],
        body: ZProductForm,
        response: { 201: ZProduct, ...writeErrors, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await service.createProduct(ctx, user, request.body, uploadedImages(request));
      const row = await service.getVisibleProduct(sql, user, id);
      return reply.status(201).send(presentProduct(row, []));
    },
  );

  app.patch(
    '/api/v1/products/:id',
    {
      onRequest: guards.requireUser,
      preValidation: readProductForm,
      schema: {
        tags,
        summary: 'Изменить товар',
        description: `Любые из полей. ${formDescription} Изменённый товар снова уходит на модерацию и скрыт из каталога до решения.`,
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data', 'application/json'],
        params: ZProductIdParams,
        body: ZProductForm,
        response: { 200: ZProduct, ...writeErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await service.patchProduct(ctx, user, request.params.id, request.body, uploadedImages(request));
      return presentProduct(await service.getVisibleProduct(sql, user, request.params.id), []);
    },
  );

  app.delete(
    '/api/v1/products/:id/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Удалить товар',
        description:
          'Только представитель продавца. Удаляются и фотографии, отметки «в избранном», просмотры и отзывы. ' +
          'Чужой неопубликованный товар — 404, чужой опубликованный — 403.',
        security: BEARER_SECURITY,
        params: ZProductIdParams,
        response: {
          204: z.null().describe('Удалено'),
          400: ZBadRequestBody,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      await service.deleteProduct(ctx, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/products/:id/',
    {
      preHandler: guards.identifyUser,
      schema: {
        tags,
        summary: 'Товар',
        description:
          'Неопубликованный товар видят только представитель продавца и администраторы (остальным — 404). ' +
          'Просмотр считается один раз в день на посетителя.',
        params: ZProductIdParams,
        response: { 200: ZProduct, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const viewer = request.authUser;
      const key = service.viewerKey(viewer, request.ip, request.headers['user-agent']);
      const { row, comments } = await service.viewProduct(sql, viewer, request.params.id, key);
      return presentProduct(row, comments);
    },
  );

  app.post(
    '/api/v1/products/:id/add-image/',
    {
      onRequest: guards.requireUser,
      preValidation: readProductForm,
      schema: {
        tags,
        summary: 'Добавить фотографии товара',
        description:
          '`multipart/form-data`: `images` — JPG, PNG или WebP до 10 МБ, поле повторяется; у товара до 8 ' +
          'фотографий. Товар снова уходит на модерацию.',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        params: ZProductIdParams,
        body: z.object({ images: z.unknown().optional() }).optional(),
        response: { 200: ZProduct, ...writeErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await service.addImages(ctx, user, request.params.id, uploadedImages(request));
      return presentProduct(await service.getVisibleProduct(sql, user, request.params.id), []);
    },
  );

  app.delete(
    '/api/v1/images/:id/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Удалить фотографию товара',
        description: 'Единственную фотографию удалить нельзя (400). Товар снова уходит на модерацию.',
        security: BEARER_SECURITY,
        params: ZProductImageIdParams,
        response: { 204: z.null().describe('Удалено'), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.deleteImage(ctx, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const [action, liked] of [
    ['add-to-favorites', true],
    ['del-from-favorites', false],
  ] as const) {
    app.post(
      `/api/v1/products/:id/${action}/`,
      {
        onRequest: guards.requireUser,
        schema: {
          tags,
          summary: liked ? 'Добавить в избранное' : 'Убрать из избранного',
          description: 'Повторный вызов ничего не меняет.',
          security: BEARER_SECURITY,
          params: ZProductIdParams,
          response: { 200: ZFavoriteState, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request) => service.setFavorite(sql, currentUser(request), request.params.id, liked),
    );
  }

  app.get(
    '/api/v1/favorites/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Избранное',
        description: 'Опубликованные товары, последние добавленные сверху.',
        security: BEARER_SECURITY,
        querystring: ZFavoritesQuery,
        response: { 200: ZFavoritesPage, 400: ZBadRequestBody, 401: ZErrorBody },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { page, page_size: pageSize } = request.query;
      const found = await repository.findFavoriteIds(sql, user.id, { limit: pageSize, offset: (page - 1) * pageSize });
      const rows = await service.productsInOrder(sql, found.ids, user.id);
      return pageReply(found.count, page, pageSize, rows.map(presentProductListItem));
    },
  );

  app.get(
    '/api/v1/comments/',
    {
      schema: {
        tags,
        summary: 'Отзывы',
        description: 'Отзывы об опубликованных товарах, новые сверху (до 200): `user__in` — авторы, `product` — товар.',
        querystring: ZCommentsQuery,
        response: { 200: ZProductCommentList, 400: ZBadRequestBody },
      },
    },
    async (request) => {
      const { user__in: users, product } = request.query;
      const rows = await repository.findComments(sql, {
        userIds: users ? users.split(',').map((id) => Number(id.trim())) : undefined,
        productId: product,
      });
      return rows.map(presentComment);
    },
  );

  app.get(
    `/api/v1/media/${PRODUCT_PICTURE_FOLDER}/:name`,
    {
      schema: {
        tags,
        summary: 'Фотография товара',
        description: 'WebP; `<uuid>.webp` — до 1600 px, `<uuid>-thumb.webp` — 400 px. Файл не меняется.',
        params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}(-thumb)?\.webp$/) }),
      },
    },
    (request, reply) =>
      sendStoredImage(reply, deps.storage, `${PRODUCT_PICTURE_FOLDER}/${request.params.name}`, 'image/webp'),
  );

  // Moderation: staff of the products section approve or reject what sellers placed or changed.
  const presentAdmin = (row: repository.TProductRow) => ({
    ...presentProduct(row, []),
    reject_reason: row.reject_reason,
    changes: productChanges(row),
    moderated_at: row.moderated_at?.toISOString() ?? null,
  });

  app.get(
    '/api/v1/admin/products/',
    {
      onRequest: guards.requireStaff('products'),
      schema: {
        tags: adminTags,
        summary: 'Товары на модерации',
        description: '`status` — moderation, published или rejected; без него — все. Давно ждущие сверху, по 20.',
        security: BEARER_SECURITY,
        querystring: ZAdminProductsQuery,
        response: { 200: ZAdminProductsPage, 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request) => {
      const { page, status } = request.query;
      const offset = (page - 1) * ADMIN_PAGE_SIZE;
      const found = await repository.findProductIdsByStatus(sql, status, { limit: ADMIN_PAGE_SIZE, offset });
      const rows = await service.productsInOrder(sql, found.ids, null);
      return pageReply(found.count, page, ADMIN_PAGE_SIZE, rows.map(presentAdmin));
    },
  );

  app.get(
    '/api/v1/admin/products/:id/',
    {
      onRequest: guards.requireStaff('products'),
      schema: {
        tags: adminTags,
        summary: 'Товар для модерации',
        description: '`changes` — что продавец изменил после последнего одобрения.',
        security: BEARER_SECURITY,
        params: ZProductIdParams,
        response: { 200: ZAdminProduct, 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const row = await repository.findProduct(sql, request.params.id, null);
      if (!row) throw service.productNotFound();
      const comments = await repository.findComments(sql, { productId: row.id });
      return { ...presentAdmin(row), comments: comments.map(presentComment) };
    },
  );

  app.post(
    '/api/v1/admin/products/:id/approve/',
    {
      onRequest: guards.requireStaff('products'),
      schema: {
        tags: adminTags,
        summary: 'Одобрить товар',
        description: 'Товар публикуется. Уже рассмотренный — 400 «Товар уже рассмотрен».',
        security: BEARER_SECURITY,
        params: ZProductIdParams,
        response: { 200: ZAdminProduct, 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const moderator = currentUser(request);
      const before = await repository.findProduct(sql, request.params.id, null);
      if (!before) throw service.productNotFound();
      await service.decideProduct(ctx, moderator, before.id, { approve: true, snapshot: productSnapshot(before) });
      const row = await repository.findProduct(sql, before.id, null);
      if (!row) throw service.productNotFound();
      return presentAdmin(row);
    },
  );

  app.post(
    '/api/v1/admin/products/:id/reject/',
    {
      onRequest: guards.requireStaff('products'),
      schema: {
        tags: adminTags,
        summary: 'Отклонить товар',
        description: `\`reason\` обязателен — его увидит продавец. Уже рассмотренный — 400 «${MARKETPLACE_MESSAGES.notPending}».`,
        security: BEARER_SECURITY,
        params: ZProductIdParams,
        body: ZAdminProductRejectBody,
        response: { 200: ZAdminProduct, 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const moderator = currentUser(request);
      await service.decideProduct(ctx, moderator, request.params.id, { approve: false, reason: request.body.reason });
      const row = await repository.findProduct(sql, request.params.id, null);
      if (!row) throw service.productNotFound();
      return presentAdmin(row);
    },
  );
};
