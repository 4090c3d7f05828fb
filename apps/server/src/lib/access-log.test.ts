import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createSql, type TSql } from '../db/client.ts';
import { maskUrl } from './access-log.ts';

describe('maskUrl', () => {
  it.each([
    ['/api/v1/search?q=7707083893&page=2', '/api/v1/search?q=7707083893&page=2'],
    ['/api/v1/x?token=abc&page=2', '/api/v1/x?token=***&page=2'],
    ['/api/v1/x?ticket=abc', '/api/v1/x?ticket=***'],
    ['/ws/friend-chat/AbCdEfGh12345678?ticket=abc', '/ws/friend-chat/AbCdEfGh12345678?ticket=***'],
    [
      '/api/v1/x?new_password=p&re_new_password=p&current_password=p',
      '/api/v1/x?new_password=***&re_new_password=***&current_password=***',
    ],
    [
      '/api/v1/x?access_token=a&refresh=b&api_key=c&signature=d',
      '/api/v1/x?access_token=***&refresh=b&api_key=***&signature=***',
    ],
    ['/api/v1/x?new%5Fpassword=p', '/api/v1/x?new%5Fpassword=***'],
    ['/reset-password/MTI/3f9a-secret', '/reset-password/MTI/***'],
    ['/reset-password/MTI/3f9a-secret/?lang=en', '/reset-password/MTI/***/?lang=en'],
    ['/confirm-email/abc123', '/confirm-email/***'],
    ['/counter-parties/123', '/counter-parties/123'],
    ['/confirm-email/abc/extra', '/confirm-email/abc/extra'],
    ['/', '/'],
  ])('%s → %s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });
});

type TLogLine = { level: number; msg: string; reqId?: string; [key: string]: unknown };

const lines: TLogLine[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text) as TLogLine);
    done();
  },
});

let app: FastifyInstance;
let sql: TSql;

/** The app as production runs it, logging into `lines` at `logLevel`, with a route that always fails. */
async function appLoggingAt(logLevel: 'info' | 'warn'): Promise<FastifyInstance> {
  const built = await buildApp({
    config: { env: 'production', logLevel, webDist: undefined },
    sql,
    jobs: false,
    logStream,
  });
  built.get('/api/v1/failing-for-test', async () => {
    throw new Error('something broke');
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  sql = createSql(inject('databaseUrl'), { max: 2 });
  app = await appLoggingAt('info');
});

afterAll(async () => {
  await app.close();
  await sql.end();
});

beforeEach(() => {
  lines.length = 0;
});

const requestLines = () => lines.filter((line) => line.msg === 'request' || line.msg === 'request failed');

describe('the access log', () => {
  it('writes one info line per answered request: method, masked URL, status, time and request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health?token=secret-value&verbose=1' });
    expect(response.statusCode).toBe(200);
    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'GET',
        url: '/api/health?token=***&verbose=1',
        status: 200,
        ms: expect.any(Number),
        reqId: expect.any(String),
      }),
    ]);
    // Fastify's own "incoming request" line is not written: one line per request.
    expect(lines.map((line) => line.msg)).not.toContain('incoming request');
    expect(JSON.stringify(lines)).not.toContain('secret-value');
  });

  it('logs a 4xx at info level like any other answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(requestLines()).toEqual([expect.objectContaining({ level: 30, status: 404, url: '/api/v1/no-such-thing' })]);
  });

  it('logs a 5xx at error level with the URL, under the request id of the error it follows', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/failing-for-test?ticket=t-123&page=1' });
    expect(response.statusCode).toBe(500);
    const [access, ...others] = requestLines();
    expect(others).toEqual([]);
    expect(access).toEqual(
      expect.objectContaining({
        level: 50,
        msg: 'request failed',
        method: 'GET',
        url: '/api/v1/failing-for-test?ticket=***&page=1',
        status: 500,
        reqId: expect.any(String),
      }),
    );
    const error = lines.find((line) => line.msg === 'unhandled error');
    expect(error?.reqId).toBe(access?.reqId);
    expect(JSON.stringify(lines)).not.toContain('t-123');
  });
});

describe('the access log of a server logging warnings and errors only', () => {
  let quietApp: FastifyInstance;
  beforeAll(async () => {
    quietApp = await appLoggingAt('warn');
  });
  afterAll(() => quietApp.close());

  it('writes no line for an answered request, and still the masked line of a failed one', async () => {
    expect((await quietApp.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(requestLines()).toEqual([]);
    expect((await quietApp.inject({ method: 'GET', url: '/api/v1/failing-for-test?token=s-1' })).statusCode).toBe(500);
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: 50, url: '/api/v1/failing-for-test?token=***', status: 500 }),
    ]);
  });
});
