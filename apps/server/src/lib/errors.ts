import { AppError, ERROR_STATUS, MESSAGES, type TErrorCode } from '@sverka/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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
 * The one error handler: AppError and validation failures become 4xx bodies
 * people can read; anything else is logged in full and answered with a generic
 * 500 whose details never reach the client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: MESSAGES.internal, code: 'INTERNAL' });
  });
}

/** 404 for unknown API paths; the web plugin answers other GETs with the SPA. */
export function sendApiNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send({ detail: MESSAGES.notFound, code: 'NOT_FOUND' });
}
