import { z } from 'zod';
import { COMPANIES_PAGE_SIZE_DEFAULT, COMPANIES_PAGE_SIZE_MAX, ZSource } from './company.contract.ts';

/**
 * Pieces shared by the card blocks and the list endpoints: a fact's source,
 * paging, money and dates. Every block of a card carries `source` so the web
 * app can print «ЕГРЮЛ, на 01.05.2026» under it (design.md "Data").
 */

export const ZFactSource = ZSource;

export const ZDateString = z.string().describe('YYYY-MM-DD');

export const ZRubles = z.number().describe('Рубли');

/** `?page=&page_size=` of every paged list. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(COMPANIES_PAGE_SIZE_MAX).default(COMPANIES_PAGE_SIZE_DEFAULT),
});

/** `?inn=` of the lists about one ЮЛ or ИП; checked by the server so the message is specific. */
export const ZInnQuery = z.object({
  inn: z.string().optional().describe('ИНН организации (10 цифр) или ИП (12 цифр)'),
});

/** The paged reply shape of spec §7 lists (`result`, `next`, `previous` as page numbers). */
export function zPage<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    next: z.number().int().nullable().describe('Номер следующей страницы'),
    previous: z.number().int().nullable(),
    result: z.array(item),
  });
}

/** The ЮЛ or ИП a list is about, so a reply stands on its own. */
export const ZSubject = z
  .object({
    kind: z.enum(['company', 'entrepreneur']),
    id: z.number().int(),
    inn: z.string(),
    ogrn: z.string(),
    name: z.string(),
  })
  .meta({ id: 'Subject' });

export type TSubject = z.infer<typeof ZSubject>;

/** `GET /api/v1/companies/` filters: the spec's `representative__in={id[,id]}`. */
export const ZCompaniesFilterQuery = ZPageQuery.extend({
  representative__in: z
    .string()
    .max(1000)
    .regex(/^\s*\d{1,15}(\s*,\s*\d{1,15})*\s*$/, 'Укажите номера через запятую, например 1,2,3')
    .optional()
    .describe('Номера пользователей-представителей через запятую'),
});

export const ZCompanyIdParams = z.object({
  id: z.coerce
    .number({ error: 'Номер компании должен быть целым положительным числом' })
    .int('Номер компании должен быть целым положительным числом')
    .min(1, 'Номер компании должен быть целым положительным числом')
    .max(Number.MAX_SAFE_INTEGER, 'Номер компании должен быть целым положительным числом'),
});
