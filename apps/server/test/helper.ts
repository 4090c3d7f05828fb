import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createSql, type TSql } from '../src/db/client.ts';

export type TTestContext = { app: FastifyInstance; sql: TSql };

/**
 * Builds the real app against the suite's database for one test file and
 * closes it afterwards. Requests go through `app.inject` (no socket).
 */
export function useTestApp(): TTestContext {
  const context = {} as TTestContext;
  beforeAll(async () => {
    context.sql = createSql(inject('databaseUrl'), { max: 4 });
    context.app = await buildApp({ config: { env: 'test', logLevel: 'silent', webDist: undefined }, sql: context.sql });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.sql?.end();
  });
  return context;
}
