import { randomBytes, timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { ACCOUNT_MESSAGES, AppError, CSRF_COOKIE_NAME, CSRF_HEADER_NAME, ZCsrfReply } from '@sverka/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Django keeps its CSRF cookie for a year; so do we. */
const CSRF_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const TOKEN_PATTERN = /^[a-zA-Z0-9]{32}$/;

/** 32 letters and digits, like Django's secret. */
function newCsrfToken(): string {
  return Array.from(randomBytes(32), (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join('');
}

function setCsrfCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(CSRF_COOKIE_NAME, token, {
    path: '/',
    maxAge: CSRF_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    // Scripts must read it to echo it in the header, as with Django's cookie.
    httpOnly: false,
    secure: 'auto',
  });
}

function existingToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[CSRF_COOKIE_NAME];
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/**
 * Double-submit CSRF protection for sign-in and registration (spec §5): the
 * server hands out a `csrftoken` cookie with every page of the app (any HTML
 * response) and from `GET /auth/csrf/`; protected calls must send the same
 * value in `X-CSRFToken`. A foreign site can make the browser send the cookie
 * but cannot read it to set the header.
 */
export async function registerCsrf(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !existingToken(request)) setCsrfCookie(reply, newCsrfToken());
    return payload;
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/auth/csrf/',
    {
      schema: {
        tags: ['Авторизация'],
        summary: 'Выдать CSRF-cookie',
        description:
          `Ставит cookie \`${CSRF_COOKIE_NAME}\` (если её ещё нет) и возвращает её значение. Страницы приложения ` +
          'ставят её сами; этот вызов — для клиентов, чья страница пришла не с этого сервера (режим разработки).',
        response: { 200: ZCsrfReply },
      },
    },
    async (request, reply) => {
      const token = existingToken(request) ?? newCsrfToken();
      setCsrfCookie(reply, token);
      return { csrftoken: token };
    },
  );
}

/** preHandler for sign-in and registration: 403 unless the header equals the cookie. */
export async function requireCsrf(request: FastifyRequest): Promise<void> {
  const cookie = request.cookies[CSRF_COOKIE_NAME];
  const header = request.headers[CSRF_HEADER_NAME.toLowerCase()];
  if (!cookie || typeof header !== 'string' || !header) throw new AppError('CSRF_FAILED', ACCOUNT_MESSAGES.csrfMissing);
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  if (a.length !== b.length || !timingSafeEqual(a, b))
    throw new AppError('CSRF_FAILED', ACCOUNT_MESSAGES.csrfIncorrect);
}

export const CSRF_DOC =
  `Требует CSRF: заголовок \`${CSRF_HEADER_NAME}\` должен совпадать с cookie \`${CSRF_COOKIE_NAME}\` ` +
  '(её ставят страницы приложения и `GET /auth/csrf/`), иначе 403 `{"detail":"CSRF token is missing","code":"CSRF_FAILED"}`.';
