import { type SQL, sql } from 'drizzle-orm';
import { check, customType, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bigintNumber, createdAt, isoDate, ownedBy, serialId, timestamptz, updatedAt } from './columns.ts';
import { productCategories, sellers } from './marketplace.ts';
import { regions } from './reference.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Rubles with kopecks. */
const rubles = <TName extends string>(name: TName) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** What a tender's text search matches: its title first, then its description (Russian stems, е for ё). */
const TENDER_SEARCH_VECTOR: SQL = sql`
  setweight(to_tsvector('russian', translate(lower(title), 'ё', 'е')), 'A') ||
  setweight(to_tsvector('russian', translate(lower(left(description, 4000)), 'ё', 'е')), 'C')`;

/**
 * A purchase request (tender) of a company (`customer_id`, a marketplace seller) published by its
 * representative (`author_id`). `status`: `open` → `closed` (a winner chosen, `winner_quote_id`) or
 * `cancelled`. Past `deadline` (Moscow date, inclusive) an open tender takes no quotes: checked when read.
 */
export const tenders = pgTable(
  'tenders',
  {
    id: serialId(),
    customerId: ownedBy('customer_id', () => sellers.id),
    authorId: bigintNumber('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    quantity: numeric('quantity', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
    budget: rubles('budget'),
    regionCode: varchar('region_code', { length: 2 })
      .notNull()
      .references(() => regions.code, { onDelete: 'restrict' }),
    categoryId: bigintNumber('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'restrict' }),
    deadline: isoDate('deadline').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    winnerQuoteId: bigintNumber('winner_quote_id'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(TENDER_SEARCH_VECTOR),
    createdAt: createdAt(),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    index('tenders_open_idx').on(t.deadline, t.id).where(sql`${t.status} = 'open'`),
    index('tenders_customer_idx').on(t.customerId, t.id),
    index('tenders_search_idx').using('gin', t.searchVector),
    check('tenders_status_check', sql`${t.status} in ('open', 'closed', 'cancelled')`),
    check('tenders_winner_check', sql`(${t.status} = 'closed') = (${t.winnerQuoteId} is not null)`),
  ],
);

/** A supplier company's answer to a tender: one per company, updated while the tender takes quotes. */
export const tenderQuotes = pgTable(
  'tender_quotes',
  {
    id: serialId(),
    tenderId: ownedBy('tender_id', () => tenders.id),
    supplierId: ownedBy('supplier_id', () => sellers.id),
    authorId: bigintNumber('author_id').references(() => users.id, { onDelete: 'set null' }),
    price: rubles('price').notNull(),
    deliveryDate: isoDate('delivery_date'),
    terms: text('terms').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tender_quotes_supplier_key').on(t.tenderId, t.supplierId),
    index('tender_quotes_supplier_idx').on(t.supplierId, t.id),
  ],
);

/**
 * A file attached to a tender (`quote_id` null) or to a quote. The bytes live in the app's file storage
 * under `storage_key`; the type was recognised from the content.
 */
export const tenderFiles = pgTable(
  'tender_files',
  {
    id: serialId(),
    tenderId: ownedBy('tender_id', () => tenders.id),
    quoteId: bigintNumber('quote_id').references(() => tenderQuotes.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tender_files_tender_idx').on(t.tenderId), index('tender_files_quote_idx').on(t.quoteId)],
);
