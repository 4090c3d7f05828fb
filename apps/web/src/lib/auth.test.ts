import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys, signIn, signOut } from './auth.ts';
import { session } from './session.ts';

const user = {
  id: 5,
  email: 'anna@example.ru',
  full_name: 'Анна Смирнова',
  birth_date: null,
  position: null,
  phone_number: null,
  avatar: null,
  date_joined: '2025-01-01T00:00:00Z',
  role: 'user',
};

type TRoute = (url: string, init: RequestInit) => Response;

function stubFetch(route: TRoute) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return route(url, init);
    }),
  );
  // The page's CSRF cookie.
  vi.stubGlobal('document', { cookie: 'csrftoken=abc' });
  return calls;
}

afterEach(() => {
  session.signOut();
  vi.unstubAllGlobals();
});

describe('signIn', () => {
  it('posts the credentials with the CSRF header, stores the tokens and loads the user', async () => {
    const calls = stubFetch((url) =>
      url === '/auth/jwt/create/'
        ? Response.json({ access: 'A', refresh: 'R' })
        : Response.json(user, { status: url === '/auth/users/me/' ? 200 : 404 }),
    );
    const queryClient = new QueryClient();
    await expect(
      signIn(queryClient, { email: 'anna@example.ru', password: 'secret1!', rememberMe: false }),
    ).resolves.toMatchObject({ full_name: 'Анна Смирнова' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'anna@example.ru', password: 'secret1!' });
    const headersOf = (index: number) => (calls[index]?.init.headers ?? {}) as Record<string, string>;
    expect(headersOf(0)['X-CSRFToken']).toBe('abc');
    expect(headersOf(1).Authorization).toBe('Bearer A');
    expect(session.getSnapshot()).toMatchObject({ access: 'A', refresh: 'R', remember: false, user });
    expect(queryClient.getQueryData(authKeys.me)).toMatchObject({ id: 5 });
  });

  it('stays signed out when the credentials are refused', async () => {
    stubFetch(() =>
      Response.json({ detail: 'Не найдено активной учетной записи с указанными данными' }, { status: 401 }),
    );
    await expect(signIn(new QueryClient(), { email: 'a@b.ru', password: 'x', rememberMe: true })).rejects.toMatchObject(
      { status: 401 },
    );
    expect(session.isSignedIn).toBe(false);
  });

  it('signs out again when the profile cannot be loaded', async () => {
    stubFetch((url) =>
      url === '/auth/jwt/create/' ? Response.json({ access: 'A', refresh: 'R' }) : new Response(null, { status: 500 }),
    );
    await expect(signIn(new QueryClient(), { email: 'a@b.ru', password: 'x', rememberMe: true })).rejects.toBeTruthy();
    expect(session.isSignedIn).toBe(false);
  });
});

describe('signOut', () => {
  it('clears the tokens and every private query', () => {
    const queryClient = new QueryClient();
    session.signIn({ access: 'A', refresh: 'R' }, true);
    queryClient.setQueryData(authKeys.me, user);
    queryClient.setQueryData([...authKeys.all, 'friends'], []);
    queryClient.setQueryData(['company-search', 'x'], []);
    signOut(queryClient);
    expect(session.isSignedIn).toBe(false);
    expect(queryClient.getQueryData(authKeys.me)).toBeUndefined();
    expect(queryClient.getQueryData([...authKeys.all, 'friends'])).toBeUndefined();
    expect(queryClient.getQueryData(['company-search', 'x'])).toEqual([]);
  });
});
