import { z } from 'zod';
import { zPage } from '../companies/common.contract.ts';
import { ZLockedPlan } from '../entitlements/entitlements.contract.ts';
import { ZSearchHitRating } from '../search/search.contract.ts';

/**
 * Tenders (purchase requests): a company's representative asks for quotes on what it wants to buy; the
 * representatives of other companies answer with a price and terms; the customer compares them, talks to a
 * supplier in a chat and picks the winner. How many a company may have open at once is the plan's
 * `PLAN_LIMITS.open_tenders`.
 */

export const TENDER_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type TTenderStatus = (typeof TENDER_STATUSES)[number];

export const TENDER_TITLE_MAX_LENGTH = 200;
export const TENDER_DESCRIPTION_MAX_LENGTH = 5000;
export const TENDER_UNIT_MAX_LENGTH = 20;
export const TENDER_QUANTITY_MAX = 1_000_000_000;
export const TENDER_MONEY_MAX = 100_000_000_000;
export const QUOTE_TERMS_MAX_LENGTH = 500;
export const QUOTE_COMMENT_MAX_LENGTH = 2000;
export const TENDERS_PAGE_SIZE = 20;
/** Files attached to a tender, and to a quote. */
export const TENDER_FILES_MAX = 5;
export const QUOTE_FILES_MAX = 1;
export const TENDER_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart fields that carry a tender's files, and a quote's. */
export const TENDER_FILE_FIELDS = ['file_1', 'file_2', 'file_3', 'file_4', 'file_5'] as const;
export const QUOTE_FILE_FIELD = 'file';
/** How far ahead a deadline may be set. */
export const TENDER_DEADLINE_MAX_DAYS = 366;

/** Russian texts of tenders. */
export const TENDER_MESSAGES = {
  notFound: 'Тендер не найден',
  quoteNotFound: 'Предложение не найдено',
  fileNotFound: 'Файл не найден',
  empty: 'Открытых тендеров по этим условиям нет',
  notRepresentative: 'Тендеры публикуют и предложения подают представители компаний: сначала добавьте свою компанию',
  notYourCompany: 'Вы не представляете эту компанию',
  companyRequired: 'Выберите, от какой компании публикуется тендер',
  onlyCustomer: 'Это может сделать только заказчик тендера',
  ownTender: 'Это тендер вашей компании: подать на него предложение нельзя',
  notAccepting: 'Тендер больше не принимает предложения',
  notOpen: 'Тендер уже завершён или отменён',
  limitReached: (limit: number) =>
    `По вашему тарифу можно держать открытыми не больше ${limit} тендеров одновременно. Завершите или отмените один из них или перейдите на тариф выше`,
  titleRequired: 'Укажите, что нужно закупить',
  quantityFormat: 'Укажите количество числом больше нуля',
  unitRequired: 'Укажите единицу измерения, например «шт» или «т»',
  budgetFormat: 'Бюджет — сумма в рублях больше нуля',
  priceFormat: 'Цена — сумма в рублях больше нуля',
  regionRequired: 'Выберите регион',
  regionUnknown: 'Такого региона нет',
  categoryRequired: 'Выберите категорию',
  categoryUnknown: 'Такой категории нет',
  deadlineFormat: 'Укажите дату в формате ГГГГ-ММ-ДД, например 2027-01-30',
  deadlineFuture: 'Срок приёма предложений должен быть позже сегодняшнего дня',
  deadlineTooFar: `Срок приёма предложений — не дальше чем через ${TENDER_DEADLINE_MAX_DAYS} дней`,
  termsRequired: 'Опишите условия и сроки поставки',
  deliveryDatePast: 'Дата поставки не может быть в прошлом',
  fileType: 'Файл должен быть в формате PDF, DOCX, XLSX, JPG, PNG или WebP',
  tooManyFiles: `Можно приложить не больше ${TENDER_FILES_MAX} файлов`,
  quoteWinnerMismatch: 'Это предложение подано на другой тендер',
  winnerChosen: 'Победитель выбран',
  cancelled: 'Тендер отменён',
} as const;

