import { AppError, ERROR_STATUS, MESSAGES, type TErrorCode } from '@sverka/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  413: 'Слишком большой запрос',
  415: 'Неподдерживаемый тип данных',
  429: 'Слишком много запросов. Попробуйте позже',
};

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
  return reply
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
      return reply.status(status).send({
        detail: FRAMEWORK_MESSAGES[status] ?? MESSAGES.invalidRequest,
        code: CODE_BY_STATUS.get(status) ?? 'INVALID_REQUEST',
      });
    }
    if (isDatabaseUnavailableError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      options.onDatabaseUnavailable?.();
      return sendUnavailable(reply);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: MESSAGES.internal, code: 'INTERNAL' });
  });
}

/** 404 for unknown API paths; the web plugin answers other GETs with the SPA. */
export function sendApiNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send({ detail: MESSAGES.notFound, code: 'NOT_FOUND' });
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
