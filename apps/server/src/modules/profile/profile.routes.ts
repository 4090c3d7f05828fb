import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  ZBadRequestBody,
  ZConfirmEmailBody,
  ZErrorBody,
  ZUser,
  ZUserPatchBody,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import { sendStoredImage } from '../../lib/images.ts';
import { readMultipartBody, uploadedFiles } from '../../lib/multipart.ts';
import { type TAccountsDeps, withRetryAfter } from '../auth/index.ts';
import { confirmEmailChange, EMAIL_CHANGE_TOKEN_SECONDS } from './email-change.service.ts';
import { presentUser } from './profile.presenter.ts';
import { getProfile, patchProfile } from './profile.service.ts';

const tags = ['Профиль'];

/**
 * The caller's own account at djoser's `/auth/users/me/`. There is no route
 * taking another user's id: the token alone says whose profile it is.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/auth/users/me/',
    {
      onRequest: deps.guards.requireUser,
      schema: {
        tags,
        summary: 'Текущий пользователь',
        security: BEARER_SECURITY,
        response: { 200: ZUser, 401: ZErrorBody },
      },
    },
    async (request) => presentUser(await getProfile(deps, currentUser(request).id)),
  );

  app.patch(
    '/auth/users/me/',
    {
      onRequest: deps.guards.requireUser,
      preValidation: readMultipartBody({ fileFields: [AVATAR_FIELD], maxFileBytes: AVATAR_MAX_BYTES }),
      schema: {
        tags,
        summary: 'Изменить профиль',
        description:
          'JSON с любыми из полей, либо `multipart/form-data` с файлом `avatar` (JPG, PNG, WebP или GIF до 5 МБ; ' +
          'сервер сохраняет квадрат 300×300 PNG) и, при желании, теми же полями. Пустая строка или null очищают ' +
          'необязательные поля. Новая `email` требует `current_password` (нет или неверный — 400 ' +
          '`{"current_password": [...]}`, занятая почта — 400 `{"email": [...]}`) и сразу не меняется: ответ ' +
          'показывает её в `pending_email`, на неё уходит ссылка подтверждения, а на прежнюю — уведомление. ' +
          'Почта меняется, когда ссылку откроют (`POST /auth/users/confirm_email/`).',
        security: BEARER_SECURITY,
        consumes: ['application/json', 'multipart/form-data'],
        body: ZUserPatchBody,
        response: { 200: ZUser, 400: ZBadRequestBody, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) =>
      presentUser(
        await withRetryAfter(reply, () =>
          patchProfile(deps, currentUser(request).id, request.body, uploadedFiles(request)[AVATAR_FIELD], request.ip),
        ),
      ),
  );

  app.post(
    '/auth/users/confirm_email/',
    {
      schema: {
        tags,
        summary: 'Подтвердить новую почту по ссылке из письма',
        description:
          `Токен — из ссылки \`/confirm-email/{token}\`, отправленной на новый адрес; действует ` +
          `${EMAIL_CHANGE_TOKEN_SECONDS / 3600} ч. и один раз. Вход не нужен. Неверная или устаревшая ссылка — 400 ` +
          '`{"token": [...]}`, адрес успели занять — 400 `{"email": [...]}`.',
        body: ZConfirmEmailBody,
        response: { 204: z.null().describe('Пустой ответ'), 400: ZBadRequestBody },
      },
    },
    async (request, reply) => {
      await confirmEmailChange(deps, request.body.token);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/api/v1/media/avatars/:name',
    {
      schema: {
        tags,
        summary: 'Картинка аватара',
        description: 'Аватары видны всем (списки друзей, отзывы); имя файла случайное.',
        params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.png$/) }),
      },
    },
    (request, reply) => sendStoredImage(reply, deps.storage, `avatars/${request.params.name}`, 'image/png'),
  );
};