/** A company taking part in a tender: the marketplace seller, its register record and its stored reliability. */
export const ZTenderCompany = z
  .object({
    id: z.number().int().describe('Продавец (страница /company/{id})'),
    name: z.string(),
    inn: z.string(),
    reliability: ZSearchHitRating.nullable().describe('Сохранённая оценка надёжности; null — ещё не оценена'),
  })
  .meta({ id: 'TenderCompany' });
export type TTenderCompany = z.infer<typeof ZTenderCompany>;

export const ZTenderFile = z
  .object({
    id: z.number().int(),
    name: z.string(),
    size: z.number().int(),
    content_type: z.string(),
    url: z.string().describe('Скачивание — только для вошедших пользователей'),
  })
  .meta({ id: 'TenderFile' });
export type TTenderFile = z.infer<typeof ZTenderFile>;

export const ZTenderRegion = z.object({ code: z.string(), name: z.string() }).meta({ id: 'TenderRegion' });
export type TTenderRegion = z.infer<typeof ZTenderRegion>;
export const ZTenderRegionList = z.array(ZTenderRegion).meta({ id: 'TenderRegionList' });

export const ZTenderCategory = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'TenderCategory' });

/** A tender as lists show it. */
export const ZTenderSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    quantity: z.number(),
    unit: z.string(),
    budget: z.number().nullable().describe('Рубли; null — не указан'),
    region: ZTenderRegion,
    category: ZTenderCategory,
    deadline: z.string().describe('YYYY-MM-DD: предложения принимаются до конца этого дня (по Москве)'),
    status: z.enum(TENDER_STATUSES),
    accepting_quotes: z.boolean().describe('Открыт и срок не прошёл'),
    customer: ZTenderCompany,
    quotes_count: z.number().int(),
    is_mine: z.boolean().describe('Тендер компании, которую представляет пользователь'),
    created_at: z.string(),
  })
  .meta({ id: 'TenderSummary' });
export type TTenderSummary = z.infer<typeof ZTenderSummary>;

export const ZQuote = z
  .object({
    id: z.number().int(),
    tender: z.number().int(),
    supplier: ZTenderCompany,
    price: z.number().describe('Рубли за весь объём'),
    delivery_date: z.string().nullable().describe('YYYY-MM-DD'),
    terms: z.string(),
    comment: z.string(),
    file: ZTenderFile.nullable(),
    is_winner: z.boolean(),
    is_mine: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'TenderQuote' });
export type TQuote = z.infer<typeof ZQuote>;
export const ZQuoteList = z.array(ZQuote).meta({ id: 'TenderQuoteList' });

export const ZTender = ZTenderSummary.extend({
  description: z.string(),
  files: z.array(ZTenderFile),
  winner: ZQuote.nullable().describe('Выигравшее предложение: видно заказчику и победителю'),
  my_quote: ZQuote.nullable().describe('Предложение компании пользователя'),
  closed_at: z.string().nullable(),
}).meta({ id: 'Tender' });
export type TTender = z.infer<typeof ZTender>;

export const ZTendersPage = zPage(ZTenderSummary).meta({ id: 'TendersPage' });
export type TTendersPage = z.infer<typeof ZTendersPage>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, TENDER_MESSAGES.deadlineFormat);
const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const ZTendersQuery = z.object({
  category: z.coerce
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe('Категория (с подкатегориями)'),
  region: z
    .string()
    .regex(/^\d{2}$/)
    .optional()
    .describe('Код региона, две цифры'),
  deadline_from: isoDate.optional(),
  deadline_to: isoDate.optional(),
  search: z.string().trim().max(200).optional().describe('Слова из названия или описания'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TTendersQuery = z.infer<typeof ZTendersQuery>;

/** A money amount as typed: digits, a comma or a dot and up to two decimals; spaces are ignored. */
const money = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s/g, '').replace(',', '.') : value),
    z.coerce
      .number({ error: message })
      .positive(message)
      .max(TENDER_MONEY_MAX, message)
      .transform((value) => Math.round(value * 100) / 100),
  );

/**
 * `POST /api/v1/tenders/`: JSON, or `multipart/form-data` with the same fields and the files `file_1`…`file_5`.
 * `company` is the seller the user represents (optional when they represent one).
 */
