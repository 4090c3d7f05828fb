import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createSql, keyLookupsOf, pipelinedLookupsOf, SERVING_STATEMENT_TIMEOUT_MS, type TSql } from './db/client.ts';
import { isEmbeddedPostgresRunning, startEmbeddedPostgres, type TEmbeddedPostgres } from './db/embedded.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createProgressPrinter } from './lib/progress.ts';
import { createDiskStorage } from './lib/storage.ts';
import { deleteOldCardDocuments, startNewCardDocumentGeneration } from './modules/card-documents/index.ts';
import {
  createDemoLoadStatus,
  demoRegisterLoadPending,
  needsRatingAhead,
  rateDemoRegisterAhead,
  seedDemoDataIfEmpty,
  type TDemoLoadStatus,
} from './modules/demo/index.ts';
import { ensureReferenceData } from './modules/reference/index.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const SHUTDOWN_TIMEOUT_MS = 15_000;
/**
 * How long a shutdown waits for the first start's demo load to stop: it stops between batches (about a second) and
 * cancels its index builds, but a statement of its later phases (the derived registers, the card documents) runs
 * to its end; past this wait, ending the pool cuts it, and the next start loads again.
 */
const DEMO_STOP_WAIT_MS = 5_000;
/**
 * How long requests in flight may take to finish once the server stops; then their connections are closed. A client
 * trickling a request body would otherwise hold the stop for as long as the request timeout allows (a minute), past
 * SHUTDOWN_TIMEOUT_MS.
 */
const REQUEST_DRAIN_MS = 5_000;
/** How often the embedded cluster's postmaster is looked at; a dead one is started again. */
const SUPERVISE_INTERVAL_MS = 500;

const say = (message: string) => process.stdout.write(`[sverka] ${message}\n`);

/**
 * Starts Sverka: config → database (embedded unless DATABASE_URL) → migrations
 * → demo data on first start → HTTP and the job queue. On SIGINT/SIGTERM it
 * drains HTTP (requests in flight get REQUEST_DRAIN_MS) and stops the job queue (app.close), closes the pool and then
 * stops the embedded database, in that order. While it runs, an embedded
 * cluster that dies is started again on the same port, so the pools (the
 * serving one and the job queue's) reconnect by themselves; with DATABASE_URL
 * they reconnect when the server is back, and requests meanwhile get a quick 503. With
 * DATABASE_REPLICA_URL public search and card reads go to that replica (lib/registry-reads.ts).
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  let embedded: TEmbeddedPostgres | undefined;
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, say);
  const databaseUrl = config.databaseUrl ?? (embedded as TEmbeddedPostgres).url;
  // Migrations and the first demo load may run long statements; requests may not.
  const setupSql = createSql(databaseUrl, { applicationName: 'sverka-setup' });
  const sql = createSql(databaseUrl, { statementTimeoutMs: SERVING_STATEMENT_TIMEOUT_MS });
  // Public search and card reads, with the serving pool's limits; see lib/registry-reads.ts.
  const replicaSql = config.databaseReplicaUrl
    ? createSql(config.databaseReplicaUrl, {
        applicationName: 'sverka-replica',
        statementTimeoutMs: SERVING_STATEMENT_TIMEOUT_MS,
      })
    : undefined;

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let demoSeeding: Promise<void> | undefined;
  const stopDemoLoad = new AbortController();
  let stopping = false;
  let restarting: Promise<void> | undefined;

  const supervise = () => {
    if (stopping || restarting || !embedded || isEmbeddedPostgresRunning(config.dataDir)) return;
    const port = embedded.port;
    say(`The embedded PostgreSQL stopped unexpectedly: starting it again on port ${port}`);
    restarting = startEmbeddedPostgres(config.dataDir, say, { port })
      .then(async (restarted) => {
        if (stopping) await restarted.stop();
        else embedded = restarted;
      })
      .catch((error: Error) => {
        say(`Could not start the embedded PostgreSQL yet (${error.message}); trying again`);
      })
      .finally(() => {
        restarting = undefined;
      });
  };
  const supervisor = setInterval(supervise, SUPERVISE_INTERVAL_MS);
  supervisor.unref();

  const shutdown = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    say(`${reason}: stopping…`);
    const force = setTimeout(() => {
      say('shutdown took too long, exiting');
      // The embedded cluster is asked to stop on its own: no database outlives the server that started it.
      embedded?.requestStop();
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    clearInterval(supervisor);
    // A demo load stopped here is cleared and done again on the next start (seedDemoDataIfEmpty). Its COPY
    // streams must end before their pool does: a pool ended under a COPY can crash the driver.
    stopDemoLoad.abort();
    try {
      if (app) await closeApp(app);
      if (demoSeeding) await Promise.race([demoSeeding, delay(DEMO_STOP_WAIT_MS, undefined, { ref: false })]);
      await Promise.all([sql.end({ timeout: 5 }), setupSql.end({ timeout: 5 }), replicaSql?.end({ timeout: 5 })]);
      await demoSeeding;
      await restarting;
      await embedded?.stop();
      say('stopped');
      process.exit(exitCode);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await migrateDatabase(setupSql);
    // Cards and search name ОКВЭД codes and regions from these tables, whether the data is demo or imported.
    await ensureReferenceData(setupSql);
    // Card documents kept by an earlier version of the server are not served by this one.
    await startNewCardDocumentGeneration(setupSql);
    // The first start's demo load runs while the server already serves; search and cards answer 503 until it ends.
    const demoLoad = createDemoLoadStatus(config.demo);
    if (await demoRegisterLoadPending(setupSql, config.demo.mode === 'auto')) demoLoad.begin();
    app = await buildApp({
      config: { ...config, webDist: config.webDist ?? DEFAULT_WEB_DIST },
      sql,
      replica: replicaSql && { replica: replicaSql },
      demoLoad,
    });
    await app.listen({ host: config.host, port: config.port });
    void deleteOldCardDocuments(sql).catch((error: Error) => say(`Old card documents not deleted: ${error.message}`));
    // The key-lookup pools connect on first use: their first connections are opened now, not by a visitor's first read.
    for (const lookups of [keyLookupsOf(sql), pipelinedLookupsOf(sql)]) void lookups`select 1`.catch(() => undefined);
    demoSeeding = seedDemoDataInBackground(setupSql, demoLoad, config, stopDemoLoad.signal);
    const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
    say(
      `Ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s: http://${shownHost}:${config.port} (API docs /api/docs)`,
    );
    if (demoLoad.loading) say('Demo data is loading: search and cards answer once it is done');
  } catch (error) {
    console.error(error);
    await shutdown('startup failed', 1);
  }
}

/** Stops serving: requests in flight get REQUEST_DRAIN_MS to finish, then their connections are closed. */
async function closeApp(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const closing = app.close();
  const drained = await Promise.race([closing.then(() => true), delay(REQUEST_DRAIN_MS, false, { ref: false })]);
  if (drained) return;
  say(`Requests still open after ${REQUEST_DRAIN_MS / 1000} s: their connections are closed`);
  app.server.closeAllConnections();
  await closing;
}

