import {
  SEARCH_RESULTS_LIMIT,
  type TCompanySearchReply,
  type TSearchReply,
  ZBadRequestBody,
  ZCompanySearchQuery,
  ZCompanySearchReply,
  ZSearchQuery,
  ZSearchReply,
} from '@sverka/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TRegistryReads } from '../../lib/registry-reads.ts';
import { skipResponseCache } from '../../lib/response-cache.ts';
import { NO_HIT_RATINGS, type THitRatings } from './hit-ratings.ts';
import { presentSearchHit } from './search.presenter.ts';
import { searchBothKinds, searchSubjects } from './search.service.ts';

export type TSearchRoutesOptions = {
  /** Where the search runs: the read replica when there is one (see lib/registry-reads.ts). */
  reads: TRegistryReads;
  /** The hits' stored reliability ratings, joined to their pages (the app hands in the reliability module's). */
  ratings?: THitRatings;
};

/**
 * A reply may be served again from memory (until the registry changes, at most the cache's TTL) only when every
 * hit carries its rating: one still being computed must show on the next search, as the API promises.
 */
function keepOnlyWhenRated(request: FastifyRequest, rows: readonly { rating: unknown }[]): void {
  if (rows.some((row) => row.rating === null)) skipResponseCache(request);
}

/** The results page (`/api/v1/search`) and the header dropdown (`/api/v1/company-search`): one plan, one SQL. */
export const searchRoutes: FastifyPluginAsyncZod<TSearchRoutesOptions> = async (
  app,
  { reads, ratings = NO_HIT_RATINGS },
) => {
  app.get(
    '/api/v1/company-search',
    {
      config: { responseCache: 'public' },
      schema: {
        tags: ['Компании'],
        summary: 'Поиск ЮЛ и ИП для выпадающего списка',
        description:
          'Ответ — список: первый элемент `{records}` с ИП, второй (только если найдены) — список компаний. ' +
          'Тот же поиск, что /api/v1/search (ИНН, ОГРН, ОГРНИП, ОКВЭД, название, руководитель или учредитель в любом ' +
          'порядке слов, похожие написания, когда точных совпадений мало); по 20 лучших каждого вида, у каждого — ' +
          'где совпало (match) и оценка надёжности (reliability: оценка и зона риска), если она уже рассчитана; ' +
          'нерассчитанные считаются после ответа и появятся при следующем поиске. ' +
          'Пустой запрос ничего не находит; неверная контрольная цифра — 400.',
        querystring: ZCompanySearchQuery.partial(),
        response: { 200: ZCompanySearchReply, 400: ZBadRequestBody },
      },
    },
    async (request): Promise<TCompanySearchReply> => {
      const { plan, entrepreneurs, companies } = await reads.run(request, (sql) =>
        searchBothKinds(sql, request.query.query ?? '', SEARCH_RESULTS_LIMIT, ratings),
      );
      keepOnlyWhenRated(request, [...entrepreneurs, ...companies]);
      const present = (row: (typeof companies)[number]) => presentSearchHit(row, plan.text);
      const records = { records: entrepreneurs.map(present) };
      return companies.length ? [records, companies.map(present)] : [records];
    },
  );

  app.get(
    '/api/v1/search',
    {
      config: { responseCache: 'public' },
      schema: {
        tags: ['Поиск'],
        summary: 'Поиск ЮЛ и ИП с фильтрами, счётчиками и страницами',
        description:
          'Запрос разбирается по виду: 10 или 12 цифр — ИНН, 13 — ОГРН, 15 — ОГРНИП, код вида 62.01 — ОКВЭД, ' +
          'иначе текст: название (с формой и кавычками или без), руководитель или учредитель — фамилия, ФИО или инициалы ' +
          'в любом порядке («Гончарова», «Яна Гончарова», «Гончарова Я.В.», «Я. В. Гончарова»), ' +
          'слова из названия ОКВЭД. Порядок: точный идентификатор, точное название, начало названия, слова, люди, ' +
          'ОКВЭД, похожие написания (только когда точных совпадений мало); среди равных — действующие, затем более ' +
          'крупные (выручка, численность). Неверная контрольная цифра — поле error, не 400. Пустой запрос — пустой ' +
          'ответ. Счётчики останавливаются на 1 000 (counts_capped). У каждого результата — оценка надёжности ' +
          '(reliability: оценка 0–100 и зона риска), если она уже рассчитана, иначе null: её рассчитают после ' +
          'ответа, и следующий поиск её покажет.',
        querystring: ZSearchQuery,
        response: { 200: ZSearchReply, 400: ZBadRequestBody },
      },
    },
    async (request): Promise<TSearchReply> => {
      const params = request.query;
      const outcome = await reads.run(request, (sql) => searchSubjects(sql, params, ratings));
      keepOnlyWhenRated(request, outcome.rows);
      return {
        query: outcome.plan.query,
        route: outcome.plan.route,
        error: outcome.plan.error,
        counts: outcome.counts,
        counts_capped: outcome.countsCapped,
        fuzzy: outcome.fuzzy,
        page: params.page,
        page_size: params.page_size,
        results: outcome.rows.map((row) => presentSearchHit(row, outcome.plan.text)),
      };
    },
  );
};
