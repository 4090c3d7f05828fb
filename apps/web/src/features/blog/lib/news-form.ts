import {
  NEWS_CONTENT_MAX_LENGTH,
  NEWS_FIELDS,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_TYPES,
  NEWS_TITLE_MAX_LENGTH,
  type TNewsPost,
} from '@sverka/shared';

/**
 * The admin form's pure rules: the same checks the server makes, so a
 * mistake is named before anything is sent, and the multipart body the
 * server expects.
 */

export interface TNewsFormValues {
  title: string;
  content: string;
}

export type TNewsFormField = 'title' | 'content' | 'image';

/** An i18n key under `admin.news.errors` and its values. */
export interface TNewsFieldError {
  key: string;
  values?: Record<string, number>;
}

export type TNewsFormErrors = Partial<Record<TNewsFormField, TNewsFieldError>>;

const ERRORS = 'admin.news.errors';

export const emptyNewsForm = (): TNewsFormValues => ({ title: '', content: '' });

export const newsFormValuesOf = (post: TNewsPost): TNewsFormValues => ({ title: post.title, content: post.content });

function textError(value: string, max: number): TNewsFieldError | undefined {
  // UTF-16 units, as the server's check counts them, so both sides agree on every title.
  const length = value.trim().length;
  if (length === 0) return { key: `${ERRORS}.blank` };
  if (length > max) return { key: `${ERRORS}.tooLong`, values: { max } };
  return undefined;
}

/** Whether a picked file may be sent: JPEG, PNG or WebP up to 5 MB, as the server accepts. */
export function checkNewsImage(file: { type: string; size: number }): TNewsFieldError | undefined {
  if (!(NEWS_IMAGE_TYPES as readonly string[]).includes(file.type)) return { key: `${ERRORS}.imageType` };
  if (file.size > NEWS_IMAGE_MAX_BYTES)
    return { key: `${ERRORS}.imageTooLarge`, values: { megabytes: NEWS_IMAGE_MAX_BYTES / 1024 / 1024 } };
  return undefined;
}

export function checkNewsForm(values: TNewsFormValues, image: { type: string; size: number } | null): TNewsFormErrors {
  const errors: TNewsFormErrors = {};
  const title = textError(values.title, NEWS_TITLE_MAX_LENGTH);
  if (title) errors.title = title;
  const content = textError(values.content, NEWS_CONTENT_MAX_LENGTH);
  if (content) errors.content = content;
  const picture = image ? checkNewsImage(image) : undefined;
  if (picture) errors.image = picture;
  return errors;
}

/**
 * The body of `POST /api/v1/news/` or `PATCH /api/v1/news/{id}/`: the text
 * fields always (so an edit saves what is on screen), a new image when one
 * was picked, and `remove_image` when an edited post's picture was removed.
 */
export function newsFormData(
  values: TNewsFormValues,
  image: { file: Blob; name: string } | null,
  removeImage: boolean,
): FormData {
  const form = new FormData();
  form.append(NEWS_FIELDS.title, values.title.trim());
  form.append(NEWS_FIELDS.content, values.content);
  if (image) form.append(NEWS_FIELDS.image, image.file, image.name);
  else if (removeImage) form.append(NEWS_FIELDS.removeImage, 'true');
  return form;
}

/**
 * The admin's live preview runs in a sandboxed frame with no scripts: the
 * text is what was typed, before the server cleans it, so it must not run in
 * the page itself.
 */
export function previewDocument(content: string, language: string): string {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><base target="_blank"><style>` +
    'body{margin:0;padding:12px 16px;font:15px/1.6 Inter,system-ui,sans-serif;color:#212529}' +
    'img{max-width:100%;height:auto}table{border-collapse:collapse}td,th{border:1px solid #dee2e6;padding:4px 8px}' +
    'blockquote{margin:0;padding-left:12px;border-left:3px solid #ced4da;color:#495057}' +
    `</style></head><body>${content}</body></html>`
  );
}
