import { z } from 'zod';
import { zPage } from '../companies/common.contract.ts';
import { ZLocked, ZLockedPlan } from '../entitlements/entitlements.contract.ts';
import { PRODUCT_STATUSES, ZProductImage } from './marketplace.contract.ts';

/**
 * Sellers' announcements in the marketplace feed (issue 22): a short text with up to four pictures and an
 * optional link to one of the seller's products or to the seller's page, moderated as products are, counted
 * against the plan's `announcements_per_month` per calendar month in Moscow time.
 */

export const ANNOUNCEMENT_TEXT_MAX_LENGTH = 1000;
export const ANNOUNCEMENT_IMAGES_MAX = 4;
export const ANNOUNCEMENTS_PAGE_SIZE_DEFAULT = 10;
export const ANNOUNCEMENTS_PAGE_SIZE_MAX = 50;

/** New goods, a price change, an opening (a shop, a warehouse), anything else. */
export const ANNOUNCEMENT_KINDS = ['new_goods', 'price_change', 'opening', 'other'] as const;
export type TAnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

export const ANNOUNCEMENT_KIND_LABELS = {
  new_goods: 'Новые товары',
  price_change: 'Изменение цен',
  opening: 'Открытие',
  other: 'Другое',
} as const satisfies Record<TAnnouncementKind, string>;

export const ANNOUNCEMENT_MESSAGES = {
  textRequired: 'Напишите текст объявления',
  textTooLong: `Текст объявления — не длиннее ${ANNOUNCEMENT_TEXT_MAX_LENGTH.toLocaleString('ru-RU')} символов`,
  kindRequired: 'Выберите, о чём объявление',
  companyRequired: 'Укажите компанию, от имени которой объявление',
  tooManyImages: `К объявлению можно приложить не больше ${ANNOUNCEMENT_IMAGES_MAX} фотографий`,
  linkProductNotFound: 'Такого товара нет среди товаров вашей компании',
  linkBoth: 'Объявление может вести либо на товар, либо на страницу компании',
  notFound: 'Объявление не найдено',
  notPending: 'Объявление уже рассмотрено',
  notRepresentative: 'Публиковать объявления может только представитель компании',
  quotaReached: (limit: number) =>
    `В этом месяце уже размещено ${limit} из ${limit} объявлений вашего тарифа. Новые можно будет разместить в следующем месяце или на тарифе с большим лимитом`,
  empty: 'Объявлений пока нет',
} as const;

export const ZAnnouncement = z
  .object({
    id: z.number().int(),
    kind: z.enum(ANNOUNCEMENT_KINDS),
    text: z.string().describe('Обычный текст, без разметки'),
    images: z.array(ZProductImage),
    link_product: z
      .object({ id: z.number().int(), name: z.string() })
      .nullable()
      .describe('Товар этого продавца, на который ведёт объявление'),
    link_company: z.boolean().describe('Объявление ведёт на страницу продавца /company/{id}'),
    company: z.object({
      id: z.number().int().describe('Продавец: /company/{id}'),
      name: z.string(),
      inn: z.string(),
      avatar: z.string().nullable(),
    }),
    status: z.enum(PRODUCT_STATUSES),
    reject_reason: z.string().nullable(),
    published_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Announcement' });
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

const flag = z.enum(['1', 'true']).optional();

/** `GET /api/v1/announcements/`: published ones newest first, narrowed by seller or ИНН; or the caller's own. */
export const ZAnnouncementsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(ANNOUNCEMENTS_PAGE_SIZE_MAX).default(ANNOUNCEMENTS_PAGE_SIZE_DEFAULT),
  seller: z.coerce
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe('Продавец (/company/{id})'),
  company: z
    .string()
    .regex(/^(\d{10}|\d{12})$/, 'Укажите ИНН: 10 или 12 цифр')
    .optional()
    .describe('ИНН компании или ИП (карточка контрагента)'),
  mine: flag.describe('1 — свои объявления, и на модерации, и отклонённые (нужен вход)'),
  following: flag.describe('1 — объявления компаний из списка отслеживания (нужен вход)'),
});
export type TAnnouncementsQuery = z.input<typeof ZAnnouncementsQuery>;
export const ZAnnouncementsPage = zPage(ZAnnouncement).meta({ id: 'AnnouncementsPage' });
export type TAnnouncementsPage = z.infer<typeof ZAnnouncementsPage>;

const formValue = z.string().max(ANNOUNCEMENT_TEXT_MAX_LENGTH * 4);

/**
 * `POST /api/v1/announcements/` as multipart (with `images`) or JSON (without): every field optional here so
 * the server answers each with its own Russian message.
 */
export const ZAnnouncementForm = z
  .object({
    company: formValue.optional().describe('Номер продавца (sellers.id), которого представляет пользователь'),
    kind: formValue.optional().describe(ANNOUNCEMENT_KINDS.join(', ')),
    text: formValue.optional().describe(`До ${ANNOUNCEMENT_TEXT_MAX_LENGTH} символов, обычный текст`),
    link_product: formValue.optional().describe('Номер своего опубликованного товара'),
    link_company: formValue.optional().describe('true — ссылка на страницу своей компании'),
    images: z.unknown().optional().describe(`До ${ANNOUNCEMENT_IMAGES_MAX} файлов JPG, PNG или WebP; поле повторяется`),
  })
  .meta({ id: 'AnnouncementForm' });
export type TAnnouncementForm = z.infer<typeof ZAnnouncementForm>;

export const ZAnnouncementIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The seller's monthly allowance: «Осталось N из M в этом месяце», or the plan that opens announcements. */
export const ZAnnouncementAllowance = z
  .object({
    limit: z.number().int().describe('Объявлений в месяц по тарифу; 0 — тариф без объявлений'),
    used: z.number().int().describe('Размещено в этом календарном месяце (по Москве)'),
    remaining: z.number().int(),
    locked: ZLocked.nullable().describe('Не null — объявлений в тарифе нет'),
    plan: ZLockedPlan.nullable().describe('Самый дешёвый тариф, где объявлений больше'),
  })
  .meta({ id: 'AnnouncementAllowance' });
export type TAnnouncementAllowance = z.infer<typeof ZAnnouncementAllowance>;

export const ZAdminAnnouncementsQuery = z.object({
  status: z.enum(PRODUCT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ZAdminAnnouncementsPage = zPage(ZAnnouncement).meta({ id: 'AdminAnnouncementsPage' });
