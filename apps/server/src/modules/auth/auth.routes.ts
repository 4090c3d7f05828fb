import {
  ZBadRequestBody,
  ZErrorBody,
  ZRegisterBody,
  ZRegisterReply,
  ZResetPasswordBody,
  ZResetPasswordConfirmBody,
  ZSetPasswordBody,
  ZTokenCreateBody,
  ZTokenPair,
  ZTokenRefreshBody,
  ZTokenRefreshReply,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import { CSRF_DOC, requireCsrf } from '../../lib/csrf.ts';
import { rateLimitRule } from '../../lib/rate-limit.ts';
import type { TAccountsDeps } from './deps.ts';
import { confirmPasswordReset, requestPasswordReset, setPassword } from './password.service.ts';
import { registerUser } from './registration.service.ts';
import { refreshSession, signIn, withRetryAfter } from './session.service.ts';

const tags = ['Авторизация'];
const ZNoContent = z.null().describe('Пустой ответ');
const RATE_LIMIT_DOC = 'Ограничено числом попыток с одного адреса: сверх него 429 `{detail, code: "RATE_LIMITED"}`.';

/**
 * djoser + SimpleJWT endpoints. Fastify ignores trailing slashes here, so
 * `/auth/users` and `/auth/users/` (and `/auth/jwt/create`) are one route.
 */
export const authRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  const limits = deps.config.rateLimits;

  app.post(
    '/auth/jwt/create/',
    {
      config: rateLimitRule(limits.login),
      onRequest: requireCsrf,
      schema: {
        tags,
        summary: 'Вход: пара JWT по email и паролю',
        description:
          `Доступ живёт ${deps.config.accessTokenSeconds} с, обновление — ${deps.config.refreshTokenSeconds} с. ` +
          `Неверные данные — 401 \`no_active_account\`. ${CSRF_DOC} ${RATE_LIMIT_DOC} ` +
          'Кроме того, неудачные попытки считаются для каждой учётной записи и каждого адреса (в базе, общей для ' +
          'всех экземпляров): после нескольких подряд вход блокируется на растущий срок — 429 с заголовком ' +
          '`Retry-After` (секунды) и временем ожидания в сообщении. Учётная запись, заблокированная ' +
          'администратором, при верном пароле — 403 с объяснением.',
        body: ZTokenCreateBody,
        response: { 200: ZTokenPair, 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () =>
        signIn(deps, { email: request.body.email, password: request.body.password, address: request.ip }),
      ),
  );

  app.post(
    '/auth/jwt/refresh/',
    {
      schema: {
        tags,
        summary: 'Обновление: новая пара JWT по токену обновления',
        description:
          'Токены обновления одноразовые (ротация): ответ всегда содержит новый `refresh`, а старый больше не ' +
          'принимается. Повторное предъявление уже использованного токена отзывает все токены этого входа — ' +
          'строже, чем SimpleJWT по умолчанию (там ротации нет). Клиенту нельзя обновлять токен параллельно из ' +
          'нескольких запросов. Ошибки — 401 `token_not_valid`.',
        body: ZTokenRefreshBody,
        response: { 200: ZTokenRefreshReply, 400: ZBadRequestBody, 401: ZErrorBody },
      },
    },
    async (request) => refreshSession(deps, request.body.refresh),
  );

  app.post(
    '/auth/users/',
    {
      config: rateLimitRule(limits.register),
      onRequest: requireCsrf,
      schema: {
        tags,
        summary: 'Регистрация',
        description:
          'Работает и без завершающего слэша. Пароль — по правилам spec §5 (8+ символов, цифра, спецсимвол ' +
          `из !@#$%^&*()_+<>?-). Занятая почта — 400 \`{"email": [...]}\`. ${CSRF_DOC} ${RATE_LIMIT_DOC}`,
        body: ZRegisterBody,
        response: { 201: ZRegisterReply, 400: ZBadRequestBody, 403: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await registerUser(deps, request.body)),
  );

  app.post(
    '/auth/users/set_password/',
    {
      onRequest: deps.guards.requireUser,
      schema: {
        tags,
        summary: 'Смена пароля',
        description:
          'Неверный текущий пароль — 400 `{"current_password": [...]}`. Смена пароля завершает все сеансы: ' +
          'выданные токены обновления отзываются, а токены доступа перестают приниматься. Поэтому, в отличие ' +
          'от djoser (204 без тела), ответ — 200 с новой парой `{refresh, access}` для сеанса, сменившего пароль. ' +
          'Неверный текущий пароль считается как неудачный вход (429 при превышении).',
        security: BEARER_SECURITY,
        body: ZSetPasswordBody,
        response: { 200: ZTokenPair, 400: ZBadRequestBody, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () => setPassword(deps, currentUser(request).id, request.body, request.ip)),
  );

  app.post(
    '/auth/users/reset_password/',
    {
      config: rateLimitRule(limits.reset),
      schema: {
        tags,
        summary: 'Письмо со ссылкой для восстановления пароля',
        description:
          'Ответ 204 одинаков для известной и неизвестной почты. Ссылка `/reset-password/{uid}/{token}` ' +
          `одноразовая и действует ${deps.config.resetTokenSeconds} с. Без SMTP_URL письмо пишется в ` +
          `DATA_DIR/mail, а ссылка — в журнал. ${RATE_LIMIT_DOC}`,
        body: ZResetPasswordBody,
        response: { 204: ZNoContent, 400: ZBadRequestBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/users/reset_password_confirm/',
    {
      config: rateLimitRule(limits.reset),
      schema: {
        tags,
        summary: 'Новый пароль по ссылке из письма',
        description:
          'Неверный uid — 400 `{"uid": [...]}`, неверная, использованная или просроченная ссылка — ' +
          '400 `{"token": [...]}`. После успеха все сеансы завершаются: токены обновления отзываются, токены ' +
          'доступа перестают приниматься.',
        body: ZResetPasswordConfirmBody,
        response: { 204: ZNoContent, 400: ZBadRequestBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(deps, request.body);
      return reply.status(204).send(null);
    },
  );
};
