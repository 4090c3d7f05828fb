import {
  AppError,
  FACTOR_ARTICLE_SLUGS,
  factorArticleSlug,
  htmlToPlainText,
  KNOWLEDGE_MESSAGES,
  KNOWLEDGE_PAGE_SIZE,
  KNOWLEDGE_SLUG_MAX_LENGTH,
  KNOWLEDGE_SLUG_PATTERN,
  MESSAGES,
  type TKnowledgeArticleForm,
  type TKnowledgeArticlePatch,
  type TKnowledgeCategoryForm,
} from '@sverka/shared';
import type { FastifyRequest } from 'fastify';
import type { TSql } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { hasVisibleContent, sanitizeNewsHtml } from '../blog/index.ts';
import { lockedFeature } from '../entitlements/index.ts';
import * as repository from './knowledge.repository.ts';

const fieldError = (field: string, message: string) =>
  new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { [field]: [message] });
const notFound = () => new AppError('NOT_FOUND', KNOWLEDGE_MESSAGES.notFound);

const inTransaction = <T>(sql: TSql, run: (tx: TSql) => Promise<T>): Promise<T> =>
  sql.begin((transaction) => run(transaction as unknown as TSql)) as Promise<T>;

/** What the audit log keeps of an article: its address, title, rubric and flag, the body by its length. */
const audited = (row: { slug: string; title: string; category_slug?: string | null; subscribers_only: boolean }) => ({
  slug: row.slug,
  title: row.title,
  category: row.category_slug ?? null,
  subscribers_only: row.subscribers_only,
});

export async function listArticles(
  sql: TSql,
  query: { category?: string | undefined; search?: string | undefined; page: number },
) {
  const search = query.search?.trim() || null;
  const [{ rows, count }, categories] = await Promise.all([
    repository.findArticlePage(sql, {
      category: query.category ?? null,
      search,
      limit: KNOWLEDGE_PAGE_SIZE,
      offset: (query.page - 1) * KNOWLEDGE_PAGE_SIZE,
    }),
    repository.findCategories(sql),
  ]);
  const pages = Math.ceil(count / KNOWLEDGE_PAGE_SIZE);
  return {
    rows,
    categories,
    count,
    page: query.page,
    next: query.page < pages ? query.page + 1 : null,
    previous: query.page > 1 ? Math.min(query.page - 1, Math.max(pages, 1)) : null,
  };
}

/** One article and what locks its body: a subscribers-only article needs `knowledge.full`. */
export async function readArticle(sql: TSql, request: FastifyRequest, slug: string) {
  const row = await repository.findArticleBySlug(sql, slug);
  if (!row) throw notFound();
  const locked = row.subscribers_only ? await lockedFeature(sql, request, 'knowledge.full') : null;
  return { row, locked };
}

/**
 * The articles that explain the given factors, each with the factors it explains, in the order of the
 * factors given. Unknown factor ids are passed over.
 */
export async function articlesForFactors(sql: TSql, factorIds: readonly string[]) {
  const factorsBySlug = new Map<string, string[]>();
  for (const id of new Set(factorIds)) {
    const slug = factorArticleSlug(id);
    if (!slug) continue;
    const list = factorsBySlug.get(slug) ?? [];
    list.push(id);
    factorsBySlug.set(slug, list);
  }
  const rows = await repository.findArticlesBySlugs(sql, [...factorsBySlug.keys()]);
  const order = [...factorsBySlug.keys()];
  return rows
    .sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug))
    .map((row) => ({ row, factors: factorsBySlug.get(row.slug) ?? [] }));
}

export const listAdminArticles = (sql: TSql) =>
  Promise.all([repository.findAllArticles(sql), repository.findCategories(sql)]);

export async function getAdminArticle(sql: TSql, id: number) {
  const row = await repository.findArticleById(sql, id);
  if (!row) throw notFound();
  return row;
}

/** Sanitised HTML that still shows something: a body of nothing but scripts is refused, not stored empty. */
function cleanBody(body: string): string {
  const html = sanitizeNewsHtml(body);
  if (!hasVisibleContent(html, htmlToPlainText(html))) throw fieldError('body', KNOWLEDGE_MESSAGES.bodyEmpty);
  return html;
}

async function categoryIdOf(sql: TSql, slug: string | null): Promise<number | null> {
  if (slug === null) return null;
  const id = await repository.findCategoryId(sql, slug);
  if (id === undefined) throw fieldError('category', KNOWLEDGE_MESSAGES.categoryNotFound);
  return id;
}

