import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bigintNumber, createdAt, serialId, updatedAt } from './columns.ts';

/** Blog posts (spec §3 "News post"). `contentHtml` is stored already sanitised. */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: serialId(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    /** Storage key of the re-encoded cover image, e.g. `news/<uuid>.webp`. */
    imageKey: text('image_key'),
    authorId: bigintNumber('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_posts_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
