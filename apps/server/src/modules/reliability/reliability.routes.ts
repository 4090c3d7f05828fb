import {
  ZBadRequestBody,
  ZErrorBody,
  ZIdentifierQuery,
  ZReliabilityFactorsReply,
  ZReliabilityReply,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TSql } from '../../db/client.ts';
import type { TRegistryReads } from '../../lib/registry-reads.ts';
import { presentCatalogue, presentReliability } from './reliability.presenter.ts';
import { findCurrentReliability, getReliability } from './reliability.service.ts';

const tags = ['Надёжность'];

/**
 * The card's «Надёжность» tab: the rating with fired factors and evidence, and the factor catalogue. A stored
 * current rating is read through `reads` (the replica when there is one); one missing or out of date is
 * computed and stored on the primary.
 */
export const reliabilityRoutes: FastifyPluginAsyncZod<{ sql: TSql; reads: TRegistryReads }> = async (
  app,
  { sql, reads },
) => {
  app.get(
    '/api/v1/reliability/',
    {
      config: { responseCache: 'public' },
      schema: {
        tags,
        summary: 'Оценка надёжности ЮЛ или ИП',
        description:
          'query — ИНН, ОГРН или ОГРНИП. Оценка 0–100 (выше — надёжнее), зона риска, спидометр, сработавшие факторы ' +
          'с доказательствами, источником и датой; факторы без данных — в not_checked. Стоп-фактор даёт высокий риск.',
        querystring: ZIdentifierQuery.partial(),
        response: { 200: ZReliabilityReply, 400: ZBadRequestBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const found = await reads.run(request, (db) => findCurrentReliability(db, request.query.query));
      if (found.stored) return presentReliability(found.subject, found.stored);
      const { subject, stored } = await getReliability(sql, request.query.query);
      return presentReliability(subject, stored);
    },
  );

  app.get(
    '/api/v1/reliability/factors/',
    {
      schema: {
        tags,
        summary: 'Каталог факторов надёжности',
        description: 'Все факторы действующей версии правил: полярность, тяжесть, вес, правило и нужные данные.',
        response: { 200: ZReliabilityFactorsReply },
      },
    },
    async () => presentCatalogue(),
  );
};
