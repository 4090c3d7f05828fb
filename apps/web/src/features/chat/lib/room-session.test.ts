import type { TChatMessage, TChatMessagePage } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { chatMessage, FakeSocket, FakeTimers, settle } from '../testing/fakes.ts';
import { ChatConnection } from './connection.ts';
import { OutboxStore } from './outbox.ts';
import { ChatRoomSession } from './room-session.ts';

const ME = 5;

function messageFrame(message: TChatMessage) {
  const { body, ...rest } = message;
  return { type: 'message', message: body, ...rest };
}

/** A room session over fake history pages and fake sockets. */
function harness(pages: TChatMessagePage[], outbox = new OutboxStore(), me = ME) {
  const timers = new FakeTimers();
  const sockets: FakeSocket[] = [];
  const historyCalls: (number | undefined)[] = [];
  const restReads: number[] = [];
  const reads: number[] = [];
  let ids = 0;
  const session = new ChatRoomSession({
    roomId: 1,
    slug: 'room-slug',
    me,
    loadHistory: async (beforeSeq) => {
      historyCalls.push(beforeSeq);
      const page = pages.shift();
      if (!page) throw new Error('no page');
      return page;
    },
    connect: (handlers) =>
      new ChatConnection(
        {
          ticket: async () => 'ticket',
          url: (ticket) => `ws://site/ws/chat/room-slug?ticket=${ticket}`,
          createSocket: (url) => {
            const socket = new FakeSocket(url);
            sockets.push(socket);
            return socket;
          },
          timers,
          random: () => 1,
        },
        handlers,
      ),
    outbox,
    newClientMsgId: () => `00000000-0000-4000-8000-00000000000${++ids}`,
    markReadOverRest: (seq) => restReads.push(seq),
    onRead: (seq) => reads.push(seq),
  });
  const socket = () => sockets.at(-1) as FakeSocket;
  /** Opens the current socket as the server does: accepted, then `hello`. */
  const greet = () => {
    socket().open();
    socket().receive({ type: 'hello', room: 1, last_seq: 0, user: ME });
  };
  const seqs = () => session.getSnapshot().messages.map((message) => message.seq);
  return { session, timers, sockets, socket, greet, seqs, historyCalls, restReads, reads, outbox };
}

