import {
  FACTOR_ARTICLE_SLUGS,
  type TKnowledgeAdminArticle,
  type TKnowledgeArticle,
  type TKnowledgeArticleSummary,
  type TKnowledgeCategory,
  type TLocked,
} from '@sverka/shared';
import type { TArticleRow, TCategoryRow } from './knowledge.repository.ts';

export function presentArticleSummary(row: TArticleRow): TKnowledgeArticleSummary {
  return {
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    category:
      row.category_slug !== null && row.category_title !== null
        ? { slug: row.category_slug, title: row.category_title }
        : null,
    subscribers_only: row.subscribers_only,
    updated_at: row.updated_at.toISOString(),
  };
}

/** An article for a reader: the body only when nothing locks it. */
export function presentArticle(row: TArticleRow, locked: TLocked | null): TKnowledgeArticle {
  return { ...presentArticleSummary(row), body: locked ? null : row.body_html, locked };
}

export function presentAdminArticle(row: TArticleRow): TKnowledgeAdminArticle {
  return {
    id: row.id,
    ...presentArticleSummary(row),
    body: row.body_html,
    created_at: row.created_at.toISOString(),
    factor_article: FACTOR_ARTICLE_SLUGS.has(row.slug),
  };
}

export const presentCategory = (row: TCategoryRow): TKnowledgeCategory => ({
  slug: row.slug,
  title: row.title,
  count: row.count,
});
