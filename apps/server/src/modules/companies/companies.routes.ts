import {
  type TCompanySearchReply,
  ZBadRequestBody,
  ZCompaniesListQuery,
  ZCompaniesPage,
  ZCompany,
  ZCompanySearchQuery,
  ZCompanySearchReply,
  ZErrorBody,
  ZIdentifierQuery,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TSql } from '../../db/client.ts';
import { presentCompany, presentEntrepreneur, presentHit } from './companies.presenter.ts';
import * as service from './companies.service.ts';

const tags = ['Компании'];
const errors = { 400: ZBadRequestBody, 404: ZErrorBody };

/** Spec §7 company endpoints: thin handlers, one service call each, presented. */
export const companiesRoutes: FastifyPluginAsyncZod<{ sql: TSql }> = async (app, { sql }) => {
  app.get(
    '/api/v1/company/',
    {
      schema: {
        tags,
        summary: 'Карточка юридического лица по ИНН или ОГРН',
        querystring: ZIdentifierQuery.partial(),
        response: { 200: ZCompany, ...errors },
      },
    },
    async (request) => presentCompany(await service.getCompanyByIdentifier(sql, request.query.query)),
  );

  app.get(
    '/api/v1/entrepreneur/',
    {
      schema: {
        tags,
        summary: 'Карточка индивидуального предпринимателя по ИНН или ОГРНИП',
        description: 'Клиенты обращаются сюда, когда /api/v1/company/ ответил 404.',
        querystring: ZIdentifierQuery.partial(),
        response: { 200: ZCompany, ...errors },
      },
    },
    async (request) => presentEntrepreneur(await service.getEntrepreneurByIdentifier(sql, request.query.query)),
  );

  app.get(
    '/api/v1/company-search',
    {
      schema: {
        tags,
        summary: 'Поиск ЮЛ и ИП по ИНН, ОГРН/ОГРНИП или названию',
        description:
          'Ответ — список: первый элемент `{records}` с ИП, второй (только если найдены) — список компаний. ' +
          'Пустой запрос ничего не находит; неверная контрольная цифра — 400.',
        querystring: ZCompanySearchQuery.partial(),
        response: { 200: ZCompanySearchReply, 400: ZBadRequestBody },
      },
    },
    async (request): Promise<TCompanySearchReply> => {
      const { entrepreneurs, companies } = await service.searchCompanies(sql, request.query.query);
      const records = { records: entrepreneurs.map(presentHit) };
      return companies.length ? [records, companies.map(presentHit)] : [records];
    },
  );

  app.get(
    '/api/v1/companies/',
    {
      schema: {
        tags,
        summary: 'Список юридических лиц постранично',
        querystring: ZCompaniesListQuery,
        response: { 200: ZCompaniesPage, 400: ZBadRequestBody },
      },
    },
    async (request) => {
      const { rows, count, page, pageSize } = await service.findCompaniesPage(
        sql,
        request.query.page,
        request.query.page_size,
      );
      const lastPage = Math.max(1, Math.ceil(count / pageSize));
      return {
        count,
        page,
        page_size: pageSize,
        next: page < lastPage ? page + 1 : null,
        previous: page > 1 ? Math.min(page - 1, lastPage) : null,
        result: rows.map(presentHit),
      };
    },
  );
};
