import { Redis, type RedisOptions } from 'ioredis';

/** The key prefix when REDIS_PREFIX is not set: several sites sharing one Redis each set their own. */
export const DEFAULT_REDIS_PREFIX = 'sverka:';

const CONNECT_TIMEOUT_MS = 2_000;
const QUIT_TIMEOUT_MS = 500;

/**
 * Connection settings every Redis client of the server uses: a connection
 * attempt gives up after two seconds and is retried for ever, never more than
 * two seconds apart, so a Redis that comes back is picked up without a restart.
 */
export const redisConnectionOptions = (): RedisOptions => ({
  connectTimeout: CONNECT_TIMEOUT_MS,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  maxRetriesPerRequest: 1,
});

/**
 * A connection for commands that must never make a request wait on Redis:
 * while it is not connected a command fails at once (no offline queue), and
 * one that gets no answer in `commandTimeoutMs` fails too.
 */
export function createFailFastRedis(url: string, commandTimeoutMs: number): Redis {
  return new Redis(url, { ...redisConnectionOptions(), enableOfflineQueue: false, commandTimeout: commandTimeoutMs });
}

/** Says goodbye to Redis when it answers, and drops the connection after half a second when it does not. */
export async function closeRedis(connection: Redis): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    connection.quit().catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, QUIT_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  connection.disconnect();
}
