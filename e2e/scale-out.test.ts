// The demo loader reaches the server's route modules, whose route options the response cache declares.
/// <reference path="../apps/server/src/lib/response-cache.ts" />
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSql, type TSql } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres, type TEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { loadDemoDataset } from '../apps/server/src/modules/demo/load-demo.ts';
import { redisReachable, TEST_REDIS_URL } from '../apps/server/test/redis.ts';
import { guardAgainstOrphans } from '../scripts/orphan-guard.ts';
import { startReverseProxy, type TReverseProxy } from '../scripts/reverse-proxy.ts';
import { freePort, startServer, type TServerProcess } from '../scripts/server-process.ts';
import { PASSWORD, PDF_BYTES } from './auth-helpers.ts';
import { buyPlanThroughApi } from './billing-helpers.ts';
import {
  call,
  csrfHeaders,
  expectCall,
  openChatSocket,
  registerFrom,
  signedInUser,
  type TChatSocket,
  type TSignedIn,
} from './scale-out-helpers.ts';

/**
 * Two app processes behind nginx, as a site runs several instances: one
 * PostgreSQL (an embedded cluster this test starts, which both reach through
 * DATABASE_URL like a managed database, so neither instance owns it and the
 * test needs nothing but npm install and the proxy), one Redis under a prefix
 * of this run, one DATA_DIR (uploads and the JWT secret, as shared storage
 * would give). Every request goes through the proxy, which spreads them
 * round-robin and names the instance that answered in `X-Upstream`.
 */

const REGISTRATIONS_PER_HOUR = 4;
/** Long enough that only invalidation, not expiry, can explain a fresh card within the test's wait. */
const CARD_CACHE_TTL_SECONDS = 600;
const FRESH_WITHIN_MS = 10_000;
/** How long both instances may take to keep a card: storing pauses for settleMs (5 s) after each version change. */
const CACHED_WITHIN_MS = 20_000;

const root = mkdtempSync(path.join(tmpdir(), 'sverka-scale-out-'));
const redisPrefix = `sverka-e2e:${randomUUID()}:`;
const reachable = await redisReachable();
let cluster: TEmbeddedPostgres | undefined;
let sql: TSql | undefined;
let proxy: TReverseProxy | undefined;
const servers: TServerProcess[] = [];
/** `127.0.0.1:<port>` of each instance, as the proxy names them in X-Upstream. */
let upstreams: [string, string];
let baseUrl: string;

beforeAll(async () => {
  if (!reachable) return;
  const clusterDir = path.join(root, 'db');
  mkdirSync(clusterDir);
  // The cluster runs as the postgres user when the test runs as root: it must reach its folder.
  chmodSync(root, 0o755);
  guardAgainstOrphans({ watchPid: process.pid, clusterDirs: [clusterDir], removeDirs: [root] });
  const started = Date.now();
  const since = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  cluster = await startEmbeddedPostgres(clusterDir);
  console.info(`cluster ready after ${since()}`);
  sql = createSql(cluster.url, { max: 2 });
  // A small register loaded here, without the demo marketplace's pictures (the slow part of a first start),
  // so both instances start at once on a database that is ready for them.
  await migrateDatabase(sql);
  await loadDemoDataset(sql, { companies: 200, entrepreneurs: 100 });
  console.info(`register loaded after ${since()}`);
  const proxyPort = await freePort();
  const env = {
    // As a site runs (the test runner's NODE_ENV=test would turn off the job queue and the access log).
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    TRUST_PROXY: '127.0.0.1',
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    DEMO_DATA: 'off',
    // One secret for both: a token one instance signs, the other accepts.
    JWT_SECRET: randomBytes(48).toString('base64url'),
    RATE_LIMIT_REGISTER: `${REGISTRATIONS_PER_HOUR}/1h`,
    RATE_LIMIT_LOGIN: '500/15m',
    RESPONSE_CACHE_TTL: String(CARD_CACHE_TTL_SECONDS),
  };
  const dataDir = path.join(root, 'data');
  // Both at once; each is kept as soon as it is up, so a failure of the other still stops it in afterAll.
  await Promise.all(
    [0, 1].map(async () => {
      servers.push(await startServer({ dataDir, env, databaseUrl: cluster?.url }));
    }),
  );
  console.info(`both instances ready after ${since()}`);
  const ports = servers.map((server) => Number(new URL(server.baseUrl).port));
  upstreams = ports.map((port) => `127.0.0.1:${port}`) as [string, string];
  proxy = await startReverseProxy({ dir: path.join(root, 'proxy'), upstreams: ports, port: proxyPort });
  baseUrl = proxy.baseUrl;
  guardAgainstOrphans({
    watchPid: process.pid,
    killPids: [...servers, proxy].flatMap((started) => started.child.pid ?? []),
  });
}, 240_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  await sql?.end();
  await cluster?.stop();
  if (reachable) {
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
  rmSync(root, { recursive: true, force: true });
});

