import type { TSql } from '../../db/client.ts';
import type { TRowOf } from '../../db/row.ts';
import type { newsPosts } from '../../db/schema/blog.ts';

export type TNewsRow = Pick<TRowOf<typeof newsPosts>, 'id' | 'title' | 'content_html' | 'image_key' | 'created_at'>;

const COLUMNS = ['id', 'title', 'content_html', 'image_key', 'created_at'];

/** One page, newest first; the id breaks ties so pages never overlap. */
export async function findNewsPage(
  sql: TSql,
  page: { limit: number; offset: number },
): Promise<{ rows: TNewsRow[]; count: number }> {
  const [rows, [total]] = await Promise.all([
    sql<TNewsRow[]>`
      select ${sql(COLUMNS)} from news_posts
      order by created_at desc, id desc
      limit ${page.limit} offset ${page.offset}`,
    sql<{ count: number }[]>`select count(*)::int as count from news_posts`,
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findNewsPost(sql: TSql, id: number): Promise<TNewsRow | undefined> {
  const [row] = await sql<TNewsRow[]>`select ${sql(COLUMNS)} from news_posts where id = ${id}`;
  return row;
}

export async function insertNewsPost(
  sql: TSql,
  post: { title: string; contentHtml: string; imageKey: string | null; authorId: number },
): Promise<TNewsRow> {
  const [row] = await sql<TNewsRow[]>`
    insert into news_posts (title, content_html, image_key, author_id)
    values (${post.title}, ${post.contentHtml}, ${post.imageKey}, ${post.authorId})
    returning ${sql(COLUMNS)}`;
  if (!row) throw new Error('insert into news_posts returned no row');
  return row;
}

export type TNewsChanges = Partial<{ title: string; content_html: string; image_key: string | null }>;

/**
 * Applies the changes and returns the row as it was before (for the old image
 * key) and after, or undefined when there is no such post. Call it in a
 * transaction: the row is locked between the two reads.
 */
export async function updateNewsPost(
  tx: TSql,
  id: number,
  changes: TNewsChanges,
): Promise<{ before: TNewsRow; after: TNewsRow } | undefined> {
  const [before] = await tx<TNewsRow[]>`select ${tx(COLUMNS)} from news_posts where id = ${id} for update`;
  if (!before) return undefined;
  const [after] = await tx<TNewsRow[]>`
    update news_posts set ${tx({ ...changes, updated_at: new Date() })}
    where id = ${id}
    returning ${tx(COLUMNS)}`;
  return after ? { before, after } : undefined;
}

/** The deleted post's title and image key (null when it had none), or undefined when there was no such post. */
export async function deleteNewsPost(
  sql: TSql,
  id: number,
): Promise<{ title: string; image_key: string | null } | undefined> {
  const [row] = await sql<{ title: string; image_key: string | null }[]>`
    delete from news_posts where id = ${id} returning title, image_key`;
  return row;
}
