import { ZDatasetInfo } from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TSql } from '../../db/client.ts';
import { getDatasetInfo, type TDatasetLoading } from './dataset.service.ts';

export const datasetRoutes: FastifyPluginAsyncZod<{ sql: TSql; demoLoad?: TDatasetLoading }> = async (
  app,
  { sql, demoLoad },
) => {
  app.get(
    '/api/v1/dataset',
    {
      schema: {
        tags: ['Служебное'],
        summary: 'Какие данные загружены: демонстрационные или официальные',
        response: { 200: ZDatasetInfo },
      },
    },
    async () => getDatasetInfo(sql, demoLoad),
  );
};
