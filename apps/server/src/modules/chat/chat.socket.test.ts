import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHAT_CLOSE_CODES, CHAT_RESUME_MAX_GAP, type TChatRoomKind } from '@sverka/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, type TTestUser } from '../../../test/accounts.ts';
import { ChatClient, makeRoom, startListeningApp, type TListeningApp } from '../../../test/chat-sockets.ts';
import { createSql, type TSql } from '../../db/client.ts';
import { issueTicket } from './chat.service.ts';
import { openSupportConversation } from './support-conversation.service.ts';

let sql: TSql;
let dataDir: string;
let server: TListeningApp;
const clients: ChatClient[] = [];

beforeAll(async () => {
  sql = createSql(inject('databaseUrl'), { max: 4 });
  dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-chat-'));
  server = await startListeningApp(sql, dataDir);
});

afterAll(async () => {
  // Sockets still open must not hold the app's close.
  await server?.app.close();
  await sql?.end();
  rmSync(dataDir, { recursive: true, force: true });
});

async function pair() {
  const [a, b] = await Promise.all([createUser(server.app, 'chat-a'), createUser(server.app, 'chat-b')]);
  const room = await makeRoom(sql, 'product', [a.id, b.id]);
  return { a, b, room };
}

async function connect(user: TTestUser, room: { slug: string; kind: TChatRoomKind }) {
  const client = await ChatClient.room(sql, server.wsUrl, user.id, room);
  clients.push(client);
  const hello = await client.next('hello');
  return { client, hello };
}

describe('admission', () => {
  it('takes a ticket once: a second use, an expired, an unknown or a missing ticket close with 4001', async () => {
    const { a, room } = await pair();
    const ticket = await issueTicket(sql, a.id);
    const first = await ChatClient.open(`${server.wsUrl}/ws/chat/${room.slug}?ticket=${ticket}`);
    expect((await first.next('hello')).user).toBe(a.id);
    const again = await ChatClient.open(`${server.wsUrl}/ws/chat/${room.slug}?ticket=${ticket}`);
    expect((await again.closed).code).toBe(CHAT_CLOSE_CODES.unauthorized);

    const expired = await issueTicket(sql, a.id);
    await sql`update chat_tickets set expires_at = now() - interval '1 second' where user_id = ${a.id}`;
    const late = await ChatClient.open(`${server.wsUrl}/ws/chat/${room.slug}?ticket=${expired}`);
    expect((await late.closed).code).toBe(CHAT_CLOSE_CODES.unauthorized);

    const forged = await ChatClient.open(`${server.wsUrl}/ws/chat/${room.slug}?ticket=${'x'.repeat(32)}`);
    expect((await forged.closed).code).toBe(CHAT_CLOSE_CODES.unauthorized);
    const without = await ChatClient.open(`${server.wsUrl}/ws/chat/${room.slug}`);
    expect((await without.closed).code).toBe(CHAT_CLOSE_CODES.unauthorized);
    const inbox = await ChatClient.open(`${server.wsUrl}/ws/inbox?ticket=nope`);
    expect((await inbox.closed).code).toBe(CHAT_CLOSE_CODES.unauthorized);
    await first.close();
  });

  it('lets only members in, each kind of room on its own path (4003)', async () => {
    const { room } = await pair();
    const stranger = await createUser(server.app, 'chat-stranger');
    const outsider = await ChatClient.room(sql, server.wsUrl, stranger.id, room);
    expect((await outsider.closed).code).toBe(CHAT_CLOSE_CODES.forbidden);

    const [c, d] = await Promise.all([createUser(server.app, 'chat-c'), createUser(server.app, 'chat-d')]);
    const friends = await makeRoom(sql, 'friend', [c.id, d.id]);
    const wrongPath = await ChatClient.open(
      `${server.wsUrl}/ws/chat/${friends.slug}?ticket=${await issueTicket(sql, c.id)}`,
    );
    expect((await wrongPath.closed).code).toBe(CHAT_CLOSE_CODES.forbidden);
    const { hello } = await connect(c, friends);
    expect(hello).toEqual({ type: 'hello', room: friends.id, last_seq: 0, user: c.id });

    const unknown = await ChatClient.open(
      `${server.wsUrl}/ws/friend-chat/NoSuchRoom12345?ticket=${await issueTicket(sql, c.id)}`,
    );
    expect((await unknown.closed).code).toBe(CHAT_CLOSE_CODES.forbidden);
  });

  it("refuses a page of another site (4004) and lets the site's own pages in", async () => {
    const { a, room } = await pair();
    const url = async () => `${server.wsUrl}/ws/chat/${room.slug}?ticket=${await issueTicket(sql, a.id)}`;
    const foreign = await ChatClient.open(await url(), { origin: 'https://evil.example' });
    expect((await foreign.closed).code).toBe(CHAT_CLOSE_CODES.badOrigin);
    const own = await ChatClient.open(await url(), { origin: server.wsUrl.replace('ws://', 'http://') });
    expect((await own.next('hello')).user).toBe(a.id);
    await own.close();
  });
});

