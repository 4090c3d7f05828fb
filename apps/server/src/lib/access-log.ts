import { matchWebRoute, WEB_ROUTES } from '@sverka/shared';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** What stands in a log line for a value that must not be written down. */
export const MASK = '***';

/** Query parameters that carry a secret: tokens, tickets, passwords, signatures, keys. */
const SECRET_QUERY_PARAM = /token|ticket|passw|secret|signature|api_?key/i;

/** Logger levels at which the info-level access line is not written. */
const QUIET_LEVELS = new Set(['warn', 'error', 'fatal', 'silent']);

/** Path parameters of web pages that carry a secret (the reset and email-confirmation links). */
const SECRET_PATH_PARAMS = new Set([':token']);

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** `/reset-password/MQ/abc?next=/&token=x` → `/reset-password/MQ/***?next=/&token=***`; anything else as it came. */
export function maskUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = queryStart < 0 ? undefined : url.slice(queryStart + 1);
  return maskPath(pathname) + (query === undefined ? '' : `?${maskQuery(query)}`);
}

function maskPath(pathname: string): string {
  const page = matchWebRoute(pathname);
  if (!page) return pathname;
  const pattern = WEB_ROUTES[page.name].split('/').filter((segment) => segment !== '');
  if (!pattern.some((segment) => SECRET_PATH_PARAMS.has(segment))) return pathname;
  // matchWebRoute pairs the pattern's segments with the path's non-empty ones, in order.
  let index = 0;
  return pathname
    .split('/')
    .map((segment) => {
      if (segment === '') return segment;
      const expected = pattern[index++] ?? '';
      return SECRET_PATH_PARAMS.has(expected) ? MASK : segment;
    })
    .join('/');
}

function maskQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SECRET_QUERY_PARAM.test(decodedName(name)) ? `${name}=${MASK}` : pair;
    })
    .join('&');
}

/**
 * The access log: one line per answered request instead of Fastify's pair of
 * "incoming request" / "request completed" lines, with the method, the URL
 * (path and query, secrets masked), the status and the time in ms; the request
 * id comes with every line of the request's logger. A 5xx is logged at error
 * level, so the URL of every failure stands next to the error the error
 * handler logged under the same request id. A request the client abandoned
 * before its reply is not logged here.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const failed = Boolean(error) || reply.statusCode >= 500;
    // Below the logger's level the line would be dropped anyway: it is not made (the URL masking costs per request).
    if (!failed && QUIET_LEVELS.has(reply.log.level)) return;
    const line = {
      method: request.method,
      url: maskUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (failed) reply.log.error({ ...line, err: error ?? undefined }, 'request failed');
    else reply.log.info(line, 'request');
  }

  // The access line names the 404 already.
  override routeNotFound(): void {}
}
