import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { defaultResponseCacheConfig } from '../apps/server/src/config.ts';
import { createSql, SERVING_STATEMENT_TIMEOUT_MS } from '../apps/server/src/db/client.ts';
import type { TCardDocumentsStats } from '../apps/server/src/modules/card-documents/index.ts';
import { announceListening, spawnServerChild } from './server-child.ts';

/**
 * The app bench:card measures, as `npm start` builds it (production, the
 * serving pool with its statement timeout, the web build) plus a hello-world
 * route, the ceiling the card endpoints are compared with. It runs in a child
 * process of its own, so the load clients do not share its event loop: run
 * this file with `<database url> <web dist> <response cache on|off> <card
 * documents on|off>` and it prints `LISTENING <port>` once it serves.
 */

/** application_name of the server's database sessions, so the benchmark can find them and read their CPU. */
export const BENCH_SERVER_APPLICATION = 'sverka-bench-card';

export const HELLO_PATH = '/bench/hello';
/** Counts of card documents served, built, kept and refused so far (`TCardDocumentsStats`). */
export const DOCUMENT_STATS_PATH = '/bench/card-documents';

/** How the app keeps replies: in memory (the response cache) and in the database (card documents). */
export type TBenchKeeping = { cache: boolean; documents: boolean };

export type TBenchServer = {
  base: string;
  /** The process serving the requests (this one when the clients share it). */
  pid: number;
  stop: () => Promise<void>;
};

async function buildBenchApp(databaseUrl: string, webDist: string, { cache, documents }: TBenchKeeping) {
  const sql = createSql(databaseUrl, {
    applicationName: BENCH_SERVER_APPLICATION,
    statementTimeoutMs: SERVING_STATEMENT_TIMEOUT_MS,
  });
  const stats: TCardDocumentsStats = { hits: 0, misses: 0, kept: 0, refused: 0 };
  const app: FastifyInstance = await buildApp({
    config: {
      env: 'production',
      logLevel: 'warn',
      webDist,
      ...(cache ? { responseCache: defaultResponseCacheConfig() } : {}),
      cardDocuments: documents,
    },
    sql,
    jobs: false,
    cardDocumentStats: stats,
  });
  app.get(HELLO_PATH, { schema: { hide: true } }, async () => 'hello world');
  app.get(DOCUMENT_STATS_PATH, { schema: { hide: true } }, async () => stats);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    address,
    close: async () => {
      await app.close();
      await sql.end();
    },
  };
}

/** Starts the bench app in a child process; resolves once it listens. */
export async function startServerProcess(
  databaseUrl: string,
  webDist: string,
  keeping: TBenchKeeping,
): Promise<TBenchServer> {
  const args = [databaseUrl, webDist, keeping.cache ? 'on' : 'off', keeping.documents ? 'on' : 'off'];
  const { child, port, stop } = await spawnServerChild([fileURLToPath(import.meta.url), ...args]);
  return { base: `http://127.0.0.1:${port}`, pid: child.pid as number, stop };
}

/** The same app in this process (how bench:card measured before its clients moved out). */
export async function startServerHere(
  databaseUrl: string,
  webDist: string,
  keeping: TBenchKeeping,
): Promise<TBenchServer> {
  const server = await buildBenchApp(databaseUrl, webDist, keeping);
  return { base: server.address, pid: process.pid, stop: server.close };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [databaseUrl, webDist, cache, documents] = process.argv.slice(2);
  if (!databaseUrl || !webDist) throw new Error('usage: card-server.ts <database url> <web dist> on|off on|off');
  // Ends with its parent even when the parent is killed outright and sends no signal.
  const parent = process.ppid;
  const orphanCheck = setInterval(() => {
    if (process.ppid !== parent) process.exit(1);
  }, 1000);
  orphanCheck.unref();
  const server = await buildBenchApp(databaseUrl, webDist, { cache: cache === 'on', documents: documents === 'on' });
  announceListening(server.address, server.close);
}