describe('messages', () => {
  it("carries a tender's room (a customer and a supplier) on the product rooms' path", async () => {
    const [customer, supplier] = await Promise.all([
      createUser(server.app, 'chat-tender-c'),
      createUser(server.app, 'chat-tender-s'),
    ]);
    const room = await makeRoom(sql, 'tender', [customer.id, supplier.id]);
    const buyer = await connect(customer, room);
    const seller = await connect(supplier, room);
    const { echo } = await buyer.client.say('Сможете поставить к 20-му?');
    expect(await seller.client.next('message')).toEqual(echo);
  });

  it('acks the sender and delivers the message to every socket of the room', async () => {
    const { a, b, room } = await pair();
    const alice = await connect(a, room);
    const bob = await connect(b, room);
    const { echo, ack, clientMsgId } = await alice.client.say('Здравствуйте! Товар в наличии?');
    expect(ack).toMatchObject({ client_msg_id: clientMsgId, id: echo.id, seq: 1 });
    const received = await bob.client.next('message');
    expect(received).toEqual(echo);
    expect(received).toMatchObject({ message: 'Здравствуйте! Товар в наличии?', user: a.id, room: room.id, seq: 1 });
  });

  it('stores a resend of the same client_msg_id once and acks it with the same id and seq', async () => {
    const { a, b, room } = await pair();
    const alice = await connect(a, room);
    const bob = await connect(b, room);
    const first = await alice.client.say('Один раз');
    alice.client.send({ type: 'message', message: 'Один раз', client_msg_id: first.clientMsgId });
    const resent = await alice.client.next('ack');
    expect(resent).toEqual(first.ack);
    await alice.client.say('Следующее');
    // Bob got the first message once, then the next one: the resend published nothing.
    expect((await bob.client.next('message')).seq).toBe(1);
    expect((await bob.client.next('message')).message).toBe('Следующее');
    const [stored] = await sql<
      { n: number }[]
    >`select count(*)::int as n from chat_messages where room_id = ${room.id}`;
    expect(stored?.n).toBe(2);
  });

  it('stores and echoes markup as plain text', async () => {
    const { a, b, room } = await pair();
    const alice = await connect(a, room);
    const bob = await connect(b, room);
    const text = '<script>alert("x")</script> & <b>жирный</b>';
    await alice.client.say(text);
    expect((await bob.client.next('message')).message).toBe(text);
    const [row] = await sql<{ body: string }[]>`select body from chat_messages where room_id = ${room.id}`;
    expect(row?.body).toBe(text);
  });

  it('refuses empty and too long messages and bad frames with an error frame, and stays open', async () => {
    const { a, room } = await pair();
    const { client } = await connect(a, room);
    client.send({ type: 'message', message: '   ', client_msg_id: crypto.randomUUID() });
    expect(await client.next('error')).toMatchObject({ code: 'INVALID_MESSAGE', detail: 'Сообщение пустое' });
    const long = crypto.randomUUID();
    client.send({ type: 'message', message: 'я'.repeat(5001), client_msg_id: long });
    expect(await client.next('error')).toMatchObject({ code: 'INVALID_MESSAGE', client_msg_id: long });
    client.socket.send('not json');
    expect((await client.next('error')).code).toBe('INVALID_FRAME');
    client.send({ type: 'ping' });
    await client.next('pong');
  });

  it('limits how fast a user sends: past the burst an error frame, the socket stays open', async () => {
    const { a, room } = await pair();
    const { client } = await connect(a, room);
    const ids = Array.from({ length: 11 }, () => crypto.randomUUID());
    for (const id of ids) client.send({ type: 'message', message: 'много', client_msg_id: id });
    for (let i = 0; i < 10; i++) {
      await client.next('message');
      await client.next('ack');
    }
    expect(await client.next('error')).toMatchObject({ code: 'RATE_LIMITED', client_msg_id: ids[10] });
    client.send({ type: 'ping' });
    await client.next('pong');
  });

  it('cuts off a client that keeps sending while refused (4029)', async () => {
    const { a, room } = await pair();
    const { client } = await connect(a, room);
    for (let i = 0; i < 45; i++) client.send({ type: 'message', message: 'спам', client_msg_id: crypto.randomUUID() });
    const closed = await client.closed;
    expect(closed.code).toBe(CHAT_CLOSE_CODES.rateLimited);
    expect(closed.reason).toBe('Слишком много сообщений подряд. Подождите несколько секунд');
    expect(client.frames.filter((frame) => frame.type === 'error').length).toBeGreaterThan(0);
  });

  it('closes the socket of a user blocked after connecting (4010) at their next message, and stores nothing', async () => {
    const { a, b, room } = await pair();
    const { client } = await connect(a, room);
    await client.say('до блокировки');
    await sql`update users set blocked_at = now() where id = ${a.id}`;
    client.send({ type: 'message', message: 'после блокировки', client_msg_id: crypto.randomUUID() });
    const closed = await client.closed;
    expect(closed.code).toBe(CHAT_CLOSE_CODES.sessionEnded);
    const stored = await sql<
      { body: string }[]
    >`select body from chat_messages where room_id = ${room.id} order by seq`;
    expect(stored.map((row) => row.body)).toEqual(['до блокировки']);
    // The other member still writes in the room.
    const { client: other } = await connect(b, room);
    expect((await other.say('ответ')).ack.seq).toBe(2);
  });

  it('reopens a support conversation when its user writes again', async () => {
    const user = await createUser(server.app, 'chat-support');
    const room = await openSupportConversation(sql, user.id);
    await sql`update chat_rooms set support_status = 'answered' where id = ${room.id}`;
    const { client } = await connect(user, room);
    await client.say('Ещё вопрос');
    const [row] = await sql<{ support_status: string }[]>`select support_status from chat_rooms where id = ${room.id}`;
    expect(row?.support_status).toBe('open');
    const friendPath = await ChatClient.open(
      `${server.wsUrl}/ws/friend-chat/${room.slug}?ticket=${await issueTicket(sql, user.id)}`,
    );
    expect((await friendPath.closed).code).toBe(CHAT_CLOSE_CODES.forbidden);
  });
});

