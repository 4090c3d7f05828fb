import type { Socket } from 'node:net';
import { AppError, ERROR_STATUS, MESSAGES, type TErrorCode } from '@sverka/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailableError } from '../db/availability.ts';

/** The generic code of each status: the first one listed (401 → UNAUTHORIZED, not a token code). */
const CODE_BY_STATUS = new Map<number, TErrorCode>();
for (const [code, status] of Object.entries(ERROR_STATUS)) {
  if (!CODE_BY_STATUS.has(status)) CODE_BY_STATUS.set(status, code as TErrorCode);
}

/** Russian texts for the client errors Fastify raises itself (bad JSON, size, media type…). */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: MESSAGES.invalidRequest,
  404: MESSAGES.notFound,
  405: 'Метод не поддерживается',
  408: 'Запрос не пришёл целиком вовремя',
  413: 'Слишком большой запрос',
  414: 'Слишком длинный адрес запроса',
  415: 'Неподдерживаемый тип данных',
  429: 'Слишком много запросов. Попробуйте позже',
  431: 'Слишком большие заголовки запроса',
};

/** Texts for input that PostgreSQL cannot store or that is not text at all. */
export const INPUT_MESSAGES = {
  badCharacters: 'Недопустимые символы: нулевой байт или неполный символ Юникода',
  badUrl: 'Некорректный адрес запроса: неверная кодировка символов',
  badForm: 'Форма пришла повреждённой или не целиком. Отправьте её ещё раз',
} as const;

/** The project's error body for a framework-made status. */
function frameworkErrorBody(status: number, detail?: string): { detail: string; code: TErrorCode } {
  return {
    detail: detail ?? FRAMEWORK_MESSAGES[status] ?? MESSAGES.invalidRequest,
    code: CODE_BY_STATUS.get(status) ?? 'INVALID_REQUEST',
  };
}

/**
 * Error bodies are written as they are, whatever the route's response schema
 * says: a body the schema did not foresee (field errors where `{detail, code}`
 * was documented) must still reach the client, not turn into a 500.
 */
function asErrorReply(reply: FastifyReply): FastifyReply {
  return reply.type('application/json; charset=utf-8').serializer((payload: unknown) => JSON.stringify(payload));
}

type TValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** Zod issues → `{ field: [message] }`, the DRF shape the original clients read. */
function fieldErrors(issues: TValidationIssue[]): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of issues) {
    const pathParts = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const field = pathParts.map(String).join('.') || 'non_field_errors';
    const list = result[field] ?? [];
    list.push(issue.message ?? MESSAGES.invalidRequest);
    result[field] = list;
  }
  return result;
}

/**
 * The longest any request waits for its answer. Above the serving pool's statement timeout
 * (SERVING_STATEMENT_TIMEOUT_MS), so a slow query ends with its own error first.
 */
export const REQUEST_DEADLINE_MS = 40_000;

/** Seconds a client is asked to wait before retrying while the database is unavailable. */
export const RETRY_AFTER_S = 5;

/** The 503 every request gets while the database cannot be reached: no driver text, ports or addresses. */
export function sendUnavailable(reply: FastifyReply): FastifyReply {
  return asErrorReply(reply)
    .status(503)
    .header('retry-after', String(RETRY_AFTER_S))
    .send({ detail: MESSAGES.unavailable, code: 'UNAVAILABLE' });
}

export type TErrorHandlingOptions = {
  /** Told when a request failed because the database could not be reached. */
  onDatabaseUnavailable?: () => void;
};

/**
 * The one error handler: AppError and validation failures become 4xx bodies
 * people can read; a database that cannot be reached becomes a 503 saying so in
 * Russian; anything else is logged in full and answered with a generic 500
 * whose details never reach the client.
 */
export function registerErrorHandling(app: FastifyInstance, options: TErrorHandlingOptions = {}): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    asErrorReply(reply);
    if (error instanceof AppError) {
      // As DRF with JWT authentication: a 401 names the scheme, which is why it is 401 and not 403.
      if (error.status === 401) reply.header('www-authenticate', 'Bearer realm="api"');
      if (error.fields) return reply.status(error.status).send(error.fields);
      return reply.status(error.status).send({ detail: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(fieldErrors(error.validation as TValidationIssue[]));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send(frameworkErrorBody(status));
    }
    if (isDatabaseUnavailableError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      options.onDatabaseUnavailable?.();
      return sendUnavailable(reply);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: MESSAGES.internal, code: 'INTERNAL' });
  });
  app.addHook('preValidation', async (request) => {
    rejectUnstorableText({ body: request.body, query: request.query, params: request.params });
  });
}

