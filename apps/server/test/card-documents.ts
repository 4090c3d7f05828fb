import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { TSql } from '../src/db/client.ts';
import type { TCardDocumentsStats } from '../src/modules/card-documents/index.ts';
import { loadDemoDataset } from '../src/modules/demo/index.ts';
import { testAccountsConfig } from './accounts.ts';
import { TEST_DATASET } from './dataset.ts';
import { createScratchDatabase, type TScratchDatabase } from './scratch-database.ts';

/**
 * Two apps on one scratch database with a small demo register: `documents` answers the card's endpoints from
 * card documents (its counts in `stats`), `queries` runs their queries on every request, as before documents
 * existed. A test compares their replies and changes the data through the paths that change it in production.
 */
export type TCardDocumentsContext = {
  sql: TSql;
  documents: FastifyInstance;
  queries: FastifyInstance;
  stats: TCardDocumentsStats;
};

const INDEX_HTML =
  '<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>Sverka</title></head>' +
  '<body><div id="root"></div></body></html>\n';

export function useCardDocuments(label: string): TCardDocumentsContext {
  const context = { stats: { hits: 0, misses: 0, kept: 0, refused: 0 } } as TCardDocumentsContext;
  let db: TScratchDatabase | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    db = await createScratchDatabase(label);
    await loadDemoDataset(db.sql, { companies: 200, entrepreneurs: 100, seed: TEST_DATASET.seed });
    context.sql = db.sql;
    dir = mkdtempSync(path.join(tmpdir(), 'sverka-card-documents-'));
    const webDist = path.join(dir, 'web');
    mkdirSync(webDist);
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    const config = (cardDocuments: boolean) => ({
      env: 'test' as const,
      logLevel: 'silent',
      webDist,
      accounts: { ...testAccountsConfig(dir as string), publicUrl: 'https://sverka.example' },
      cardDocuments,
    });
    context.documents = await buildApp({ config: config(true), sql: db.sql, cardDocumentStats: context.stats });
    context.queries = await buildApp({ config: config(false), sql: db.sql });
    await Promise.all([context.documents.ready(), context.queries.ready()]);
  }, 120_000);
  afterAll(async () => {
    await context.documents?.close();
    await context.queries?.close();
    await db?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return context;
}

/** A GET's status, content type, length, caching header and body, as a test compares replies. */
export async function read(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  const { 'content-type': type, 'content-length': length, 'cache-control': cache } = response.headers;
  return { status: response.statusCode, type, length, cache, body: response.body };
}
