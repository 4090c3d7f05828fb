import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertCompany } from '../../test/factory.ts';
import { insertProduct, insertSeller } from '../../test/marketplace.ts';
import { buildApp } from '../app.ts';
import { createSql, type TSql } from '../db/client.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'sverka-web-'));
const ASSET = path.join(webDist, 'assets', 'app-abc123.js');
// Big enough to be worth compressing, as every real bundle is.
const SCRIPT = `console.log(${JSON.stringify('строка '.repeat(50))});\n`.repeat(40);
const INDEX_HTML = `<!doctype html><html><head><title>Сверка</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
let app: FastifyInstance;
let sql: TSql;

beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webDist, 'assets'));
  // What the build's precompress step leaves beside each file.
  writeFileSync(ASSET, SCRIPT);
  writeFileSync(`${ASSET}.br`, zlib.brotliCompressSync(SCRIPT));
  writeFileSync(`${ASSET}.gz`, zlib.gzipSync(SCRIPT));
  writeFileSync(path.join(webDist, 'index.html.br'), zlib.brotliCompressSync(INDEX_HTML));
  sql = createSql(inject('databaseUrl'), { max: 2 });
  app = await buildApp({ config: { env: 'test', logLevel: 'silent', webDist }, sql });
});

afterAll(async () => {
  await app.close();
  await sql.end();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

function expectNotFoundPage(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['x-robots-tag']).toBe('noindex');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toContain('<div id="root">');
  expect(response.body).toContain('<meta name="robots" content="noindex" />');
}

describe('serving the web app', () => {
  // Card pages have their own route (modules/seo): an unknown company answers this page with 404 and noindex.
  it.each(['/', '/search?q=1', '/profile/info?tab=1', '/profile', '/blog', '/payment-info/', '/SEARCH'])(
    'answers page path %s with index.html',
    async (url) => {
      const response = await get(url, { accept: '*/*' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).not.toContain('noindex');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers an unknown counterparty with the app page, 404 and noindex', async () => {
    expectNotFoundPage(await get('/counter-parties/7707083893'));
  });

  it.each(['/no/such', '/marketplace/1/reviews', '/profile/unknown', '/blog/1/comments', '/search-results'])(
    'answers %s, which the web app has no page for, with 404 and noindex',
    async (url) => {
      const response = await get(url, { accept: 'text/html' });
      expectNotFoundPage(response);
      expect(response.body).toContain('<title>Страница не найдена | Сверка</title>');
    },
  );

  it('answers a news post page 200 while the post exists and 404 after it is deleted', async () => {
    const [row] = await sql<{ id: number }[]>`
      insert into news_posts (title, content_html) values ('Страница новости', '<p>Текст</p>') returning id`;
    const id = (row as { id: number }).id;
    expect((await get(`/blog/${id}`)).statusCode).toBe(200);
    await sql`delete from news_posts where id = ${id}`;
    expectNotFoundPage(await get(`/blog/${id}`));
    expectNotFoundPage(await get(`/BLOG/${id}/`));
    expectNotFoundPage(await get('/blog/abc'));
  });

  it('answers a knowledge article page 200 while the article exists and 404 otherwise', async () => {
    expect((await get('/knowledge')).statusCode).toBe(200);
    expect((await get('/knowledge/factor-status')).statusCode).toBe(200);
    expectNotFoundPage(await get('/knowledge/no-such-article'));
    expectNotFoundPage(await get('/knowledge/Not_A_Slug'));
  });

  it('answers a company page 200 for an existing seller and 404 for an unknown one', async () => {
    const company = await insertCompany(sql);
    const [seller] = await sql<{ id: number }[]>`
      insert into sellers (company_id, inn) values (${company.id}, ${company.inn}) returning id`;
    expect((await get(`/company/${seller?.id}`)).statusCode).toBe(200);
    const [max] = await sql<{ id: number }[]>`select coalesce(max(id), 0)::int as id from sellers`;
    expectNotFoundPage(await get(`/company/${(max?.id ?? 0) + 1000}`));
    expectNotFoundPage(await get('/company/-1'));
    // A spelling the card's own route does not match is still checked.
    expectNotFoundPage(await get('/Counter-Parties/7707083893'));
    expect((await get(`/Counter-Parties/${company.inn}`)).statusCode).toBe(200);
  });

  it('answers a product page 200 while it is published and 404 when hidden or deleted', async () => {
    const seller = await insertSeller(sql, null);
    const id = await insertProduct(sql, seller.id);
    expect((await get(`/marketplace/${id}`)).statusCode).toBe(200);
    // A spelling the product's own route does not match is still checked.
    expect((await get(`/MARKETPLACE/${id}/`)).statusCode).toBe(200);
    await sql`update products set status = 'rejected' where id = ${id}`;
    expectNotFoundPage(await get(`/marketplace/${id}`));
    expectNotFoundPage(await get(`/MARKETPLACE/${id}/`));
    await sql`delete from products where id = ${id}`;
    expectNotFoundPage(await get(`/marketplace/${id}`));
    expectNotFoundPage(await get('/marketplace/abc'));
  });

  it('serves a file added after start (a rebuild) without a restart', async () => {
    writeFileSync(path.join(webDist, 'assets', 'app-def456.js'), 'console.log(2)');
    expect((await get('/assets/app-def456.js')).statusCode).toBe(200);
  });

  it.each(['/assets/gone-000.js', '/api/v1/unknown', '/auth/unknown'])(
    'answers %s with a JSON 404, not the page',
    async (url) => {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    },
  );
});

describe('compression', () => {
  const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;

  it.each([
    ['br', 'gzip, deflate, br', `${ASSET}.br`],
    ['gzip', 'gzip', `${ASSET}.gz`],
    ['br', 'br;q=0.9, gzip;q=0.5', `${ASSET}.br`],
    ['gzip', 'br;q=0, gzip', `${ASSET}.gz`],
  ] as const)(
    'sends the precompressed %s file of a hashed asset for Accept-Encoding: %s',
    async (encoding, accept, file) => {
      const response = await get('/assets/app-abc123.js', { 'accept-encoding': accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(response.headers['content-length']).toBe(String(statSync(file).size));
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoders[encoding](response.rawPayload).toString()).toBe(SCRIPT);
    },
  );

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get('/assets/app-abc123.js', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(readFileSync(ASSET, 'utf8'));
    }
  });

  it('sends index.html precompressed and never cached', async () => {
    const response = await get('/search', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('compresses pages made per request (the 404 page) by what the client accepts', async () => {
    const response = await get('/no/such', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('gzip');
    const html = zlib.gunzipSync(response.rawPayload).toString();
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('compresses API JSON of a kilobyte and more, not smaller replies', async () => {
    const big = await get('/api/docs/json', { 'accept-encoding': 'gzip, br' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString());
    expect(document).toHaveProperty('paths');
    expect(big.headers['content-length']).toBe(String(big.rawPayload.length));

    const small = await get('/api/v1/unknown', { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
