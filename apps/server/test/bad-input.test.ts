import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { TUser } from '@sverka/shared';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createUser, csrfHeaders, makeAdmin, multipart, NO_RATE_LIMITS, uniqueEmail } from './accounts.ts';
import { useTestApp } from './helper.ts';

/**
 * The four causes of the fuzzed 5xx, each pinned by name, and the avatar
 * race; the OpenAPI fuzz test covers the same ground broadly.
 */
const context = useTestApp({ accounts: NO_RATE_LIMITS });

const CYRILLIC = /[А-Яа-яЁё]/;
const BAD_CHARACTERS = 'Недопустимые символы: нулевой байт или неполный символ Юникода';

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['a NUL byte', 'Иван\u0000Иванов'],
    ['a lone high surrogate', 'Иван\ud800'],
    ['a lone low surrogate', '\udc00Иван'],
  ])('registration with %s in the name: 400 naming the field, nobody registered', async (_label, fullName) => {
    const email = uniqueEmail('nul');
    const response = await context.app.inject({
      method: 'POST',
      url: '/auth/users/',
      headers: csrfHeaders,
      payload: { full_name: fullName, email, password: 'Secret-123' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ full_name: [BAD_CHARACTERS] });
    const [row] = await context.sql`select count(*)::int as count from users where email = ${email}`;
    expect(row?.count).toBe(0);
  });

  it('a support message with NUL: 400, not a database error', async () => {
    const user = await createUser(context.app, 'nul-support');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/support/',
      headers: { ...csrfHeaders, ...user.auth },
      payload: { subject: 'Тема', message: 'до\u0000после', email: user.email, name: 'Иван' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.values(response.json<Record<string, string[]>>()).flat()).toContain(BAD_CHARACTERS);
  });

  it('a profile field with NUL sent as multipart: 400 naming the field', async () => {
    const user = await createUser(context.app, 'nul-profile');
    const body = multipart({ position: 'Дире\u0000ктор' });
    const response = await context.app.inject({
      method: 'PATCH',
      url: '/auth/users/me/',
      headers: { ...csrfHeaders, ...user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ position: [BAD_CHARACTERS] });
  });

  it('a rejection reason with a lone surrogate: 400 for the admin', async () => {
    const admin = await createUser(context.app, 'nul-admin');
    await makeAdmin(context.sql, admin.id);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/admin/company-bindings/1/reject/',
      headers: { ...csrfHeaders, ...admin.auth, 'content-type': 'application/json' },
      payload: '{"reason":"\\ud800 причина"}',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ reason: [BAD_CHARACTERS] });
  });

  it('a body nested 400,000 levels deep with NUL at the bottom: a quick 400 naming the body', async () => {
    const depth = 400_000;
    const startedAt = performance.now();
    const response = await context.app.inject({
      method: 'POST',
      url: '/auth/users/',
      headers: { ...csrfHeaders, 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ body: [BAD_CHARACTERS] });
    expect(performance.now() - startedAt).toBeLessThan(5_000);
  });

  it('NUL in a query string: 400 naming the parameter', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/search?q=%00abc' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ q: [BAD_CHARACTERS] });
  });

  it('emoji, right-to-left marks and other well-formed text are stored as sent', async () => {
    const user = await createUser(context.app, 'emoji');
    const response = await context.app.inject({
      method: 'PATCH',
      url: '/auth/users/me/',
      headers: { ...csrfHeaders, ...user.auth },
      payload: { position: '\u202eДиректор 😀👍🏽' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TUser>().position).toBe('\u202eДиректор 😀👍🏽');
  });
});

