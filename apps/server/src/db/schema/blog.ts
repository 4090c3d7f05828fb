import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Blog posts (spec §3 "News post"). `contentHtml` is stored already sanitised. */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    /** Storage key of the re-encoded cover image, e.g. `news/<uuid>.webp`. */
    imageKey: text('image_key'),
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_posts_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
