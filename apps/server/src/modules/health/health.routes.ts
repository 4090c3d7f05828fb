import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TSql } from '../../db/client.ts';

const ZHealth = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'unavailable']) });

/** Liveness for operators and the e2e harness: 200 when the database answers, 503 when not. */
export const healthRoutes: FastifyPluginAsyncZod<{ sql: TSql }> = async (app, { sql }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['Служебное'], summary: 'Состояние сервиса', response: { 200: ZHealth, 503: ZHealth } } },
    async (_request, reply) => {
      const databaseOk = await sql`select 1`.then(
        () => true,
        () => false,
      );
      return databaseOk
        ? { status: 'ok' as const, database: 'ok' as const }
        : reply.status(503).send({ status: 'degraded', database: 'unavailable' });
    },
  );
};
