import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  defaultPaymentsConfig,
  defaultPictureFetchConfig,
  defaultRequisitesConfig,
  ephemeralAccountsConfig,
  type TConfig,
} from './config.ts';
import { createDatabaseMonitor } from './db/availability.ts';
import type { TSql } from './db/client.ts';
import { type TReadReplicaOptions, watchReadReplica } from './db/replica.ts';
import { AccessLogController } from './lib/access-log.ts';
import { registerAuthRequest } from './lib/auth.ts';
import { compressionPlugin } from './lib/compression.ts';
import { registerCsrf } from './lib/csrf.ts';
import {
  clientErrorHandler,
  frameworkErrors,
  REQUEST_DEADLINE_MS,
  registerErrorHandling,
  registerRequestDeadline,
} from './lib/errors.ts';
import { HTTP_TIMEOUTS, httpTimeoutOptions, type THttpTimeouts } from './lib/http-timeouts.ts';
import { createInlineJobQueue } from './lib/inline-jobs.ts';
import type { TJobQueue } from './lib/job-queue.ts';
import { registerJobQueue } from './lib/jobs.ts';
import { registerMultipart } from './lib/multipart.ts';
import { registerOpenApi } from './lib/openapi.ts';
import { registerRateLimits } from './lib/rate-limit.ts';
import { primaryRegistryReads, registerReplicaReads, servedFromReplica } from './lib/registry-reads.ts';
import { createResponseCache, responseCachePlugin } from './lib/response-cache.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { validationMessage } from './lib/validation-messages.ts';
import { registerWebApp } from './lib/web.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { authRoutes, createAccountsDeps } from './modules/auth/index.ts';
import {
  billingRoutes,
  createBillingDeps,
  registerGoodsPayments,
  scheduleBillingJobs,
} from './modules/billing/index.ts';
import { blogRoutes } from './modules/blog/index.ts';
import { bulkCheckRoutes, declareBulkCheckJobs, type TBulkCheckDeps } from './modules/bulk-check/index.ts';
import { cardDocumentsPlugin, type TCardDocumentsStats } from './modules/card-documents/index.ts';
import { cardExportRoutes } from './modules/card-export/index.ts';
import { chatRoutes, chatSocketRoutes, createChatDeps, scheduleChatJobs } from './modules/chat/index.ts';
import { companiesRoutes, sellersRoutes } from './modules/companies/index.ts';
import { companyBindingAdminRoutes, companyBindingRoutes } from './modules/company-binding/index.ts';
import { datasetRoutes } from './modules/dataset/index.ts';
import { demoLoadUnderway, refuseReadsWhileDemoLoads, type TDemoLoadStatus } from './modules/demo/index.ts';
import { documentsRoutes } from './modules/documents/index.ts';
import { friendsRoutes } from './modules/friends/index.ts';
import { healthRoutes, registerDatabaseGuard } from './modules/health/index.ts';
import { declareImportJobs, importsRoutes, type TImportsDeps } from './modules/ingest/index.ts';
import { knowledgeAdminRoutes, knowledgeRoutes } from './modules/knowledge/index.ts';
import { landingRoutes } from './modules/landing/index.ts';
import { bulkUploadRoutes, declareBulkUploadJobs } from './modules/marketplace/bulk-upload/index.ts';
import { marketplaceRoutes, scheduleMarketplaceJobs } from './modules/marketplace/index.ts';
import {
  monitoringEventsRoutes,
  scheduleCaptureJobs,
  scheduleMonitoringJobs,
  watchlistRoutes,
} from './modules/monitoring/index.ts';
import { createOrdersDeps, goodsPaymentTarget, ordersRoutes, scheduleOrderJobs } from './modules/orders/index.ts';
import { peopleRoutes } from './modules/people/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import { createCheckoProvider } from './modules/provider/index.ts';
import {
  declareRatingAheadJob,
  declareReliabilityJobs,
  listRatings,
  RATE_AHEAD_JOB,
  reliabilityRoutes,
  type TListRatingsDeps,
} from './modules/reliability/index.ts';
import { requisitesRoutes } from './modules/requisites/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { seoPageChecks, seoRoutes } from './modules/seo/index.ts';
import { supportAdminRoutes, supportRoutes } from './modules/support/index.ts';
import { tendersRoutes } from './modules/tenders/index.ts';

