import { z } from 'zod';
import { requiredText } from '../auth/fields.ts';
import { ACCOUNT_MESSAGES } from '../auth/messages.ts';
import { zPage } from '../companies/common.contract.ts';

/** Spec §7: the blog list is paged by ten. */
export const NEWS_PAGE_SIZE = 10;
export const NEWS_TITLE_MAX_LENGTH = 200;
/** Far above any article, and within the server's 100 KB limit of one form field even in Cyrillic. */
export const NEWS_CONTENT_MAX_LENGTH = 50_000;
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const NEWS_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Multipart field names of `POST /api/v1/news/` and `PATCH /api/v1/news/{id}/`. */
export const NEWS_FIELDS = { title: 'title', content: 'content', image: 'image', removeImage: 'remove_image' } as const;

export const NEWS_MESSAGES = {
  notFound: 'Новость не найдена',
  imageType: 'Загрузите изображение: JPG, PNG или WebP',
  imageTooLarge: ACCOUNT_MESSAGES.fileTooLarge(NEWS_IMAGE_MAX_BYTES / 1024 / 1024),
  imageUnreadable: 'Не удалось прочитать изображение: файл повреждён или это не картинка',
  contentEmpty: 'Текст новости пуст после очистки: добавьте текст',
} as const;

/** `GET /api/v1/news` item and `GET /api/v1/news/{id}/` (spec §3 "News post"). */
export const ZNewsPost = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string().describe('HTML, очищенный на сервере'),
    image: z.string().nullable().describe('Адрес картинки или null'),
    created_at: z.string().describe('ISO 8601'),
    preview: z.string().describe('Первые 120 символов текста и «…», если текст длиннее'),
  })
  .meta({ id: 'NewsPost' });
export type TNewsPost = z.infer<typeof ZNewsPost>;

export const ZNewsPage = zPage(ZNewsPost).meta({ id: 'NewsPage' });
export type TNewsPage = z.infer<typeof ZNewsPage>;

export const ZNewsListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('Номер страницы, по 10 новостей'),
});

export const ZNewsIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The text fields of a post as an admin sends them (multipart fields). */
export const ZNewsFields = z.object({
  title: requiredText(NEWS_TITLE_MAX_LENGTH),
  content: requiredText(NEWS_CONTENT_MAX_LENGTH),
});
export type TNewsFields = z.output<typeof ZNewsFields>;

const imageField = z.string().optional().describe('Файл картинки: JPG, PNG или WebP до 5 МБ');

/** `POST /api/v1/news/` as `multipart/form-data` (JSON without an image works too). */
export const ZNewsCreateForm = ZNewsFields.extend({ image: imageField }).meta({ id: 'NewsCreateForm' });

/** `PATCH /api/v1/news/{id}/`: any of the fields; `remove_image=true` drops the picture. */
export const ZNewsPatchForm = z
  .object({
    title: ZNewsFields.shape.title.optional(),
    content: ZNewsFields.shape.content.optional(),
    image: imageField,
    remove_image: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
      .optional()
      .transform((value) => value === true || value === 'true' || value === '1')
      .describe('true — убрать картинку'),
  })
  .meta({ id: 'NewsPatchForm' });
export type TNewsPatch = z.output<typeof ZNewsPatchForm>;

/** The image checks both sides make before any bytes are decoded. */
export function newsImageError(file: { type: string; size: number }): string | null {
  if (!(NEWS_IMAGE_TYPES as readonly string[]).includes(file.type)) return NEWS_MESSAGES.imageType;
  if (file.size > NEWS_IMAGE_MAX_BYTES) return NEWS_MESSAGES.imageTooLarge;
  return null;
}