/** NUL, a high surrogate without its low half, or a low surrogate without its high half. */
const UNSTORABLE_SOURCE = '\\u0000|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
const UNSTORABLE = new RegExp(UNSTORABLE_SOURCE);
const UNSTORABLE_ALL = new RegExp(UNSTORABLE_SOURCE, 'g');

const MAX_FIELD_PATH = 200;

type TVisit = { value: unknown; key?: string; parent?: TVisit };

/** The dotted path of a visit, built only when a bad string was found. */
function pathOf(visit: TVisit): string {
  const keys: string[] = [];
  for (let current: TVisit | undefined = visit; current?.key !== undefined; current = current.parent) {
    keys.push(current.key);
  }
  return keys.reverse().join('.');
}

/**
 * The path of the first string (value or key) PostgreSQL cannot store as
 * text: a NUL byte, or a lone UTF-16 surrogate that has no UTF-8 form (the
 * driver would silently turn it into U+FFFD). Walks without recursion and
 * links each visit to its parent instead of copying paths, so a deeply nested
 * body costs linear time and cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const stack: TVisit[] = [{ value }];
  while (stack.length > 0) {
    const visit = stack.pop() as TVisit;
    const current = visit.value;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return pathOf(visit);
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return pathOf({ value: item, key: key.replace(UNSTORABLE_ALL, ''), parent: visit });
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

/**
 * One check for every route: text that cannot be stored is refused with a
 * 400 naming the field, before validation and long before SQL. `sources` maps
 * a part of the request (body, query, params) to its parsed value.
 */
export function rejectUnstorableText(sources: Record<string, unknown>): void {
  for (const [source, value] of Object.entries(sources)) {
    const field = findUnstorableText(value);
    if (field === undefined) continue;
    // A path through an absurdly nested body is no use to anyone: name the part of the request instead.
    const name = field && field.length <= MAX_FIELD_PATH ? field : source;
    throw new AppError('INVALID_REQUEST', INPUT_MESSAGES.badCharacters, {
      [name]: [INPUT_MESSAGES.badCharacters],
    });
  }
}

/**
 * Fastify's own replies for URLs its router cannot read (bad %-encoding, a
 * path segment over maxParamLength), in the project's shape.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  request.log.info({ err: error }, 'bad url');
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const detail = status === 400 ? INPUT_MESSAGES.badUrl : undefined;
  return asErrorReply(reply as FastifyReply)
    .status(status)
    .send(frameworkErrorBody(status, detail));
};

/**
 * What Node's HTTP parser rejects before Fastify sees a request (headers over
 * maxHeaderSize → 431, a broken request line → 400, a slow request → 408):
 * answered in Russian in the project's shape, then the connection is closed.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_URI_TOO_LONG'
          ? 414
          : 400;
  this.log.info({ err: error }, 'client error before routing');
  if (socket.writable) {
    const body = Buffer.from(JSON.stringify(frameworkErrorBody(status)));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body);
  }
  socket.destroy(error);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/** 404 for unknown API paths; the web plugin answers other GETs with the SPA. */
export function sendApiNotFound(reply: FastifyReply): FastifyReply {
  return asErrorReply(reply).status(404).send({ detail: MESSAGES.notFound, code: 'NOT_FOUND' });
}

/**
 * Every request gets an answer within `deadlineMs`: one still unanswered then
 * (a query stuck behind a database that stopped answering) gets the 503, and
 * whatever its handler produces later is dropped. Statement timeouts end the
 * database side sooner; this is the backstop for everything else.
 */
export function registerRequestDeadline(app: FastifyInstance, deadlineMs: number): void {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  app.addHook('onRequest', async (request, reply) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ url: request.url, deadlineMs }, 'request deadline passed');
      sendUnavailable(reply);
    }, deadlineMs);
    timer.unref();
    timers.set(request, timer);
  });
  const clear = async (request: FastifyRequest) => clearTimeout(timers.get(request));
  app.addHook('onResponse', clear);
  app.addHook('onRequestAbort', clear);
}
