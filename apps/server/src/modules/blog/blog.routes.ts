import {
  NEWS_FIELDS,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_PAGE_SIZE,
  ZBadRequestBody,
  ZErrorBody,
  ZNewsCreateForm,
  ZNewsIdParams,
  ZNewsListQuery,
  ZNewsPage,
  ZNewsPatchForm,
  ZNewsPost,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import { sendStoredImage } from '../../lib/images.ts';
import { readMultipartBody, uploadedFiles } from '../../lib/multipart.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import { NEWS_IMAGE_FOLDER, presentNewsPost } from './blog.presenter.ts';
import * as service from './blog.service.ts';

const tags = ['Блог'];
const readImage = readMultipartBody({ fileFields: [NEWS_FIELDS.image], maxFileBytes: NEWS_IMAGE_MAX_BYTES });
const adminErrors = { 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 413: ZErrorBody };
const formDescription =
  '`multipart/form-data`: `title` (до 200 символов), `content` — HTML (сервер оставляет только заголовки, абзацы, ' +
  'списки, ссылки http(s)/mailto, выделение, цитаты, картинки и таблицы; скрипты, стили, фреймы и обработчики ' +
  'событий удаляются), `image` — JPG, PNG или WebP до 5 МБ (хранится как WebP не больше 1600 px).';

/** The blog (spec §7): everyone reads, admins write (`npm run admin:create` makes the first admin). */
export const blogRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v1/news',
    {
      schema: {
        tags,
        summary: 'Новости',
        description: 'Новые сверху, по 10 на странице. `preview` — первые 120 символов текста и «…», если он длиннее.',
        querystring: ZNewsListQuery,
        response: { 200: ZNewsPage, 400: ZBadRequestBody },
      },
    },
    async (request) => {
      const page = await service.listNews(deps, request.query.page);
      return {
        count: page.count,
        page: page.page,
        page_size: NEWS_PAGE_SIZE,
        next: page.next,
        previous: page.previous,
        result: page.rows.map(presentNewsPost),
      };
    },
  );

  app.get(
    '/api/v1/news/:id/',
    {
      schema: {
        tags,
        summary: 'Новость',
        params: ZNewsIdParams,
        response: { 200: ZNewsPost, 400: ZBadRequestBody, 404: ZErrorBody },
      },
    },
    async (request) => presentNewsPost(await service.getNews(deps, request.params.id)),
  );

  app.post(
    '/api/v1/news/',
    {
      onRequest: deps.guards.requireStaff('news'),
      preValidation: readImage,
      schema: {
        tags,
        summary: 'Добавить новость (администратор)',
        description: `${formDescription} Ошибки полей — 400 \`{"поле": [...]}\`.`,
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data', 'application/json'],
        body: ZNewsCreateForm,
        response: { 201: ZNewsPost, ...adminErrors },
      },
    },
    async (request, reply) => {
      const row = await service.createNews(
        deps,
        currentUser(request).id,
        request.body,
        uploadedFiles(request)[NEWS_FIELDS.image],
      );
      return reply.status(201).send(presentNewsPost(row));
    },
  );

  app.patch(
    '/api/v1/news/:id/',
    {
      onRequest: deps.guards.requireStaff('news'),
      preValidation: readImage,
      schema: {
        tags,
        summary: 'Изменить новость (администратор)',
        description: `Любые из полей. ${formDescription} \`remove_image=true\` убирает картинку.`,
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data', 'application/json'],
        params: ZNewsIdParams,
        body: ZNewsPatchForm,
        response: { 200: ZNewsPost, ...adminErrors },
      },
    },
    async (request) =>
      presentNewsPost(
        await service.patchNews(
          deps,
          currentUser(request).id,
          request.params.id,
          request.body,
          uploadedFiles(request)[NEWS_FIELDS.image],
        ),
      ),
  );

  app.delete(
    '/api/v1/news/:id/',
    {
      onRequest: deps.guards.requireStaff('news'),
      schema: {
        tags,
        summary: 'Удалить новость (администратор)',
        security: BEARER_SECURITY,
        params: ZNewsIdParams,
        response: { 204: z.null().describe('Удалено'), ...adminErrors },
      },
    },
    async (request, reply) => {
      await service.deleteNews(deps, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `/api/v1/media/${NEWS_IMAGE_FOLDER}/:name`,
    {
      schema: {
        tags,
        summary: 'Картинка новости',
        description: 'WebP; имя файла случайное и меняется с каждой новой картинкой.',
        params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.webp$/) }),
      },
    },
    (request, reply) =>
      sendStoredImage(reply, deps.storage, `${NEWS_IMAGE_FOLDER}/${request.params.name}`, 'image/webp'),
  );
};
