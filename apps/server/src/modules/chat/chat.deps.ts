import type { FastifyBaseLogger } from 'fastify';
import type { TSql } from '../../db/client.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import { createLocalHub, type TChatHub } from './chat.hub.ts';
import {
  createLocalSendLimiter,
  createRedisSendLimiter,
  type TChatSendLimiter,
  type TSendRate,
} from './chat.rate-limit.ts';
import { createRedisHub, DEFAULT_CHAT_REDIS_PREFIX } from './chat.redis-hub.ts';

export type TChatDeps = {
  sql: TSql;
  accounts: TAccountsDeps;
  hub: TChatHub;
  log: FastifyBaseLogger;
  /** The origins a browser page may open a chat socket from (the site's own); empty: the request's own host. */
  allowedOrigins: string[];
  /** Messages per user over the sockets (shared through Redis when there is one). */
  sendLimiter: TChatSendLimiter;
};

/**
 * The chat's dependencies. With `redisUrl` events and send rates are shared
 * by every instance through Redis; without it they stay in this process.
 * A `hub` given wins (tests). The caller closes `hub` when the app closes.
 */
export function createChatDeps(options: {
  accounts: TAccountsDeps;
  hub?: TChatHub;
  allowedOrigins?: string[];
  redisUrl?: string;
  /** Redis keys and channel start with it (tests use one per run). */
  redisPrefix?: string;
  sendRate?: TSendRate;
}): TChatDeps {
  const log = options.accounts.log;
  const prefix = options.redisPrefix ?? DEFAULT_CHAT_REDIS_PREFIX;
  const redisHub =
    !options.hub && options.redisUrl ? createRedisHub({ url: options.redisUrl, prefix, log }) : undefined;
  return {
    sql: options.accounts.sql,
    accounts: options.accounts,
    hub: options.hub ?? redisHub ?? createLocalHub(),
    log,
    allowedOrigins: options.allowedOrigins ?? [],
    sendLimiter: redisHub
      ? createRedisSendLimiter(redisHub.redis, { rate: options.sendRate, prefix, log })
      : createLocalSendLimiter(options.sendRate),
  };
}
