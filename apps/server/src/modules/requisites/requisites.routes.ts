import { ZRequisites, ZSubscribersCounter } from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TRequisitesConfig } from '../../config.ts';
import type { TSql } from '../../db/client.ts';
import { countUsersWithPlan } from '../billing/index.ts';
import { presentRequisites } from './requisites.presenter.ts';

/** Public facts about the service itself for the landing page, its footer and the payment page. */
export const siteRoutes: FastifyPluginAsyncZod<{ sql: TSql; requisites: TRequisitesConfig }> = async (
  app,
  { sql, requisites },
) => {
  // Configuration is read once at boot, so the reply never changes while the process runs.
  const requisitesReply = presentRequisites(requisites);

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
    async () => ({ count: await countUsersWithPlan(sql) }),
  );

  app.get(
    '/api/v1/requisites/',
    {
      schema: {
        tags: ['Сайт'],
        summary: 'Реквизиты исполнителя',
        description:
          'Юридические и банковские реквизиты из настроек сервера (`REQUISITES_*`). Название и email есть ' +
          'всегда, остальные поля — только заданные.',
        response: { 200: ZRequisites },
      },
    },
    async () => requisitesReply,
  );
};