export async function createArticle(sql: TSql, authorId: number, form: TKnowledgeArticleForm) {
  const body_html = cleanBody(form.body);
  const id = await inTransaction(sql, async (tx) => {
    const category_id = await categoryIdOf(tx, form.category);
    const created = await repository.insertArticle(tx, {
      slug: form.slug,
      title: form.title,
      lead: form.lead,
      body_html,
      category_id,
      subscribers_only: form.subscribers_only,
      author_id: authorId,
    });
    if (created === undefined) throw fieldError('slug', KNOWLEDGE_MESSAGES.slugTaken);
    await recordAudit(tx, {
      actorId: authorId,
      action: 'knowledge.create',
      targetType: 'knowledge_article',
      targetId: created,
      after: { ...audited({ ...form, category_slug: form.category }), body_length: body_html.length },
    });
    return created;
  });
  return getAdminArticle(sql, id);
}

export async function patchArticle(sql: TSql, editorId: number, id: number, patch: TKnowledgeArticlePatch) {
  const changes: Partial<repository.TArticleValues> = {};
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.lead !== undefined) changes.lead = patch.lead;
  if (patch.body !== undefined) changes.body_html = cleanBody(patch.body);
  if (patch.subscribers_only !== undefined) changes.subscribers_only = patch.subscribers_only;
  await inTransaction(sql, async (tx) => {
    const before = await repository.lockArticle(tx, id);
    if (!before) throw notFound();
    if (patch.slug !== undefined && patch.slug !== before.slug) {
      // Cards link to a factor's article by its address: it must stay where they point.
      if (FACTOR_ARTICLE_SLUGS.has(before.slug)) throw fieldError('slug', KNOWLEDGE_MESSAGES.factorArticle);
      if (await repository.slugTakenByOther(tx, patch.slug, id)) {
        throw fieldError('slug', KNOWLEDGE_MESSAGES.slugTaken);
      }
      changes.slug = patch.slug;
    }
    if (patch.category !== undefined) changes.category_id = await categoryIdOf(tx, patch.category);
    await repository.updateArticle(tx, id, changes);
    const after = await repository.findArticleById(tx, id);
    await recordAudit(tx, {
      actorId: editorId,
      action: 'knowledge.update',
      targetType: 'knowledge_article',
      targetId: id,
      before: { ...audited(before), body_length: before.body_html.length },
      after: after ? { ...audited(after), body_length: after.body_html.length } : null,
    });
  });
  return getAdminArticle(sql, id);
}

export async function deleteArticle(sql: TSql, editorId: number, id: number): Promise<void> {
  await inTransaction(sql, async (tx) => {
    const before = await repository.lockArticle(tx, id);
    if (!before) throw notFound();
    if (FACTOR_ARTICLE_SLUGS.has(before.slug)) throw new AppError('CONFLICT', KNOWLEDGE_MESSAGES.factorArticle);
    await repository.deleteArticle(tx, id);
    await recordAudit(tx, {
      actorId: editorId,
      action: 'knowledge.delete',
      targetType: 'knowledge_article',
      targetId: id,
      before: audited(before),
    });
  });
}

export const listCategories = (sql: TSql) => repository.findCategories(sql);

export async function createCategory(sql: TSql, editorId: number, form: TKnowledgeCategoryForm) {
  await inTransaction(sql, async (tx) => {
    const id = await repository.insertCategory(tx, form);
    if (id === undefined) throw fieldError('slug', KNOWLEDGE_MESSAGES.categorySlugTaken);
    await recordAudit(tx, {
      actorId: editorId,
      action: 'knowledge.category_create',
      targetType: 'knowledge_category',
      targetId: id,
      after: form,
    });
  });
}

export async function renameCategory(sql: TSql, editorId: number, slug: string, title: string) {
  await inTransaction(sql, async (tx) => {
    const before = await repository.renameCategory(tx, slug, title);
    if (before === undefined) throw new AppError('NOT_FOUND', KNOWLEDGE_MESSAGES.categoryNotFound);
    await recordAudit(tx, {
      actorId: editorId,
      action: 'knowledge.category_update',
      targetType: 'knowledge_category',
      targetId: slug,
      before: { title: before },
      after: { title },
    });
  });
}

export async function deleteCategory(sql: TSql, editorId: number, slug: string) {
  await inTransaction(sql, async (tx) => {
    const outcome = await repository.deleteEmptyCategory(tx, slug);
    if (outcome === 'missing') throw new AppError('NOT_FOUND', KNOWLEDGE_MESSAGES.categoryNotFound);
    if (outcome === 'not_empty') throw new AppError('CONFLICT', KNOWLEDGE_MESSAGES.categoryNotEmpty);
    await recordAudit(tx, {
      actorId: editorId,
      action: 'knowledge.category_delete',
      targetType: 'knowledge_category',
      targetId: slug,
      before: { slug },
    });
  });
}

/** Whether `/knowledge/{slug}` names an article (the page has something to show); a malformed slug names none. */
export async function isKnowledgeArticlePage(sql: TSql, slug: string): Promise<boolean> {
  if (!KNOWLEDGE_SLUG_PATTERN.test(slug) || slug.length > KNOWLEDGE_SLUG_MAX_LENGTH) return false;
  return (await repository.findExistingSlugs(sql, [slug])).has(slug);
}
