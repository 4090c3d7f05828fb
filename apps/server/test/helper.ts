import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ephemeralAccountsConfig, type TAccountsConfig } from '../src/config.ts';
import { createSql, type TSql } from '../src/db/client.ts';

/** `dataDir` holds this app's uploads (`uploads/`) and unsent mail (`mail/`). */
export type TTestContext = { app: FastifyInstance; sql: TSql; dataDir: string };

export type TTestAppOptions = { accounts?: Partial<TAccountsConfig> };

/**
 * Builds the real app against the suite's database for one test file and
 * closes it afterwards. Requests go through `app.inject` (no socket).
 */
export function useTestApp(options: TTestAppOptions = {}): TTestContext {
  const context = {} as TTestContext;
  beforeAll(async () => {
    context.sql = createSql(inject('databaseUrl'), { max: 4 });
    context.dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-app-'));
    const accounts = { ...ephemeralAccountsConfig(context.dataDir), ...options.accounts };
    context.app = await buildApp({
      config: { env: 'test', logLevel: 'silent', webDist: undefined, accounts },
      sql: context.sql,
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.sql?.end();
    if (context.dataDir) rmSync(context.dataDir, { recursive: true, force: true });
  });
  return context;
}
