import { CSRF_HEADER_NAME } from '@sverka/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, filenameFromDisposition, REFRESH_PATH } from './api-client.ts';
import { readCookie } from './cookies.ts';
import { SessionStore } from './session.ts';
import { memoryStorages } from './test-storage.ts';

type TCall = { url: string; init: RequestInit };

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

/** A client over a fake fetch that answers from `handler` and records every call. */
function setup(handler: (call: TCall, calls: TCall[]) => Response | Promise<Response>, cookie = '') {
  const session = new SessionStore(memoryStorages());
  const calls: TCall[] = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return handler(call, calls);
  });
  const forced = vi.fn();
  session.onForcedSignOut(forced);
  const client = createApiClient({
    session,
    fetch: fetchFake as unknown as typeof fetch,
    readCookie: (name) => readCookie(cookie, name),
  });
  return { session, calls, client, forced };
}

const header = (call: TCall | undefined, name: string) => (call?.init.headers as Record<string, string>)?.[name];
const bodyOf = (call: TCall | undefined) => JSON.parse(String(call?.init.body));

const anySchema = { safeParse: (data: unknown) => ({ success: true as const, data }) };

describe('bearer token', () => {
  it('sends the access token when signed in and nothing when not', async () => {
    const { session, calls, client } = setup(() => json(200, { ok: true }));
    await client.get('/api/v1/friends/', anySchema);
    expect(header(calls[0], 'Authorization')).toBeUndefined();
    session.signIn({ access: 'A', refresh: 'R' }, true);
    await client.get('/api/v1/friends/', anySchema);
    expect(header(calls[1], 'Authorization')).toBe('Bearer A');
  });

  it('never sends it with anonymous auth calls', async () => {
    const { session, calls, client } = setup(() => json(200, {}));
    session.signIn({ access: 'A', refresh: 'R' }, true);
    await client.request('/auth/users/reset_password/', { method: 'POST', json: { email: 'a@b.ru' }, anonymous: true });
    expect(header(calls[0], 'Authorization')).toBeUndefined();
  });
});

