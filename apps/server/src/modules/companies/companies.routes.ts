import {
  ZBadRequestBody,
  ZCompaniesFilterQuery,
  ZCompaniesPage,
  ZCompanyCard,
  ZCompanyIdParams,
  ZEntrepreneurCard,
  ZErrorBody,
  ZIdentifierQuery,
} from '@sverka/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TSql } from '../../db/client.ts';
import { pageReply } from '../../lib/page-reply.ts';
import { keepCardDocument, type TCardDocumentRoute } from '../card-documents/index.ts';
import { presentHit } from '../search/index.ts';
import { presentCompanyCard, presentEntrepreneurCard } from './card.presenter.ts';
import * as cards from './card.service.ts';
import { companyCardSources, entrepreneurCardSources } from './card-document-sources.ts';
import * as service from './companies.service.ts';
import { recordsRoutes } from './records.routes.ts';

export type TCompaniesRoutesOptions = {
  sql: TSql;
  provider?: cards.TLiveProvider;
  /** preHandler that sets `request.authUser` when a token comes; paid blocks depend on it. */
  identifyUser: preHandlerAsyncHookHandler;
};

const tags = ['Компании'];
const errors = { 400: ZBadRequestBody, 404: ZErrorBody };
/** A card is the same for everyone: kept as a card document (modules/card-documents). */
const cardDocument: TCardDocumentRoute = { policy: 'public' };

/** Spec §7 company endpoints: thin handlers, one service call each, presented. */
export const companiesRoutes: FastifyPluginAsyncZod<TCompaniesRoutesOptions> = async (
  app,
  { sql, provider, identifyUser },
) => {
  await app.register(recordsRoutes, { sql, identifyUser });

  app.get(
    '/api/v1/company/',
    {
      config: { responseCache: 'public', cardDocument },
      schema: {
        tags,
        summary: 'Карточка юридического лица по ИНН или ОГРН',
        description:
          'Полная карточка: реквизиты, коды, налоговая, фонды, контакты, руководители и учредители с отметками, ' +
          'филиалы, лицензии, товарные знаки, связанные организации, санкции. У каждого блока — source.',
        querystring: ZIdentifierQuery.partial(),
        response: { 200: ZCompanyCard, ...errors, 503: ZErrorBody },
      },
    },
    async (request) => {
      const bundle = await cards.getCompanyCard(sql, request.query.query, provider);
      keepCardDocument(request, companyCardSources(bundle));
      return presentCompanyCard(bundle);
    },
  );

  app.get(
    '/api/v1/entrepreneur/',
    {
      config: { responseCache: 'public', cardDocument },
      schema: {
        tags,
        summary: 'Карточка индивидуального предпринимателя по ИНН или ОГРНИП',
        description: 'Клиенты обращаются сюда, когда /api/v1/company/ ответил 404.',
        querystring: ZIdentifierQuery.partial(),
        response: { 200: ZEntrepreneurCard, ...errors, 503: ZErrorBody },
      },
    },
    async (request) => {
      const bundle = await cards.getEntrepreneurCard(sql, request.query.query, provider);
      keepCardDocument(request, entrepreneurCardSources(bundle));
      return presentEntrepreneurCard(bundle);
    },
  );

  app.get(
    '/api/v1/companies/',
    {
      schema: {
        tags,
        summary: 'Список юридических лиц постранично',
        description: '`representative__in=1,2` — только компании, представителями которых являются эти пользователи.',
        querystring: ZCompaniesFilterQuery,
        response: { 200: ZCompaniesPage, 400: ZBadRequestBody },
      },
    },
    async (request) => {
      const { rows, count, page, pageSize } = await service.findCompaniesPage(
        sql,
        request.query.page,
        request.query.page_size,
        request.query.representative__in,
      );
      return pageReply(count, page, pageSize, rows.map(presentHit));
    },
  );

  app.get(
    '/api/v1/companies/:id',
    {
      config: { responseCache: 'public', cardDocument },
      schema: {
        tags,
        summary: 'Карточка юридического лица по внутреннему номеру',
        params: ZCompanyIdParams,
        response: { 200: ZCompanyCard, ...errors },
      },
    },
    async (request) => {
      const bundle = await cards.getCompanyCardById(sql, request.params.id);
      keepCardDocument(request, companyCardSources(bundle));
      return presentCompanyCard(bundle);
    },
  );
};
