import {
  AppError,
  ZBadRequestBody,
  ZCompaniesFilterQuery,
  ZCompaniesPage,
  ZCompanyCard,
  ZCompanyIdParams,
  ZEntrepreneurCard,
  ZErrorBody,
  ZIdentifierQuery,
} from '@sverka/shared';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TSql } from '../../db/client.ts';
import { pageReply } from '../../lib/page-reply.ts';
import type { TRegistryReads } from '../../lib/registry-reads.ts';
import { keepCardDocument, type TCardDocumentRoute } from '../card-documents/index.ts';
import { presentHit } from '../search/index.ts';
import { presentCompanyCard, presentEntrepreneurCard } from './card.presenter.ts';
import * as cards from './card.service.ts';
import { companyCardSources, entrepreneurCardSources } from './card-document-sources.ts';
import * as service from './companies.service.ts';
import { recordsRoutes } from './records.routes.ts';

export type TCompaniesRoutesOptions = {
  sql: TSql;
  /** Where public card reads run: the read replica when there is one (see lib/registry-reads.ts). */
  reads: TRegistryReads;
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
  { sql, reads, provider, identifyUser },
) => {
  await app.register(recordsRoutes, { sql, reads, identifyUser });

  /**
   * A card by identifier. With the live provider, a card the replica lacks is looked for again on the
   * primary, where the provider stores what it fetches (and where a just-stored card already is).
   */
  const cardByIdentifier = async <T>(
    request: FastifyRequest,
    read: (db: TSql, live?: cards.TLiveProvider) => Promise<T>,
  ): Promise<T> => {
    try {
      return await reads.run(request, (db) => read(db));
    } catch (error) {
      if (!provider || !(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
      return read(sql, provider);
    }
  };

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
      const bundle = await cardByIdentifier(request, (db, live) => cards.getCompanyCard(db, request.query.query, live));
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
      const bundle = await cardByIdentifier(request, (db, live) =>
        cards.getEntrepreneurCard(db, request.query.query, live),
      );
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
      const bundle = await reads.run(request, (db) => cards.getCompanyCardById(db, request.params.id));
      keepCardDocument(request, companyCardSources(bundle));
      return presentCompanyCard(bundle);
    },
  );
};
