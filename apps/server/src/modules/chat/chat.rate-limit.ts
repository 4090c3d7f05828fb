import { CHAT_RATE_BURST, CHAT_RATE_PER_SECOND } from '@sverka/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type TSendRate = { burst: number; perSecond: number };

/** Messages a user may send: a bucket of `burst` tokens refilled at `perSecond`, across all their sockets. */
export type TChatSendLimiter = {
  /** Takes one token of the user's bucket; false when it is empty. */
  take(userId: number): Promise<boolean>;
};

export const DEFAULT_SEND_RATE: TSendRate = { burst: CHAT_RATE_BURST, perSecond: CHAT_RATE_PER_SECOND };

/** Idle buckets are dropped after they would have refilled anyway. */
const SWEEP_EVERY = 1_000;

/** The buckets of one process. */
export function createLocalSendLimiter(rate: TSendRate = DEFAULT_SEND_RATE): TChatSendLimiter & {
  takeNow(userId: number): boolean;
} {
  const buckets = new Map<number, { tokens: number; at: number }>();
  const fullAfterMs = (rate.burst / rate.perSecond) * 1000;
  let takes = 0;
  const takeNow = (userId: number) => {
    const now = performance.now();
    if (++takes % SWEEP_EVERY === 0) {
      for (const [id, bucket] of buckets) if (now - bucket.at > fullAfterMs) buckets.delete(id);
    }
    const bucket = buckets.get(userId) ?? { tokens: rate.burst, at: now };
    bucket.tokens = Math.min(rate.burst, bucket.tokens + ((now - bucket.at) / 1000) * rate.perSecond);
    bucket.at = now;
    buckets.set(userId, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };
  return { takeNow, take: async (userId) => takeNow(userId) };
}

/** The token bucket in one Redis hash, computed on Redis's own clock so instances agree. */
const TAKE_TOKEN_SCRIPT = `
local burst = tonumber(ARGV[1])
local per_ms = tonumber(ARGV[2]) / 1000
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * per_ms)
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / per_ms) + 1000)
return taken`;

/**
 * The buckets shared by every instance in Redis. While Redis cannot answer,
 * this process's own buckets decide: sending never waits for Redis.
 */
export function createRedisSendLimiter(
  redis: Redis,
  options: { rate?: TSendRate; prefix: string; log: Pick<FastifyBaseLogger, 'warn'> },
): TChatSendLimiter {
  const rate = options.rate ?? DEFAULT_SEND_RATE;
  const fallback = createLocalSendLimiter(rate);
  let warnedAt = 0;
  return {
    async take(userId) {
      if (redis.status !== 'ready') return fallback.takeNow(userId);
      try {
        const taken = await redis.eval(
          TAKE_TOKEN_SCRIPT,
          1,
          `${options.prefix}rate:${userId}`,
          rate.burst,
          rate.perSecond,
        );
        return taken === 1;
      } catch (error) {
        if (Date.now() - warnedAt > 30_000) {
          warnedAt = Date.now();
          options.log.warn({ err: error }, 'chat send rate not checked in Redis; this instance counts alone');
        }
        return fallback.takeNow(userId);
      }
    },
  };
}