/** The test's own connection to the database both instances share. */
const database = (): TSql => {
  if (!sql) throw new Error('the database is not started');
  return sql;
};

/** Everyone the tests below share: an admin, a seller (made in the cache test) and a buyer. */
let admin: TSignedIn;
let seller: TSignedIn;
let buyer: TSignedIn;

describe.skipIf(!reachable)(`two instances behind nginx sharing PostgreSQL and ${TEST_REDIS_URL}`, () => {
  it('count one rate limit for a client whose requests land on both instances, and each client apart', async () => {
    const csrf = await csrfHeaders(baseUrl);
    const replies = [];
    for (let i = 0; i < REGISTRATIONS_PER_HOUR + 2; i++) {
      replies.push(await registerFrom(baseUrl, csrf, '10.20.0.1', 'flood'));
    }
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 429, 429]);
    // Round-robin: the allowed ones were spread over both, so neither could have counted them all alone.
    expect(new Set(replies.slice(0, REGISTRATIONS_PER_HOUR).map((reply) => reply.upstream))).toEqual(
      new Set(upstreams),
    );
    expect(Number(replies.at(-1)?.retryAfter)).toBeGreaterThan(0);
    // The address comes from X-Forwarded-For: another client behind the same proxy is not refused. (This
    // client is on loopback, which TRUST_PROXY trusts as the proxy's address, so the address it names is taken.)
    expect((await registerFrom(baseUrl, csrf, '10.20.0.2', 'neighbour')).status).toBe(201);
  });

  it('drops a card one instance keeps in its cache when the data changes through the other', async () => {
    admin = await signedInUser(baseUrl, 'scale-admin', '10.30.0.1');
    await database()`update users set role = 'admin' where id = ${admin.id}`;
    seller = await signedInUser(baseUrl, 'scale-seller', '10.30.0.2');
    buyer = await signedInUser(baseUrl, 'scale-buyer', '10.30.0.3');
    const page = await expectCall<{ result: { inn: string; kind: string; representative?: number | null }[] }>(
      baseUrl,
      '/api/v1/companies/?page=2&page_size=50',
      200,
    );
    const inn = page.result.find((row) => row.kind === 'company' && row.inn.length === 10 && !row.representative)?.inn;
    if (!inn) throw new Error('no free company on the page');
    const card = `/api/v1/company/?query=${inn}`;

    // Both instances keep the card: each has answered it from its cache. A cache stores nothing for a few
    // seconds after the data version moved (the demo load's last steps may still be moving it on a busy machine).
    const cachedOn = new Set<string>();
    const asked = Date.now();
    while (cachedOn.size < 2 && Date.now() - asked < CACHED_WITHIN_MS) {
      const reply = await call<{ representative: number | null }>(baseUrl, card);
      expect(reply.status).toBe(200);
      expect(reply.body.representative).toBeNull();
      if (reply.headers.get('x-cache') === 'hit') cachedOn.add(reply.upstream);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(cachedOn).toEqual(new Set(upstreams));

    // The seller's application is approved: the company gets its representative, through one instance.
    const form = new FormData();
    form.append('inn', inn);
    for (const name of ['passport', 'contract', 'document'])
      form.append(name, new Blob([new Uint8Array(PDF_BYTES)], { type: 'application/pdf' }), `${name}.pdf`);
    const filed = await expectCall<{ id: number }>(baseUrl, '/api/v1/ticket-company-binding/', 201, {
      method: 'POST',
      token: seller.token,
      form,
    });
    const approved = await call(baseUrl, `/api/v1/admin/company-bindings/${filed.id}/approve/`, {
      method: 'POST',
      token: admin.token,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const writer = approved.upstream;
    const other = upstreams.find((upstream) => upstream !== writer);

    // Both show it within seconds, the instance that did not make the change included.
    const freshAfter = new Map<string, number>();
    const started = Date.now();
    while (freshAfter.size < 2 && Date.now() - started < FRESH_WITHIN_MS) {
      const reply = await call<{ representative: number | null }>(baseUrl, card);
      if (reply.body.representative === seller.id && !freshAfter.has(reply.upstream)) {
        freshAfter.set(reply.upstream, Date.now() - started);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.info(
      `card fresh on the writer after ${freshAfter.get(writer)} ms, on the other after ${freshAfter.get(other ?? '')} ms`,
    );
    expect([...freshAfter.keys()].sort()).toEqual([...upstreams].sort());
  });

  it('delivers a chat message from a socket on one instance to a socket on the other', async () => {
    await expectCall(baseUrl, '/api/v1/friends/', 201, {
      method: 'POST',
      token: buyer.token,
      json: { friend: seller.id },
    });
    const { slug } = await expectCall<{ slug: string }>(baseUrl, `/api/v1/friends/${seller.id}/chat/`, 200, {
      token: buyer.token,
    });
    const sockets: TChatSocket[] = [];
    try {
      const buyerSocket = await openChatSocket(baseUrl, `/ws/friend-chat/${slug}`, buyer.token);
      sockets.push(buyerSocket);
      // The proxy takes turns; a socket that landed on the buyer's instance is set aside and another opened, after
      // one more request (each socket takes two, its ticket and its upgrade: without it the turns would repeat).
      let sellerSocket: TChatSocket | undefined;
      for (let i = 0; i < 6 && !sellerSocket; i++) {
        if (i > 0) await call(baseUrl, '/api/health');
        const opened = await openChatSocket(baseUrl, `/ws/friend-chat/${slug}`, seller.token);
        sockets.push(opened);
        if (opened.upstream !== buyerSocket.upstream) sellerSocket = opened;
      }
      if (!sellerSocket) throw new Error(`every seller socket landed on ${buyerSocket.upstream}`);
      expect(new Set([buyerSocket.upstream, sellerSocket.upstream])).toEqual(new Set(upstreams));

      const text = `Добрый день! Счёт ${randomUUID().slice(0, 8)} оплатим сегодня`;
      buyerSocket.send({ type: 'message', message: text, client_msg_id: randomUUID() });
      const delivered = await sellerSocket.waitFor((frame) => frame.type === 'message' && frame.message === text);
      expect(delivered).toMatchObject({ type: 'message', message: text, user: buyer.id });
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('runs a job sent through one instance once, with both instances taking jobs', async () => {
    await buyPlanThroughApi(baseUrl, { ...buyer, full_name: 'Павел Узлов', password: PASSWORD }, 'scale');
    const page = await expectCall<{ result: { inn: string }[] }>(
      baseUrl,
      '/api/v1/companies/?page=3&page_size=20',
      200,
    );
    const items = page.result.map((row) => row.inn);
    const sent = await call<{ id: number }>(baseUrl, '/api/v1/bulk-checks/', {
      method: 'POST',
      token: buyer.token,
      json: { items },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    const deadline = Date.now() + 30_000;
    let check: { status: string; done: number; rows: unknown[] } | undefined;
    while (Date.now() < deadline) {
      check = await expectCall(baseUrl, `/api/v1/bulk-checks/${sent.body.id}/`, 200, { token: buyer.token });
      if (check?.status === 'done' || check?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(check).toMatchObject({ status: 'done', done: items.length });
    expect(check?.rows).toHaveLength(items.length);

    // pg-boss's record: one job for the check, fetched once (no retry) and completed.
    const jobs = await database()<{ state: string; retry_count: number }[]>`
      select state, retry_count from pgboss.job where name = 'bulk-check' and data->>'checkId' = ${String(sent.body.id)}`;
    expect(jobs).toEqual([{ state: 'completed', retry_count: 0 }]);
    // Both instances' workers were there to take it: each has its job queue's connections open (seen within a
    // few polls: a pool may have just closed an idle connection).
    const expected = servers.map((server) => `sverka-jobs:${server.child.pid}`).sort();
    let queues: string[] = [];
    for (let i = 0; i < 20 && queues.join() !== expected.join(); i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 250));
      const rows = await database()<{ application_name: string }[]>`
        select distinct application_name from pg_stat_activity where application_name like 'sverka-jobs:%'`;
      queues = rows.map((row) => row.application_name).sort();
    }
    const jobLog = servers.map((server) =>
      server
        .output()
        .split('\n')
        .filter((line) => /job/i.test(line))
        .join('\n'),
    );
    expect(queues, jobLog.join('\n---\n')).toEqual(expected);
  });
});
