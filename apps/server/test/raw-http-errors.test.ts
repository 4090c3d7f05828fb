import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';

/**
 * Requests app.inject cannot make: bytes straight onto a socket, so Node's
 * own HTTP parser and Fastify's router meet them exactly as on the network.
 */
const context = useTestApp();
let port = 0;

beforeAll(async () => {
  await context.app.listen({ host: '127.0.0.1', port: 0 });
  port = (context.app.server.address() as AddressInfo).port;
});

type TRawReply = { status: number; headers: string; body: string };

function sendRaw(request: Buffer | string): Promise<TRawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      // The server closes the connection after answering a broken request; the answer is already here.
      if (chunks.length === 0) reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: head, body });
    });
    socket.write(request);
  });
}

const get = (target: string | Buffer, extraHeaders = '') =>
  Buffer.concat([
    Buffer.from('GET '),
    Buffer.isBuffer(target) ? target : Buffer.from(target),
    Buffer.from(` HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`),
  ]);

function expectRussianError(reply: TRawReply, status: number) {
  expect(reply.status, reply.headers).toBe(status);
  expect(reply.headers.toLowerCase()).toContain('content-type: application/json');
  const body = JSON.parse(reply.body) as { detail: string; code: string };
  expect(body.detail).toMatch(/[А-Яа-яЁё]/);
  expect(typeof body.code).toBe('string');
  expect(reply.body).not.toMatch(/statusCode|FST_|Bad Request|Client Error|Exceeded/);
}

describe('errors raised before a route runs', () => {
  it('headers over the size limit: 431 in Russian', async () => {
    const reply = await sendRaw(get('/api/health', `X-Padding: ${'a'.repeat(40_000)}\r\n`));
    expectRussianError(reply, 431);
    expect(JSON.parse(reply.body).detail).toBe('Слишком большие заголовки запроса');
  });

  it('a URL longer than the header limit: 431 in Russian', async () => {
    expectRussianError(await sendRaw(get(`/api/v1/search?q=${'a'.repeat(20_000)}`)), 431);
  });

  it('a path segment over the router limit: 414 in Russian', async () => {
    const reply = await sendRaw(get(`/api/v1/companies/${'1'.repeat(600)}`));
    expectRussianError(reply, 414);
    expect(JSON.parse(reply.body).detail).toBe('Слишком длинный адрес запроса');
  });

  it('malformed %-encoding in the path: 400 in Russian', async () => {
    const reply = await sendRaw(get('/api/v1/companies/%E0%A4%A'));
    expectRussianError(reply, 400);
    expect(JSON.parse(reply.body).detail).toMatch(/кодировка/);
  });

  it('malformed %-encoding in the query: a Russian 400 naming the field', async () => {
    const reply = await sendRaw(get('/api/v1/search?q=%E0%A4%A&page=%'));
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body).page[0]).toMatch(/[А-Яа-яЁё]/);
  });

  it('raw non-ASCII bytes in the URL: a Russian 400', async () => {
    const reply = await sendRaw(get(Buffer.from([...Buffer.from('/api/v1/companies/'), 0xd0, 0x9f, 0xff])));
    expectRussianError(reply, 400);
  });

  it('a request line that is not HTTP: 400 in Russian', async () => {
    expectRussianError(await sendRaw('NONSENSE\r\n\r\n'), 400);
  });

  it('an unknown method: a Russian 4xx', async () => {
    const reply = await sendRaw('BREW /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expectRussianError(reply, reply.status);
  });
});
