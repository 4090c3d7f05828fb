import type { FastifyBaseLogger } from 'fastify';
import type { TSql } from '../../db/client.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import { createLocalHub, type TChatHub } from './chat.hub.ts';

export type TChatDeps = {
  sql: TSql;
  accounts: TAccountsDeps;
  hub: TChatHub;
  log: FastifyBaseLogger;
  /** The origins a browser page may open a chat socket from (the site's own); empty: the request's own host. */
  allowedOrigins: string[];
};

/**
 * The chat's dependencies. Without a hub given (no `REDIS_URL`) events stay
 * in this process; app.ts passes the Redis hub when one is configured.
 */
export function createChatDeps(options: {
  accounts: TAccountsDeps;
  hub?: TChatHub;
  allowedOrigins?: string[];
}): TChatDeps {
  return {
    sql: options.accounts.sql,
    accounts: options.accounts,
    hub: options.hub ?? createLocalHub(),
    log: options.accounts.log,
    allowedOrigins: options.allowedOrigins ?? [],
  };
}
