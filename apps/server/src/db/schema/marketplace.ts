import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bigintNumber, createdAt, innColumn, isoDate, ownedBy, serialId, timestamptz, updatedAt } from './columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A product price in rubles with kopecks. */
const price = <TName extends string>(name: TName) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * The marketplace's company: a legal entity (`company_id`) or a sole trader
 * (`entrepreneur_id`) that a user represents through an approved seller
 * application. Its id is the `company` of products and of `/company/{id}`;
 * the logo (`avatar`) and the cover picture (`image`) are set by the
 * representative. Register rows are referenced without a foreign key, as
 * `companies.representative_id` is: an import may rewrite them.
 */
export const sellers = pgTable(
  'sellers',
  {
    id: serialId(),
    companyId: bigintNumber('company_id'),
    entrepreneurId: bigintNumber('entrepreneur_id'),
    inn: innColumn('inn').notNull(),
    representativeId: bigintNumber('representative_id').references(() => users.id, { onDelete: 'set null' }),
    /** Storage keys of the re-encoded logo (square) and cover picture. */
    avatarKey: text('avatar_key'),
    imageKey: text('image_key'),
    /** Bank details the representative gives for the deal documents: all four or none (checked by the API). */
    bankName: text('bank_name'),
    bik: varchar('bik', { length: 9 }),
    settlementAccount: varchar('settlement_account', { length: 20 }),
    correspondentAccount: varchar('correspondent_account', { length: 20 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sellers_company_key').on(t.companyId),
    uniqueIndex('sellers_entrepreneur_key').on(t.entrepreneurId),
    index('sellers_representative_idx').on(t.representativeId),
    index('sellers_inn_idx').on(t.inn),
    check('sellers_one_subject', sql`num_nonnulls(${t.companyId}, ${t.entrepreneurId}) = 1`),
  ],
);

/** The catalogue's two-level tree of B2B categories (spec §3 Category: `childrens` are the rows naming a parent). */
export const productCategories = pgTable(
  'product_categories',
  {
    id: serialId(),
    parentId: bigintNumber('parent_id').references((): AnyPgColumn => productCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** Path of the tile picture under the web app's static assets, or a storage key once an admin uploads one. */
    image: text('image'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_categories_name_key').on(sql`coalesce(${t.parentId}, 0)`, t.name),
    index('product_categories_parent_idx').on(t.parentId, t.position),
  ],
);

/** Free tags of products (spec §3 Tag); names are unique regardless of case. */
export const productTags = pgTable(
  'product_tags',
  {
    id: serialId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('product_tags_name_key').on(sql`lower(${t.name})`)],
);

/** What a product's text search matches: name (weight A), tags come through `search_extra` (B), description (C). */
const PRODUCT_SEARCH_VECTOR: SQL = sql`
  setweight(to_tsvector('russian', translate(lower(name), 'ё', 'е')), 'A') ||
  setweight(to_tsvector('russian', translate(lower(coalesce(search_extra, '')), 'ё', 'е')), 'B') ||
  setweight(to_tsvector('russian', translate(lower(left(description, 4000)), 'ё', 'е')), 'C')`;

/**
 * A seller's product. `status`: `moderation` (new, or edited after approval:
 * hidden from the catalogue), `published`, `rejected` (with `reject_reason`).
 * Prices include VAT at `vat_rate` percent (null: not subject to VAT), as
 * Russian B2B prices normally do. Counters (likes, views, rating) are kept on
 * the row so the catalogue sorts by them from an index.
 */
export const products = pgTable(
  'products',
  {
    id: serialId(),
    sellerId: ownedBy('seller_id', () => sellers.id),
    categoryId: bigintNumber('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: price('price').notNull(),
    salePrice: price('sale_price'),
    vatRate: smallint('vat_rate').default(20),
    /** Units available to buy; orders reserve from it. */
    inStock: integer('in_stock').notNull().default(0),
    /** Characteristics: `[{name, value, unit?}]`. */
    specifications: jsonb('specifications')
      .$type<{ name: string; value: string; unit?: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Tag names joined by spaces, so text search finds a product by its tags; kept by the writers. */
    searchExtra: text('search_extra'),
    status: varchar('status', { length: 16 }).notNull().default('moderation'),
    rejectReason: text('reject_reason'),
    moderatedAt: timestamptz('moderated_at'),
    moderatedBy: bigintNumber('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    /** The fields as last approved, so a moderator sees what the seller changed since. */
    approvedSnapshot: jsonb('approved_snapshot').$type<Record<string, unknown>>(),
    /** The seller's own offer id from a bulk upload (YML `offer/@id`, a table's `offer_id`): the upsert key. */
    externalId: text('external_id'),
    likesCount: integer('likes_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    /** Average of the reviews' stars, null until the first review. */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    reviewsCount: integer('reviews_count').notNull().default(0),
    /** The price the catalogue filters and sorts by: the sale price when there is one. Kept by the database. */
    effectivePrice: price('effective_price').generatedAlwaysAs(sql`coalesce(sale_price, price)`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(PRODUCT_SEARCH_VECTOR),
    publishedAt: timestamptz('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('products_status_idx').on(t.status, t.createdAt),
    uniqueIndex('products_seller_external_key').on(t.sellerId, t.externalId).where(sql`external_id is not null`),
    // The catalogue reads published rows only; each ordering has its own partial index.
    // Price and category ride along after the unique id (drizzle has no INCLUDE), so a price range or a
    // category is filtered from the index alone, without reading the rows it skips.
    index('products_published_popular_idx')
      .on(t.rating.desc().nullsLast(), t.likesCount.desc(), t.id.desc(), t.effectivePrice, t.categoryId)
      .where(sql`status = 'published'`),
    index('products_published_price_idx').on(t.effectivePrice, t.id).where(sql`status = 'published'`),
    index('products_published_newest_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`status = 'published'`),
    index('products_published_category_idx').on(t.categoryId, t.id).where(sql`status = 'published'`),
    // A root category by price: each leaf's cheapest first, merged (catalogue.ts categoriesByPricePage).
    index('products_published_category_price_idx')
      .on(t.categoryId, t.effectivePrice, t.id)
      .where(sql`status = 'published'`),
    index('products_search_idx').using('gin', t.searchVector).where(sql`status = 'published'`),
    index('products_name_trgm_idx')
      .using('gin', sql`translate(lower(${t.name}), 'ё', 'е') gin_trgm_ops`)
      .where(sql`status = 'published'`),
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_sale_price_not_above', sql`${t.salePrice} is null or ${t.salePrice} <= ${t.price}`),
    check('products_in_stock_not_negative', sql`${t.inStock} >= 0`),
    check('products_status_known', sql`${t.status} in ('moderation', 'published', 'rejected')`),
  ],
);

/** Pictures of a product, re-encoded to WebP with a thumbnail; `position` orders the gallery (0 is the main one). */
export const productImages = pgTable(
  'product_images',
  {
    id: serialId(),
    productId: ownedBy('product_id', () => products.id),
    key: text('key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    position: smallint('position').notNull().default(0),
    /** The URL a bulk upload named, so the same picture is not fetched twice. */
    sourceUrl: text('source_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position, t.id),
    // Demo products share files: one is deleted only when no row names its key any more.
    index('product_images_key_idx').on(t.key),
  ],
);

export const productTagLinks = pgTable(
  'product_tag_links',
  {
    productId: ownedBy('product_id', () => products.id),
    tagId: ownedBy('tag_id', () => productTags.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tag_links_tag_idx').on(t.tagId)],
);

/** Likes: a product in a user's favorites (spec §4 like toggle). */
export const productFavorites = pgTable(
  'product_favorites',
  {
    userId: ownedBy('user_id', () => users.id),
    productId: ownedBy('product_id', () => products.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('product_favorites_user_idx').on(t.userId, t.createdAt.desc()),
    index('product_favorites_product_idx').on(t.productId),
  ],
);

/**
 * One row per product, viewer and day: a view counts once per viewer per day.
 * `viewer` is `u:<user id>` or a hash of the client's address and agent.
 */
export const productViews = pgTable(
  'product_views',
  {
    productId: ownedBy('product_id', () => products.id),
    viewer: varchar('viewer', { length: 64 }).notNull(),
    day: isoDate('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.viewer, t.day] }), index('product_views_day_idx').on(t.day)],
);

/** Reviews and replies (spec §3 Comment). Stars 1–5 on a review; a reply (`parent_id`) has none. */
export const productComments = pgTable(
  'product_comments',
  {
    id: serialId(),
    productId: ownedBy('product_id', () => products.id),
    userId: ownedBy('user_id', () => users.id),
    parentId: bigintNumber('parent_id').references((): AnyPgColumn => productComments.id, { onDelete: 'cascade' }),
    stars: smallint('stars'),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_comments_product_idx').on(t.productId, t.createdAt.desc()),
    index('product_comments_user_idx').on(t.userId, t.createdAt.desc()),
    // Deleting a comment cascades to its replies: without it each delete scans all comments.
    index('product_comments_parent_idx').on(t.parentId),
    check('product_comments_stars_range', sql`${t.stars} is null or ${t.stars} between 1 and 5`),
  ],
);

/**
 * A seller's bulk upload of goods (YML, XLSX or CSV): queued, then
 * `processing`, then `done` or `failed`; `report` lists every row's outcome.
 */
export const productUploads = pgTable(
  'product_uploads',
  {
    id: serialId(),
    sellerId: ownedBy('seller_id', () => sellers.id),
    userId: ownedBy('user_id', () => users.id),
    fileName: text('file_name').notNull(),
    /** yml | xlsx | csv */
    format: varchar('format', { length: 8 }).notNull(),
    fileKey: text('file_key').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    refusedCount: integer('refused_count').notNull().default(0),
    /** `[{row, offer_id, outcome: created|updated|refused, product_id?, reasons?}]` */
    report: jsonb('report').$type<Record<string, unknown>[]>().notNull().default(sql`'[]'::jsonb`),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [index('product_uploads_seller_idx').on(t.sellerId, t.createdAt.desc())],
);
