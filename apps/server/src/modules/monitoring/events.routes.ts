import {
  ZBadRequestBody,
  ZErrorBody,
  ZMonitoringEventsPage,
  ZMonitoringEventsQuery,
  ZMonitoringReadBody,
  ZMonitoringSettings,
  ZMonitoringUnread,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import { getSettings, listEvents, markRead, updateSettings } from './events.service.ts';
import { presentEventsPage } from './monitoring.presenter.ts';

const tags = ['Отслеживание изменений'];

/** The feed of changes of the subjects on the caller's list, its read marks and the mail settings. */
export const monitoringEventsRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', deps.guards.requireUser);
  const { sql } = deps;

  app.get(
    '/api/v1/monitoring/events/',
    {
      schema: {
        tags,
        summary: 'Лента изменений',
        description:
          'События организаций и ИП из списка отслеживания пользователя (и только их), новые сверху — по дате ' +
          'события, затем по времени записи; страницы по 20. Фильтры: `inn` — одна организация (её история), ' +
          '`kind` — вид события, `importance` — critical (стоп-фактор), warning или info, `from`/`to` — даты ' +
          'события ГГГГ-ММ-ДД включительно, `unread` — только непрочитанные (true) или прочитанные (false). ' +
          'Непрочитанное — записанное после добавления в список и не отмеченное прочитанным. `reason` — почему ' +
          'событие важно; `unread` в ответе — непрочитанных по всему списку.',
        security: BEARER_SECURITY,
        querystring: ZMonitoringEventsQuery,
        response: { 200: ZMonitoringEventsPage, 400: ZBadRequestBody, 401: ZErrorBody },
      },
    },
    async (request) => presentEventsPage(await listEvents(sql, currentUser(request).id, request.query)),
  );

  app.post(
    '/api/v1/monitoring/events/read/',
    {
      schema: {
        tags,
        summary: 'Отметить события прочитанными',
        description:
          '`{"ids": [...]}` — эти события (чужие и неизвестные номера пропускаются), `{"all": true}` — все ' +
          'события на этот момент. В ответе — сколько непрочитанных осталось.',
        security: BEARER_SECURITY,
        body: ZMonitoringReadBody,
        response: { 200: ZMonitoringUnread, 400: ZBadRequestBody, 401: ZErrorBody },
      },
    },
    async (request) => ({ unread: await markRead(sql, currentUser(request).id, request.body) }),
  );

  app.get(
    '/api/v1/monitoring/settings/',
    {
      schema: {
        tags,
        summary: 'Письма об изменениях: настройки',
        description:
          '`daily_digest` — ежедневная сводка событий за сутки (в 9:00 по Москве), `instant_critical` — письмо ' +
          'сразу о стоп-факторах. Пока пользователь их не менял, оба включены.',
        security: BEARER_SECURITY,
        response: { 200: ZMonitoringSettings, 401: ZErrorBody },
      },
    },
    async (request) => getSettings(sql, currentUser(request).id),
  );

  app.put(
    '/api/v1/monitoring/settings/',
    {
      schema: {
        tags,
        summary: 'Письма об изменениях: сохранить настройки',
        description: 'Тело — оба флага: `{"daily_digest": true, "instant_critical": false}`.',
        security: BEARER_SECURITY,
        body: ZMonitoringSettings,
        response: { 200: ZMonitoringSettings, 400: ZBadRequestBody, 401: ZErrorBody },
      },
    },
    async (request) => updateSettings(sql, currentUser(request).id, request.body),
  );
};
