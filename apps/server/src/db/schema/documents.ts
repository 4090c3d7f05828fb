import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bigintNumber, createdAt, ownedBy, serialId, timestamptz } from './columns.ts';
import { orders } from './orders.ts';

/**
 * A document the parties of a deal exchange: generated from the deal (contract, invoice, act, УПД; `deal`
 * keeps the data it was made from, so the PDF reads the same whenever it is opened) or uploaded (`file_key`).
 * The deal is an order or a won tender, exactly one of them. The parties are the seller's and the buyer's
 * representatives at the time it was sent (`seller_user_id`, `buyer_user_id`); `sender_side` says which of
 * them sent it, the other one receives, views and signs or rejects it. sent → viewed → signed | rejected.
 */
export const documents = pgTable(
  'documents',
  {
    id: serialId(),
    orderId: bigintNumber('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** A won tender's deal; the tenders table joins later, so no reference yet. */
    tenderId: bigintNumber('tender_id'),
    /** contract | invoice | act | upd | upload */
    kind: varchar('kind', { length: 16 }).notNull(),
    title: text('title').notNull(),
    /** seller | buyer */
    senderSide: varchar('sender_side', { length: 8 }).notNull(),
    senderId: bigintNumber('sender_id').references(() => users.id, { onDelete: 'set null' }),
    sellerUserId: bigintNumber('seller_user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerUserId: bigintNumber('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The parties as the documents name them: `{name, inn, kpp, ogrn, address, director, bank}`. */
    seller: jsonb('seller').$type<Record<string, unknown>>().notNull(),
    buyer: jsonb('buyer').$type<Record<string, unknown>>().notNull(),
    /** The deal a generated document was made from (TDeal); null for an upload. */
    deal: jsonb('deal').$type<Record<string, unknown>>(),
    totalKopecks: bigintNumber('total_kopecks'),
    /** An uploaded file's storage key, name, MIME type and size. */
    fileKey: text('file_key'),
    fileName: text('file_name').notNull(),
    fileType: varchar('file_type', { length: 100 }).notNull(),
    fileSize: integer('file_size'),
    /** sent | viewed | signed | rejected */
    status: varchar('status', { length: 10 }).notNull().default('sent'),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    viewedAt: timestamptz('viewed_at'),
    signedAt: timestamptz('signed_at'),
    rejectedAt: timestamptz('rejected_at'),
  },
  (t) => [
    index('documents_order_idx').on(t.orderId, t.id.desc()),
    index('documents_tender_idx').on(t.tenderId, t.id.desc()),
    index('documents_seller_user_idx').on(t.sellerUserId, t.id.desc()),
    index('documents_buyer_user_idx').on(t.buyerUserId, t.id.desc()),
    check('documents_one_deal', sql`num_nonnulls(${t.orderId}, ${t.tenderId}) = 1`),
    check('documents_kind_check', sql`${t.kind} in ('contract', 'invoice', 'act', 'upd', 'upload')`),
    check('documents_sender_side_check', sql`${t.senderSide} in ('seller', 'buyer')`),
    check('documents_status_check', sql`${t.status} in ('sent', 'viewed', 'signed', 'rejected')`),
    check('documents_reject_reason_check', sql`${t.status} <> 'rejected' or ${t.rejectReason} is not null`),
  ],
);

/**
 * What happened to a document, who did it and when: sent, viewed, signed, rejected (with the reason). A
 * document is signed or rejected once: the unique index refuses a second signature whatever races it.
 */
export const documentEvents = pgTable(
  'document_events',
  {
    id: serialId(),
    documentId: ownedBy('document_id', () => documents.id),
    /** sent | viewed | signed | rejected */
    event: varchar('event', { length: 10 }).notNull(),
    userId: bigintNumber('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The person's name and organization as they were, so the log and the stamp outlive account changes. */
    userName: text('user_name').notNull(),
    organization: text('organization').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('document_events_document_idx').on(t.documentId, t.id),
    uniqueIndex('document_events_once_key')
      .on(t.documentId, t.event)
      .where(sql`${t.event} in ('viewed', 'signed', 'rejected')`),
    check('document_events_event_check', sql`${t.event} in ('sent', 'viewed', 'signed', 'rejected')`),
  ],
);
