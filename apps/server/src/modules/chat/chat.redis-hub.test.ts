import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TChatServerFrame } from '@sverka/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../../test/accounts.ts';
import { ChatClient, makeRoom, startListeningApp, type TListeningApp } from '../../../test/chat-sockets.ts';
import { closedPort, redisReachable, TEST_REDIS_URL } from '../../../test/redis.ts';
import { createSql, type TSql } from '../../db/client.ts';
import { createRedisSendLimiter } from './chat.rate-limit.ts';
import { createRedisHub } from './chat.redis-hub.ts';
import { issueTicket } from './chat.service.ts';

const silentLog = { warn: () => undefined, info: () => undefined };

const frame: TChatServerFrame = { type: 'read', user: 1, seq: 1 };

describe('a Redis that cannot be reached', () => {
  it('neither hangs nor fails a publish: this instance still delivers, and close returns', async () => {
    const hub = createRedisHub({ url: `redis://127.0.0.1:${await closedPort()}`, log: silentLog });
    const got: TChatServerFrame[] = [];
    hub.onRoom(7, (received) => got.push(received));
    await hub.publish({ room: 7, members: [1], frame });
    expect(got).toEqual([frame]);
    await hub.close();
  });

  it('counts send rates in this process instead', async () => {
    const hub = createRedisHub({ url: `redis://127.0.0.1:${await closedPort()}`, log: silentLog });
    const limiter = createRedisSendLimiter(hub.redis, {
      rate: { burst: 2, perSecond: 0.001 },
      prefix: 'x:',
      log: silentLog,
    });
    expect([await limiter.take(1), await limiter.take(1), await limiter.take(1)]).toEqual([true, true, false]);
    await hub.close();
  });
});

const reachable = await redisReachable();

describe.skipIf(!reachable)(`two instances sharing ${TEST_REDIS_URL} (skipped when it does not answer)`, () => {
  const prefix = `sverka-test:${randomUUID()}:`;
  let sql: TSql;
  let dataDir: string;
  let first: TListeningApp;
  let second: TListeningApp;

  beforeAll(async () => {
    sql = createSql(inject('databaseUrl'), { max: 4 });
    dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-chat-redis-'));
    first = await startListeningApp(sql, dataDir, { redisUrl: TEST_REDIS_URL, redisPrefix: prefix });
    second = await startListeningApp(sql, dataDir, { redisUrl: TEST_REDIS_URL, redisPrefix: prefix });
  });

  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
    await sql?.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a message sent on one instance to a socket of the other', async () => {
    const [a, b] = await Promise.all([createUser(first.app, 'redis-a'), createUser(first.app, 'redis-b')]);
    const room = await makeRoom(sql, 'friend', [a.id, b.id]);
    const alice = await ChatClient.room(sql, first.wsUrl, a.id, room);
    const bob = await ChatClient.room(sql, second.wsUrl, b.id, room);
    await Promise.all([alice.next('hello'), bob.next('hello')]);
    const inbox = await ChatClient.open(`${second.wsUrl}/ws/inbox?ticket=${await issueTicket(sql, b.id)}`);
    await inbox.next('unread');

    const { echo } = await alice.say('Привет с первого сервера');
    expect(await bob.next('message')).toEqual(echo);
    expect(await inbox.next('room')).toEqual({ type: 'room', room: room.id, last_seq: echo.seq });
    const { echo: answer } = await bob.say('Ответ со второго');
    expect(await alice.next('message')).toEqual(answer);
    await Promise.all([alice.close(), bob.close(), inbox.close()]);
  });

  it('shares the send rate of a user across instances', async () => {
    const hub = createRedisHub({ url: TEST_REDIS_URL, prefix, log: silentLog });
    const other = createRedisHub({ url: TEST_REDIS_URL, prefix, log: silentLog });
    await Promise.all([hub.redis, other.redis].map((redis) => new Promise((ready) => redis.once('ready', ready))));
    const rate = { burst: 2, perSecond: 0.001 };
    const one = createRedisSendLimiter(hub.redis, { rate, prefix, log: silentLog });
    const two = createRedisSendLimiter(other.redis, { rate, prefix, log: silentLog });
    const user = 900_000_000 + Math.floor(Math.random() * 1_000_000);
    expect([await one.take(user), await two.take(user), await one.take(user), await two.take(user)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    await hub.redis.del(`${prefix}rate:${user}`);
    await Promise.all([hub.close(), other.close()]);
  });
});
