import type { ServerOptions } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { REQUEST_DEADLINE_MS } from './errors.ts';

/**
 * How long the HTTP server waits for a client, in milliseconds. Fastify's and
 * Node's defaults leave a connection that sends headers a byte at a time, or a
 * body that never ends, open for minutes (slow-loris); these close it sooner.
 * Answering is not timed here: every request already gets its reply within
 * REQUEST_DEADLINE_MS (lib/errors.ts) and every statement ends within the
 * pool's statement timeout (db/client.ts).
 */
export type THttpTimeouts = {
  /** From the first byte of a request until its last header line. */
  headersMs: number;
  /**
   * From the first byte of a request until its body is complete. Longer than the request deadline, so an
   * upload that is still arriving when the deadline passes gets the deadline's readable 503 first; the
   * largest upload (a seller application's three 10 MB documents) needs about 6 Mbit/s to arrive within the deadline.
   */
  requestMs: number;
  /** A socket on which nothing moves in either direction, during a request or between requests. */
  idleMs: number;
  /** An idle keep-alive connection after a reply; longer than the 60 s idle timeout of common proxies. */
  keepAliveMs: number;
  /** How often Node looks for requests past `headersMs` or `requestMs`: they are cut within this much later. */
  checkIntervalMs: number;
};

export const HTTP_TIMEOUTS: THttpTimeouts = {
  headersMs: 20_000,
  requestMs: REQUEST_DEADLINE_MS + 20_000,
  // An answer may take up to the request deadline to start: the socket must outlive that silence.
  idleMs: REQUEST_DEADLINE_MS + 20_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 5_000,
};

/** The Fastify server options that apply `timeouts`. */
export function httpTimeoutOptions(
  timeouts: THttpTimeouts,
): Pick<FastifyServerOptions, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'> & { http: ServerOptions } {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    // Passed to http.createServer: Fastify has no option of its own for these two.
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
  };
}
