import { ZRequisites } from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TRequisitesConfig } from '../../config.ts';
import { presentRequisites } from './requisites.presenter.ts';

/** The provider's legal and bank details for the footer and the payment information page. */
export const requisitesRoutes: FastifyPluginAsyncZod<{ requisites: TRequisitesConfig }> = async (
  app,
  { requisites },
) => {
  // Configuration is read once at boot, so the reply never changes while the process runs.
  const requisitesReply = presentRequisites(requisites);

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