describe('401: one refresh, one retry', () => {
  it('refreshes, stores the rotated refresh token and repeats the request', async () => {
    const { session, calls, client, forced } = setup((call) => {
      if (call.url === REFRESH_PATH) return json(200, { access: 'A2', refresh: 'R2' });
      return header(call, 'Authorization') === 'Bearer A2' ? json(200, { n: 1 }) : json(401, { detail: 'expired' });
    });
    session.signIn({ access: 'A1', refresh: 'R1' }, false);
    await expect(client.get('/auth/users/me/', anySchema)).resolves.toEqual({ n: 1 });
    expect(calls.map((call) => call.url)).toEqual(['/auth/users/me/', REFRESH_PATH, '/auth/users/me/']);
    expect(bodyOf(calls[1])).toEqual({ refresh: 'R1' });
    expect(session.tokens).toEqual({ access: 'A2', refresh: 'R2' });
    expect(forced).not.toHaveBeenCalled();
  });

  it('keeps the refresh token when the server does not rotate it', async () => {
    const { session, client } = setup((call) => {
      if (call.url === REFRESH_PATH) return json(200, { access: 'A2' });
      return header(call, 'Authorization') === 'Bearer A2' ? json(200, {}) : json(401, {});
    });
    session.signIn({ access: 'A1', refresh: 'R1' }, true);
    await client.get('/x', anySchema);
    expect(session.tokens).toEqual({ access: 'A2', refresh: 'R1' });
  });

  it('shares one refresh between parallel requests', async () => {
    const { session, calls, client } = setup(async (call) => {
      if (call.url === REFRESH_PATH) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(200, { access: 'A2', refresh: 'R2' });
      }
      return header(call, 'Authorization') === 'Bearer A2' ? json(200, {}) : json(401, {});
    });
    session.signIn({ access: 'A1', refresh: 'R1' }, true);
    await Promise.all([client.get('/a', anySchema), client.get('/b', anySchema), client.get('/c', anySchema)]);
    expect(calls.filter((call) => call.url === REFRESH_PATH)).toHaveLength(1);
  });

  it('signs out and reports 401 when the refresh is refused', async () => {
    const { session, calls, client, forced } = setup((call) =>
      call.url === REFRESH_PATH
        ? json(401, { detail: 'Token is blacklisted', code: 'token_not_valid' })
        : json(401, {}),
    );
    session.signIn({ access: 'A1', refresh: 'R1' }, true);
    const error = await client.get('/auth/users/me/', anySchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(session.isSignedIn).toBe(false);
    expect(forced).toHaveBeenCalledWith('expired');
    expect(calls).toHaveLength(2);
  });

  it('signs out when the retried request is refused again', async () => {
    const { session, calls, client, forced } = setup((call) =>
      call.url === REFRESH_PATH ? json(200, { access: 'A2', refresh: 'R2' }) : json(401, {}),
    );
    session.signIn({ access: 'A1', refresh: 'R1' }, true);
    await expect(client.get('/x', anySchema)).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
    expect(session.isSignedIn).toBe(false);
    expect(forced).toHaveBeenCalledWith('expired');
  });

  it('does not refresh for anonymous calls or when signed out', async () => {
    const { session, calls, client, forced } = setup(() => json(401, { detail: 'Неверный логин или пароль' }));
    await expect(client.get('/x', anySchema)).rejects.toMatchObject({ status: 401 });
    session.signIn({ access: 'A1', refresh: 'R1' }, true);
    await expect(
      client.request('/auth/jwt/create/', { method: 'POST', json: {}, anonymous: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.url)).toEqual(['/x', '/auth/jwt/create/']);
    expect(session.isSignedIn).toBe(true);
    expect(forced).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh call cannot reach the server', async () => {
    const { session, client, forced } = setup((call) => {
      if (call.url === REFRESH_PATH) throw new TypeError('Failed to fetch');
      return json(401, {});
    });
    session.signIn({ access: 'A1', refresh: 'R1' }, true);
    await expect(client.get('/x', anySchema)).rejects.toMatchObject({ code: 'NETWORK' });
    expect(session.isSignedIn).toBe(true);
    expect(forced).not.toHaveBeenCalled();
  });
});

describe('403', () => {
  it('signs out a signed-in user and reports the error', async () => {
    const { session, client, forced } = setup(() => json(403, { detail: 'Доступ запрещён', code: 'FORBIDDEN' }));
    session.signIn({ access: 'A1', refresh: 'R1' }, true);
    await expect(client.get('/api/v1/friends/', anySchema)).rejects.toMatchObject({ status: 403 });
    expect(session.isSignedIn).toBe(false);
    expect(forced).toHaveBeenCalledWith('forbidden');
  });

  it('is only an error for anonymous calls', async () => {
    const { session, client, forced } = setup(() => json(403, { detail: 'CSRF token is missing' }));
    session.signIn({ access: 'A1', refresh: 'R1' }, true);
    await expect(
      client.request('/auth/jwt/create/', { method: 'POST', json: {}, anonymous: true }),
    ).rejects.toMatchObject({ status: 403, detail: 'CSRF token is missing' });
    expect(session.isSignedIn).toBe(true);
    expect(forced).not.toHaveBeenCalled();
  });

  it('keeps the session when the refusal is about a paid feature', async () => {
    const { session, client, forced } = setup(() =>
      json(403, { detail: 'Эта возможность входит в платные тарифы', code: 'entitlement_required' }),
    );
    session.signIn({ access: 'A1', refresh: 'R1' }, true);
    await expect(client.download('/api/v1/company-export/')).rejects.toMatchObject({
      status: 403,
      code: 'entitlement_required',
    });
    expect(session.isSignedIn).toBe(true);
    expect(forced).not.toHaveBeenCalled();
  });

  it('keeps the session when the refusal is a used-up allowance of the plan', async () => {
    const { session, client, forced } = setup(() =>
      json(403, { detail: 'По вашему тарифу…', code: 'plan_limit_reached', limit: 100 }),
    );
    session.signIn({ access: 'A1', refresh: 'R1' }, true);
    await expect(client.request('/api/v1/bulk-checks/', { method: 'POST', json: { items: [] } })).rejects.toMatchObject(
      { status: 403, code: 'plan_limit_reached' },
    );
    expect(session.isSignedIn).toBe(true);
    expect(forced).not.toHaveBeenCalled();
  });
});

describe('download', () => {
  it('returns the bytes and the Cyrillic file name, refreshing the token like any call', async () => {
    const { session, calls, client } = setup((call) => {
      if (call.url === REFRESH_PATH) return json(200, { access: 'A2', refresh: 'R2' });
      if (header(call, 'Authorization') !== 'Bearer A2') return json(401, { detail: 'expired' });
      return new Response('xlsx-bytes', {
        status: 200,
        headers: {
          'content-disposition': `attachment; filename="Romashka.xlsx"; filename*=UTF-8''${encodeURIComponent('ООО Ромашка.xlsx')}`,
        },
      });
    });
    session.signIn({ access: 'A1', refresh: 'R1' }, true);
    const file = await client.download('/api/v1/company-export/', { params: { query: '7707083893' } });
    expect(file.filename).toBe('ООО Ромашка.xlsx');
    expect(await file.blob.text()).toBe('xlsx-bytes');
    expect(calls[0]?.url).toBe('/api/v1/company-export/?query=7707083893');
  });
});

describe('filenameFromDisposition', () => {
  it('prefers the RFC 5987 name and falls back to the plain one', () => {
    expect(filenameFromDisposition(`attachment; filename*=UTF-8''${encodeURIComponent('Ромашка.xlsx')}`)).toBe(
      'Ромашка.xlsx',
    );
    expect(filenameFromDisposition('attachment; filename="card.xlsx"')).toBe('card.xlsx');
    expect(filenameFromDisposition(null)).toBeNull();
  });
});

describe('CSRF', () => {
  it('echoes the csrftoken cookie in X-CSRFToken', async () => {
    const { calls, client } = setup(() => json(201, { id: 1 }), 'theme=dark; csrftoken=abc123; x=1');
    await client.request('/auth/users/', { method: 'POST', json: {}, anonymous: true, csrf: true });
    expect(header(calls[0], CSRF_HEADER_NAME)).toBe('abc123');
  });

  it('refuses to send without the cookie', async () => {
    const { calls, client } = setup(() => json(200, {}));
    await expect(
      client.request('/auth/jwt/create/', { method: 'POST', json: {}, anonymous: true, csrf: true }),
    ).rejects.toMatchObject({ detail: 'CSRF token is missing' });
    expect(calls).toHaveLength(0);
  });
});

describe('bodies', () => {
  it('sends multipart without a content type and reads an empty 204', async () => {
    const { calls, client } = setup(() => new Response(null, { status: 204 }));
    const form = new FormData();
    form.append('support', 'Помогите');
    await expect(client.request('/api/v1/support/', { method: 'POST', form })).resolves.toBeUndefined();
    expect(calls[0]?.init.body).toBe(form);
    expect(header(calls[0], 'Content-Type')).toBeUndefined();
  });

  it('keeps every field message of a DRF error', async () => {
    const { client } = setup(() => json(400, { current_password: ['Неправильный пароль.'], new_password: ['x', 'y'] }));
    const error = (await client
      .request('/auth/users/set_password/', { method: 'POST', json: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.detail).toBe('Неправильный пароль.');
    expect(error.fields).toEqual({ current_password: ['Неправильный пароль.'], new_password: ['x', 'y'] });
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    expect(readCookie('a=1; csrftoken=x%20y', 'csrftoken')).toBe('x y');
    expect(readCookie('xcsrftoken=1', 'csrftoken')).toBeNull();
    expect(readCookie('csrftoken=', 'csrftoken')).toBeNull();
    expect(readCookie('', 'csrftoken')).toBeNull();
  });
});