describe('ChatRoomSession', () => {
  it('shows the newest page, then connects and asks for what came after it', async () => {
    const room = harness([{ results: [chatMessage(3), chatMessage(4)], has_more: true }]);
    await room.session.start();
    expect(room.session.getSnapshot()).toMatchObject({ history: 'ready', hasMore: true, connection: 'connecting' });
    await settle();
    room.greet();
    expect(room.socket().sent).toEqual([{ type: 'resume', after_seq: 4 }]);
    expect(room.session.getSnapshot().connection).toBe('open');
  });

  it('sends a message with a client id, and shows it once whether the ack or the echo comes first', async () => {
    const room = harness([{ results: [chatMessage(1)], has_more: false }]);
    await room.session.start();
    await settle();
    room.greet();
    expect(room.session.send('  Привет  ')).toBe(true);
    const [frame] = room.socket().framesOfType('message');
    expect(frame).toEqual({ type: 'message', message: 'Привет', client_msg_id: expect.any(String), user: ME });
    expect(room.session.getSnapshot().outbox).toHaveLength(1);
    const clientMsgId = frame?.client_msg_id as string;
    room
      .socket()
      .receive({ type: 'ack', client_msg_id: clientMsgId, id: 102, seq: 2, sended_time: '2026-11-20T09:02:00Z' });
    room.socket().receive(messageFrame(chatMessage(2, ME, { body: 'Привет', client_msg_id: clientMsgId })));
    expect(room.session.getSnapshot().outbox).toEqual([]);
    expect(room.session.getSnapshot().messages.map((message) => [message.seq, message.body])).toEqual([
      [1, 'Сообщение 1'],
      [2, 'Привет'],
    ]);
    expect(room.session.send('   ')).toBe(false);
  });

  it('after a lost socket resumes from the last seq without a hole and resends the unconfirmed messages', async () => {
    const room = harness([{ results: [chatMessage(1), chatMessage(2)], has_more: false }]);
    await room.session.start();
    await settle();
    room.greet();
    room.socket().receive(messageFrame(chatMessage(3)));
    // seq 4 was lost with the connection; 5 made it.
    room.socket().receive(messageFrame(chatMessage(5)));
    room.session.send('пока нет связи');
    const sentBefore = room.socket().framesOfType('message')[0];
    room.socket().drop(1006);
    expect(room.session.getSnapshot().connection).toBe('reconnecting');
    room.session.send('ещё одно');
    room.timers.advance(1000);
    await settle();
    room.greet();
    const after = room.socket().sent;
    expect(after[0]).toEqual({ type: 'resume', after_seq: 3 });
    expect(after.slice(1).map((frame) => frame.message)).toEqual(['пока нет связи', 'ещё одно']);
    expect(after[1]?.client_msg_id).toBe(sentBefore?.client_msg_id);
    // The replay brings 4 and 5 again: each is shown once, in order.
    room.socket().receive(messageFrame(chatMessage(4)));
    room.socket().receive(messageFrame(chatMessage(5)));
    expect(room.seqs()).toEqual([1, 2, 3, 4, 5]);
  });

  it('reloads the history when the gap is too old to replay', async () => {
    const room = harness([
      { results: [chatMessage(1)], has_more: false },
      { results: [chatMessage(400), chatMessage(401)], has_more: true },
    ]);
    await room.session.start();
    await settle();
    room.greet();
    room.socket().receive({ type: 'resync', last_seq: 401 });
    await settle();
    expect(room.historyCalls).toEqual([undefined, undefined]);
    expect(room.seqs()).toEqual([400, 401]);
    expect(room.session.getSnapshot().hasMore).toBe(true);
  });

  it('pages back with before_seq and keeps the older messages first', async () => {
    const room = harness([
      { results: [chatMessage(51), chatMessage(52)], has_more: true },
      { results: [chatMessage(49), chatMessage(50)], has_more: false },
    ]);
    await room.session.start();
    await room.session.loadOlder();
    expect(room.historyCalls).toEqual([undefined, 51]);
    expect(room.seqs()).toEqual([49, 50, 51, 52]);
    expect(room.session.getSnapshot().hasMore).toBe(false);
  });

  it('marks a refused message failed and sends it again only when the user retries', async () => {
    const room = harness([{ results: [], has_more: false }]);
    await room.session.start();
    await settle();
    room.greet();
    room.session.send('слишком часто');
    const clientMsgId = room.socket().framesOfType('message')[0]?.client_msg_id as string;
    room.socket().receive({ type: 'error', code: 'RATE_LIMITED', detail: 'Подождите', client_msg_id: clientMsgId });
    expect(room.session.getSnapshot().outbox[0]).toMatchObject({ status: 'failed', detail: 'Подождите' });
    room.session.retrySend(clientMsgId);
    expect(
      room
        .socket()
        .framesOfType('message')
        .map((frame) => frame.client_msg_id),
    ).toEqual([clientMsgId, clientMsgId]);
    room.session.discard(clientMsgId);
    expect(room.session.getSnapshot().outbox).toEqual([]);
  });

  it('marks the room read over the socket, or over REST while it is down, once per newer message', async () => {
    const room = harness([{ results: [chatMessage(1), chatMessage(2, ME)], has_more: false }]);
    await room.session.start();
    room.session.markRead();
    expect(room.restReads).toEqual([1]);
    await settle();
    room.greet();
    room.session.markRead();
    room.socket().receive(messageFrame(chatMessage(3)));
    room.session.markRead();
    expect(room.socket().framesOfType('read')).toEqual([{ type: 'read', seq: 3 }]);
    expect(room.reads).toEqual([1, 3]);
  });

  it('keeps unsent messages of a room it leaves for when the room opens again', async () => {
    const outbox = new OutboxStore();
    const first = harness([{ results: [], has_more: false }], outbox);
    await first.session.start();
    first.session.send('не ушло');
    first.session.stop();
    const again = harness([{ results: [], has_more: false }], outbox);
    expect(again.session.getSnapshot().outbox.map((item) => item.body)).toEqual(['не ушло']);
    await again.session.start();
    await settle();
    again.greet();
    expect(
      again
        .socket()
        .framesOfType('message')
        .map((frame) => frame.message),
    ).toEqual(['не ушло']);
  });

  it('never hands one user’s unsent messages to another account signed in later in the tab', async () => {
    const outbox = new OutboxStore();
    const first = harness([{ results: [], has_more: false }], outbox);
    await first.session.start();
    first.session.send('от первого');
    first.session.stop();
    const other = harness([{ results: [], has_more: false }], outbox, 9);
    expect(other.session.getSnapshot().outbox).toEqual([]);
    await other.session.start();
    await settle();
    other.greet();
    expect(other.socket().framesOfType('message')).toEqual([]);
  });

  it('says the history failed to load and opens no socket', async () => {
    const room = harness([]);
    await room.session.start();
    expect(room.session.getSnapshot().history).toBe('error');
    expect(room.sockets).toEqual([]);
  });
});
