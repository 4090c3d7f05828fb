import { expect } from 'vitest';
import WebSocket from 'ws';
import { PASSWORD, uniqueEmail } from './auth-helpers.ts';

/**
 * Requests of the two-instance test, made through the reverse proxy: each
 * reply says which instance answered (the proxy's `X-Upstream`), and each
 * request may name the client address the proxy passes on.
 */

export type TReply<T> = { status: number; upstream: string; headers: Headers; body: T };

/** A request through the proxy; `from` is the client address sent in X-Forwarded-For. */
export async function call<T = unknown>(
  baseUrl: string,
  path: string,
  options: { method?: string; token?: string; from?: string; json?: unknown; form?: FormData } = {},
): Promise<TReply<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.from) headers['x-forwarded-for'] = options.from;
  let body: BodyInit | undefined = options.form;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${baseUrl}${path}`, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  return {
    status: response.status,
    upstream: response.headers.get('x-upstream') ?? '',
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as T,
  };
}

/** A call that must answer `status`; its body. */
export async function expectCall<T = unknown>(
  baseUrl: string,
  path: string,
  status: number,
  options: Parameters<typeof call>[2] = {},
): Promise<T> {
  const reply = await call<T>(baseUrl, path, options);
  expect(reply.status, `${options.method ?? 'GET'} ${path}: ${JSON.stringify(reply.body)}`).toBe(status);
  return reply.body;
}

/** The CSRF pair the server hands out, as a browser would hold it. */
export async function csrfHeaders(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/auth/csrf/`);
  const token = /csrftoken=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('the server set no csrftoken cookie');
  return { cookie: `csrftoken=${token}`, 'x-csrftoken': token };
}

/**
 * A registration from the client address `from` with the CSRF pair `csrf` (taken once: a fetch of it between
 * the posts would move the proxy's turn): the reply and the instance that took it.
 */
export async function registerFrom(baseUrl: string, csrf: Record<string, string>, from: string, label: string) {
  const response = await fetch(`${baseUrl}/auth/users/`, {
    method: 'POST',
    headers: { ...csrf, 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ full_name: 'Ирина Балансова', email: uniqueEmail(label), password: PASSWORD }),
  });
  return {
    status: response.status,
    upstream: response.headers.get('x-upstream') ?? '',
    retryAfter: response.headers.get('retry-after'),
  };
}

export type TSignedIn = { id: number; email: string; token: string };

/** Registers and signs in through the proxy. */
export async function signedInUser(baseUrl: string, label: string, from: string): Promise<TSignedIn> {
  const email = uniqueEmail(label);
  const headers = { ...(await csrfHeaders(baseUrl)), 'content-type': 'application/json', 'x-forwarded-for': from };
  const registered = await fetch(`${baseUrl}/auth/users/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ full_name: 'Павел Узлов', email, password: PASSWORD }),
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const { id } = (await registered.json()) as { id: number };
  const tokens = await fetch(`${baseUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(tokens.status, await tokens.clone().text()).toBe(200);
  return { id, email, token: ((await tokens.json()) as { access: string }).access };
}

type TFrame = { type: string; message?: string; client_msg_id?: string };

/** A chat socket through the proxy: the instance it was upgraded on, and the frames it got. */
export type TChatSocket = {
  upstream: string;
  frames: TFrame[];
  send: (frame: object) => void;
  /** Resolves with the first frame (kept or coming) that `match` accepts; fails after `timeoutMs`. */
  waitFor: (match: (frame: TFrame) => boolean, timeoutMs?: number) => Promise<TFrame>;
  close: () => void;
};

/** Opens `path` (with a fresh ticket of the user) through the proxy and waits for the server's hello. */
export async function openChatSocket(baseUrl: string, path: string, token: string): Promise<TChatSocket> {
  const { ticket } = await expectCall<{ ticket: string }>(baseUrl, '/api/v1/chat-ticket/', 201, {
    method: 'POST',
    token,
  });
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}?ticket=${ticket}`);
  const frames: TFrame[] = [];
  const listeners = new Set<() => void>();
  let upstream = '';
  socket.on('upgrade', (response) => {
    upstream = String(response.headers['x-upstream'] ?? '');
  });
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as TFrame);
    for (const listener of listeners) listener();
  });
  const waitFor = (match: (frame: TFrame) => boolean, timeoutMs = 5_000) =>
    new Promise<TFrame>((resolve, reject) => {
      const check = () => {
        const found = frames.find(match);
        if (!found) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      listeners.add(check);
      check();
    });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  await waitFor((frame) => frame.type === 'hello');
  return {
    get upstream() {
      return upstream;
    },
    frames,
    send: (frame) => socket.send(JSON.stringify(frame)),
    waitFor,
    close: () => socket.close(),
  };
}
