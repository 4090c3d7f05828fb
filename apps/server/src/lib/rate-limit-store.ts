import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type TCount = { current: number; ttl: number };
type TCallback = (error: Error | null, result?: TCount) => void;

/** One Redis command a limited request may wait for at most this long (then this process counts alone). */
export const RATE_LIMIT_REDIS_TIMEOUT_MS = 300;
/** After Redis failed a count, it is not asked again for this long: a hung Redis costs one timeout, not one per request. */
const BYPASS_AFTER_FAILURE_MS = 5_000;
/** While Redis is away the same warning would come with every limited request; once in this long is enough. */
const WARN_INTERVAL_MS = 30_000;
/** Keys the in-process counters hold at most (a flood from many addresses must not grow memory without end). */
const LOCAL_KEYS_MAX = 10_000;

/**
 * A fixed window per key, as the plugin's own stores count: the first request
 * of a window starts its expiry. A key found without an expiry (left by a
 * crash between the two commands of an older script) gets one.
 */
const INCREMENT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Fixed-window counters in this process's memory, bounded in keys. */
export function createLocalCounters(maxKeys = LOCAL_KEYS_MAX) {
  const windows = new Map<string, { current: number; endsAt: number }>();
  return {
    incr(key: string, timeWindow: number): TCount {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        if (window) windows.delete(key);
        if (windows.size >= maxKeys) {
          for (const [oldKey, old] of windows) if (old.endsAt <= now) windows.delete(oldKey);
          // Still full of live windows: the oldest goes (Map order is insertion order).
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        }
        window = { current: 0, endsAt: now + timeWindow };
        windows.set(key, window);
      }
      window.current += 1;
      return { current: window.current, ttl: window.endsAt - now };
    },
    size: () => windows.size,
  };
}

/**
 * The store of `@fastify/rate-limit` when REDIS_URL is set: every instance
 * counts in the same Redis keys, so a limit holds for a client however the
 * proxy spreads its requests.
 *
 * A Redis that cannot answer fails open to this process's own counters, with
 * a warning: the limits only damp floods of sign-ups, sign-ins and resets
 * (guessing passwords is stopped by the sign-in throttle in PostgreSQL,
 * lib/rate-limit.ts), so refusing everyone while Redis is away would hurt
 * more than a flood counted per instance for a while. A request never waits
 * on a dead Redis: the connection has no offline queue (a command fails at
 * once while disconnected), a command unanswered in
 * RATE_LIMIT_REDIS_TIMEOUT_MS fails, and after a failure Redis is left alone
 * for a few seconds.
 */
export function sharedRateLimitStore(
  redis: Redis,
  options: { prefix: string; log: Pick<FastifyBaseLogger, 'warn'> },
): FastifyRateLimitStoreCtor {
  let bypassUntil = 0;
  let warnedAt = 0;
  const warn = (error: unknown) => {
    const now = Date.now();
    if (now - warnedAt < WARN_INTERVAL_MS) return;
    warnedAt = now;
    options.log.warn(
      { err: error },
      'rate limits not counted in Redis: each instance counts alone until it answers again',
    );
  };

  class SharedStore implements FastifyRateLimitStore {
    private readonly local = createLocalCounters();
    private readonly keyPrefix: string;

    /** The plugin constructs the root store with its options; `child` gives each route a prefix of its own. */
    constructor(routePrefix?: unknown) {
      this.keyPrefix = typeof routePrefix === 'string' ? routePrefix : options.prefix;
    }

    incr(key: string, callback: TCallback, timeWindow: number): void {
      const countHere = () => callback(null, this.local.incr(key, timeWindow));
      if (redis.status !== 'ready' || Date.now() < bypassUntil) {
        if (redis.status !== 'ready') warn(new Error(`Redis connection is ${redis.status}`));
        countHere();
        return;
      }
      redis.eval(INCREMENT_SCRIPT, 1, `${this.keyPrefix}${key}`, timeWindow).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        },
        (error: unknown) => {
          bypassUntil = Date.now() + BYPASS_AFTER_FAILURE_MS;
          warn(error);
          countHere();
        },
      );
    }

    /** Each limited route counts in keys of its own (`POST/auth/users/:<address>`), as the plugin's stores do. */
    child(routeOptions: object): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string | string[]; url?: string } };
      const method = [routeInfo?.method ?? ''].flat().join(',');
      return new SharedStore(`${this.keyPrefix}${method}${routeInfo?.url ?? ''}:`);
    }
  }
  return SharedStore;
}
