import { bigint, index, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';
import { bigintNumber, createdAt, timestamptz } from './columns.ts';

/**
 * Replies of the card's endpoints kept as they were sent, so a card read costs
 * one primary-key read instead of its queries (modules/card-documents). A
 * document is built by the first read after a change and deleted by the writer
 * of anything it shows, in the writer's transaction.
 */
export const cardDocuments = pgTable('card_documents', {
  /** The request it answers: the route, its parameters and whatever else the reply varies by. */
  key: text('key').primaryKey(),
  /** The reply's body, exactly as it was sent. */
  body: text('body').notNull(),
  contentType: text('content_type').notNull(),
  cacheControl: text('cache_control'),
  /** When a fact it shows stops holding by the calendar (a disqualification ends, a rating expires). */
  expiresAt: timestamptz('expires_at'),
  /** `card_document_generation` when it was built: a document of an older generation is never served. */
  generation: bigintNumber('generation').notNull(),
  createdAt: createdAt(),
});

/**
 * What each document was built from: one row per tag (`inn:…`, `ogrn:…`, `company:…`, `person:…`,
 * `address:…` …), the tag's 64-bit hash. A writer that changes facts under a tag deletes the documents
 * whose rows hold its hash: one B-tree probe per tag, whatever the number of documents kept (an array
 * column compared by overlap was read whole, every tag against every document). Two tags of one hash
 * only delete a document more than needed.
 */
export const cardDocumentTags = pgTable(
  'card_document_tags',
  {
    tag: bigint('tag', { mode: 'bigint' }).notNull(),
    key: text('key').notNull(),
  },
  (t) => [index('card_document_tags_tag_idx').on(t.tag), index('card_document_tags_key_idx').on(t.key)],
);

/**
 * Advanced by every writer that deletes documents, before it does: a reader
 * keeps the document it built only when no writer ran from the start of its
 * reads to its insert (see card-documents.repository.ts).
 */
export const cardDocumentWrites = pgSequence('card_document_writes');

/**
 * Advanced by a writer whose change may touch any document (a list naming
 * people or addresses, a new demo register, a new version of the server):
 * every document built before is left unread, without deleting one.
 */
export const cardDocumentGeneration = pgSequence('card_document_generation');
