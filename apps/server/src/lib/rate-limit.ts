import rateLimit from '@fastify/rate-limit';
import { ACCOUNT_MESSAGES, AppError } from '@sverka/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { TRateLimit } from '../config.ts';
import type { TSql } from '../db/client.ts';
import { RATE_LIMIT_REDIS_TIMEOUT_MS, sharedRateLimitStore } from './rate-limit-store.ts';
import { closeRedis, createFailFastRedis, DEFAULT_REDIS_PREFIX } from './redis.ts';

const REDIS_STARTUP_WAIT_MS = 2_000;

/** Resolves when the connection is ready or has failed once, or after `ms`. */
function settled(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/**
 * Per-route request limits (`config: rateLimitRule(...)` on a route); nothing
 * is limited unless a route asks. With `redisUrl` the counters live in Redis
 * and every instance sharing it counts together (lib/rate-limit-store.ts;
 * while Redis is away each instance counts alone); without it they live in
 * this process's memory. Either way they only damp floods: password guessing
 * is stopped by the sign-in throttle below, kept in PostgreSQL.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  shared: { redisUrl?: string; redisPrefix?: string } = {},
): Promise<void> {
  let store: ReturnType<typeof sharedRateLimitStore> | undefined;
  if (shared.redisUrl) {
    const redis = createFailFastRedis(shared.redisUrl, RATE_LIMIT_REDIS_TIMEOUT_MS);
    // Every failed count is reported by the store (once in a while); the connection's own errors say nothing more.
    redis.on('error', () => undefined);
    // The first requests should count in Redis too: start serving once it answers or fails to, two seconds at most.
    app.addHook('onReady', () => settled(redis, REDIS_STARTUP_WAIT_MS));
    app.addHook('onClose', () => closeRedis(redis));
    store = sharedRateLimitStore(redis, { prefix: `${shared.redisPrefix ?? DEFAULT_REDIS_PREFIX}rate:`, log: app.log });
  }
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.rateLimited(Math.max(1, Math.ceil(context.ttl / 60_000)))),
  });
}

type TRouteRateLimit = { max: number; timeWindow: number; keyGenerator?: (request: FastifyRequest) => string };

/**
 * Route config for a limit; `max: 0` means no limit. Counted per client
 * address, or by `keyOf` (e.g. the signed-in user, whose guard runs first).
 */
export function rateLimitRule(
  limit: TRateLimit,
  keyOf?: (request: FastifyRequest) => string,
): { rateLimit?: TRouteRateLimit } {
  if (limit.max === 0) return {};
  const rule: TRouteRateLimit = { max: limit.max, timeWindow: limit.windowSeconds * 1000 };
  if (keyOf) rule.keyGenerator = keyOf;
  return { rateLimit: rule };
}

/**
 * Failed sign-ins, counted in PostgreSQL per account and per client address
 * (lib/rate-limit.ts). Past the free failures each one blocks its key for
 * `firstDelaySeconds`, doubling up to `maxDelaySeconds`; a key quiet for
 * `forgetAfterSeconds` starts over. A free count of 0 turns that key off.
 */
export type TSignInThrottlePolicy = {
  accountFreeFailures: number;
  addressFreeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
};

/** An account gets 5 wrong passwords, an address (often a whole office behind NAT) 30, before delays start. */
export const SIGN_IN_THROTTLE: TSignInThrottlePolicy = {
  accountFreeFailures: 5,
  addressFreeFailures: 30,
  firstDelaySeconds: 60,
  maxDelaySeconds: 3600,
  forgetAfterSeconds: 24 * 3600,
};

export type TSignInKeys = { account: string; address: string };

export type TSignInThrottle = {
  /**
   * Before the password is checked: the seconds to wait when the account or
   * the address is blocked (nothing is counted then), or 0 after counting the
   * attempt against the account. Counting first means parallel guesses at one
   * account cannot all slip in before the first failure is recorded.
   */
  begin(keys: TSignInKeys): Promise<number>;
  /** The password was wrong: the address's count goes up (the account's already did in `begin`). */
  failed(keys: TSignInKeys): Promise<void>;
  /** The password was right: the account starts over. */
  succeeded(keys: TSignInKeys): Promise<void>;
};

/**
 * Failed sign-ins in the `sign_in_failures` table: the count survives a
 * restart and every instance sharing the database sees the same one, so
 * neither restarting nor spreading guesses over addresses or instances helps
 * a guesser. Blocking per account lets anyone delay a victim's sign-in, but
 * only by the growing delay, and the password reset still works. An address
 * counts failures only after the check: many people behind one address
 * signing in at once must not block each other with attempts that succeed.
 */
export function createSignInThrottle(sql: TSql, policy: TSignInThrottlePolicy): TSignInThrottle {
  const accountOn = policy.accountFreeFailures > 0;
  const addressOn = policy.addressFreeFailures > 0;
  const delaySeconds = (failures: number, free: number) =>
    failures > free ? Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** (failures - free - 1)) : 0;
  const forget = policy.forgetAfterSeconds;

  /** One more failure of the key (a quiet key starts over), blocking it once past its free failures. */
  const countFailure = async (tx: TSql, scope: 'account' | 'address', key: string, free: number) => {
    const [row] = await tx<{ failures: number }[]>`
      insert into sign_in_failures (scope, key, failures, last_failed_at) values (${scope}, ${key}, 1, now())
      on conflict (scope, key) do update set
        failures = case when sign_in_failures.last_failed_at < now() - make_interval(secs => ${forget}) then 1
          else sign_in_failures.failures + 1 end,
        last_failed_at = now()
      returning failures`;
    const delay = delaySeconds(row?.failures ?? 0, free);
    if (delay === 0) return;
    await tx`
      update sign_in_failures
      set blocked_until = greatest(blocked_until, now() + make_interval(secs => ${delay}))
      where scope = ${scope} and key = ${key}`;
  };

  return {
    async begin(keys) {
      if (!accountOn && !addressOn) return 0;
      return sql.begin(async (transaction) => {
        const tx = transaction as unknown as TSql;
        if (accountOn) {
          // The account row's lock orders attempts at one account: each sees the failures counted before it.
          await tx`insert into sign_in_failures (scope, key) values ('account', ${keys.account}) on conflict do nothing`;
          await tx`select 1 from sign_in_failures where scope = 'account' and key = ${keys.account} for update`;
        }
        const [blocked] = await tx<{ wait_seconds: number }[]>`
          select coalesce(max(ceil(extract(epoch from blocked_until - now()))), 0)::int as wait_seconds
          from sign_in_failures
          where blocked_until > now()
            and ((scope = 'account' and key = ${keys.account}) or (scope = 'address' and key = ${keys.address}))`;
        const wait = blocked?.wait_seconds ?? 0;
        if (wait > 0) return wait;
        if (accountOn) await countFailure(tx, 'account', keys.account, policy.accountFreeFailures);
        await tx`
          delete from sign_in_failures
          where last_failed_at < now() - make_interval(secs => ${forget})
            and (blocked_until is null or blocked_until < now())`;
        return 0;
      });
    },
    async failed(keys) {
      if (addressOn) await countFailure(sql, 'address', keys.address, policy.addressFreeFailures);
    },
    async succeeded(keys) {
      if (accountOn) await sql`delete from sign_in_failures where scope = 'account' and key = ${keys.account}`;
    },
  };
}
