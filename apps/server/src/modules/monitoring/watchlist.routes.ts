import {
  ZBadRequestBody,
  ZErrorBody,
  ZPlanLimitErrorBody,
  ZWatchBody,
  ZWatchInnParams,
  ZWatchlist,
  ZWatchlistEntry,
  ZWatchState,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import { presentWatchlist, presentWatchlistEntry } from './monitoring.presenter.ts';
import { listWatchlist, unwatchSubject, watchState, watchSubject } from './watchlist.service.ts';

const tags = ['Отслеживание изменений'];

/** The caller's watch list: the organisations and sole traders whose changes they are told about. */
export const watchlistRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', deps.guards.requireUser);
  const { sql } = deps;

  app.get(
    '/api/v1/watchlist/',
    {
      schema: {
        tags,
        summary: 'Мой список отслеживания',
        description:
          'Организации и ИП, за изменениями которых следит пользователь, — новые сверху: наименование, статус, ' +
          'оценка надёжности и её зона, число непрочитанных событий. `limit` — сколько можно отслеживать по ' +
          'тарифу, `upgrade` — самый дешёвый тариф, где можно больше.',
        security: BEARER_SECURITY,
        response: { 200: ZWatchlist, 401: ZErrorBody },
      },
    },
    async (request) => presentWatchlist(await listWatchlist(sql, request, currentUser(request).id)),
  );

  app.post(
    '/api/v1/watchlist/',
    {
      schema: {
        tags,
        summary: 'Следить за организацией или ИП',
        description:
          'Тело — `{"inn": "…"}`: 10 цифр — организация, 12 — ИП, с верными контрольными цифрами (иначе 400). ' +
          '201 — добавлена, 200 — уже была в списке, 404 — такой организации или ИП нет. Когда список ' +
          'заполнен по тарифу — 403 `plan_limit_reached` с `limit` и самым дешёвым тарифом, где можно больше.',
        security: BEARER_SECURITY,
        body: ZWatchBody,
        response: {
          200: ZWatchlistEntry,
          201: ZWatchlistEntry,
          400: ZBadRequestBody,
          401: ZErrorBody,
          403: ZPlanLimitErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await watchSubject(sql, request, currentUser(request).id, request.body.inn);
      if ('refusal' in result) return reply.status(403).send(result.refusal);
      return reply.status(result.created ? 201 : 200).send(presentWatchlistEntry(result.entry));
    },
  );

  app.get(
    '/api/v1/watchlist/:inn/',
    {
      schema: {
        tags,
        summary: 'Слежу ли я за организацией или ИП',
        description:
          'Для кнопки «Следить» в карточке: `watched` — в списке ли ИНН, `count` и `limit` — сколько лиц в ' +
          'списке и сколько можно по тарифу. Незнакомый ИНН — просто `watched: false`.',
        security: BEARER_SECURITY,
        params: ZWatchInnParams,
        response: { 200: ZWatchState, 400: ZBadRequestBody, 401: ZErrorBody },
      },
    },
    async (request) => watchState(sql, request, currentUser(request).id, request.params.inn),
  );

  app.delete(
    '/api/v1/watchlist/:inn/',
    {
      schema: {
        tags,
        summary: 'Перестать следить',
        description: 'Убирает ИНН из списка пользователя. Нет в списке — 404.',
        security: BEARER_SECURITY,
        params: ZWatchInnParams,
        response: { 204: z.null(), 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      await unwatchSubject(sql, currentUser(request).id, request.params.inn);
      return reply.status(204).send(null);
    },
  );
};