export const ZTenderCreateBody = z
  .object({
    title: z
      .string({ error: TENDER_MESSAGES.titleRequired })
      .trim()
      .min(1, TENDER_MESSAGES.titleRequired)
      .max(TENDER_TITLE_MAX_LENGTH),
    description: z.string().trim().max(TENDER_DESCRIPTION_MAX_LENGTH).default(''),
    quantity: z.preprocess(
      (value) => (typeof value === 'string' ? value.replace(/\s/g, '').replace(',', '.') : value),
      z.coerce
        .number({ error: TENDER_MESSAGES.quantityFormat })
        .positive(TENDER_MESSAGES.quantityFormat)
        .max(TENDER_QUANTITY_MAX, TENDER_MESSAGES.quantityFormat),
    ),
    unit: z
      .string({ error: TENDER_MESSAGES.unitRequired })
      .trim()
      .min(1, TENDER_MESSAGES.unitRequired)
      .max(TENDER_UNIT_MAX_LENGTH),
    budget: z.preprocess(emptyAsUndefined, money(TENDER_MESSAGES.budgetFormat).optional()),
    region: z.string({ error: TENDER_MESSAGES.regionRequired }).regex(/^\d{2}$/, TENDER_MESSAGES.regionRequired),
    category: z.coerce
      .number({ error: TENDER_MESSAGES.categoryRequired })
      .int(TENDER_MESSAGES.categoryRequired)
      .positive(TENDER_MESSAGES.categoryRequired)
      .max(Number.MAX_SAFE_INTEGER, TENDER_MESSAGES.categoryRequired),
    deadline: z.string({ error: TENDER_MESSAGES.deadlineFormat }).pipe(isoDate),
    company: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional()),
    file_1: z.unknown().optional(),
    file_2: z.unknown().optional(),
    file_3: z.unknown().optional(),
    file_4: z.unknown().optional(),
    file_5: z.unknown().optional(),
  })
  .meta({ id: 'TenderCreateBody' });
export type TTenderCreateBody = z.input<typeof ZTenderCreateBody>;

/** `POST /api/v1/tenders/{id}/quotes/`: JSON, or multipart with an optional `file`. A second one updates the first. */
export const ZQuoteBody = z
  .object({
    price: money(TENDER_MESSAGES.priceFormat),
    delivery_date: z.preprocess(emptyAsUndefined, isoDate.optional()),
    terms: z
      .string({ error: TENDER_MESSAGES.termsRequired })
      .trim()
      .min(1, TENDER_MESSAGES.termsRequired)
      .max(QUOTE_TERMS_MAX_LENGTH),
    comment: z.string().trim().max(QUOTE_COMMENT_MAX_LENGTH).default(''),
    company: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional()),
    file: z.unknown().optional(),
  })
  .meta({ id: 'TenderQuoteBody' });
export type TQuoteBody = z.input<typeof ZQuoteBody>;

export const ZTenderIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const ZTenderFileParams = ZTenderIdParams.extend({
  file: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const ZTenderWinnerBody = z
  .object({ quote: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
  .meta({ id: 'TenderWinnerBody' });
export const ZTenderChatBody = ZTenderWinnerBody.meta({ id: 'TenderChatBody' });

/** How many tenders the caller's plan lets their company keep open, how many are, and the plan that allows more. */
export const ZTenderAllowance = z
  .object({
    limit: z.number().int().describe('0 — публикация тендеров не входит в тариф'),
    open: z.number().int(),
    plan: ZLockedPlan.nullable(),
    companies: z.array(z.object({ id: z.number().int(), name: z.string() })).describe('Компании пользователя'),
  })
  .meta({ id: 'TenderAllowance' });
export type TTenderAllowance = z.infer<typeof ZTenderAllowance>;

/** A quote with the tender it answers, for «Мои предложения». */
export const ZMyQuote = ZQuote.extend({ tender_summary: ZTenderSummary }).meta({ id: 'TenderMyQuote' });
export const ZMyQuoteList = z.array(ZMyQuote).meta({ id: 'TenderMyQuoteList' });
export type TMyQuote = z.infer<typeof ZMyQuote>;
export const ZMyTenderList = z.array(ZTenderSummary).meta({ id: 'TenderMyList' });
