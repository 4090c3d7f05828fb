import rateLimit from '@fastify/rate-limit';
import { ACCOUNT_MESSAGES, AppError } from '@sverka/shared';
import type { FastifyInstance } from 'fastify';
import type { TRateLimit } from '../config.ts';

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
