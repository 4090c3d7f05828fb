import { z } from 'zod';
import { requiredText } from '../auth/fields.ts';
import { ACCOUNT_MESSAGES } from '../auth/messages.ts';
import { zPage } from '../companies/common.contract.ts';
import { ZLocked } from '../entitlements/entitlements.contract.ts';

/**
 * The knowledge base: articles on checking counterparties and using the service, in rubrics, written by admins
 * (`/admin/knowledge`). `GET /api/v1/knowledge/articles/` lists them, `…/{slug}/` gives one; an article marked
 * `subscribers_only` gives its body only to callers whose plan has `knowledge.full`.
 */

export const KNOWLEDGE_PAGE_SIZE = 20;
export const KNOWLEDGE_TITLE_MAX_LENGTH = 200;
export const KNOWLEDGE_LEAD_MAX_LENGTH = 600;
/** Within the server's JSON body limit even in Cyrillic. */
export const KNOWLEDGE_BODY_MAX_LENGTH = 100_000;
export const KNOWLEDGE_SEARCH_MAX_LENGTH = 200;
export const KNOWLEDGE_SLUG_MAX_LENGTH = 100;

/** An address segment: lower-case Latin letters and digits in words joined by single hyphens. */
export const KNOWLEDGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const KNOWLEDGE_MESSAGES = {
  notFound: 'Статья не найдена',
  categoryNotFound: 'Такой рубрики нет',
  categoryNotEmpty: 'В рубрике есть статьи: перенесите их в другую рубрику, затем удалите эту',
  slugFormat: 'Адрес: латинские буквы в нижнем регистре, цифры и дефисы между словами',
  slugTaken: 'Статья с таким адресом уже есть',
  categorySlugTaken: 'Рубрика с таким адресом уже есть',
  bodyEmpty: 'Текст статьи пуст после очистки: добавьте текст',
  factorArticle: 'На эту статью ссылаются факторы надёжности в карточках: её нельзя удалить или сменить ей адрес',
} as const;

export const ZKnowledgeSlug = z
  .string({ error: (issue) => (issue.input === undefined ? ACCOUNT_MESSAGES.required : ACCOUNT_MESSAGES.notText) })
  .trim()
  .min(1, ACCOUNT_MESSAGES.blank)
  .max(KNOWLEDGE_SLUG_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong(KNOWLEDGE_SLUG_MAX_LENGTH))
  .regex(KNOWLEDGE_SLUG_PATTERN, KNOWLEDGE_MESSAGES.slugFormat);

export const ZKnowledgeCategory = z
  .object({
    slug: z.string(),
    title: z.string(),
    count: z.number().int().describe('Сколько в рубрике статей'),
  })
  .meta({ id: 'KnowledgeCategory' });
export type TKnowledgeCategory = z.infer<typeof ZKnowledgeCategory>;

const articleHead = {
  slug: z.string(),
  title: z.string(),
  lead: z.string().describe('Вводный абзац, простой текст'),
  category: z.object({ slug: z.string(), title: z.string() }).nullable(),
  subscribers_only: z.boolean().describe('Полный текст — только по тарифу с базой знаний'),
  updated_at: z.string().describe('ISO 8601'),
};

export const ZKnowledgeArticleSummary = z.object(articleHead).meta({ id: 'KnowledgeArticleSummary' });
export type TKnowledgeArticleSummary = z.infer<typeof ZKnowledgeArticleSummary>;

export const ZKnowledgeArticlePage = zPage(ZKnowledgeArticleSummary)
  .extend({ categories: z.array(ZKnowledgeCategory).describe('Все рубрики со счётчиками статей') })
  .meta({ id: 'KnowledgeArticlePage' });
export type TKnowledgeArticlePage = z.infer<typeof ZKnowledgeArticlePage>;

export const ZKnowledgeArticle = z
  .object({
    ...articleHead,
    body: z.string().nullable().describe('HTML, очищенный на сервере; null, когда статья закрыта (см. locked)'),
    locked: ZLocked.nullable().describe('Почему текст не передан: войти или выбрать тариф; null — текст передан'),
  })
  .meta({ id: 'KnowledgeArticle' });
export type TKnowledgeArticle = z.infer<typeof ZKnowledgeArticle>;