// Validation messages reach people: plain Russian, like the rest of the API (zod's own Russian for what
// validationMessage leaves out).
z.config({ ...z.locales.ru(), customError: validationMessage });

export type TAppOptions = {
  config: Pick<TConfig, 'logLevel' | 'webDist' | 'env'> &
    Partial<
      Pick<
        TConfig,
        | 'checko'
        | 'accounts'
        | 'trustProxy'
        | 'payments'
        | 'requisites'
        | 'responseCache'
        | 'pictureFetch'
        | 'redisUrl'
        | 'redisPrefix'
        | 'cardDocuments'
      >
    >;
  sql: TSql;
  /**
   * A streaming replica of `sql` (DATABASE_REPLICA_URL): public search and card reads go to it. The caller owns
   * and ends its pool, as with `sql`; tests shorten the lag limit and the read-your-writes window.
   */
  replica?: Pick<TReadReplicaOptions, 'replica' | 'maxLagMs' | 'lagPollMs' | 'monitor'> & { readOwnWritesMs?: number };
  /**
   * Background jobs (payment re-check, plan reminders, bulk uploads of goods) run on pg-boss outside tests;
   * a test may ask for them.
   */
  jobs?: boolean;
  /**
   * With the job queue: the background rating of unrated subjects (on outside tests). A test that asks for the
   * queue on the suite's shared register leaves it off, so other files' subjects are not rated behind their backs.
   */
  ratingAhead?: boolean;
  /** Tests shorten the HTTP timeouts, and read the log, which the test environment otherwise turns off. */
  httpTimeouts?: THttpTimeouts;
  logStream?: NodeJS.WritableStream;
  /** The first start's demo load, running while the server serves: registry reads wait for it (503). */
  demoLoad?: TDemoLoadStatus;
  /** Tests: counts of card documents served, built, kept and refused. */
  cardDocumentStats?: TCardDocumentsStats;
  /** Tests and benchmarks: their own Redis prefix (parallel runs never cross), send rate and socket ping period. */
  chat?: Pick<Parameters<typeof createChatDeps>[0], 'redisPrefix' | 'sendRate'> & { pingIntervalMs?: number };
};

