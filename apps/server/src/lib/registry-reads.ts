import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDatabaseUnavailableError } from '../db/availability.ts';
import type { TSql } from '../db/client.ts';
import type { TReadReplica } from '../db/replica.ts';

/**
 * Where the public registry reads of a request run (search, cards and their tabs, people, the card's HTML):
 * on the streaming replica when one is configured and this request may see slightly older data, otherwise
 * on the primary. Everything else — writes, reads of the caller's own data, jobs — uses the primary pool
 * directly and never comes here.
 */
export type TRegistryReads = {
  /** Runs a read that changes nothing and depends on no caller's own data. */
  run<T>(request: FastifyRequest, read: (sql: TSql) => Promise<T>): Promise<T>;
};

/** Without a replica every read runs on the primary. */
export const primaryRegistryReads = (primary: TSql): TRegistryReads => ({ run: (_request, read) => read(primary) });

/**
 * A client's reads stay on the primary this long after it wrote something, so it sees its own write
 * while the replica may still be replaying it (Rails' database selector waits 2 s too).
 */
export const READ_OWN_WRITES_MS = 2_000;
/** Set on the reply of a successful write; holds the time (ms) until which this client reads from the primary. */
export const READ_PRIMARY_COOKIE = 'read_primary_until';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const USED_REPLICA = Symbol('usedReplica');
type TRoutedRequest = FastifyRequest & { [USED_REPLICA]?: true };

/** Whether some read of this request ran on the replica (the response cache keeps such replies only when the replica is current). */
export const servedFromReplica = (request: FastifyRequest): boolean =>
  (request as TRoutedRequest)[USED_REPLICA] === true;

/**
 * SQLSTATEs after which the same read is worth running on the primary: the replica is unreachable or
 * shutting down (but not a statement timeout, which the primary would only repeat), or a standby cancelled
 * the read over a conflict with the WAL it replays.
 */
function leaveReplicaFor(error: unknown): boolean {
  let code: unknown;
  for (let current: unknown = error, depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    code = (current as { code?: unknown }).code ?? code;
    current = (current as { cause?: unknown }).cause;
  }
  if (code === '40001' || code === '40P01') return true;
  return code !== '57014' && isDatabaseUnavailableError(error);
}

/** Bearer callers (no cookies) are told apart by a hash of their token, kept in memory for the same window. */
function tokenKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? createHash('sha256').update(header).digest('base64url') : undefined;
}

export type TReplicaReadsOptions = {
  primary: TSql;
  replica: TReadReplica;
  readOwnWritesMs?: number;
};

/**
 * Routes registry reads to the replica, and marks every client whose write succeeded (a non-GET answered
 * below 400) for `readOwnWritesMs`: a short-lived cookie for browsers, an in-memory mark of its bearer token
 * for other callers. A marked client, and every client while the replica is down or too far behind, reads
 * from the primary. A read the replica fails to answer is run again on the primary at once.
 */
export function registerReplicaReads(app: FastifyInstance, options: TReplicaReadsOptions): TRegistryReads {
  const { primary, replica } = options;
  const windowMs = options.readOwnWritesMs ?? READ_OWN_WRITES_MS;
  const tokenMarks = new Map<string, number>();

  app.addHook('onSend', async (request, reply, payload) => {
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    const until = Date.now() + windowMs;
    reply.setCookie(READ_PRIMARY_COOKIE, String(until), {
      path: '/',
      maxAge: Math.ceil(windowMs / 1000),
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
    });
    const key = tokenKey(request);
    if (key) {
      if (tokenMarks.size > 10_000)
        for (const [k, expires] of tokenMarks) if (expires <= Date.now()) tokenMarks.delete(k);
      tokenMarks.set(key, until);
    }
    return payload;
  });

  const wroteLately = (request: FastifyRequest): boolean => {
    const now = Date.now();
    if (Number(request.cookies?.[READ_PRIMARY_COOKIE]) > now) return true;
    const key = tokenKey(request);
    return key !== undefined && (tokenMarks.get(key) ?? 0) > now;
  };

  return {
    async run(request, read) {
      if (!replica.usable || wroteLately(request)) return read(primary);
      (request as TRoutedRequest)[USED_REPLICA] = true;
      try {
        return await read(replica.sql);
      } catch (error) {
        if (!leaveReplicaFor(error)) throw error;
        replica.reportFailure();
        request.log.warn({ err: error }, 'the read replica failed; reading from the primary');
        return read(primary);
      }
    },
  };
}
