import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDatabaseMonitor } from '../../db/availability.ts';
import { sendUnavailable } from '../../lib/errors.ts';
import { DOCS_PATH } from '../../lib/openapi.ts';

const ZHealth = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'unavailable']) });

export const HEALTH_PATH = '/api/health';

/**
 * Liveness for operators and the e2e harness: 200 when the database answers, 503 when not. The answer
 * comes from a fresh probe while the database is up, and at once from the monitor while it is down.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: TDatabaseMonitor }> = async (app, { database }) => {
  app.get(
    HEALTH_PATH,
    { schema: { tags: ['Служебное'], summary: 'Состояние сервиса', response: { 200: ZHealth, 503: ZHealth } } },
    async (_request, reply) => {
      const databaseOk = database.available && (await database.check());
      return databaseOk
        ? { status: 'ok' as const, database: 'ok' as const }
        : reply.status(503).header('retry-after', '5').send({ status: 'degraded', database: 'unavailable' });
    },
  );
};

/**
 * While the monitor knows the database is down, API requests that need it are answered 503 at once,
 * instead of each waiting for its own connection attempt to fail. The health check and the API
 * documentation do not need the database and keep answering.
 */
export function registerDatabaseGuard(app: FastifyInstance, database: TDatabaseMonitor): void {
  app.addHook('onRequest', async (request, reply) => {
    if (database.available) return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || path.startsWith(HEALTH_PATH) || path.startsWith(DOCS_PATH)) return;
    return sendUnavailable(reply);
  });
}