describe('broken multipart bodies', () => {
  it.each([
    [
      'without a boundary',
      'multipart/form-data',
      Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'),
    ],
    ['cut off mid-part', 'multipart/form-data; boundary=x', Buffer.from('--x\r\nContent-Disposition: form-da')],
  ])('a form %s: a Russian 400', async (_label, contentType, payload) => {
    const user = await createUser(context.app, 'multipart');
    const response = await context.app.inject({
      method: 'PATCH',
      url: '/auth/users/me/',
      headers: { ...csrfHeaders, ...user.auth, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Форма пришла повреждённой или не целиком. Отправьте её ещё раз',
      code: 'INVALID_REQUEST',
    });
  });
});

describe('the sandbox payment page', () => {
  it.each(['abc', '-1', '..%2F..', '99999999999999999999'])('cancelling payment %s: 404 in Russian', async (id) => {
    const response = await context.app.inject({ method: 'POST', url: `/api/v1/sandbox/payments/${id}/cancel/` });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json<{ detail: string }>().detail).toMatch(CYRILLIC);
    expect(response.json<{ code: string }>().code).toBe('NOT_FOUND');
  });
});

describe('payment notifications that fail validation', () => {
  it.each([
    ['/api/v1/payments/sandbox/webhook/', { type: 'notification', event: 1, object: {} }],
    ['/api/v1/payments/yookassa/webhook/', { nothing: true }],
    ['/api/v1/payments/sandbox/webhook/', []],
  ])('%s with %j: 400 with Russian field errors', async (url, body) => {
    const response = await context.app.inject({ method: 'POST', url, payload: body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).not.toContain('FST_ERR');
    const messages = Object.values(response.json<Record<string, string[]>>()).flat();
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toMatch(CYRILLIC);
  });
});

describe('framework replies', () => {
  it.each([
    ['405', { method: 'PUT', url: '/auth/users/me/' }, [404, 405]],
    [
      '415',
      {
        method: 'POST',
        url: '/auth/users/',
        headers: { ...csrfHeaders, 'content-type': 'application/xml' },
        payload: '<a/>',
      },
      [415],
    ],
    [
      'bad JSON',
      {
        method: 'POST',
        url: '/auth/users/',
        headers: { ...csrfHeaders, 'content-type': 'application/json' },
        payload: '{"a":',
      },
      [400],
    ],
    [
      'empty JSON',
      {
        method: 'POST',
        url: '/auth/users/',
        headers: { ...csrfHeaders, 'content-type': 'application/json' },
        payload: '',
      },
      [400],
    ],
    [
      '413',
      {
        method: 'POST',
        url: '/auth/users/',
        headers: { ...csrfHeaders, 'content-type': 'application/json' },
        payload: `{"a":"${'x'.repeat(2_000_000)}"}`,
      },
      [413],
    ],
    ['bad %-encoding', { method: 'GET', url: '/api/v1/companies/%E0%A4%A' }, [400]],
    ['unknown API path', { method: 'GET', url: '/api/v1/nothing-here/' }, [404]],
  ] satisfies [string, InjectOptions, number[]][])(
    '%s: the project’s shape in Russian',
    async (_label, request, statuses) => {
      const response = await context.app.inject(request);
      expect(statuses, response.body).toContain(response.statusCode);
      expect(response.headers['content-type']).toContain('application/json');
      const body = response.json<{ detail: string; code: string }>();
      expect(body.detail).toMatch(CYRILLIC);
      expect(typeof body.code).toBe('string');
    },
  );
});

describe('concurrent avatar uploads', () => {
  it('leave exactly the referenced file, no orphans', async () => {
    const user = await createUser(context.app, 'avatar-race');
    const pictures = await Promise.all(
      ['#1d4ed8', '#dc2626', '#16a34a', '#ca8a04', '#9333ea', '#0891b2'].map((background) =>
        sharp({ create: { width: 64, height: 64, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const responses = await Promise.all(
      pictures.map((data) => {
        const body = multipart({ avatar: { filename: 'me.png', contentType: 'image/png', data } });
        return context.app.inject({
          method: 'PATCH',
          url: '/auth/users/me/',
          headers: { ...csrfHeaders, ...user.auth, ...body.headers },
          payload: body.payload,
        });
      }),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const me = await context.app.inject({ method: 'GET', url: '/auth/users/me/', headers: user.auth });
    const referenced = path.basename(me.json<TUser>().avatar as string);
    expect(readdirSync(path.join(context.dataDir, 'uploads', 'avatars'))).toEqual([referenced]);
  });
});
