import { ACCOUNT_MESSAGES, type TTokenPair } from '@sverka/shared';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { CSRF_TOKEN, createUser, csrfHeaders, NO_RATE_LIMITS, PASSWORD } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from './session.service.ts';

const JWT_SECRET = 'session-test-secret-0123456789abcdefghijklmnopqrstuvwxyz';
const ctx = useTestApp({ accounts: { ...NO_RATE_LIMITS, jwtSecret: JWT_SECRET } });

const login = (payload: unknown, headers: Record<string, string> = csrfHeaders, url = '/auth/jwt/create/') =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });
const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/jwt/refresh/', payload: { refresh: token } });
const me = (access: string) =>
  ctx.app.inject({ method: 'GET', url: '/auth/users/me/', headers: { authorization: `Bearer ${access}` } });

/** A token signed with the app's secret but with claims of our choosing (expired, wrong type …). */
async function forgeToken(claims: Record<string, unknown>, expiresAt: number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(expiresAt - 300)
    .setExpirationTime(expiresAt)
    .setJti('0123456789abcdef0123456789abcdef')
    .sign(new TextEncoder().encode(JWT_SECRET));
}

describe('POST /auth/jwt/create/', () => {
  it('returns a SimpleJWT-shaped pair for the right email and password', async () => {
    const user = await createUser(ctx.app);
    const response = await login({ email: user.email.toUpperCase(), password: PASSWORD, rememberMe: false });
    expect(response.statusCode).toBe(200);
    const pair = response.json<TTokenPair>();
    expect(Object.keys(pair).sort()).toEqual(['access', 'refresh']);
    const access = decodeJwt(pair.access);
    expect(access).toMatchObject({ token_type: 'access', user_id: String(user.id) });
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(300);
    expect(access.jti).toMatch(/^[0-9a-f]{32}$/);
    const refreshClaims = decodeJwt(pair.refresh);
    expect(refreshClaims).toMatchObject({ token_type: 'refresh', user_id: String(user.id) });
    expect((refreshClaims.exp ?? 0) - (refreshClaims.iat ?? 0)).toBe(86_400);
    expect((await me(pair.access)).json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('also answers without the trailing slash', async () => {
    const user = await createUser(ctx.app);
    const response = await login({ email: user.email, password: PASSWORD }, csrfHeaders, '/auth/jwt/create');
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email alike: 401 no_active_account with the Bearer challenge', async () => {
    const user = await createUser(ctx.app);
    for (const body of [
      { email: user.email, password: 'Wrong-123' },
      { email: 'nobody-here@example.ru', password: PASSWORD },
    ]) {
      const response = await login(body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.noActiveAccount, code: 'no_active_account' });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
    }
  });

  it('refuses a deactivated account with the same answer', async () => {
    const user = await createUser(ctx.app);
    await ctx.sql`update users set is_active = false where id = ${user.id}`;
    const response = await login({ email: user.email, password: PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('no_active_account');
    expect((await me(user.access)).statusCode).toBe(401);
  });

  it('names each missing or malformed field', async () => {
    const empty = await login({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ email: [ACCOUNT_MESSAGES.required], password: [ACCOUNT_MESSAGES.required] });
    const malformed = await login({ email: 'not-an-email', password: '' });
    expect(malformed.json()).toEqual({ email: [ACCOUNT_MESSAGES.invalidEmail], password: [ACCOUNT_MESSAGES.blank] });
  });

  it('requires the CSRF cookie echoed in X-CSRFToken', async () => {
    const user = await createUser(ctx.app);
    const body = { email: user.email, password: PASSWORD };
    const missing = await login(body, {});
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ detail: 'CSRF token is missing', code: 'CSRF_FAILED' });
    const headerOnly = await login(body, { 'x-csrftoken': CSRF_TOKEN });
    expect(headerOnly.json()).toEqual({ detail: 'CSRF token is missing', code: 'CSRF_FAILED' });
    const mismatch = await login(body, { ...csrfHeaders, 'x-csrftoken': 'another-value' });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toEqual({ detail: ACCOUNT_MESSAGES.csrfIncorrect, code: 'CSRF_FAILED' });
  });
});

describe('POST /auth/jwt/refresh/', () => {
  it('rotates: a new pair each time, each working in turn', async () => {
    const user = await createUser(ctx.app);
    const first = await refresh(user.refresh);
    expect(first.statusCode).toBe(200);
    const next = first.json<TTokenPair>();
    expect(Object.keys(next).sort()).toEqual(['access', 'refresh']);
    expect(next.refresh).not.toBe(user.refresh);
    expect((await me(next.access)).statusCode).toBe(200);
    expect((await refresh(next.refresh)).statusCode).toBe(200);
  });

  /** Moves the first use of a refresh token back in time, as if the grace after it had passed. */
  const usedLongAgo = async (token: string) => {
    const { jti } = decodeJwt(token);
    const seconds = REFRESH_REUSE_GRACE_SECONDS + 1;
    await ctx.sql`update refresh_tokens set used_at = used_at - make_interval(secs => ${seconds}) where jti = ${String(jti)}`;
  };

  it('treats a reused refresh token as stolen: refused, and that sign-in’s newer tokens die with it', async () => {
    const user = await createUser(ctx.app);
    const rotated = (await refresh(user.refresh)).json<TTokenPair>();
    await usedLongAgo(user.refresh);
    const reuse = await refresh(user.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: ACCOUNT_MESSAGES.refreshReused, code: 'token_not_valid' });
    const afterTheft = await refresh(rotated.refresh);
    expect(afterTheft.statusCode).toBe(401);
    expect(afterTheft.json().code).toBe('token_not_valid');
  });

  it('keeps other sign-ins of the same user working after a reuse', async () => {
    const user = await createUser(ctx.app);
    const otherDevice = (await login({ email: user.email, password: PASSWORD })).json<TTokenPair>();
    await refresh(user.refresh);
    await usedLongAgo(user.refresh);
    expect((await refresh(user.refresh)).statusCode).toBe(401);
    expect((await refresh(otherDevice.refresh)).statusCode).toBe(200);
  });

  it('lets tabs that refresh with the same token at once all stay signed in', async () => {
    const user = await createUser(ctx.app);
    const replies = await Promise.all([refresh(user.refresh), refresh(user.refresh), refresh(user.refresh)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    const pairs = replies.map((reply) => reply.json<TTokenPair>());
    expect(new Set(pairs.map((pair) => pair.refresh)).size).toBe(3);
    for (const pair of pairs) {
      expect((await me(pair.access)).statusCode).toBe(200);
      expect((await refresh(pair.refresh)).statusCode).toBe(200);
    }
    // The grace is for the moment of the race, not for a replay later.
    await usedLongAgo(user.refresh);
    expect((await refresh(user.refresh)).json()).toEqual({
      detail: ACCOUNT_MESSAGES.refreshReused,
      code: 'token_not_valid',
    });
  });

  it('gives no grace to a token of a sign-in that was ended', async () => {
    const user = await createUser(ctx.app);
    await refresh(user.refresh);
    await ctx.sql`update refresh_tokens set revoked_at = now() where user_id = ${user.id}`;
    expect((await refresh(user.refresh)).statusCode).toBe(401);
  });

  it('refuses an access token, an expired token, a foreign signature and garbage', async () => {
    const user = await createUser(ctx.app);
    const now = Math.floor(Date.now() / 1000);
    const expired = await forgeToken({ token_type: 'refresh', user_id: String(user.id) }, now - 10);
    const foreign = await new SignJWT({ token_type: 'refresh', user_id: String(user.id) })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now + 600)
      .setJti('0123456789abcdef0123456789abcdef')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const token of [user.access, expired, foreign, 'not.a.jwt']) {
      const response = await refresh(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.refreshNotValid, code: 'token_not_valid' });
    }
  });

  it('names a missing refresh field', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/auth/jwt/refresh', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ refresh: [ACCOUNT_MESSAGES.required] });
  });
});

describe('Bearer authentication', () => {
  it('answers 401 not_authenticated without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/auth/users/me/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.notAuthenticated, code: 'not_authenticated' });
    expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
  });

  it('answers 401 token_not_valid to an expired access token, a refresh token and a deleted user', async () => {
    const user = await createUser(ctx.app);
    const now = Math.floor(Date.now() / 1000);
    const expired = await forgeToken({ token_type: 'access', user_id: String(user.id) }, now - 1);
    const ghost = await forgeToken({ token_type: 'access', user_id: '999999999' }, now + 300);
    for (const token of [expired, user.refresh, ghost]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.tokenNotValid, code: 'token_not_valid' });
    }
  });

  it('accepts a numeric user_id claim, as SimpleJWT before 5.5.1 wrote it', async () => {
    const user = await createUser(ctx.app);
    const token = await forgeToken({ token_type: 'access', user_id: user.id }, Math.floor(Date.now() / 1000) + 300);
    expect((await me(token)).statusCode).toBe(200);
  });
});
