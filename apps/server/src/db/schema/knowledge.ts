import { type SQL, sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bigintNumber, createdAt, serialId, updatedAt } from './columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Rubrics of the knowledge base, in the order the list shows them. */
export const knowledgeCategories = pgTable(
  'knowledge_categories',
  {
    id: serialId(),
    slug: varchar('slug', { length: 100 }).notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('knowledge_categories_slug_key').on(t.slug)],
);

/**
 * What the article search matches: the title (weight A), the lead (B) and the body's text without tags (C),
 * Russian stems, ё read as е.
 */
const ARTICLE_SEARCH_VECTOR: SQL = sql`
  setweight(to_tsvector('russian', translate(lower(title), 'ё', 'е')), 'A') ||
  setweight(to_tsvector('russian', translate(lower(lead), 'ё', 'е')), 'B') ||
  setweight(to_tsvector('russian', translate(lower(regexp_replace(body_html, '<[^>]*>', ' ', 'g')), 'ё', 'е')), 'C')`;

/**
 * An article of the knowledge base. `slug` is its address (`/knowledge/{slug}`); reliability factors link to
 * theirs by slug. `body_html` is stored already sanitised; a `subscribers_only` article's body reaches only
 * callers whose plan has `knowledge.full`, others get the title and the lead.
 */
export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    id: serialId(),
    slug: varchar('slug', { length: 100 }).notNull(),
    title: text('title').notNull(),
    lead: text('lead').notNull(),
    bodyHtml: text('body_html').notNull(),
    categoryId: bigintNumber('category_id').references(() => knowledgeCategories.id, { onDelete: 'set null' }),
    subscribersOnly: boolean('subscribers_only').notNull().default(false),
    searchVector: tsvector('search_vector').generatedAlwaysAs(ARTICLE_SEARCH_VECTOR),
    authorId: bigintNumber('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('knowledge_articles_slug_key').on(t.slug),
    index('knowledge_articles_category_idx').on(t.categoryId),
    index('knowledge_articles_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * Features in early access: while `enabled`, users whose plan has `early_access` get the feature `key` names;
 * nobody else does, and nobody at all while it is off. Keys are the code's; admins toggle them.
 */
export const earlyAccessFlags = pgTable('early_access_flags', {
  key: varchar('key', { length: 64 }).primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
