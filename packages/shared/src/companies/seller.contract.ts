import { z } from 'zod';
import { ZStatus } from './company.contract.ts';

/**
 * The marketplace's company (spec §3 Company as the marketplace shows it): a
 * legal entity or a sole trader whose representative sells through Sverka.
 * Its `id` is a product's `company` and the id of `/company/{id}`.
 */

/** Logo and cover upload limits: the largest file the server reads, and what it keeps. */
export const SELLER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SELLER_AVATAR_SIDE = 300;
export const SELLER_COVER_MAX_WIDTH = 1600;
/** What the file pickers offer; the server decides by content, not by this list. */
export const SELLER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const SELLER_IMAGE_FIELDS = ['avatar', 'image'] as const;
export type TSellerImageField = (typeof SELLER_IMAGE_FIELDS)[number];

export const SELLER_MESSAGES = {
  notFound: 'Компания не найдена',
  notRepresentative: 'Изменять оформление компании может только её представитель',
  imageType: 'Загрузите картинку: JPG, PNG или WebP',
  nothingToChange: 'Загрузите логотип (avatar) или обложку (image), или передайте пустое значение, чтобы убрать их',
} as const;

export const ZSeller = z
  .object({
    id: z.number().int().describe('Номер продавца: company у товаров, /company/{id}'),
    kind: z.enum(['company', 'entrepreneur']).describe('company — организация, entrepreneur — ИП'),
    name: z.string().describe('Краткое наименование; у ИП — «ИП Фамилия Имя Отчество»'),
    name_full: z.string(),
    inn: z.string(),
    ogrn: z.string().describe('ОГРН организации или ОГРНИП предпринимателя'),
    status: ZStatus.nullable().describe('Статус по реестру; null — субъекта нет в реестре'),
    region: z.object({ code: z.string(), name: z.string() }).nullable(),
    address: z.string().nullable().describe('Юридический адрес (у ИП реестр адреса не даёт: город или null)'),
    website: z.string().nullable(),
    avatar: z.string().nullable().describe('Логотип: квадрат 300×300 WebP'),
    image: z.string().nullable().describe('Обложка: WebP шириной до 1600 px'),
    representative: z.number().int().nullable().describe('Пользователь-представитель'),
    card_path: z.string().describe('Отчёт о контрагенте: /counter-parties/{inn}'),
    products_count: z.number().int().describe('Опубликованных товаров'),
  })
  .meta({ id: 'Seller' });
export type TSeller = z.infer<typeof ZSeller>;

export const ZSellerList = z.array(ZSeller).meta({ id: 'SellerList' });

const SELLER_ID_MESSAGE = 'Номер продавца должен быть целым положительным числом';

export const ZSellerIdParams = z.object({
  id: z.coerce
    .number({ error: SELLER_ID_MESSAGE })
    .int(SELLER_ID_MESSAGE)
    .min(1, SELLER_ID_MESSAGE)
    .max(Number.MAX_SAFE_INTEGER, SELLER_ID_MESSAGE),
});

/** `GET /api/v1/sellers/?representative__in=1,2`: sellers these users represent. */
export const ZSellersQuery = z.object({
  representative__in: z
    .string()
    .max(1000)
    .regex(/^\s*\d{1,15}(\s*,\s*\d{1,15})*\s*$/, 'Укажите номера через запятую, например 1,2,3')
    .describe('Номера пользователей-представителей через запятую'),
});

const ZImageFileField = z
  .string()
  .max(1000)
  .optional()
  .meta({ type: 'string', format: 'binary' })
  .describe('Файл JPG, PNG или WebP до 5 МБ; пустое значение убирает картинку');

/** `PATCH /api/v1/sellers/{id}/` as `multipart/form-data`. */
export const ZSellerImagesForm = z
  .object({ avatar: ZImageFileField, image: ZImageFileField })
  .meta({ id: 'SellerImagesForm' });
