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
import { documentTag, keepCardDocument, subjectTags } from '../card-documents/index.ts';
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
      config: { responseCache: 'public', cardDocument: { policy: 'public' } },
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
      const { subject, stored } = found.stored
        ? { subject: found.subject, stored: found.stored }
        : await getReliability(sql, request.query.query);
      // The document lasts as long as the stored rating: deleted with it, expiring when it does.
      keepCardDocument(request, {
        dependsOn: [...subjectTags(subject), documentTag.rating(subject.kind, subject.inn)],
        expiresAt: new Date(`${stored.valid_until}T00:00:00Z`),
      });
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
