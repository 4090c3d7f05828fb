import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, multipart, NO_RATE_LIMITS } from '../../test/accounts.ts';
import { insertCompany, type TSeededCompany } from '../../test/factory.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../test/scratch-database.ts';
import { buildApp } from '../app.ts';
import { ephemeralAccountsConfig } from '../config.ts';
import { createSql, type TSql } from '../db/client.ts';
import { createResponseCache } from './response-cache.ts';

// A database of its own: other test files write registry rows, and every such write drops the cache.
let db: TScratchDatabase;
let app: FastifyInstance;
let otherProcess: TSql;
let company: TSeededCompany;
const POLL_MS = 40;

const webDist = mkdtempSync(path.join(tmpdir(), 'sverka-cache-web-'));
const accountsDir = mkdtempSync(path.join(tmpdir(), 'sverka-cache-accounts-'));

beforeAll(async () => {
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ru"><head><title>Сверка</title></head><body><div id="root"></div></body></html>',
  );
  db = await createScratchDatabase('response_cache');
  otherProcess = createSql(db.url, { max: 1 });
  company = await insertCompany(db.sql, { name_short: 'ООО "ПЕРВОЕ ИМЯ"' });
  app = await buildApp({
    config: {
      env: 'test',
      logLevel: 'silent',
      webDist,
      accounts: { ...ephemeralAccountsConfig(accountsDir), ...NO_RATE_LIMITS },
      responseCache: { ttlMs: 60_000, maxBytes: 8 * 1024 * 1024, versionPollMs: POLL_MS, settleMs: 0 },
    },
    sql: db.sql,
  });
  // A write the way a route of ours makes one (binding approval, admin edits).
  app.post('/test/rename', async () => {
    await db.sql`update companies set name_short = 'ООО "ТРЕТЬЕ ИМЯ"' where id = ${company.id}`;
    return { ok: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await otherProcess?.end();
  await db?.drop();
  rmSync(webDist, { recursive: true, force: true });
  rmSync(accountsDir, { recursive: true, force: true });
});

const card = () => app.inject({ method: 'GET', url: `/api/v1/company/?query=${company.inn}` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('response cache of card routes', () => {
  it('answers a repeated card request from memory with the same body and headers', async () => {
    const first = await card();
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await card();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('drops what it kept once another connection changes the registry', async () => {
    await card();
    expect((await card()).headers['x-cache']).toBe('hit');
    await otherProcess`update companies set name_short = 'ООО "ВТОРОЕ ИМЯ"' where id = ${company.id}`;
    await sleep(POLL_MS * 4);
    const after = await card();
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().name).toBe('ООО "ВТОРОЕ ИМЯ"');
  });

  it('sees a write made through this server before the write is answered', async () => {
    const url = `/api/v1/companies/${company.id}`;
    await app.inject({ method: 'GET', url });
    expect((await app.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');
    expect((await app.inject({ method: 'POST', url: '/test/rename' })).statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().name).toBe('ООО "ТРЕТЬЕ ИМЯ"');
  });

  it('serves a card page from memory with its own CSRF cookie handling, never a kept cookie', async () => {
    const url = `/counter-parties/${company.inn}`;
    const first = await app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const second = await app.inject({ method: 'GET', url });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-type']).toMatch(/^text\/html/);
    expect(second.headers['cache-control']).toBe('no-cache');
    const cookieOf = (response: typeof first) => String(response.headers['set-cookie'] ?? '');
    expect(cookieOf(second)).toMatch(/^csrftoken=/);
    expect(cookieOf(second)).not.toBe(cookieOf(first));
    const token = /^csrftoken=([^;]+)/.exec(cookieOf(first))?.[1];
    const withCookie = await app.inject({ method: 'GET', url, headers: { cookie: `csrftoken=${token}` } });
    expect(withCookie.headers['x-cache']).toBe('hit');
    expect(withCookie.headers['set-cookie']).toBeUndefined();
  });

  it('shows a seller’s new logo on its card at once, whatever it kept', async () => {
    const owner = await createUser(app, 'logo');
    const [seller] = await db.sql<{ id: number }[]>`
      insert into sellers (company_id, inn, representative_id) values (${company.id}, ${company.inn}, ${owner.id})
      returning id`;
    await card();
    expect((await card()).headers['x-cache']).toBe('hit');
    const logo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const body = multipart({ avatar: { filename: 'logo.png', contentType: 'image/png', data: logo } });
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/v1/sellers/${seller?.id}/`,
      headers: { ...owner.auth, ...body.headers },
      payload: body.payload,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await card();
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json()).toMatchObject({ seller: seller?.id, avatar: patched.json().avatar });
  });

  it('keeps no error replies', async () => {
    const url = '/api/v1/company/?query=7700000000';
    expect((await app.inject({ method: 'GET', url })).statusCode).not.toBe(200);
    expect((await app.inject({ method: 'GET', url })).headers['x-cache']).toBeUndefined();
  });

  it('serves paid lists from memory only to callers without a token', async () => {
    const url = `/api/v1/history/?query=${company.inn}`;
    await app.inject({ method: 'GET', url });
    expect((await app.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');
    const user = await createUser(app, 'cache');
    const signedIn = await app.inject({ method: 'GET', url, headers: user.auth });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url, headers: user.auth })).headers['x-cache']).toBeUndefined();
  });

  it('leaves routes that did not opt in alone', async () => {
    const url = '/api/v1/companies/?page=1';
    await app.inject({ method: 'GET', url });
    expect((await app.inject({ method: 'GET', url })).headers['x-cache']).toBeUndefined();
  });
});

describe('response cache beside card documents', () => {
  it('keeps a reply sent as a card document’s bytes, the same to the byte', async () => {
    const config = {
      env: 'test' as const,
      logLevel: 'silent',
      webDist,
      accounts: { ...ephemeralAccountsConfig(accountsDir), ...NO_RATE_LIMITS },
      responseCache: { ttlMs: 60_000, maxBytes: 8 * 1024 * 1024, versionPollMs: POLL_MS, settleMs: 0 },
      cardDocuments: true,
    };
    // The first app builds the document; the second, its memory empty, answers from the document.
    const [builder, reader] = await Promise.all([buildApp({ config, sql: db.sql }), buildApp({ config, sql: db.sql })]);
    try {
      const url = `/api/v1/company/?query=${company.inn}`;
      const built = await builder.inject({ method: 'GET', url });
      expect(built.statusCode).toBe(200);
      expect(built.body).toMatch(/[А-Я]/);
      const fromDocument = await reader.inject({ method: 'GET', url });
      expect(fromDocument.headers['x-cache']).toBeUndefined();
      const fromMemory = await reader.inject({ method: 'GET', url });
      expect(fromMemory.headers['x-cache']).toBe('hit');
      for (const reply of [fromDocument, fromMemory]) {
        expect(reply.rawPayload.equals(built.rawPayload)).toBe(true);
        expect(reply.headers['content-length']).toBe(String(built.rawPayload.length));
        expect(reply.headers['content-type']).toBe(built.headers['content-type']);
      }
    } finally {
      await Promise.all([builder.close(), reader.close()]);
    }
  });
});

describe('response cache of the search', () => {
  it.each([
    ['the results page', '/api/v1/search?q=', (body: unknown) => (body as { results: TRated[] }).results],
    [
      'the dropdown',
      '/api/v1/company-search?query=',
      (body: unknown) => {
        const [traders, companies = []] = body as [{ records: TRated[] }, TRated[]?];
        return [...traders.records, ...companies];
      },
    ],
  ])('keeps %s only once every hit carries its rating', async (_what, path, hitsOf) => {
    const fresh = await insertCompany(db.sql, { name_short: 'ООО "НЕОЦЕНЁННАЯ"' });
    const url = `${path}${fresh.inn}`;
    const first = await app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    // No rating yet: this reply names the hit without one, and the next search must show it once computed.
    expect(hitsOf(first.json()).map((hit) => hit.reliability)).toEqual([null]);
    expect((await app.inject({ method: 'GET', url })).headers['x-cache']).toBeUndefined();
    await expect
      .poll(async () => hitsOf((await app.inject({ method: 'GET', url })).json())[0]?.reliability, { timeout: 10_000 })
      .not.toBeNull();
    const rated = await app.inject({ method: 'GET', url });
    const again = await app.inject({ method: 'GET', url });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(rated.body);
  });
});

type TRated = { reliability: unknown };

describe('createResponseCache', () => {
  it('evicts the least recently used bodies beyond its memory bound', async () => {
    const cache = createResponseCache({ sql: db.sql, ttlMs: 60_000, maxBytes: 1600, settleMs: 0 });
    await cache.checkVersion();
    const version = cache.currentVersion();
    const body = 'x'.repeat(400);
    const plain = { 'content-type': 'text/plain' };
    for (const key of ['a', 'b', 'c', 'd']) cache.store(key, body, plain, version);
    expect(cache.size()).toEqual({ entries: 4, bytes: 1600 });
    expect(cache.lookup('a')).toBeDefined();
    cache.store('e', body, plain, version);
    expect(cache.lookup('b')).toBeUndefined();
    expect(cache.lookup('a')).toBeDefined();
    cache.store('huge', 'x'.repeat(401), plain, version);
    expect(cache.lookup('huge')).toBeUndefined();
    expect(cache.size().bytes).toBeLessThanOrEqual(1600);
  });

  it('counts a body kept as bytes by its bytes, and keeps them apart from the buffer they came in', async () => {
    const cache = createResponseCache({ sql: db.sql, ttlMs: 60_000, maxBytes: 1 << 20, settleMs: 0 });
    await cache.checkVersion();
    const received = Buffer.from('{"name":"ООО «Ромашка»"} and the rest of a read');
    const body = received.subarray(0, Buffer.byteLength('{"name":"ООО «Ромашка»"}'));
    cache.store('bytes', body, { 'content-type': 'application/json' }, cache.currentVersion());
    expect(cache.size()).toEqual({ entries: 1, bytes: body.length });
    received.fill(0);
    expect(cache.lookup('bytes')?.body.toString()).toBe('{"name":"ООО «Ромашка»"}');
  });

  it('counts a Russian body at two bytes a character, as it takes memory', async () => {
    const cache = createResponseCache({ sql: db.sql, ttlMs: 60_000, maxBytes: 2000, settleMs: 0 });
    await cache.checkVersion();
    const version = cache.currentVersion();
    const plain = { 'content-type': 'text/plain' };
    cache.store('latin', 'x'.repeat(500), plain, version);
    for (const letter of ['я', 'ы', 'ю']) cache.store(letter, letter.repeat(250), plain, version);
    expect(cache.size()).toEqual({ entries: 4, bytes: 2000 });
    // One more Russian letter passes the bound: the least recently used body goes.
    cache.store('one more', 'э', plain, version);
    expect(cache.lookup('latin')).toBeUndefined();
    expect(cache.size()).toEqual({ entries: 4, bytes: 1502 });
  });

  it('does not keep a reply read under an older data version', async () => {
    const cache = createResponseCache({ sql: db.sql, ttlMs: 60_000, maxBytes: 1_000_000, settleMs: 0 });
    await cache.checkVersion();
    cache.store('k', 'old', { 'content-type': 'text/plain' }, 'an-older-version');
    expect(cache.lookup('k')).toBeUndefined();
  });

  it('lets a kept body expire after its TTL', async () => {
    const cache = createResponseCache({ sql: db.sql, ttlMs: 20, maxBytes: 1_000_000, settleMs: 0 });
    await cache.checkVersion();
    cache.store('k', 'body', { 'content-type': 'text/plain' }, cache.currentVersion());
    expect(cache.lookup('k')?.body).toBe('body');
    await sleep(40);
    expect(cache.lookup('k')).toBeUndefined();
  });

  it('pauses keeping replies for a while after a data change', async () => {
    const cache = createResponseCache({ sql: db.sql, ttlMs: 60_000, maxBytes: 1_000_000, settleMs: 60_000 });
    await cache.checkVersion();
    await otherProcess`update companies set okved_code = '62.02' where id = ${company.id}`;
    await cache.checkVersion();
    cache.store('k', 'body', { 'content-type': 'text/plain' }, cache.currentVersion());
    expect(cache.lookup('k')).toBeUndefined();
  });
});
