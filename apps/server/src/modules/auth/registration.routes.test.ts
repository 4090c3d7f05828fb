import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT_MESSAGES, PASSWORD_MESSAGES } from '@sverka/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders, NO_RATE_LIMITS, PASSWORD, uniqueEmail } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import { ephemeralAccountsConfig } from '../../config.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

const register = (payload: unknown, url = '/auth/users/', headers: Record<string, string> = csrfHeaders) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('POST /auth/users/', () => {
  it('creates an active account and answers 201 with id, email and name, never the password', async () => {
    const email = uniqueEmail('reg');
    const response = await register({ full_name: '  Петров Пётр ', email: email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), email, full_name: 'Петров Пётр' });
    const [row] = await ctx.sql<{ password_hash: string; role: string; is_active: boolean }[]>`
      select password_hash, role, is_active from users where id = ${body.id}`;
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row).toMatchObject({ role: 'user', is_active: true });
  });

  it('answers the same without the trailing slash', async () => {
    const response = await register(
      { full_name: 'Без Слэша', email: uniqueEmail(), password: PASSWORD },
      '/auth/users',
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses a taken email whatever its case, with the spec §8 text', async () => {
    const email = uniqueEmail('taken');
    expect((await register({ full_name: 'Первый', email, password: PASSWORD })).statusCode).toBe(201);
    const again = await register({ full_name: 'Второй', email: email.toUpperCase(), password: PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
  });

  it('lists every broken password rule of spec §5', async () => {
    const response = await register({ full_name: 'Слабый', email: uniqueEmail(), password: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      password: [PASSWORD_MESSAGES.tooShort, PASSWORD_MESSAGES.noDigit, PASSWORD_MESSAGES.noSpecial],
    });
  });

  it('names missing, blank and malformed fields', async () => {
    expect((await register({})).json()).toEqual({
      full_name: [ACCOUNT_MESSAGES.required],
      email: [ACCOUNT_MESSAGES.required],
      password: [ACCOUNT_MESSAGES.required],
    });
    expect((await register({ full_name: '   ', email: 'nope', password: PASSWORD })).json()).toEqual({
      full_name: [ACCOUNT_MESSAGES.blank],
      email: [ACCOUNT_MESSAGES.invalidEmail],
    });
  });

  it('requires the CSRF header', async () => {
    const response = await register(
      { full_name: 'Без CSRF', email: uniqueEmail(), password: PASSWORD },
      '/auth/users/',
      {},
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.csrfMissing, code: 'CSRF_FAILED' });
  });
});

describe('the csrftoken cookie', () => {
  it('GET /auth/csrf/ sets a readable cookie and returns its value, keeping one that exists', async () => {
    const fresh = await ctx.app.inject({ method: 'GET', url: '/auth/csrf/' });
    expect(fresh.statusCode).toBe(200);
    const cookie = fresh.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toMatch(/^[a-zA-Z0-9]{32}$/);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(fresh.json()).toEqual({ csrftoken: cookie?.value });

    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/auth/csrf/',
      cookies: { csrftoken: cookie?.value ?? '' },
    });
    expect(kept.json()).toEqual({ csrftoken: cookie?.value });
  });

  describe('on the app pages', () => {
    let webDist: string;
    let app: FastifyInstance;
    beforeAll(async () => {
      webDist = mkdtempSync(path.join(tmpdir(), 'sverka-csrf-web-'));
      mkdirSync(path.join(webDist, 'assets'));
      writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="ru"><body>app</body></html>');
      writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
      app = await buildApp({
        config: { env: 'test', logLevel: 'silent', webDist, accounts: ephemeralAccountsConfig(webDist) },
        sql: ctx.sql,
      });
    });
    afterAll(async () => {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    });

    it('sets it with the SPA HTML, on / and on client routes, but not with assets or API answers', async () => {
      for (const url of ['/', '/profile/info']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.cookies.find((c) => c.name === 'csrftoken')?.value).toMatch(/^[a-zA-Z0-9]{32}$/);
      }
      const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.cookies).toEqual([]);
      const api = await app.inject({ method: 'GET', url: '/api/v1/dataset' });
      expect(api.cookies).toEqual([]);
    });

    it("hashes at the servers' own cost, OWASP's argon2id baseline, and signs in with it", async () => {
      const email = uniqueEmail('owasp');
      const created = await app.inject({
        method: 'POST',
        url: '/auth/users/',
        headers: csrfHeaders,
        payload: { full_name: 'Полная Стоимость', email, password: PASSWORD },
      });
      expect(created.statusCode).toBe(201);
      const [row] = await ctx.sql<{ password_hash: string }[]>`
        select password_hash from users where id = ${created.json<{ id: number }>().id}`;
      expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const signIn = (password: string) =>
        app.inject({ method: 'POST', url: '/auth/jwt/create/', headers: csrfHeaders, payload: { email, password } });
      expect((await signIn(PASSWORD)).statusCode).toBe(200);
      expect((await signIn(`${PASSWORD}!`)).statusCode).toBe(401);
    });

    it('does not replace the cookie a browser already has', async () => {
      const page = await app.inject({ method: 'GET', url: '/', cookies: { csrftoken: 'A'.repeat(32) } });
      expect(page.cookies).toEqual([]);
    });
  });
});

describe('rate limits', () => {
  const limited = useTestApp({
    accounts: {
      rateLimits: {
        login: { max: 2, windowSeconds: 600 },
        register: { max: 1, windowSeconds: 3600 },
        reset: { max: 1, windowSeconds: 3600 },
      },
    },
  });

  it('answers 429 with a Russian message once a client passes the sign-in limit', async () => {
    const body = { email: uniqueEmail(), password: 'Wrong-123' };
    const attemptSignIn = () =>
      limited.app.inject({ method: 'POST', url: '/auth/jwt/create/', headers: csrfHeaders, payload: body });
    for (let i = 0; i < 2; i++) expect((await attemptSignIn()).statusCode).toBe(401);
    const blocked = await attemptSignIn();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: ACCOUNT_MESSAGES.rateLimited(10), code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits registration and reset requests', async () => {
    const signUp = () =>
      limited.app.inject({
        method: 'POST',
        url: '/auth/users/',
        headers: csrfHeaders,
        payload: { full_name: 'Спамер', email: uniqueEmail(), password: PASSWORD },
      });
    expect((await signUp()).statusCode).toBe(201);
    const blocked = await signUp();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: ACCOUNT_MESSAGES.rateLimited(60), code: 'RATE_LIMITED' });

    const reset = () =>
      limited.app.inject({ method: 'POST', url: '/auth/users/reset_password/', payload: { email: uniqueEmail() } });
    expect((await reset()).statusCode).toBe(204);
    expect((await reset()).statusCode).toBe(429);
  });

  it('leaves other endpoints alone', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await limited.app.inject({ method: 'GET', url: '/auth/csrf/' })).statusCode).toBe(200);
    }
  });
});
