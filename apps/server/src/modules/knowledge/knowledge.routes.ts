import {
  AppError,
  EARLY_ACCESS_MESSAGES,
  KNOWLEDGE_PAGE_SIZE,
  ZBadRequestBody,
  ZEarlyAccessReply,
  ZEntitlementErrorBody,
  ZErrorBody,
  ZFactorArticles,
  ZFactorArticlesQuery,
  ZKnowledgeArticle,
  ZKnowledgeArticlePage,
  ZKnowledgeListQuery,
  ZKnowledgeSlugParams,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAccountsDeps } from '../auth/index.ts';
import { callerEarlyAccess, earlyAccessLock, earlyAccessRefusal } from './early-access.service.ts';
import { presentArticle, presentArticleSummary, presentCategory } from './knowledge.presenter.ts';
import * as service from './knowledge.service.ts';

const tags = ['База знаний'];

/**
 * The knowledge base for readers: the list with rubrics and search, one article (a subscribers-only one opens
 * its body to plans with `knowledge.full`), the early-access list and «Статьи по факторам этой карточки».
 */
export const knowledgeRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  const { sql, guards } = deps;

  app.get(
    '/api/v1/knowledge/articles/',
    {
      schema: {
        tags,
        summary: 'Статьи базы знаний',
        description:
          `По ${KNOWLEDGE_PAGE_SIZE} на странице. \`category\` — адрес рубрики; \`search\` — слова из заголовка, ` +
          'вводного абзаца или текста (русская морфология, лучшие совпадения первыми). `categories` — все рубрики.',
        querystring: ZKnowledgeListQuery,
        response: { 200: ZKnowledgeArticlePage, 400: ZBadRequestBody },
      },
    },
    async (request) => {
      const page = await service.listArticles(sql, request.query);
      return {
        count: page.count,
        page: page.page,
        page_size: KNOWLEDGE_PAGE_SIZE,
        next: page.next,
        previous: page.previous,
        result: page.rows.map(presentArticleSummary),
        categories: page.categories.map(presentCategory),
      };
    },
  );

  app.get(
    '/api/v1/knowledge/articles/:slug/',
    {
      preHandler: guards.identifyUser,
      schema: {
        tags,
        summary: 'Статья базы знаний',
        description:
          'Статья «только для подписчиков» (`subscribers_only`) передаёт текст (`body`) тем, чей тариф включает ' +
          'базу знаний (`knowledge.full`); остальным — заголовок, вводный абзац и `locked` с самым дешёвым тарифом.',
        params: ZKnowledgeSlugParams,
        response: { 200: ZKnowledgeArticle, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { row, locked } = await service.readArticle(sql, request, request.params.slug);
      // What a reply holds depends on the caller's plan: no shared cache may keep it.
      if (row.subscribers_only) reply.header('cache-control', 'private, no-store');
      return presentArticle(row, locked);
    },
  );

  app.get(
    '/api/v1/knowledge/factor-articles/',
    {
      preHandler: guards.identifyUser,
      schema: {
        tags,
        summary: 'Статьи по факторам карточки (ранний доступ)',
        description:
          'Статьи, которые объясняют переданные факторы надёжности. Ранний доступ `card.factor_articles`: ' +
          'тариф без раннего доступа — 403 entitlement_required (`feature: early_access`), выключенный флаг — 404.',
        querystring: ZFactorArticlesQuery,
        response: {
          200: ZFactorArticles,
          400: ZBadRequestBody,
          401: ZErrorBody,
          403: ZEntitlementErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const lock = await earlyAccessLock(sql, request, 'card.factor_articles');
      if (lock === 'off') throw new AppError('NOT_FOUND', EARLY_ACCESS_MESSAGES.off);
      if (lock) return reply.status(403).send(earlyAccessRefusal(lock));
      const found = await service.articlesForFactors(sql, request.query.factors.split(','));
      reply.header('cache-control', 'private, no-store');
      return { results: found.map(({ row, factors }) => ({ ...presentArticleSummary(row), factors })) };
    },
  );

  app.get(
    '/api/v1/early-access/',
    {
      preHandler: guards.identifyUser,
      schema: {
        tags,
        summary: 'Возможности раннего доступа',
        description:
          'Включённые возможности раннего доступа, которыми может пользоваться вызывающий: пусто без тарифа с ' +
          'ранним доступом (`locked` говорит, какой тариф нужен).',
        response: { 200: ZEarlyAccessReply, 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { flags, locked } = await callerEarlyAccess(sql, request);
      reply.header('cache-control', 'private, no-store');
      return {
        results: flags.map((flag) => ({ key: flag.key, title: flag.title, description: flag.description })),
        locked,
      };
    },
  );
};
