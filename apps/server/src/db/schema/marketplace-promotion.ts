import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bigintNumber, createdAt, isoDate, ownedBy, serialId, timestamptz } from './columns.ts';
import { products, sellers } from './marketplace.ts';

/**
 * A seller's short announcement in the marketplace feed (a paid feature, counted per calendar month).
 * `status` follows products: `moderation`, then `published` or `rejected` with `reject_reason`. The text
 * is stored and shown as text. A link points at one of the seller's own products (`link_product_id`, cleared
 * when the product goes) or at the seller's own page (`link_company`). A deleted announcement keeps its row
 * (`deleted_at`) so it still counts against the month it was posted in.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serialId(),
    sellerId: ownedBy('seller_id', () => sellers.id),
    authorId: ownedBy('author_id', () => users.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    text: text('text').notNull(),
    linkProductId: bigintNumber('link_product_id').references(() => products.id, { onDelete: 'set null' }),
    linkCompany: boolean('link_company').notNull().default(false),
    status: varchar('status', { length: 16 }).notNull().default('moderation'),
    rejectReason: text('reject_reason'),
    moderatedAt: timestamptz('moderated_at'),
    moderatedBy: bigintNumber('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamptz('published_at'),
    deletedAt: timestamptz('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('announcements_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`status = 'published' and deleted_at is null`),
    index('announcements_seller_idx').on(t.sellerId, t.id.desc()),
    // The monthly quota counts a user's posts since the month began.
    index('announcements_author_idx').on(t.authorId, t.createdAt),
    index('announcements_status_idx').on(t.status, t.createdAt),
    check('announcements_kind_known', sql`${t.kind} in ('new_goods', 'price_change', 'opening', 'other')`),
    check('announcements_status_known', sql`${t.status} in ('moderation', 'published', 'rejected')`),
  ],
);

/** Pictures of an announcement, re-encoded as product pictures are; `position` keeps the seller's order. */
export const announcementImages = pgTable(
  'announcement_images',
  {
    id: serialId(),
    announcementId: ownedBy('announcement_id', () => announcements.id),
    key: text('key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('announcement_images_announcement_idx').on(t.announcementId, t.position)],
);

/**
 * A product its seller promotes into the «Реклама» block above matching catalogue results. How many a
 * representative may promote is their plan's `promoted_products`; a plan that lapses takes them out of
 * the block without deleting the rows.
 */
export const productPromotions = pgTable(
  'product_promotions',
  {
    productId: ownedBy('product_id', () => products.id).primaryKey(),
    createdAt: createdAt(),
  },
  () => [],
);

/**
 * Impressions (the block served with the product) and clicks of a promoted product per day (Moscow
 * date). Written in batches by each instance, one upsert per flush, so serving the block never waits on
 * a row lock.
 */
export const productPromotionStats = pgTable(
  'product_promotion_stats',
  {
    productId: ownedBy('product_id', () => products.id),
    day: isoDate('day').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);
