import { FAILED_IMPORTS_DAYS, ZAdminOverview, ZErrorBody } from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY } from '../../lib/auth.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import { countOpenSupportRooms } from '../chat/index.ts';
import { countPendingWork } from './overview.repository.ts';

/** The back office's first page: how much waits in each section. Admins and moderators. */
export const adminOverviewRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v1/admin/overview/',
    {
      onRequest: deps.guards.requireStaff('overview'),
      schema: {
        tags: ['Администрирование'],
        summary: 'Что ждёт действий',
        description:
          'Заявки на представительство компаний на рассмотрении, товары на модерации, открытые обращения в ' +
          `поддержку, неудачные загрузки данных за ${FAILED_IMPORTS_DAYS} дней.`,
        security: BEARER_SECURITY,
        response: { 200: ZAdminOverview, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async () => {
      const [work, support] = await Promise.all([countPendingWork(deps.sql), countOpenSupportRooms(deps.sql)]);
      return { ...work, open_support_conversations: support };
    },
  );
};
