/**
 * `npm run bench:chat [-- --messages 20] [--interval 1000] [--users 1000] [--warmup 2]`: the live chat under load.
 * Seeds `--users` users in rooms of two (the database `sverka_bench_chat` on
 * DATABASE_URL's server, or an embedded cluster under `.bench/chat`), starts
 * the server in a child process of its own (so the clients here do not share
 * its event loop), opens one socket per user on loopback and has every user
 * send `--messages` messages, one each `--interval` ms (the production send
 * rate allows one a second after a burst of ten), starting at random moments,
 * after `--warmup` untimed messages each (a fresh server's first second of
 * traffic compiles its hot paths and prepares its statements). Measures the delivery latency to the other member of the room
 * (p50/p95/p99/max, ms) and counts lost, duplicated and out-of-order
 * deliveries (lost and duplicated over the warm-up too), and how long each
 * process's event loop stalled. Then the same across two server processes sharing Redis
 * (REDIS_URL, else redis://127.0.0.1:6379; skipped when it does not answer):
 * one member of each room on each. Goal: p99 ≤ 50 ms on one instance, 0 lost
 * or duplicated.
 */

import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { buildApp } from '../apps/server/src/app.ts';
import { createSql, type TSql } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres, type TEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { issueTicket } from '../apps/server/src/modules/chat/chat.service.ts';
import { redisReachable } from '../apps/server/test/redis.ts';
import { wholeNumberOption } from './command-line.ts';
import { percentile } from './http-load.ts';
import { printTable } from './markdown-table.ts';
import { announceListening, spawnServerChild, type TServerChild, type TServerStats } from './server-child.ts';

const USERS = wholeNumberOption('users', 1_000);
const MESSAGES = wholeNumberOption('messages', 20);
const INTERVAL_MS = wholeNumberOption('interval', 1_000);
/** Messages per user sent untimed first (see `run`). */
const WARMUP_MESSAGES = wholeNumberOption('warmup', 2);
const BENCH_DIR = path.resolve('.bench/chat');
const DATABASE = 'sverka_bench_chat';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const EMAIL_PATTERN = 'bench-chat-%@bench.invalid';
/** Sockets opened at once while connecting (each takes a ticket and reads its room). */
const CONNECT_CONCURRENCY = 50;
/** After the last send, deliveries are waited for until none has come for this long (then the rest count as lost). */
const STALL_MS = 10_000;

type TRoom = { id: number; slug: string; members: [number, number] };
type TMessageFrame = { type: 'message'; seq: number; client_msg_id: string | null; user: number };

// ---- The server child: `chat.ts --serve <database url> [redis url prefix]` ----

