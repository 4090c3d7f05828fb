import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createSql, type TSql } from '../db/client.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'sverka-web-'));
let app: FastifyInstance;
let sql: TSql;

beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  sql = createSql(inject('databaseUrl'), { max: 2 });
  app = await buildApp({ config: { env: 'test', logLevel: 'silent', webDist }, sql });
});

afterAll(async () => {
  await app.close();
  await sql.end();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  // Card pages have their own route (modules/seo): an unknown company answers this page with 404 and noindex.
  it.each(['/', '/search?q=1', '/profile/info?tab=1'])('answers page path %s with index.html', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown counterparty with the app page, 404 and noindex', async () => {
    const response = await app.inject({ method: 'GET', url: '/counter-parties/7707083893' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves a file added after start (a rebuild) without a restart', async () => {
    writeFileSync(path.join(webDist, 'assets', 'app-def456.js'), 'console.log(2)');
    expect((await app.inject({ method: 'GET', url: '/assets/app-def456.js' })).statusCode).toBe(200);
  });

  it.each(['/assets/gone-000.js', '/api/v1/unknown', '/auth/unknown'])(
    'answers %s with a JSON 404, not the page',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    },
  );
});
