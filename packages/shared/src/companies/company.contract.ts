import { z } from 'zod';

/**
 * Wire contracts of the companies endpoints (spec §3 and §7). Field names follow
 * the original API, typos included (`legal_adress.adress`), so existing
 * clients keep working; additions are new fields only.
 */

export const ZCode = z.object({ code: z.string(), name: z.string() }).meta({ id: 'Code' });

export const ZStatus = z
  .object({
    name: z.string().describe('Статус как в реестре, например «Действует»'),
    class: z.enum(['active', 'inactive', 'liquidated']).describe('Класс статуса (spec §4)'),
  })
  .meta({ id: 'Status' });

export const ZDirector = z
  .object({
    fio: z.string(),
    inn: z.string().nullable(),
    post: z.string().nullable().describe('Должность, например «Генеральный директор»'),
  })
  .meta({ id: 'Director' });

export const ZSource = z
  .object({
    name: z.string().describe('Откуда факты: «ЕГРЮЛ», «ЕГРИП» или «Демонстрационные данные»'),
    as_of: z.string().nullable().describe('Дата актуальности, YYYY-MM-DD'),
    is_demo: z.boolean(),
  })
  .meta({ id: 'Source' });

const ZDate = z.string().describe('YYYY-MM-DD');

/** One company (ЮЛ) or sole trader (ИП) card: `kind` tells which. */
export const ZCompany = z
  .object({
    id: z.number().int(),
    kind: z.enum(['company', 'entrepreneur']),
    name: z.string().describe('Краткое наименование; у ИП — «ИП Фамилия И. О.»'),
    name_full: z.string(),
    fio: z.string().nullable().describe('ФИО предпринимателя (только ИП)'),
    inn: z.string(),
    kpp: z.string().nullable(),
    ogrn: z.string().describe('ОГРН (ЮЛ) или ОГРНИП (ИП)'),
    ogrn_start_date: ZDate.nullable(),
    registration_date: ZDate.nullable(),
    liquidation_date: ZDate.nullable(),
    share_capital: z.object({ total: z.number() }).nullable(),
    legal_adress: z.object({ adress: z.string() }).nullable(),
    city: z.string().nullable(),
    region: ZCode.nullable(),
    okved: ZCode.nullable(),
    okved_add: z.array(ZCode),
    okopf: ZCode.nullable(),
    directors: z.array(ZDirector),
    status: ZStatus,
    representative: z.number().int().nullable().describe('Пользователь-представитель компании'),
    source: ZSource,
  })
  .meta({ id: 'Company' });

export type TCompany = z.infer<typeof ZCompany>;

/** A short search hit, enough for a dropdown row. */
export const ZCompanyHit = z
  .object({
    id: z.number().int(),
    kind: z.enum(['company', 'entrepreneur']),
    inn: z.string(),
    ogrn: z.string(),
    name: z.string(),
    name_full: z.string(),
    fio: z.string().nullable(),
    head: z.string().nullable().describe('Руководитель (ЮЛ) или сам предприниматель'),
    legal_address: z.string().nullable(),
    okved: ZCode.nullable(),
    region: ZCode.nullable(),
    status: ZStatus,
    registration_date: ZDate.nullable(),
  })
  .meta({ id: 'CompanyHit' });

export type TCompanyHit = z.infer<typeof ZCompanyHit>;

/** `?query=` of the card lookups: an identifier whose shape says which register to read. */
export const ZIdentifierQuery = z.object({
  query: z.string().describe('ИНН или ОГРН (для ИП — ИНН или ОГРНИП)'),
});

export const COMPANIES_PAGE_SIZE_DEFAULT = 20;
export const COMPANIES_PAGE_SIZE_MAX = 100;

export const ZCompaniesListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(COMPANIES_PAGE_SIZE_MAX).default(COMPANIES_PAGE_SIZE_DEFAULT),
});

export type TCompaniesListQuery = z.infer<typeof ZCompaniesListQuery>;

export const ZCompaniesPage = z
  .object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    next: z.number().int().nullable().describe('Номер следующей страницы'),
    previous: z.number().int().nullable(),
    result: z.array(ZCompanyHit),
  })
  .meta({ id: 'CompaniesPage' });

export type TCompaniesPage = z.infer<typeof ZCompaniesPage>;

export type TSource = z.infer<typeof ZSource>;
