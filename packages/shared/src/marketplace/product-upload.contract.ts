import { z } from 'zod';
import { PRODUCT_IMAGES_MAX, PRODUCT_SPECIFICATIONS_MAX } from './marketplace.contract.ts';

/**
 * Bulk upload of a seller's goods (issue 16, a paid feature `marketplace.bulk_upload`): a YML feed, an XLSX
 * or a CSV file is queued as a job; every row is created or updated by the seller's offer id, or refused with
 * reasons. Pictures named by URL are fetched afterwards by a job of their own.
 */

export const PRODUCT_UPLOAD_FORMATS = ['yml', 'xlsx', 'csv'] as const;
export type TProductUploadFormat = (typeof PRODUCT_UPLOAD_FORMATS)[number];

/** `queued` until the job takes it, `processing` while rows are read, then `done` or `failed` (file unreadable). */
export const PRODUCT_UPLOAD_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
export type TProductUploadStatus = (typeof PRODUCT_UPLOAD_STATUSES)[number];

export const PRODUCT_UPLOAD_OUTCOMES = ['created', 'updated', 'refused'] as const;
export type TProductUploadOutcome = (typeof PRODUCT_UPLOAD_OUTCOMES)[number];

export const PRODUCT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const PRODUCT_UPLOAD_MAX_ROWS = 10_000;
/** Pictures a row may name; the ones past it are refused in the row's report. */
export const PRODUCT_UPLOAD_PICTURES_MAX = PRODUCT_IMAGES_MAX;
/** Uploads one user may have waiting or running at once: a file at a time is the normal case. */
export const PRODUCT_UPLOADS_RUNNING_MAX = 3;
/** The list shows the latest uploads only. */
export const PRODUCT_UPLOADS_LIST_MAX = 50;

/** Columns of the template, in its order; any further column becomes a characteristic of the product. */
export const PRODUCT_UPLOAD_COLUMNS = [
  'offer_id',
  'name',
  'category',
  'price',
  'old_price',
  'vat',
  'stock',
  'description',
  'pictures',
  'tags',
] as const;

export const PRODUCT_UPLOAD_MESSAGES = {
  fileRequired: 'Выберите файл',
  companyRequired: 'Выберите компанию',
  fileTooLarge: `Файл больше ${PRODUCT_UPLOAD_MAX_BYTES / 1024 / 1024} МБ: разделите его на несколько`,
  tooManyRows: `В файле больше ${PRODUCT_UPLOAD_MAX_ROWS.toLocaleString('ru-RU')} товаров: разделите его на несколько`,
  unknownFormat: 'Не удалось распознать файл: загрузите YML, XLSX или CSV',
  unreadable: 'Файл повреждён или не читается',
  unpackedTooLarge: 'Таблица слишком велика после распаковки: разделите её на несколько',
  noRows: 'В файле нет ни одного товара',
  noOfferColumn: 'В таблице нет столбца offer_id',
  notRepresentative: 'Загружать товары может только представитель компании',
  uploadNotFound: 'Загрузка не найдена',
  queueUnavailable: 'Не удалось поставить загрузку в очередь, попробуйте ещё раз',
  tooManyRunning: 'Дождитесь, пока обработаются предыдущие загрузки',
  processingFailed: 'Файл не удалось обработать: загрузите его ещё раз',
  offerIdRequired: 'Не указан offer_id',
  offerIdTooLong: 'offer_id — не длиннее 100 символов',
  duplicateOffer: 'Этот offer_id уже встречался в файле выше',
  nameRequired: 'Не указано название',
  nameTooLong: 'Название слишком длинное',
  categoryRequired: 'Не указана категория',
  priceRequired: 'Не указана цена',
  vatFormat: 'Ставка НДС: 0, 5, 7, 10, 20, 22 или «без НДС»',
  descriptionTooLong: 'Описание слишком длинное',
  tooManyPictures: `Фотографий больше ${PRODUCT_UPLOAD_PICTURES_MAX}: лишние не загружены`,
  pictureUrl: 'Ссылка на фотографию должна начинаться с http:// или https://',
  tooManySpecifications: `Характеристик больше ${PRODUCT_SPECIFICATIONS_MAX}: лишние пропущены`,
  specificationSkipped: (name: string) => `Характеристика «${name}» пропущена: слишком длинное название или значение`,
  pictureFailed: (url: string) => `Фотография не загружена: ${url}`,
} as const;

/** `POST /api/v1/products/uploads/` (multipart): the seller the user represents and the file. */
export const ZProductUploadForm = z.object({
  company: z
    .string({ error: PRODUCT_UPLOAD_MESSAGES.companyRequired })
    .regex(/^\d{1,15}$/, PRODUCT_UPLOAD_MESSAGES.companyRequired)
    .transform(Number),
  file: z.string({ error: PRODUCT_UPLOAD_MESSAGES.fileRequired }).max(300),
});

export const ZProductUploadIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const ZProductUploadRow = z
  .object({
    row: z.number().int().describe('Номер строки таблицы или порядковый номер offer в YML'),
    offer_id: z.string().nullable(),
    outcome: z.enum(PRODUCT_UPLOAD_OUTCOMES),
    product_id: z.number().int().nullable(),
    reasons: z.array(z.string()).describe('Почему строка отклонена, или замечания к принятой'),
  })
  .meta({ id: 'ProductUploadRow' });
export type TProductUploadRow = z.infer<typeof ZProductUploadRow>;

const uploadFields = {
  id: z.number().int(),
  company: z.number().int().describe('Продавец'),
  file_name: z.string(),
  format: z.enum(PRODUCT_UPLOAD_FORMATS),
  status: z.enum(PRODUCT_UPLOAD_STATUSES),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  created_count: z.number().int(),
  updated_count: z.number().int(),
  refused_count: z.number().int(),
  error: z.string().nullable().describe('Почему файл не обработан (status failed)'),
  created_at: z.string(),
  finished_at: z.string().nullable(),
};

export const ZProductUploadSummary = z.object(uploadFields).meta({ id: 'ProductUploadSummary' });
export type TProductUploadSummary = z.infer<typeof ZProductUploadSummary>;
export const ZProductUploadList = z.array(ZProductUploadSummary);

export const ZProductUpload = z
  .object({ ...uploadFields, report: z.array(ZProductUploadRow) })
  .meta({ id: 'ProductUpload' });
export type TProductUpload = z.infer<typeof ZProductUpload>;

/** A seller the user represents: whom an upload's goods belong to. */
export const ZProductUploadSeller = z
  .object({ id: z.number().int(), name: z.string(), inn: z.string() })
  .meta({ id: 'ProductUploadSeller' });
export type TProductUploadSeller = z.infer<typeof ZProductUploadSeller>;
export const ZProductUploadSellerList = z.array(ZProductUploadSeller);
