import rateLimit from '@fastify/rate-limit';
import { ACCOUNT_MESSAGES, AppError } from '@sverka/shared';
import type { FastifyInstance } from 'fastify';
import type { TRateLimit, TSignInThrottlePolicy } from '../config.ts';
import type { TSql } from '../db/client.ts';

/**
 * Per-route limits (`config: rateLimitRule(...)` on a route); nothing is
 * limited unless a route asks. Counters live in this process's memory, so
 * with several instances each counts on its own.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.rateLimited(Math.max(1, Math.ceil(context.ttl / 60_000)))),
  });
}

/** Route config for a limit; `max: 0` means no limit. */
export function rateLimitRule(limit: TRateLimit): { rateLimit?: { max: number; timeWindow: number } } {
  if (limit.max === 0) return {};
  return { rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000 } };
}

export type TSignInKeys = { account: string; address: string };

export type TSignInThrottle = {
  /**
   * Counts a sign-in attempt against both keys before the password is
   * checked, so parallel guesses cannot slip past the count; returns the
   * seconds to wait when either key is blocked (nothing is counted then), or 0.
   */
  begin(keys: TSignInKeys): Promise<number>;
  /** The password was right: the account starts over and the address gets its attempt back. */
  succeeded(keys: TSignInKeys): Promise<void>;
};

type TCounter = { scope: 'account' | 'address'; key: string; free: number };

/**
 * Failed sign-ins in the `sign_in_failures` table: the count survives a
 * restart and every instance sharing the database sees the same one, so
 * neither restarting nor spreading guesses over addresses or instances helps
 * a guesser. Blocking per account lets anyone delay a victim's sign-in, but
 * only by the growing delay, and the password reset still works.
 */
export function createSignInThrottle(sql: TSql, policy: TSignInThrottlePolicy): TSignInThrottle {
  const counters = (keys: TSignInKeys): TCounter[] =>
    (
      [
        { scope: 'account', key: keys.account, free: policy.accountFreeFailures },
        { scope: 'address', key: keys.address, free: policy.addressFreeFailures },
      ] as const
    ).filter((counter) => counter.free > 0);
  const delaySeconds = (failures: number, free: number) =>
    failures > free ? Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** (failures - free - 1)) : 0;

  return {
    async begin(keys) {
      const active = counters(keys);
      if (!active.length) return 0;
      return sql.begin(async (transaction) => {
        const tx = transaction as unknown as TSql;
        type TState = { failures: number; stale: boolean; wait_seconds: number };
        const states: TState[] = [];
        // Always account before address: two attempts lock rows in one order and cannot deadlock.
        for (const { scope, key } of active) {
          await tx`insert into sign_in_failures (scope, key) values (${scope}, ${key}) on conflict do nothing`;
          const [state] = await tx<TState[]>`
            select failures,
              last_failed_at < now() - make_interval(secs => ${policy.forgetAfterSeconds}) as stale,
              coalesce(ceil(extract(epoch from blocked_until - now())), 0)::int as wait_seconds
            from sign_in_failures where scope = ${scope} and key = ${key} for update`;
          if (!state) throw new Error('sign-in counter row vanished under its lock');
          states.push(state);
        }
        const wait = Math.max(0, ...states.map((state) => state.wait_seconds));
        if (wait > 0) return wait;
        for (const [index, { scope, key, free }] of active.entries()) {
          const state = states[index] as TState;
          const failures = (state.stale ? 0 : state.failures) + 1;
          const delay = delaySeconds(failures, free);
          await tx`
            update sign_in_failures set failures = ${failures}, last_failed_at = now(),
              blocked_until = ${delay > 0 ? tx`now() + make_interval(secs => ${delay})` : null}
            where scope = ${scope} and key = ${key}`;
        }
        await tx`
          delete from sign_in_failures
          where last_failed_at < now() - make_interval(secs => ${policy.forgetAfterSeconds})
            and (blocked_until is null or blocked_until < now())`;
        return 0;
      });
    },
    async succeeded(keys) {
      for (const { scope, key, free } of counters(keys)) {
        if (scope === 'account') {
          await sql`delete from sign_in_failures where scope = ${scope} and key = ${key}`;
          continue;
        }
        await sql`
          update sign_in_failures set failures = greatest(failures - 1, 0),
            blocked_until = case when failures - 1 > ${free} then blocked_until end
          where scope = ${scope} and key = ${key}`;
      }
    },
  };
}