async function serve(): Promise<void> {
  const [, , , databaseUrl, redisUrl, redisPrefix] = process.argv;
  const sql = createSql(databaseUrl as string, { max: 10 });
  const app = await buildApp({
    config: { env: 'production', logLevel: 'warn', webDist: undefined, redisUrl: redisUrl || undefined },
    sql,
    jobs: false,
    // The clients keep to `--interval`; the limit would only count the benchmark's own pacing.
    chat: {
      redisPrefix,
      sendRate: { burst: MESSAGES + WARMUP_MESSAGES + 10, perSecond: Math.max(1, 2_000 / INTERVAL_MS) },
    },
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  announceListening(address, () => app.close().then(() => sql.end()));
}

async function startServer(databaseUrl: string, redis?: { url: string; prefix: string }) {
  const server = await spawnServerChild([
    process.argv[1] as string,
    '--serve',
    databaseUrl,
    redis?.url ?? '',
    redis?.prefix ?? '',
    // The child sizes its send limit from the same options.
    ...['--messages', String(MESSAGES), '--interval', String(INTERVAL_MS), '--warmup', String(WARMUP_MESSAGES)],
  ]);
  return { ...server, url: `ws://127.0.0.1:${server.port}` };
}

// ---- Data ----

async function openDatabase(): Promise<{ url: string; embedded?: TEmbeddedPostgres }> {
  if (!process.env.DATABASE_URL) {
    mkdirSync(path.join(BENCH_DIR, 'db'), { recursive: true });
    const embedded = await startEmbeddedPostgres(path.join(BENCH_DIR, 'db'));
    return { url: embedded.url, embedded };
  }
  const admin = createSql(process.env.DATABASE_URL, { max: 1 });
  const [exists] = await admin`select 1 from pg_database where datname = ${DATABASE}`;
  if (!exists) await admin.unsafe(`create database ${DATABASE}`);
  await admin.end();
  const target = new URL(process.env.DATABASE_URL);
  target.pathname = `/${DATABASE}`;
  return { url: target.toString() };
}

/** Fresh users in fresh rooms of two: the last run's are deleted (their rooms, messages and tickets go with them). */
async function seed(sql: TSql): Promise<TRoom[]> {
  await sql`delete from chat_rooms where pair_key like 'bench:%'`;
  await sql`delete from users where email like ${EMAIL_PATTERN}`;
  const users = await sql<{ id: number }[]>`
    insert into users (email, password_hash, full_name)
    select 'bench-chat-' || n || '@bench.invalid', 'not-a-password-hash', 'Участник ' || n
    from generate_series(1, ${USERS}::int) n
    returning id`;
  const ids = users.map((user) => user.id).sort((a, b) => a - b);
  const rooms: TRoom[] = [];
  for (let i = 0; i + 1 < ids.length; i += 2) {
    const members: [number, number] = [ids[i] as number, ids[i + 1] as number];
    const [room] = await sql<{ id: number; slug: string }[]>`
      insert into chat_rooms (slug, kind, pair_key)
      values (${randomUUID().replaceAll('-', '')}, 'friend', ${`bench:${members[0]}:${members[1]}`})
      returning id, slug`;
    if (!room) throw new Error('room not created');
    await sql`insert into chat_room_members (room_id, user_id) values (${room.id}, ${members[0]}), (${room.id}, ${members[1]})`;
    rooms.push({ ...room, members });
  }
  return rooms;
}

// ---- The clients ----

type TSocket = { socket: WebSocket; userId: number; room: TRoom; lastSeq: number };

type TTally = {
  sent: number;
  acked: number;
  errors: number;
  /** Deliveries to the other member: the latency sample. */
  latencies: number[];
  /** Send → the sender's ack (stored and published). */
  ackLatencies: number[];
  /** client_msg_id → the moment it was sent and how often each side got it. */
  messages: Map<string, { sentAt: number; own: number; other: number }>;
  outOfOrder: number;
  closedEarly: number;
};

/** Connects every member; frames go to whichever tally `tally()` gives when they arrive (warm-up, then the measured run). */
async function connectAll(sql: TSql, rooms: TRoom[], urls: [string, string], tally: () => TTally): Promise<TSocket[]> {
  const wanted = rooms.flatMap((room) => room.members.map((userId, side) => ({ room, userId, url: urls[side] })));
  const sockets: TSocket[] = [];
  for (let i = 0; i < wanted.length; i += CONNECT_CONCURRENCY) {
    const batch = await Promise.all(
      wanted.slice(i, i + CONNECT_CONCURRENCY).map(async ({ room, userId, url }) => {
        const ticket = await issueTicket(sql, userId);
        const socket = new WebSocket(`${url}/ws/friend-chat/${room.slug}?ticket=${ticket}`);
        const client: TSocket = { socket, userId, room, lastSeq: 0 };
        await new Promise<void>((resolve, reject) => {
          socket.once('error', reject);
          socket.on('message', (data) => {
            const frame = JSON.parse(data.toString()) as { type: string; client_msg_id?: string };
            if (frame.type === 'hello') resolve();
            else receive(client, frame, tally());
          });
          socket.once('close', (code) => {
            if (code !== 1000) tally().closedEarly += 1;
            reject(new Error(`socket closed with ${code}`));
          });
        });
        return client;
      }),
    );
    sockets.push(...batch);
  }
  return sockets;
}

function receive(client: TSocket, frame: { type: string; client_msg_id?: string }, tally: TTally): void {
  const now = performance.now();
  if (frame.type === 'ack') {
    tally.acked += 1;
    const acked = frame.client_msg_id ? tally.messages.get(frame.client_msg_id) : undefined;
    if (acked) tally.ackLatencies.push(now - acked.sentAt);
  } else if (frame.type === 'error') tally.errors += 1;
  if (frame.type !== 'message') return;
  const message = frame as TMessageFrame;
  if (message.seq < client.lastSeq) tally.outOfOrder += 1;
  client.lastSeq = Math.max(client.lastSeq, message.seq);
  const sent = message.client_msg_id ? tally.messages.get(message.client_msg_id) : undefined;
  if (!sent) return;
  if (message.user === client.userId) sent.own += 1;
  else {
    sent.other += 1;
    tally.latencies.push(now - sent.sentAt);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `count` messages from every user, then waits for the deliveries; the seconds the sending took. */
async function sendAll(sockets: TSocket[], tally: TTally, count: number): Promise<number> {
  const started = performance.now();
  await Promise.all(
    sockets.map(async (client) => {
      await pause(Math.random() * INTERVAL_MS);
      for (let i = 0; i < count; i++) {
        const id = randomUUID();
        tally.messages.set(id, { sentAt: performance.now(), own: 0, other: 0 });
        tally.sent += 1;
        client.socket.send(JSON.stringify({ type: 'message', message: `Сообщение ${i + 1}`, client_msg_id: id }));
        await pause(INTERVAL_MS);
      }
    }),
  );
  const sendingSeconds = (performance.now() - started) / 1000;
  const received = () => tally.latencies.length + tally.acked;
  let seen = received();
  let lastProgress = Date.now();
  while (received() < tally.sent * 2 && Date.now() - lastProgress < STALL_MS) {
    await pause(100);
    if (received() > seen) {
      seen = received();
      lastProgress = Date.now();
    }
  }
  return sendingSeconds;
}

/** Event-loop delay p99 / max and GC max, ms: where a latency tail may come from. */
function stallCells(stats: (TServerStats | undefined)[], clientLoop: IntervalHistogram): string[] {
  const ms = (value: number) => value.toFixed(1);
  const known = stats.filter((s): s is TServerStats => s !== undefined);
  return [
    known.map((s) => `${ms(s.loopP99)} / ${ms(s.loopMax)}`).join('; ') || '—',
    known.map((s) => ms(s.gcMax)).join('; ') || '—',
    `${ms(clientLoop.percentile(99) / 1e6)} / ${ms(clientLoop.max / 1e6)}`,
  ];
}

async function run(sql: TSql, servers: TServerChild[], urls: [string, string]): Promise<string[]> {
  const rooms = await seed(sql);
  const newTally = (): TTally => ({
    sent: 0,
    acked: 0,
    errors: 0,
    latencies: [],
    ackLatencies: [],
    messages: new Map(),
    outOfOrder: 0,
    closedEarly: 0,
  });
  const warmUp = newTally();
  const tally = newTally();
  let current = warmUp;
  const connectStarted = performance.now();
  const sockets = await connectAll(sql, rooms, urls, () => current);
  const connectMs = performance.now() - connectStarted;
  // A server just started compiles its hot paths and prepares its statements on each pooled connection
  // during its first second of traffic; that second is sent untimed, as every other bench's first pass.
  await sendAll(sockets, warmUp, WARMUP_MESSAGES);
  current = tally;
  tally.outOfOrder = warmUp.outOfOrder;
  tally.errors = warmUp.errors;
  for (const server of servers) server.resetStats();
  const clientLoop = monitorEventLoopDelay({ resolution: 1 });
  clientLoop.enable();
  const seconds = await sendAll(sockets, tally, MESSAGES);
  clientLoop.disable();
  for (const { socket } of sockets) socket.close(1000);
  await Promise.all(servers.map((server) => server.stop()));

  let lost = 0;
  let duplicated = 0;
  for (const message of [...warmUp.messages.values(), ...tally.messages.values()]) {
    lost += (message.own === 0 ? 1 : 0) + (message.other === 0 ? 1 : 0);
    duplicated += Math.max(0, message.own - 1) + Math.max(0, message.other - 1);
  }
  const sorted = tally.latencies.sort((a, b) => a - b);
  const acks = tally.ackLatencies.sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1);
  return [
    urls[0] === urls[1] ? '1 instance' : '2 instances + Redis',
    String(sockets.length),
    `${(connectMs / 1000).toFixed(1)} s`,
    tally.sent.toLocaleString('en-US'),
    `${Math.round(tally.sent / seconds)}/s`,
    tally.acked.toLocaleString('en-US'),
    ms(percentile(acks, 0.5)),
    ms(percentile(acks, 0.99)),
    ms(percentile(sorted, 0.5)),
    ms(percentile(sorted, 0.95)),
    ms(percentile(sorted, 0.99)),
    ms(sorted.at(-1) ?? 0),
    String(lost),
    String(duplicated),
    String(tally.outOfOrder),
    String(tally.errors + tally.closedEarly),
    ...stallCells(
      servers.map((server) => server.stats()),
      clientLoop,
    ),
  ];
}

async function main(): Promise<void> {
  const database = await openDatabase();
  const sql = createSql(database.url, { max: 10 });
  const servers: TServerChild[] = [];
  try {
    await migrateDatabase(sql);
    const rows: string[][] = [];

    const single = await startServer(database.url);
    servers.push(single);
    rows.push(await run(sql, [single], [single.url, single.url]));

    let skipped: string | undefined;
    if (await redisReachable(REDIS_URL)) {
      const redis = { url: REDIS_URL, prefix: `sverka-bench:${randomUUID()}:` };
      const [first, second] = await Promise.all([startServer(database.url, redis), startServer(database.url, redis)]);
      servers.push(first, second);
      rows.push(await run(sql, [first, second], [first.url, second.url]));
    } else {
      skipped = `The run across two instances was skipped: Redis at ${REDIS_URL} does not answer.`;
    }

    console.log(
      `\nChat delivery: ${USERS.toLocaleString('en-US')} sockets on loopback in rooms of two, ${MESSAGES} messages ` +
        `per user one each ${INTERVAL_MS} ms; latency = send → the other member's socket, ms ` +
        `(${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(1)}; clients in this process, each server in its own):\n`,
    );
    printTable(
      [
        'run',
        'sockets',
        'connect',
        'messages',
        'sent/s',
        'acked',
        'ack p50',
        'ack p99',
        'p50',
        'p95',
        'p99',
        'max',
        'lost',
        'duplicated',
        'out of order',
        'errors',
        'server loop p99 / max',
        'server GC max',
        'client loop p99 / max',
      ],
      rows,
    );
    console.log('\nGoal: p99 ≤ 50 ms on one instance; 0 lost, 0 duplicated.');
    console.log(
      "Stalls while sending, ms: each server process's event-loop delay (p99 / max) and longest GC pause, and the " +
        "clients' own event-loop delay (a delivery the clients were too busy to read counts late).",
    );
    if (skipped) console.log(skipped);
    await sql`delete from chat_rooms where pair_key like 'bench:%'`;
    await sql`delete from users where email like ${EMAIL_PATTERN}`;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await sql.end();
    await database.embedded?.stop();
  }
}

if (process.argv[2] === '--serve') {
  await serve();
} else {
  await main();
}