export const ZKnowledgeListQuery = z.object({
  category: z
    .string()
    .max(KNOWLEDGE_SLUG_MAX_LENGTH)
    .regex(KNOWLEDGE_SLUG_PATTERN)
    .optional()
    .describe('Адрес рубрики'),
  search: z
    .string()
    .max(KNOWLEDGE_SEARCH_MAX_LENGTH)
    .optional()
    .describe('Слова из заголовка, вводного абзаца или текста (по-русски, с любыми окончаниями)'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const ZKnowledgeSlugParams = z.object({
  slug: z.string().max(KNOWLEDGE_SLUG_MAX_LENGTH).regex(KNOWLEDGE_SLUG_PATTERN),
});

export const ZKnowledgeIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** `POST /api/v1/admin/knowledge/articles/`: everything an article is. */
export const ZKnowledgeArticleForm = z
  .object({
    slug: ZKnowledgeSlug,
    title: requiredText(KNOWLEDGE_TITLE_MAX_LENGTH),
    lead: requiredText(KNOWLEDGE_LEAD_MAX_LENGTH),
    body: requiredText(KNOWLEDGE_BODY_MAX_LENGTH).describe(
      'HTML: сервер оставляет заголовки, абзацы, списки, ссылки, выделение, цитаты, картинки и таблицы; ' +
        'скрипты, стили, фреймы и обработчики событий удаляются',
    ),
    category: ZKnowledgeSlug.nullable().default(null).describe('Адрес рубрики или null'),
    subscribers_only: z.boolean().default(false),
  })
  .meta({ id: 'KnowledgeArticleForm' });
export type TKnowledgeArticleForm = z.output<typeof ZKnowledgeArticleForm>;
export type TKnowledgeArticleFormInput = z.input<typeof ZKnowledgeArticleForm>;

/** `PATCH /api/v1/admin/knowledge/articles/{id}/`: any of the fields. */
export const ZKnowledgeArticlePatch = z
  .object({
    slug: ZKnowledgeArticleForm.shape.slug.optional(),
    title: ZKnowledgeArticleForm.shape.title.optional(),
    lead: ZKnowledgeArticleForm.shape.lead.optional(),
    body: ZKnowledgeArticleForm.shape.body.optional(),
    category: ZKnowledgeSlug.nullable().optional(),
    subscribers_only: z.boolean().optional(),
  })
  .meta({ id: 'KnowledgeArticlePatch' });
export type TKnowledgeArticlePatch = z.output<typeof ZKnowledgeArticlePatch>;

/** An article as the back office sees it: always with its body. */
export const ZKnowledgeAdminArticle = z
  .object({
    id: z.number().int(),
    ...articleHead,
    body: z.string(),
    created_at: z.string(),
    /** Reliability factors link to it: its address stays and it cannot be deleted. */
    factor_article: z.boolean(),
  })
  .meta({ id: 'KnowledgeAdminArticle' });
export type TKnowledgeAdminArticle = z.infer<typeof ZKnowledgeAdminArticle>;

export const ZKnowledgeAdminArticleList = z
  .object({ results: z.array(ZKnowledgeAdminArticle), categories: z.array(ZKnowledgeCategory) })
  .meta({ id: 'KnowledgeAdminArticleList' });
export type TKnowledgeAdminArticleList = z.infer<typeof ZKnowledgeAdminArticleList>;

/** `POST /api/v1/admin/knowledge/categories/`. */
export const ZKnowledgeCategoryForm = z
  .object({ slug: ZKnowledgeSlug, title: requiredText(KNOWLEDGE_TITLE_MAX_LENGTH) })
  .meta({ id: 'KnowledgeCategoryForm' });
export type TKnowledgeCategoryForm = z.output<typeof ZKnowledgeCategoryForm>;

export const ZKnowledgeCategoryPatch = z
  .object({ title: requiredText(KNOWLEDGE_TITLE_MAX_LENGTH) })
  .meta({ id: 'KnowledgeCategoryPatch' });

export const ZKnowledgeCategorySlugParams = z.object({
  slug: z.string().max(KNOWLEDGE_SLUG_MAX_LENGTH).regex(KNOWLEDGE_SLUG_PATTERN),
});

/** «Статьи по факторам этой карточки» (early access `card.factor_articles`): the query and the reply. */
export const ZFactorArticlesQuery = z.object({
  factors: z
    .string()
    .max(4000)
    .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/)
    .describe('Идентификаторы сработавших факторов через запятую'),
});

export const ZFactorArticles = z
  .object({
    results: z.array(
      ZKnowledgeArticleSummary.extend({
        factors: z.array(z.string()).describe('Какие из переданных факторов статья объясняет'),
      }),
    ),
  })
  .meta({ id: 'FactorArticles' });
export type TFactorArticles = z.infer<typeof ZFactorArticles>;
