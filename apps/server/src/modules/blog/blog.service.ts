import {
  AppError,
  htmlToPlainText,
  MESSAGES,
  NEWS_MESSAGES,
  NEWS_PAGE_SIZE,
  type TNewsFields,
  type TNewsPatch,
} from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import type { TUploadedFile } from '../../lib/multipart.ts';
import { newStorageKey, type TStorage } from '../../lib/storage.ts';
import { recordAudit } from '../audit/index.ts';
import { NEWS_IMAGE_FOLDER } from './blog.presenter.ts';
import * as repository from './blog.repository.ts';
import { hasVisibleContent, sanitizeNewsHtml } from './news-html.ts';
import { reencodeNewsImage } from './news-image.ts';

export type TBlogDeps = { sql: TSql; storage: TStorage };

const fieldError = (field: string, message: string) =>
  new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { [field]: [message] });

const notFound = () => new AppError('NOT_FOUND', NEWS_MESSAGES.notFound);

const inTransaction = <T>(deps: TBlogDeps, run: (tx: TSql) => Promise<T>): Promise<T> =>
  deps.sql.begin((transaction) => run(transaction as unknown as TSql)) as Promise<T>;

/** What the audit log keeps of a post: the title and picture, and the text's length rather than the whole HTML. */
const auditedFields = (row: repository.TNewsRow) => ({
  title: row.title,
  content_length: row.content_html.length,
  image_key: row.image_key,
});

export async function listNews(deps: TBlogDeps, page: number) {
  const { rows, count } = await repository.findNewsPage(deps.sql, {
    limit: NEWS_PAGE_SIZE,
    offset: (page - 1) * NEWS_PAGE_SIZE,
  });
  const pages = Math.ceil(count / NEWS_PAGE_SIZE);
  return {
    rows,
    count,
    page,
    next: page < pages ? page + 1 : null,
    // A page past the end still points back to the last real one.
    previous: page > 1 ? Math.min(page - 1, Math.max(pages, 1)) : null,
  };
}

export async function getNews(deps: TBlogDeps, id: number) {
  const row = await repository.findNewsPost(deps.sql, id);
  if (!row) throw notFound();
  return row;
}

/** Sanitised HTML that still shows something; a body of nothing but scripts is refused, not stored empty. */
function cleanContent(content: string): string {
  const html = sanitizeNewsHtml(content);
  if (!hasVisibleContent(html, htmlToPlainText(html))) throw fieldError('content', NEWS_MESSAGES.contentEmpty);
  return html;
}

/** Re-encodes and stores the picture; the key is returned for the row to name. */
async function storeImage(deps: TBlogDeps, image: TUploadedFile): Promise<string> {
  const webp = await reencodeNewsImage(image.data);
  if (!webp) throw fieldError('image', NEWS_MESSAGES.imageType);
  const key = newStorageKey(NEWS_IMAGE_FOLDER, 'webp');
  await deps.storage.put(key, webp);
  return key;
}

const forget = (deps: TBlogDeps, key: string | null | undefined) =>
  key ? deps.storage.delete(key).catch(() => undefined) : undefined;

export async function createNews(
  deps: TBlogDeps,
  authorId: number,
  fields: TNewsFields,
  image: TUploadedFile | undefined,
) {
  const contentHtml = cleanContent(fields.content);
  const imageKey = image ? await storeImage(deps, image) : null;
  try {
    return await inTransaction(deps, async (tx) => {
      const row = await repository.insertNewsPost(tx, { title: fields.title, contentHtml, imageKey, authorId });
      await recordAudit(tx, {
        actorId: authorId,
        action: 'news.create',
        targetType: 'news',
        targetId: row.id,
        after: auditedFields(row),
      });
      return row;
    });
  } catch (error) {
    await forget(deps, imageKey);
    throw error;
  }
}

/** Changes what came; a new picture replaces the old one, whose file is removed once the row names the new one. */
export async function patchNews(
  deps: TBlogDeps,
  editorId: number,
  id: number,
  patch: TNewsPatch,
  image: TUploadedFile | undefined,
) {
  const changes: repository.TNewsChanges = {};
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.content !== undefined) changes.content_html = cleanContent(patch.content);
  if (image) changes.image_key = await storeImage(deps, image);
  else if (patch.remove_image) changes.image_key = null;
  const update = inTransaction(deps, async (tx) => {
    const updated = await repository.updateNewsPost(tx, id, changes);
    if (updated) {
      await recordAudit(tx, {
        actorId: editorId,
        action: 'news.update',
        targetType: 'news',
        targetId: id,
        before: auditedFields(updated.before),
        after: auditedFields(updated.after),
      });
    }
    return updated;
  });
  const result = await update.catch(async (error: unknown) => {
    await forget(deps, changes.image_key);
    throw error;
  });
  if (!result) {
    await forget(deps, changes.image_key);
    throw notFound();
  }
  if ('image_key' in changes && result.before.image_key !== result.after.image_key) {
    await forget(deps, result.before.image_key);
  }
  return result.after;
}

export async function deleteNews(deps: TBlogDeps, editorId: number, id: number): Promise<void> {
  const deleted = await inTransaction(deps, async (tx) => {
    const row = await repository.deleteNewsPost(tx, id);
    if (row) {
      await recordAudit(tx, {
        actorId: editorId,
        action: 'news.delete',
        targetType: 'news',
        targetId: id,
        before: { title: row.title, image_key: row.image_key },
      });
    }
    return row;
  });
  if (!deleted) throw notFound();
  await forget(deps, deleted.image_key);
}
