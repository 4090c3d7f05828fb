import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { TAccountsConfig, TRequisitesConfig } from '../src/config.ts';
import { createSql, type TSql } from '../src/db/client.ts';
import { loadDemoDataset } from '../src/modules/demo/index.ts';
import { testAccountsConfig } from './accounts.ts';
import { TEST_DATASET } from './dataset.ts';
import { createScratchDatabase, type TScratchDatabase } from './scratch-database.ts';

/** `dataDir` holds this app's uploads (`uploads/`) and unsent mail (`mail/`). */
export type TTestContext = { app: FastifyInstance; sql: TSql; dataDir: string };

export type TTestAppOptions = {
  accounts?: Partial<TAccountsConfig>;
  /**
   * A scratch database of the file's own with a small demo register, instead of the suite's shared one:
   * for tests that may change or delete what other files rely on (the fuzz run deletes posts as an admin).
   */
  ownDatabase?: string;
  /** The provider's requisites, for the tests of what the app shows when they are configured. */
  requisites?: TRequisitesConfig;
};

const OWN_DATABASE_DATASET = { companies: 200, entrepreneurs: 100, seed: TEST_DATASET.seed } as const;

/**
 * Builds the real app against the suite's database for one test file and
 * closes it afterwards. Requests go through `app.inject` (no socket).
 */
export function useTestApp(options: TTestAppOptions = {}): TTestContext {
  const context = {} as TTestContext;
  let scratch: TScratchDatabase | undefined;
  beforeAll(async () => {
    if (options.ownDatabase) {
      scratch = await createScratchDatabase(options.ownDatabase);
      await loadDemoDataset(scratch.sql, OWN_DATABASE_DATASET);
      context.sql = scratch.sql;
    } else {
      context.sql = createSql(inject('databaseUrl'), { max: 4 });
    }
    context.dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-app-'));
    const accounts = { ...testAccountsConfig(context.dataDir), ...options.accounts };
    context.app = await buildApp({
      config: { env: 'test', logLevel: 'silent', webDist: undefined, accounts, requisites: options.requisites },
      sql: context.sql,
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    if (scratch) await scratch.drop();
    else await context.sql?.end();
    if (context.dataDir) rmSync(context.dataDir, { recursive: true, force: true });
  });
  return context;
}

/** Posts `text` as a JSON body exactly as written, malformed or not. */
export function postJsonText(app: FastifyInstance, url: string, text: string) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: text });
}
