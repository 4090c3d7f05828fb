import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { csrfHeaders, PASSWORD, uniqueEmail } from '../../test/accounts.ts';
import { closedPort, redisReachable, TEST_REDIS_URL } from '../../test/redis.ts';
import { buildApp } from '../app.ts';
import { ephemeralAccountsConfig } from '../config.ts';
import { createSql, type TSql } from '../db/client.ts';
import { createLocalCounters } from './rate-limit-store.ts';

const REGISTRATIONS_PER_HOUR = 3;
/** A request that has not answered by then hangs: the test fails with that rather than at its own timeout. */
const ANSWER_WITHIN_MS = 5_000;

let sql: TSql;
let dataDir: string;
const apps: FastifyInstance[] = [];

beforeAll(() => {
  sql = createSql(inject('databaseUrl'), { max: 4 });
  dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-rate-limit-'));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await sql?.end();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An app whose registration allows 3 an hour per address, sharing `redisUrl` when given; its warnings are kept. */
async function startApp(redis?: { url: string; prefix: string }) {
  const warnings: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      warnings.push(String(chunk));
      done();
    },
  });
  const accounts = ephemeralAccountsConfig(dataDir);
  const app = await buildApp({
    config: {
      env: 'test',
      logLevel: 'warn',
      webDist: undefined,
      accounts: { ...accounts, rateLimits: { ...accounts.rateLimits, register: { max: 3, windowSeconds: 3600 } } },
      redisUrl: redis?.url,
      redisPrefix: redis?.prefix,
    },
    sql,
    logStream,
  });
  apps.push(app);
  await app.ready();
  return { app, warnings };
}

/** One registration from `address`; its status. */
async function register(app: FastifyInstance, address = '127.0.0.1'): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const answer = app.inject({
    method: 'POST',
    url: '/auth/users/',
    headers: csrfHeaders,
    remoteAddress: address,
    payload: { full_name: 'Пётр Лимитов', email: uniqueEmail('limit'), password: PASSWORD },
  });
  const hang = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
  });
  try {
    return (await Promise.race([answer, hang])).statusCode;
  } finally {
    clearTimeout(timer);
  }
}

const reachable = await redisReachable();

describe.skipIf(!reachable)(`rate limits shared through ${TEST_REDIS_URL} (skipped when it does not answer)`, () => {
  const prefix = `sverka-test:${randomUUID()}:`;
  afterAll(async () => {
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it("count a client's requests on every instance together, and each client apart", async () => {
    const [first, second] = [
      await startApp({ url: TEST_REDIS_URL, prefix }),
      await startApp({ url: TEST_REDIS_URL, prefix }),
    ];
    const statuses = [];
    for (const app of [first.app, second.app, first.app, second.app, first.app]) statuses.push(await register(app));
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Another address has its own count, on either instance.
    expect(await register(second.app, '10.0.0.2')).toBe(201);

    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}rate:*`);
    redis.disconnect();
    expect(keys.sort()).toEqual([
      `${prefix}rate:POST/auth/users/:10.0.0.2`,
      `${prefix}rate:POST/auth/users/:127.0.0.1`,
    ]);
    expect([...first.warnings, ...second.warnings]).toEqual([]);
  });
});

describe('rate limits without a shared Redis', () => {
  it('are counted by each instance alone without REDIS_URL', async () => {
    const [first, second] = [await startApp(), await startApp()];
    const statuses = [];
    for (let i = 0; i <= REGISTRATIONS_PER_HOUR; i++) statuses.push(await register(first.app, '10.0.1.1'));
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await register(second.app, '10.0.1.1')).toBe(201);
  });

  it('fall back to counting in this process, with a warning, while Redis is down', async () => {
    const { app, warnings } = await startApp({ url: `redis://127.0.0.1:${await closedPort()}`, prefix: 'down:' });
    const statuses = [];
    for (let i = 0; i <= REGISTRATIONS_PER_HOUR; i++) statuses.push(await register(app, '10.0.2.1'));
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(warnings.join('')).toContain('rate limits not counted in Redis');
  });

  it('do not wait on a Redis that connects but never answers', async () => {
    // Answers the client's connection set-up (HELLO, CLIENT SETINFO, the INFO ready check) and then nothing: a Redis
    // that hangs. Replies go in command order, so once one command is left unanswered nothing more is answered.
    const silent: Server = createServer((socket) => {
      let hung = false;
      socket.on('data', (data) => {
        for (const [, command] of String(data).matchAll(/\*\d+\r\n\$\d+\r\n([A-Za-z]+)/g)) {
          if (hung) return;
          if (/^hello$/i.test(command ?? '')) socket.write('%1\r\n+proto\r\n:3\r\n');
          else if (/^info$/i.test(command ?? '')) socket.write('$21\r\n# Server\r\nloading:0\r\n\r\n');
          else if (/^(client|select)$/i.test(command ?? '')) socket.write('+OK\r\n');
          else hung = true;
        }
      });
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    try {
      const { app, warnings } = await startApp({ url: `redis://127.0.0.1:${address.port}`, prefix: 'hung:' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const statuses = [];
      for (let i = 0; i <= REGISTRATIONS_PER_HOUR; i++) statuses.push(await register(app, '10.0.3.1'));
      expect(statuses).toEqual([201, 201, 201, 429]);
      // The count was asked of Redis and given up on after the command timeout.
      const warned = warnings.find((line) => line.includes('rate limits not counted in Redis'));
      expect(warned).toContain('Command timed out');
      await app.close();
      apps.splice(apps.indexOf(app), 1);
    } finally {
      silent.close();
    }
  });
});

describe('the in-process counters', () => {
  it('hold a fixed window per key and keep at most their bound of keys', () => {
    const counters = createLocalCounters(3);
    expect([counters.incr('a', 60_000).current, counters.incr('a', 60_000).current]).toEqual([1, 2]);
    for (const key of ['b', 'c', 'd', 'e']) counters.incr(key, 60_000);
    expect(counters.size()).toBe(3);
    // The oldest window went first, so `a` starts over.
    expect(counters.incr('a', 60_000).current).toBe(1);
    expect(counters.incr('x', 0).current).toBe(1);
    expect(counters.incr('x', 0).current).toBe(1);
  });
});
