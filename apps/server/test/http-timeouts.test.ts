import { type AddressInfo, connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createSql, type TSql } from '../src/db/client.ts';
import { HTTP_TIMEOUTS, type THttpTimeouts } from '../src/lib/http-timeouts.ts';

/**
 * Slow clients over a real socket, against the app with its timeouts scaled
 * down from seconds to fractions of one (the same code path, shorter waits).
 */
const TIMEOUTS: THttpTimeouts = {
  headersMs: 600,
  requestMs: 1_200,
  idleMs: 1_500,
  keepAliveMs: 800,
  checkIntervalMs: 100,
};
/** Whatever is cut must be cut well before this: a client the server forgot would hang until then. */
const NEVER_MS = 5_000;

let app: FastifyInstance;
let sql: TSql;
let port = 0;

beforeAll(async () => {
  sql = createSql(inject('databaseUrl'), { max: 2 });
  app = await buildApp({
    config: { env: 'test', logLevel: 'silent', webDist: undefined },
    sql,
    httpTimeouts: TIMEOUTS,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await sql.end();
});

type TOutcome = { reply: string; closedAfterMs: number };

/** Opens a socket, lets `drive` write to it, and resolves when the server closes it (or after NEVER_MS). */
function whenClosed(drive: (socket: Socket) => void): Promise<TOutcome> {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const giveUp = setTimeout(() => socket.destroy(), NEVER_MS);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ reply: Buffer.concat(chunks).toString('utf8'), closedAfterMs: performance.now() - startedAt });
    });
    socket.on('connect', () => drive(socket));
  });
}

/** Writes one byte of `text` every `everyMs` until the socket closes. */
function dribble(socket: Socket, text: string, everyMs: number): void {
  let position = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || position >= text.length) return clearInterval(timer);
    socket.write(text.charAt(position++));
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

describe('HTTP timeouts', () => {
  it('the defaults leave room for the request deadline and keep headers waiting only briefly', () => {
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(30_000);
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThan(HTTP_TIMEOUTS.requestMs);
    expect(HTTP_TIMEOUTS.requestMs).toBeGreaterThan(40_000);
    expect(HTTP_TIMEOUTS.idleMs).toBeGreaterThan(40_000);
  });

  it('a client sending its headers a byte at a time gets 408 and is disconnected', async () => {
    const outcome = await whenClosed((socket) => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      // Always something new arriving, so the socket is never idle, but the headers never end.
      dribble(socket, `X-Slow: ${'a'.repeat(1_000)}`, 50);
    });
    expect(outcome.reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(outcome.reply.split('\r\n\r\n')[1] ?? '').detail).toMatch(/[А-Яа-яЁё]/);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - 50);
    expect(outcome.closedAfterMs).toBeLessThan(TIMEOUTS.headersMs + 1_000);
  });

  it('a client that never finishes its body is disconnected after the request timeout', async () => {
    const outcome = await whenClosed((socket) => {
      socket.write(
        'POST /auth/jwt/create/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100000\r\n\r\n{"email":"',
      );
      dribble(socket, 'a'.repeat(1_000), 50);
    });
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 50);
    expect(outcome.closedAfterMs).toBeLessThan(TIMEOUTS.requestMs + 1_000);
    expect(outcome.reply).not.toMatch(/^HTTP\/1\.1 [23]/);
  });

  it('a connection that sends nothing is closed', async () => {
    const outcome = await whenClosed(() => {});
    expect(outcome.closedAfterMs).toBeLessThan(NEVER_MS - 500);
  });

  it('an idle keep-alive connection is closed after its reply', async () => {
    const outcome = await whenClosed((socket) => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
    expect(outcome.reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveMs - 50);
    expect(outcome.closedAfterMs).toBeLessThan(NEVER_MS - 500);
  });

  it('a request that arrives in time is answered as usual', async () => {
    const outcome = await whenClosed((socket) => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    });
    expect(outcome.reply).toMatch(/^HTTP\/1\.1 200 /);
  });
});