/** Builds the HTTP app without listening: main.ts listens, tests inject. */
export async function buildApp({
  config,
  sql,
  replica,
  jobs,
  ratingAhead = config.env !== 'test',
  demoLoad,
  ...testing
}: TAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: testing.logStream
      ? { level: config.logLevel, stream: testing.logStream }
      : config.env !== 'test' && { level: config.logLevel },
    // One access line per request, secrets masked (lib/access-log.ts).
    logController: new AccessLogController(),
    // Slow or unfinished requests are cut off (slow-loris); replies have their own deadline below.
    ...httpTimeoutOptions(testing.httpTimeouts ?? HTTP_TIMEOUTS),
    // Close keep-alive sockets on shutdown so draining ends promptly.
    forceCloseConnections: 'idle',
    // Rate limits count per client address; behind a proxy that address comes from X-Forwarded-For.
    trustProxy: config.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Errors raised before a route runs (bad URL, oversized headers) answer in Russian like all the others.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Requests are refused at once while the database is down, and none waits longer than the deadline.
  const database = createDatabaseMonitor(sql, {
    onChange: (available) =>
      available ? app.log.info('database available again') : app.log.error('database unavailable'),
  });
  app.addHook('onClose', () => database.close());
  // First, so that every reply carries them: refusals, the 503 of the database guard and cached replies too.
  registerSecurityHeaders(app, { publicUrl: config.accounts?.publicUrl ?? '' });
  registerErrorHandling(app, { onDatabaseUnavailable: database.reportFailure });
  registerRequestDeadline(app, REQUEST_DEADLINE_MS);
  registerDatabaseGuard(app, database);
  await registerOpenApi(app);

  // Cookies are parsed before the response cache answers, so a cached page still gets its CSRF cookie.
  await registerCsrf(app);
  // Public registry reads go to the replica when there is one; a client that just wrote reads from the primary.
  const readReplica = replica
    ? watchReadReplica({
        ...replica,
        primary: sql,
        onChange: (usable, reason) =>
          usable
            ? app.log.info(`registry reads go to the replica again: ${reason}`)
            : app.log.warn(`registry reads go to the primary: ${reason}`),
      })
    : undefined;
  if (readReplica) app.addHook('onClose', () => readReplica.close());
  const databaseReads = readReplica
    ? registerReplicaReads(app, { primary: sql, replica: readReplica, readOwnWritesMs: replica?.readOwnWritesMs })
    : primaryRegistryReads(sql);
  const reads = demoLoad ? refuseReadsWhileDemoLoads(databaseReads, demoLoad) : databaseReads;
  // Without a loaded config (tests) nothing is cached: a test that writes and re-reads sees its write.
  if (config.responseCache) {
    const cache = createResponseCache({
      sql,
      ...config.responseCache,
      replica: readReplica && { hasReplayed: readReplica.hasReplayed, servedFromReplica },
    });
    await app.register(responseCachePlugin, { cache });
  }
  // Like the cache: before compression, so documents are kept uncompressed. Tests turn them on where they
  // look at them: a test that changes a row with plain SQL and reads again expects the new reply.
  if (config.cardDocuments) await app.register(cardDocumentsPlugin, { sql, stats: testing.cardDocumentStats });
  // After the cache (it keeps bodies uncompressed), before every route.
  await app.register(compressionPlugin);
  await app.register(healthRoutes, { database });
  await app.register(datasetRoutes, { sql, demoLoad });
  await app.register(landingRoutes, { sql });
  await app.register(requisitesRoutes, { requisites: config.requisites ?? defaultRequisitesConfig() });
  // The live provider exists only with a key; without one no request ever leaves the server.
  const provider = config.checko ? createCheckoProvider({ sql, config: config.checko, log: app.log }) : undefined;
  // Without a loaded config (tests, benchmarks) accounts get a random secret and a temporary folder for files.
  const accounts = createAccountsDeps({
    sql,
    config: config.accounts ?? ephemeralAccountsConfig(path.join(tmpdir(), `sverka-accounts-${process.pid}`)),
    log: app.log,
  });
  registerAuthRequest(app);
  await app.register(companiesRoutes, { sql, reads, provider, identifyUser: accounts.guards.identifyUser });
  // Search hits carry their stored ratings, joined to their page where the search ran; the missing ones are rated
  // by a job on the primary once the queue exists (below).
  const ratingJobs: TListRatingsDeps = { sql, log: app.log, queue: undefined };
  await app.register(searchRoutes, { reads, ratings: listRatings(ratingJobs) });
  await app.register(reliabilityRoutes, { sql, reads });
  await app.register(peopleRoutes, { reads });
  await app.register(cardExportRoutes, { sql, identifyUser: accounts.guards.identifyUser });
  await registerMultipart(app);
  await registerRateLimits(app, { redisUrl: config.redisUrl, redisPrefix: config.redisPrefix });
  await app.register(sellersRoutes, { sql, storage: accounts.storage, guards: accounts.guards });
  for (const routes of [
    authRoutes,
    profileRoutes,
    friendsRoutes,
    companyBindingRoutes,
    companyBindingAdminRoutes,
    adminRoutes,
    blogRoutes,
    knowledgeRoutes,
    knowledgeAdminRoutes,
    marketplaceRoutes,
    watchlistRoutes,
    monitoringEventsRoutes,
  ]) {
    await app.register(routes, { deps: accounts });
  }
  // Without a loaded config (tests, benchmarks) payments go to the offline sandbox with a random secret.
  const billing = createBillingDeps({
    accounts,
    payments: config.payments ?? defaultPaymentsConfig(),
    requisites: config.requisites ?? defaultRequisitesConfig(),
    // The sandbox's webhooks travel through this app's own HTTP pipeline, as a remote provider's would.
    dispatch: (request) => app.inject(request),
  });
  await app.register(billingRoutes, { deps: billing });
  // With REDIS_URL every instance delivers the others' messages; without it this process works alone.
  const chat = createChatDeps({
    accounts,
    redisUrl: config.redisUrl,
    allowedOrigins: config.accounts ? [config.accounts.publicUrl] : [],
    redisPrefix: testing.chat?.redisPrefix ?? (config.redisPrefix && `${config.redisPrefix}chat:`),
    sendRate: testing.chat?.sendRate,
  });
  // After the sockets (their preClose runs first), so nothing publishes into a closed hub.
  app.addHook('onClose', () => chat.hub.close());
  await app.register(chatRoutes, { deps: chat });
  await app.register(chatSocketRoutes, { deps: chat, pingIntervalMs: testing.chat?.pingIntervalMs });
  await app.register(supportRoutes, { deps: chat });
  await app.register(supportAdminRoutes, { deps: chat });
  // Tenders open their chat rooms through the chat module's rooms, so they come after it.
  await app.register(tendersRoutes, { deps: accounts });
  const orders = createOrdersDeps(billing);
  registerGoodsPayments(billing, goodsPaymentTarget(orders));
  await app.register(ordersRoutes, { deps: orders });
  await app.register(documentsRoutes, {
    deps: {
      sql,
      storage: accounts.storage,
      mailer: accounts.mailer,
      log: app.log,
      publicUrl: accounts.config.publicUrl,
    },
    requireUser: accounts.guards.requireUser,
  });
  const bulkUpload = {
    sql,
    storage: accounts.storage,
    log: app.log,
    pictureFetch: config.pictureFetch ?? defaultPictureFetchConfig(),
    queue: undefined as TJobQueue | undefined,
  };
  // Files admins upload for an import wait here for their run, which deletes them when it ends.
  const imports: TImportsDeps = {
    sql,
    importsDir: path.join(accounts.config.dataDir, 'imports'),
    log: app.log,
    queue: undefined,
  };
  const bulkCheck: TBulkCheckDeps = { sql, log: app.log, queue: undefined };
  if (jobs ?? config.env !== 'test') {
    bulkUpload.queue = registerJobQueue(app, sql, (queue) => {
      scheduleBillingJobs(queue, billing);
      scheduleOrderJobs(queue, orders);
      scheduleChatJobs(queue, chat);
      declareBulkUploadJobs(queue, bulkUpload);
      scheduleMarketplaceJobs(queue, { sql });
      scheduleMonitoringJobs(queue, {
        sql,
        mailer: accounts.mailer,
        publicUrl: accounts.config.publicUrl,
        log: app.log,
      });
      declareImportJobs(queue, imports);
      scheduleCaptureJobs(queue, { sql });
      declareReliabilityJobs(queue, ratingJobs);
      if (ratingAhead) {
        declareRatingAheadJob(queue, { sql, log: app.log, bulkLoadUnderway: () => demoLoadUnderway(sql) });
      }
      declareBulkCheckJobs(queue, bulkCheck);
    });
    const queue = bulkUpload.queue;
    if (ratingAhead) imports.rateAhead = () => queue.send(RATE_AHEAD_JOB, {});
  } else {
    // Without pg-boss an upload still gets processed: in this process, right after its request.
    const inline = createInlineJobQueue(app.log);
    declareBulkUploadJobs(inline, bulkUpload);
    declareImportJobs(inline, imports);
    declareReliabilityJobs(inline, ratingJobs);
    declareBulkCheckJobs(inline, bulkCheck);
    bulkUpload.queue = inline;
    app.addHook('onClose', () => inline.stop());
  }
  imports.queue = bulkUpload.queue;
  ratingJobs.queue = bulkUpload.queue;
  bulkCheck.queue = bulkUpload.queue;
  await app.register(bulkUploadRoutes, { deps: bulkUpload, requireUser: accounts.guards.requireUser });
  await app.register(importsRoutes, { deps: imports, guards: accounts.guards });
  await app.register(bulkCheckRoutes, {
    deps: bulkCheck,
    requireUser: accounts.guards.requireUser,
    links: accounts.config,
  });
  // Card pages with their head tags, sitemaps and robots.txt: before the web app's catch-all.
  await app.register(seoRoutes, { sql, reads, webDist: config.webDist, publicUrl: config.accounts?.publicUrl });
  await registerWebApp(app, config.webDist, seoPageChecks(sql));
  return app;
}
