import { newsPreview, type TNewsPost } from '@sverka/shared';
import type { TNewsRow } from './blog.repository.ts';

/** Where stored files are served from (`news/<uuid>.webp` → `/api/v1/media/news/<uuid>.webp`). */
export const MEDIA_PREFIX = '/api/v1/media/';
export const NEWS_IMAGE_FOLDER = 'news';

export function newsImageUrl(key: string | null): string | null {
  return key ? `${MEDIA_PREFIX}${key}` : null;
}

/** A post as readers get it; the author and the storage key stay on the server. */
export function presentNewsPost(row: TNewsRow): TNewsPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content_html,
    image: newsImageUrl(row.image_key),
    created_at: row.created_at.toISOString(),
    preview: newsPreview(row.content_html),
  };
}
