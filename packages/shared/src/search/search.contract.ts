import { z } from 'zod';
import { ZCompanyHit } from '../companies/company.contract.ts';

/**
 * `GET /api/v1/search`: the full results page. The query is routed by its
 * shape (spec §4, issue "Search"): 10 or 12 digits → ИНН, 13 → ОГРН, 15 →
 * ОГРНИП, a code like `62.01` → ОКВЭД, anything else → text (names, people,
 * ОКВЭД words). Filters narrow the results; counts and pages come with them.
 */

export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Rows of the header dropdown (`GET /api/v1/company-search`). */
export const SEARCH_RESULTS_LIMIT = 20;

/** `?query=` of the header dropdown. */
export const ZCompanySearchQuery = z.object({
  query: z.string().describe('ИНН, ОГРН, ОГРНИП или слова из названия'),
});

export const SEARCH_PAGE_SIZE_DEFAULT = 20;
export const SEARCH_PAGE_SIZE_MAX = 50;
/** Counting stops here: beyond it the page says "more than N"; exact counts of common words would read thousands of rows per query, and nobody pages past fifty pages. */
export const SEARCH_COUNT_LIMIT = 1_000;

export const SEARCH_KINDS = ['all', 'company', 'entrepreneur'] as const;
export type TSearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_STATUSES = ['active', 'inactive', 'liquidated'] as const;

export const SEARCH_MESSAGES = {
  registeredPeriodReversed: 'Дата регистрации «по» раньше даты «с»',
} as const;

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД');

export const ZSearchQuery = z
  .object({
    q: z
      .string()
      .max(SEARCH_QUERY_MAX_LENGTH)
      .default('')
      .describe('ИНН, ОГРН, ОГРНИП, код или слова ОКВЭД, название, ФИО'),
    kind: z.enum(SEARCH_KINDS).default('all').describe('Кого искать: всех, только ЮЛ или только ИП'),
    region: z
      .string()
      .regex(/^\d{2}$/, 'Код региона — две цифры')
      .optional()
      .describe('Код региона, например 77'),
    status: z.enum(SEARCH_STATUSES).optional().describe('Класс статуса (spec §4)'),
    okved: z
      .string()
      .regex(/^\d{2}(\.\d{1,2}){0,2}$/, 'Код ОКВЭД вида 62 или 62.01')
      .optional()
      .describe('Основной ОКВЭД: код или его начало (62 находит 62.01 и 62.02)'),
    opf: z
      .string()
      .regex(/^\d{5}$/, 'Код ОКОПФ — пять цифр')
      .optional()
      .describe('Организационно-правовая форма, код ОКОПФ (12300 — ООО)'),
    registered_from: ZDay.optional().describe('Зарегистрирован не раньше, YYYY-MM-DD'),
    registered_to: ZDay.optional().describe('Зарегистрирован не позже, YYYY-MM-DD'),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE_DEFAULT),
  })
  .superRefine((query, context) => {
    // Dates of one form (YYYY-MM-DD) compare as text; a reversed period would find nothing and say nothing.
    if (query.registered_from && query.registered_to && query.registered_to < query.registered_from) {
      context.addIssue({ code: 'custom', path: ['registered_to'], message: SEARCH_MESSAGES.registeredPeriodReversed });
    }
  });

export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/** How the query was understood. */
export const ZSearchRoute = z.enum(['empty', 'inn', 'ogrn', 'ogrnip', 'okved', 'text']);
export type TSearchRoute = z.infer<typeof ZSearchRoute>;

/** Where a hit matched the query: what the page shows under the name, with the matched parts marked. */
export const ZSearchMatch = z
  .object({
    field: z.enum(['inn', 'ogrn', 'name', 'name_full', 'director', 'founder', 'okved', 'fio']),
    /** The text shown: the name, the person's full name or the ОКВЭД «code name». */
    value: z.string(),
    /** Matched parts of `value` as [start, end) UTF-16 offsets, ascending and not overlapping. */
    ranges: z.array(z.tuple([z.number().int(), z.number().int()])),
    /** True when found only by the typo fallback (similar spelling). */
    fuzzy: z.boolean(),
    person_inn: z
      .string()
      .nullable()
      .optional()
      .describe('Руководитель или учредитель: его ИНН (страница /person/{inn}); null — ИНН в реестре не указан'),
  })
  .meta({ id: 'SearchMatch' });

export type TSearchMatch = z.infer<typeof ZSearchMatch>;

/**
 * A hit's stored reliability rating, as lists show it (the small zone mark). Only ratings already stored and
 * current are read, so a search never waits for a rating to be computed.
 */
export const ZSearchHitRating = z
  .object({
    score: z.number().int().describe('Оценка надёжности 0–100, выше — надёжнее'),
    zone: z.enum(['low', 'medium', 'high']).describe('Уровень риска: low — низкий, medium — средний, high — высокий'),
  })
  .meta({ id: 'SearchHitRating' });

export type TSearchHitRating = z.infer<typeof ZSearchHitRating>;

export const ZSearchHit = ZCompanyHit.extend({
  match: ZSearchMatch,
  reliability: ZSearchHitRating.nullable().describe(
    'Оценка надёжности, если она уже рассчитана; null — ещё не рассчитана: её рассчитают после ответа, ' +
      'и следующий поиск её покажет',
  ),
}).meta({ id: 'SearchHit' });
export type TSearchHit = z.infer<typeof ZSearchHit>;

/**
 * `GET /api/v1/company-search` reply (spec §3), the landing dropdown: the first
 * element holds the sole traders under `records`; the second, present only
 * when companies were found, is the companies list itself. Each hit says where
 * it matched, as on the results page, so a row found by a person names them.
 */
export const ZCompanySearchReply = z
  .union([
    z.tuple([z.object({ records: z.array(ZSearchHit) })]),
    z.tuple([z.object({ records: z.array(ZSearchHit) }), z.array(ZSearchHit)]),
  ])
  .meta({ id: 'CompanySearchReply' });

export type TCompanySearchReply = z.infer<typeof ZCompanySearchReply>;

export const ZSearchReply = z
  .object({
    query: z.string(),
    route: ZSearchRoute,
    /** Set when the query is an identifier with a wrong check digit: the message to show instead of results. */
    error: z.string().nullable(),
    /** Hits of each kind with the filters applied, up to SEARCH_COUNT_LIMIT. */
    counts: z.object({ company: z.number().int(), entrepreneur: z.number().int() }),
    /** True when a count reached SEARCH_COUNT_LIMIT and the real number is larger. */
    counts_capped: z.boolean(),
    /** True when the exact matches were too few and similar spellings were added. */
    fuzzy: z.boolean(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** Hits of the requested kind for this page, best first. */
    results: z.array(ZSearchHit),
  })
  .meta({ id: 'SearchReply' });

export type TSearchReply = z.infer<typeof ZSearchReply>;
