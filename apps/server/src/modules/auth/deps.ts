import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TAccountsConfig } from '../../config.ts';
import type { TSql } from '../../db/client.ts';
import { createAuthGuards, type TAuthGuards } from '../../lib/auth.ts';
import { createJwtService, type TJwtService } from '../../lib/jwt.ts';
import { createMailer, type TMailer } from '../../lib/mail.ts';
import { createSignInThrottle, type TSignInThrottle } from '../../lib/rate-limit.ts';
import { createDiskStorage, type TStorage } from '../../lib/storage.ts';
import { findActiveUser } from './users.repository.ts';

/** What the account modules (auth, profile, friends, support, bindings) share. */
export type TAccountsDeps = {
  sql: TSql;
  config: TAccountsConfig;
  jwt: TJwtService;
  guards: TAuthGuards;
  signInThrottle: TSignInThrottle;
  mailer: TMailer;
  storage: TStorage;
  log: FastifyBaseLogger;
};

export function createAccountsDeps(options: { sql: TSql; config: TAccountsConfig; log: FastifyBaseLogger }) {
  const { sql, config, log } = options;
  const jwt = createJwtService({
    secret: config.jwtSecret,
    accessSeconds: config.accessTokenSeconds,
    refreshSeconds: config.refreshTokenSeconds,
  });
  return {
    sql,
    config,
    jwt,
    guards: createAuthGuards({ jwt, findActiveUser: (userId) => findActiveUser(sql, userId) }),
    signInThrottle: createSignInThrottle(sql, config.signInThrottle),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailDir: path.join(config.dataDir, 'mail'),
      log,
    }),
    storage: createDiskStorage(path.join(config.dataDir, 'uploads')),
    log,
  } satisfies TAccountsDeps;
}
