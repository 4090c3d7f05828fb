import { ZBadRequestBody, ZErrorBody, ZPerson, ZPersonByNameQuery, ZPersonParams } from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TRegistryReads } from '../../lib/registry-reads.ts';
import { presentPerson } from './people.presenter.ts';
import { getPerson, getPersonByName } from './people.service.ts';

const tags = ['Люди'];
const errors = { 400: ZBadRequestBody, 404: ZErrorBody };

/**
 * A person's page: the companies they direct or found, or did, their sole trader and the registers' flags.
 * Public registry reads only: they run through `reads`, on the replica when there is one.
 */
export const peopleRoutes: FastifyPluginAsyncZod<{ reads: TRegistryReads }> = async (app, { reads }) => {
  app.get(
    '/api/v1/people/by-name/',
    {
      config: { responseCache: 'public' },
      schema: {
        tags,
        summary: 'Руководитель или учредитель по имени в одной организации',
        description:
          'Для людей, чей ИНН реестр не указал: роли с этим ФИО в организации company_inn. Если в какой-то из ' +
          'записей ИНН есть, ответ — всё известное о человеке с этим ИНН (inn заполнен). 404 — таких записей нет.',
        querystring: ZPersonByNameQuery,
        response: { 200: ZPerson, ...errors },
      },
    },
    async (request) =>
      presentPerson(
        await reads.run(request, (db) => getPersonByName(db, request.query.name, request.query.company_inn)),
      ),
  );

  app.get(
    '/api/v1/people/:inn/',
    {
      config: { responseCache: 'public' },
      schema: {
        tags,
        summary: 'Человек по ИНН: организации, ИП, отметки реестров',
        description:
          'Все организации, где человек руководитель или учредитель сейчас или был раньше: должность, доля, даты, ' +
          'статус и зона надёжности; его ИП; массовый руководитель или учредитель и дисквалификация с источниками; ' +
          'счётчики. Ролей в ответе не больше 200 (сначала текущие), roles_total — сколько всего. ' +
          '400 — ИНН не 12 цифр или неверны контрольные разряды; 404 — сведений нет.',
        params: ZPersonParams,
        response: { 200: ZPerson, ...errors },
      },
    },
    async (request) => presentPerson(await reads.run(request, (db) => getPerson(db, request.params.inn))),
  );
};