describe('resume', () => {
  it('replays exactly the messages missed while disconnected, in order, then goes on live', async () => {
    const { a, b, room } = await pair();
    const alice = await connect(a, room);
    const bob = await connect(b, room);
    await alice.client.say('до обрыва');
    const seen = await bob.client.next('message');
    await bob.client.close();
    const missed = [];
    for (const text of ['первое', 'второе', 'третье']) missed.push((await alice.client.say(text)).echo);

    const again = await connect(b, room);
    expect(again.hello.last_seq).toBe(4);
    again.client.send({ type: 'resume', after_seq: seen.seq });
    for (const message of missed) expect(await again.client.next('message')).toEqual(message);
    const live = await alice.client.say('после');
    expect(await again.client.next('message')).toEqual(live.echo);
  });

  it('answers resync when the gap is larger than a replay may be', async () => {
    const { a, b, room } = await pair();
    const gap = CHAT_RESUME_MAX_GAP + 1;
    await sql`
      insert into chat_messages (room_id, seq, sender_id, body)
      select ${room.id}, n, ${a.id}, 'сообщение ' || n from generate_series(1, ${gap}::int) n`;
    await sql`update chat_rooms set last_seq = ${gap}, last_message_at = now() where id = ${room.id}`;
    const { client } = await connect(b, room);
    client.send({ type: 'resume', after_seq: 0 });
    expect(await client.next('resync')).toEqual({ type: 'resync', last_seq: gap });
    client.send({ type: 'resume', after_seq: 1 });
    for (let seq = 2; seq <= gap; seq++) expect((await client.next('message')).seq).toBe(seq);
  });
});

describe('read marks and the inbox', () => {
  it('pushes unread counts to the inbox and clears them when the room is read', async () => {
    const { a, b, room } = await pair();
    const inbox = await ChatClient.open(`${server.wsUrl}/ws/inbox?ticket=${await issueTicket(sql, b.id)}`);
    expect(await inbox.next('unread')).toEqual({ type: 'unread', total: 0, rooms: {} });
    const alice = await connect(a, room);
    const bob = await connect(b, room);
    const { echo } = await alice.client.say('Вы тут?');
    expect(await inbox.next('room')).toEqual({ type: 'room', room: room.id, last_seq: echo.seq });
    expect(await inbox.next('unread')).toEqual({ type: 'unread', total: 1, rooms: { [room.id]: 1 } });
    await bob.client.next('message');
    bob.client.send({ type: 'read', seq: echo.seq });
    expect(await bob.client.next('read')).toEqual({ type: 'read', user: b.id, seq: echo.seq });
    expect(await alice.client.next('read')).toEqual({ type: 'read', user: b.id, seq: echo.seq });
    expect(await inbox.next('unread')).toEqual({ type: 'unread', total: 0, rooms: {} });
    await inbox.close();
  });
});

describe('dead sockets', () => {
  it('cuts a socket that answers no protocol ping, keeps one that does', async () => {
    const own = await startListeningApp(sql, dataDir, { pingIntervalMs: 100 });
    const { a, b, room } = await pair();
    const url = async (userId: number) => `${own.wsUrl}/ws/chat/${room.slug}?ticket=${await issueTicket(sql, userId)}`;
    const silent = await ChatClient.open(await url(a.id), { autoPong: false });
    const alive = await ChatClient.open(await url(b.id));
    expect((await silent.closed).code).toBe(1006);
    expect(alive.socket.readyState).toBe(alive.socket.OPEN);
    await own.app.close();
  });
});

describe('shutdown', () => {
  it('closes open sockets when the app closes', async () => {
    const own = await startListeningApp(sql, dataDir);
    const { a, room } = await pair();
    const client = await ChatClient.room(sql, own.wsUrl, a.id, room);
    await client.next('hello');
    await own.app.close();
    expect((await client.closed).code).toBe(1001);
  });
});
