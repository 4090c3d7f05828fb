import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ephemeralAccountsConfig } from '../config.ts';
import { createSql, type TSql } from '../db/client.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'sverka-web-'));
const accountsDir = mkdtempSync(path.join(tmpdir(), 'sverka-accounts-'));
let sql: TSql;
/** Published over plain http, as `npm start` on one's own machine. */
let app: FastifyInstance;
/** Published over https behind a proxy. */
let httpsApp: FastifyInstance;

beforeAll(async () => {
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Сверка</title></head><body></body></html>',
  );
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1);\n');
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.css'), 'body{margin:0}\n');
  sql = createSql(inject('databaseUrl'), { max: 2 });
  const config = { env: 'test', logLevel: 'silent', webDist } as const;
  app = await buildApp({ config, sql });
  const accounts = { ...ephemeralAccountsConfig(accountsDir), publicUrl: 'https://sverka.example' };
  httpsApp = await buildApp({ config: { ...config, accounts }, sql });
});

afterAll(async () => {
  await app.close();
  await httpsApp.close();
  await sql.end();
  rmSync(webDist, { recursive: true, force: true });
  rmSync(accountsDir, { recursive: true, force: true });
});

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = directives(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  // No inline or evaluated script, whatever else is allowed.
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it.each([
    ['the web app page', '/'],
    ['a page path the app routes', '/search?q=1'],
    ['an unknown page (404 with the app)', '/no-such-page'],
    ['a hashed script', '/assets/app-abc123.js'],
    ['a stylesheet', '/assets/app-abc123.css'],
    ['an API reply', '/api/health'],
    ['an API refusal', '/api/v1/companies/abc'],
    ['an unknown API path', '/api/v1/nothing-here'],
    ['the API docs page', '/api/docs'],
    ['the API docs document', '/api/docs/json'],
    ['robots.txt', '/robots.txt'],
  ])('on %s (%s)', async (_what, url) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
    expect(response.statusCode).toBeLessThan(500);
    expectSecurityHeaders(response);
  });

  it('on a POST refused by the CSRF check', async () => {
    const response = await app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: {} });
    expect(response.statusCode).toBe(403);
    expectSecurityHeaders(response);
  });

  it('pictures may come from this site, previews and other sites; styles may be inline (Mantine)', async () => {
    const csp = directives(await app.inject({ method: 'GET', url: '/' }));
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']));
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('over plain http: no HSTS and no upgrade of the app’s own requests', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(directives(response).has('upgrade-insecure-requests')).toBe(false);
  });

  it('published over https: HSTS for a year and insecure requests upgraded', async () => {
    for (const url of ['/', '/api/health', '/assets/app-abc123.js']) {
      const response = await httpsApp.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(directives(response).has('upgrade-insecure-requests')).toBe(true);
      expectSecurityHeaders(response);
    }
  });
});
