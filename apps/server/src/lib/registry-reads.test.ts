import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TCompanyBinding } from '@sverka/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, makeAdmin, multipart, NO_RATE_LIMITS, PDF_BYTES, type TTestUser } from '../../test/accounts.ts';
import { insertCompany, type TSeededCompany } from '../../test/factory.ts';
import { hasPostgres15, startReplicatedPair, type TReplicatedPair } from '../../test/replica-cluster.ts';
import { buildApp, type TAppOptions } from '../app.ts';
import { ephemeralAccountsConfig } from '../config.ts';
import { createSql, SERVING_STATEMENT_TIMEOUT_MS, type TSql } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { ensureReferenceData } from '../modules/reference/index.ts';
import { READ_PRIMARY_COOKIE } from './registry-reads.ts';

/**
 * DATABASE_REPLICA_URL against a real streaming replica: a PostgreSQL 15 primary made with initdb and a replica
 * made from it with pg_basebackup -R, both in a temporary directory. To tell which server answered, the replica's
 * replay is paused and the primary changed behind it: what the primary alone has is proof of a primary read.
 */
const skipReason = hasPostgres15() ? undefined : 'PostgreSQL 15 binaries are absent (/usr/lib/postgresql/15/bin)';
if (skipReason) console.warn(`Read replica tests skipped: ${skipReason}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How far the replica may trail before reads leave it: short, so a test can wait it out. */
const MAX_LAG_MS = 6_000;

describe.skipIf(skipReason)('public registry reads with DATABASE_REPLICA_URL', () => {
  let pair: TReplicatedPair;
  let primary: TSql;
  let replica: TSql;
  /** A connection to the replica of the test's own, to pause and resume its replay. */
  let replicaAdmin: TSql;
  let app: FastifyInstance;
  let cachedApp: FastifyInstance;
  let company: TSeededCompany;
  let admin: TTestUser;
  /** The web app's index.html (for the card page) and the app's uploads and mail. */
  let filesDir: string;
  const webDist = () => path.join(filesDir, 'web');

  const appOptions = (responseCache: TAppOptions['config']['responseCache']): TAppOptions => ({
    config: {
      env: 'test',
      logLevel: 'silent',
      webDist: webDist(),
      accounts: { ...ephemeralAccountsConfig(path.join(filesDir, 'app')), ...NO_RATE_LIMITS },
      responseCache,
    },
    sql: primary,
    replica: {
      replica,
      maxLagMs: MAX_LAG_MS,
      lagPollMs: 100,
      // Healthy probes are rare, so reads meet a replica that just died before the monitor does.
      monitor: { healthyIntervalMs: 60_000, outageIntervalMs: 100 },
    },
  });

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'sverka-replica-files-'));
    mkdirSync(webDist());
    writeFileSync(
      path.join(webDist(), 'index.html'),
      '<!doctype html><html lang="ru"><head><title>Сверка</title></head><body><div id="root"></div></body></html>',
    );
    pair = await startReplicatedPair(async (url) => {
      const setup = createSql(url, { max: 2 });
      await migrateDatabase(setup);
      await ensureReferenceData(setup);
      company = await insertCompany(setup, { name_short: 'ООО "ДО ЗАПИСИ"' });
      await setup.end();
    });
    // The pools as main.ts makes them: the same statement timeout on both, the replica's named for its own.
    primary = createSql(pair.primary.url('sverka'), { max: 4, statementTimeoutMs: SERVING_STATEMENT_TIMEOUT_MS });
    replica = createSql(pair.replica.url('sverka'), {
      max: 4,
      applicationName: 'sverka-replica',
      statementTimeoutMs: SERVING_STATEMENT_TIMEOUT_MS,
    });
    replicaAdmin = createSql(pair.replica.url('sverka'), { max: 1 });
    app = await buildApp(appOptions(undefined));
    cachedApp = await buildApp(
      appOptions({ ttlMs: 60_000, maxBytes: 8 * 1024 * 1024, versionPollMs: 50, settleMs: 100 }),
    );
    await Promise.all([app.ready(), cachedApp.ready()]);
    admin = await createUser(app, 'admin');
    await makeAdmin(primary, admin.id);
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await cachedApp?.close();
    await Promise.all([primary?.end({ timeout: 1 }), replica?.end({ timeout: 1 }), replicaAdmin?.end({ timeout: 1 })]);
    await pair?.close();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  const card = (target = app, headers: Record<string, string> = {}) =>
    target.inject({ method: 'GET', url: `/api/v1/company/?query=${company.inn}`, headers });
  const nameIn = async (target = app, headers: Record<string, string> = {}) => {
    const response = await card(target, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ name: string }>().name;
  };
  const searchNames = async () => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/search?q=${company.inn}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: { name: string }[] }>().results.map((hit) => hit.name);
  };
  const pageHtml = async () => {
    const response = await app.inject({ method: 'GET', url: `/counter-parties/${company.inn}` });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  /** Until the replica has replayed everything the primary has written so far. */
  async function replicaCaughtUp() {
    const [{ lsn }] = (await primary`select pg_current_wal_flush_lsn()::text as lsn`) as unknown as [{ lsn: string }];
    for (let i = 0; i < 200; i++) {
      const [row] = await replicaAdmin<{ done: boolean }[]>`select pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn as done`;
      if (row?.done) return;
      await sleep(50);
    }
    throw new Error('the replica did not catch up');
  }

  async function renameOnPrimaryOnly(name: string) {
    await replicaAdmin`select pg_wal_replay_pause()`;
    await primary`update companies set name_short = ${name} where id = ${company.id}`;
  }

  async function resumeReplay() {
    await replicaAdmin`select pg_wal_replay_resume()`;
    await replicaCaughtUp();
  }

  it('serves public cards, search and the card page from the replica', async () => {
    await renameOnPrimaryOnly('ООО "ТОЛЬКО НА ОСНОВНОМ"');
    // The primary has the new name; every public read answers with the replica's.
    expect(await nameIn()).toBe('ООО "ДО ЗАПИСИ"');
    expect((await app.inject({ method: 'GET', url: `/api/v1/companies/${company.id}` })).json()).toMatchObject({
      name: 'ООО "ДО ЗАПИСИ"',
    });
    expect(await searchNames()).toEqual(['ООО "ДО ЗАПИСИ"']);
    expect(await pageHtml()).toContain('ДО ЗАПИСИ');
    const [activity] = await replicaAdmin<{ count: number }[]>`
      select count(*)::int as count from pg_stat_activity where application_name = 'sverka-replica'`;
    expect(activity?.count).toBeGreaterThan(0);

    await resumeReplay();
    expect(await nameIn()).toBe('ООО "ТОЛЬКО НА ОСНОВНОМ"');
    expect(await searchNames()).toEqual(['ООО "ТОЛЬКО НА ОСНОВНОМ"']);
    expect(await pageHtml()).toContain('ТОЛЬКО НА ОСНОВНОМ');
  });

  it('lands writes on the primary, and lets their author read them back at once while others read the replica', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const seller = await createUser(app, 'seller');
    const form = multipart({
      inn: company.inn,
      passport: { filename: 'паспорт.pdf', contentType: 'application/pdf', data: PDF_BYTES },
      contract: { filename: 'contract.png', contentType: 'image/png', data: png },
      document: { filename: 'устав.pdf', contentType: 'application/pdf', data: PDF_BYTES },
    });
    const filed = await app.inject({
      method: 'POST',
      url: '/api/v1/ticket-company-binding/',
      headers: { ...seller.auth, ...form.headers },
      payload: form.payload,
    });
    expect(filed.statusCode, filed.body).toBe(201);
    await replicaCaughtUp();

    await replicaAdmin`select pg_wal_replay_pause()`;
    const approved = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/company-bindings/${filed.json<TCompanyBinding>().id}/approve/`,
      headers: admin.auth,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [onPrimary] = await primary<
      { id: number | null }[]
    >`select representative_id as id from companies where id = ${company.id}`;
    expect(onPrimary?.id).toBe(seller.id);

    const representative = async (headers: Record<string, string>) =>
      (await card(app, headers)).json<{ representative: number | null }>().representative;
    // The admin's bearer token is marked by the write: their card comes from the primary.
    expect(await representative(admin.auth)).toBe(seller.id);
    // A browser carries the mark as a short-lived cookie instead.
    const cookie = approved.cookies.find((c) => c.name === READ_PRIMARY_COOKIE);
    expect(cookie?.maxAge).toBe(2);
    expect(await representative({ cookie: `${READ_PRIMARY_COOKIE}=${cookie?.value}` })).toBe(seller.id);
    // Everyone else reads the replica, which has not replayed the approval yet; an expired mark counts for nothing.
    expect(await representative({})).toBeNull();
    expect(await representative({ cookie: `${READ_PRIMARY_COOKIE}=${Date.now() - 1}` })).toBeNull();

    await resumeReplay();
    const [onReplica] = await replicaAdmin<{ id: number | null }[]>`
      select representative_id as id from companies where id = ${company.id}`;
    expect(onReplica?.id).toBe(seller.id);
    expect(await representative({})).toBe(seller.id);
  });

  it('keeps no reply the replica read before it had the current data version', async () => {
    const hit = async () => {
      const response = await card(cachedApp);
      return { name: response.json<{ name: string }>().name, cache: response.headers['x-cache'] };
    };
    // Kept once the replica is known to hold the current version.
    let first = await hit();
    for (let i = 0; i < 60 && first.cache !== 'hit'; i++) {
      await sleep(50);
      first = await hit();
    }
    expect(first).toEqual({ name: 'ООО "ТОЛЬКО НА ОСНОВНОМ"', cache: 'hit' });
    // The primary's data version moves; the cache, polling the primary, drops its replies.
    await renameOnPrimaryOnly('ООО "НОВАЯ ВЕРСИЯ"');
    await sleep(400);
    // Past the settling pause the replica still serves the old name, and such a reply must not be kept…
    for (let i = 0; i < 3; i++) expect(await hit()).toEqual({ name: 'ООО "ТОЛЬКО НА ОСНОВНОМ"', cache: undefined });
    // …or it would outlive the replica's catching up.
    await resumeReplay();
    await sleep(400);
    expect(await hit()).toEqual({ name: 'ООО "НОВАЯ ВЕРСИЯ"', cache: undefined });
    expect(await hit()).toEqual({ name: 'ООО "НОВАЯ ВЕРСИЯ"', cache: 'hit' });
  });

  /**
   * Waits until public reads are the replica's again: its replay is paused and the primary renames the company,
   * so a read that still gives the replica's name came from the replica.
   */
  async function untilReadsFromReplica(replicaName: string, primaryName: string) {
    await renameOnPrimaryOnly(primaryName);
    let name = '';
    for (let waited = 0; waited < 10_000 && name !== replicaName; waited += 100) {
      await sleep(100);
      name = await nameIn();
    }
    expect(name).toBe(replicaName);
    await resumeReplay();
  }

  it('leaves a replica that falls more than the allowed lag behind, and comes back when it catches up', async () => {
    await renameOnPrimaryOnly('ООО "ОТСТАЮЩАЯ РЕПЛИКА"');
    expect(await nameIn()).toBe('ООО "НОВАЯ ВЕРСИЯ"');
    let name = '';
    for (let waited = 0; waited < MAX_LAG_MS + 5_000 && name !== 'ООО "ОТСТАЮЩАЯ РЕПЛИКА"'; waited += 250) {
      await sleep(250);
      name = await nameIn();
    }
    expect(name).toBe('ООО "ОТСТАЮЩАЯ РЕПЛИКА"');
    await resumeReplay();
    await untilReadsFromReplica('ООО "ОТСТАЮЩАЯ РЕПЛИКА"', 'ООО "СНОВА С РЕПЛИКИ"');
  }, 30_000);

  it('answers from the primary while the replica is down, and goes back to it when it returns', async () => {
    await pair.replica.kill();
    // The first reads meet the pool's dead connections, the next a refused connection or the monitor's verdict:
    // every one is answered, from the primary.
    for (let i = 0; i < 5; i++) {
      expect(await nameIn()).toBe('ООО "СНОВА С РЕПЛИКИ"');
      expect(await searchNames()).toEqual(['ООО "СНОВА С РЕПЛИКИ"']);
    }
    await pair.replica.start();
    await replicaAdmin`select 1`.catch(() => undefined);
    await replicaCaughtUp();
    await untilReadsFromReplica('ООО "СНОВА С РЕПЛИКИ"', 'ООО "ПОСЛЕ ВОЗВРАТА"');
  }, 60_000);
});
