import { ZSubscribersCounter } from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TSql } from '../../db/client.ts';
import { countSubscribers } from '../billing/index.ts';

/** What the landing page shows about the service's audience: the subscribers counter. */
export const landingRoutes: FastifyPluginAsyncZod<{ sql: TSql }> = async (app, { sql }) => {
  app.get(
    '/api/v1/counter',
    {
      schema: {
        tags: ['Сайт'],
        summary: 'Число подписчиков',
        description: 'Сколько пользователей сейчас имеют действующий тариф (активная подписка, срок не истёк).',
        response: { 200: ZSubscribersCounter },
      },
    },
    async () => ({ count: await countSubscribers(sql) }),
  );
};
