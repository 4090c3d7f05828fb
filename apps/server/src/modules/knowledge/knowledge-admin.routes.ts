import {
  ZBadRequestBody,
  ZEarlyAccessFlag,
  ZEarlyAccessFlagList,
  ZEarlyAccessFlagPatch,
  ZEarlyAccessKeyParams,
  ZErrorBody,
  ZKnowledgeAdminArticle,
  ZKnowledgeAdminArticleList,
  ZKnowledgeArticleForm,
  ZKnowledgeArticlePatch,
  ZKnowledgeCategory,
  ZKnowledgeCategoryForm,
  ZKnowledgeCategoryPatch,
  ZKnowledgeCategorySlugParams,
  ZKnowledgeIdParams,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import type { TFlagRow } from './early-access.repository.ts';
import { listFlags, toggleFlag } from './early-access.service.ts';
import { presentAdminArticle, presentCategory } from './knowledge.presenter.ts';
import * as service from './knowledge.service.ts';

const tags = ['База знаний: управление'];
const errors = { 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const deleted = z.null().describe('Удалено');

const presentFlag = (row: TFlagRow) => ({
  key: row.key,
  title: row.title,
  description: row.description,
  enabled: row.enabled,
  updated_at: row.updated_at.toISOString(),
});

/** The back office's knowledge base (articles and rubrics) and early-access flags: admins only. */
export const knowledgeAdminRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  const { sql, guards } = deps;
  const knowledge = { onRequest: guards.requireStaff('knowledge') };

  app.get(
    '/api/v1/admin/knowledge/articles/',
    {
      ...knowledge,
      schema: {
        tags,
        summary: 'Все статьи и рубрики',
        security: BEARER_SECURITY,
        response: { 200: ZKnowledgeAdminArticleList, ...errors },
      },
    },
    async () => {
      const [articles, categories] = await service.listAdminArticles(sql);
      return { results: articles.map(presentAdminArticle), categories: categories.map(presentCategory) };
    },
  );

  app.post(
    '/api/v1/admin/knowledge/articles/',
    {
      ...knowledge,
      schema: {
        tags,
        summary: 'Добавить статью',
        description:
          'HTML текста очищается: остаются заголовки, абзацы, списки, ссылки, выделение, цитаты, картинки, таблицы.',
        security: BEARER_SECURITY,
        body: ZKnowledgeArticleForm,
        response: { 201: ZKnowledgeAdminArticle, ...errors },
      },
    },
    async (request, reply) => {
      const row = await service.createArticle(sql, currentUser(request).id, request.body);
      return reply.status(201).send(presentAdminArticle(row));
    },
  );

  app.get(
    '/api/v1/admin/knowledge/articles/:id/',
    {
      ...knowledge,
      schema: {
        tags,
        summary: 'Статья',
        security: BEARER_SECURITY,
        params: ZKnowledgeIdParams,
        response: { 200: ZKnowledgeAdminArticle, ...errors },
      },
    },
    async (request) => presentAdminArticle(await service.getAdminArticle(sql, request.params.id)),
  );

  app.patch(
    '/api/v1/admin/knowledge/articles/:id/',
    {
      ...knowledge,
      schema: {
        tags,
        summary: 'Изменить статью',
        description: 'Любые из полей. Адрес статьи, на которую ссылаются факторы надёжности, не меняется.',
        security: BEARER_SECURITY,
        params: ZKnowledgeIdParams,
        body: ZKnowledgeArticlePatch,
        response: { 200: ZKnowledgeAdminArticle, ...errors },
      },
    },
    async (request) =>
      presentAdminArticle(await service.patchArticle(sql, currentUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/api/v1/admin/knowledge/articles/:id/',
    {
      ...knowledge,
      schema: {
        tags,
        summary: 'Удалить статью',
        description: 'Статью, на которую ссылаются факторы надёжности, удалить нельзя (409).',
        security: BEARER_SECURITY,
        params: ZKnowledgeIdParams,
        response: { 204: deleted, ...errors, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      await service.deleteArticle(sql, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/admin/knowledge/categories/',
    {
      ...knowledge,
      schema: {
        tags,
        summary: 'Добавить рубрику',
        security: BEARER_SECURITY,
        body: ZKnowledgeCategoryForm,
        response: { 201: ZKnowledgeCategory, ...errors },
      },
    },
    async (request, reply) => {
      await service.createCategory(sql, currentUser(request).id, request.body);
      return reply.status(201).send({ slug: request.body.slug, title: request.body.title, count: 0 });
    },
  );

  app.patch(
    '/api/v1/admin/knowledge/categories/:slug/',
    {
      ...knowledge,
      schema: {
        tags,
        summary: 'Переименовать рубрику',
        security: BEARER_SECURITY,
        params: ZKnowledgeCategorySlugParams,
        body: ZKnowledgeCategoryPatch,
        response: { 204: z.null().describe('Сохранено'), ...errors },
      },
    },
    async (request, reply) => {
      await service.renameCategory(sql, currentUser(request).id, request.params.slug, request.body.title);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/v1/admin/knowledge/categories/:slug/',
    {
      ...knowledge,
      schema: {
        tags,
        summary: 'Удалить пустую рубрику',
        description: 'Рубрику со статьями удалить нельзя (409): сначала перенесите статьи.',
        security: BEARER_SECURITY,
        params: ZKnowledgeCategorySlugParams,
        response: { 204: deleted, ...errors, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      await service.deleteCategory(sql, currentUser(request).id, request.params.slug);
      return reply.status(204).send(null);
    },
  );

  const earlyAccess = { onRequest: guards.requireStaff('early_access') };

  app.get(
    '/api/v1/admin/early-access/',
    {
      ...earlyAccess,
      schema: {
        tags,
        summary: 'Флаги раннего доступа',
        security: BEARER_SECURITY,
        response: { 200: ZEarlyAccessFlagList, ...errors },
      },
    },
    async () => ({ results: (await listFlags(sql)).map(presentFlag) }),
  );

  app.patch(
    '/api/v1/admin/early-access/:key/',
    {
      ...earlyAccess,
      schema: {
        tags,
        summary: 'Включить или выключить ранний доступ',
        description: 'Включённую возможность видят пользователи с ранним доступом в тарифе; выключенную — никто.',
        security: BEARER_SECURITY,
        params: ZEarlyAccessKeyParams,
        body: ZEarlyAccessFlagPatch,
        response: { 200: ZEarlyAccessFlag, ...errors },
      },
    },
    async (request) =>
      presentFlag(await toggleFlag(sql, currentUser(request).id, request.params.key, request.body.enabled)),
  );
};