/**
 * Loads the demo data when the register is empty (or the demo marketplace when it lacks one) while the server
 * serves, reporting progress to `demoLoad`, then rates a register too large for the load to rate (search and
 * cards answer meanwhile), then closes the setup pool. A failed load is reported and the server goes on serving
 * what there is; `signal` stops the load, or the rating, when the server shuts down.
 */
async function seedDemoDataInBackground(
  setupSql: TSql,
  demoLoad: TDemoLoadStatus,
  config: ReturnType<typeof loadConfig>,
  signal: AbortSignal,
): Promise<void> {
  const printProgress = createProgressPrinter('Loading demo data');
  let ratingAhead = false;
  try {
    const seed = await seedDemoDataIfEmpty(setupSql, {
      enabled: config.demo.mode === 'auto',
      companies: config.demo.companies,
      entrepreneurs: config.demo.entrepreneurs,
      // The same storage the server's uploads live in, so the demo products' pictures are served like uploaded ones.
      storage: createDiskStorage(path.join(config.accounts.dataDir, 'uploads')),
      onProgress: (progress) => {
        demoLoad.report(progress);
        printProgress(progress);
      },
      signal,
    });
    if (seed.seeded === 'marketplace') {
      say(`Demo marketplace loaded: ${seed.products} products in ${(seed.ms / 1000).toFixed(1)} s`);
    } else if (seed.seeded) {
      say(
        `Demo data loaded: ${seed.companies} companies, ${seed.entrepreneurs} sole traders in ${(seed.ms / 1000).toFixed(1)} s`,
      );
    }
    if (needsRatingAhead(seed)) {
      demoLoad.end();
      ratingAhead = true;
      say('Rating the demo subjects ahead, while search and cards answer');
      const { rated, ms } = await rateDemoRegisterAhead(setupSql, signal);
      say(`Demo ratings ready: ${rated} subjects in ${(ms / 1000).toFixed(1)} s`);
    }
  } catch (error) {
    const message = (error as Error).message;
    if (ratingAhead) {
      say(
        signal.aborted
          ? 'Rating ahead stopped: the other subjects are rated when first shown'
          : `Demo ratings not computed ahead (${message}): each subject is rated when first shown`,
      );
    } else if (signal.aborted) say('Demo data load stopped: the next start loads it again');
    else say(`Demo data not loaded: ${message}`);
  } finally {
    demoLoad.end();
    await setupSql.end({ timeout: 5 }).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`[sverka] ${error.message}`);
  } else {
    console.error('[sverka] failed to start:', error);
  }
  process.exit(1);
});
