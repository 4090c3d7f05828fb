import { CHAT_CLOSE_CODES, CHAT_PING_SECONDS } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { FakeSocket, FakeTimers, settle } from '../testing/fakes.ts';
import { ChatConnection, type TConnectionState } from './connection.ts';

function harness(options: { ticketFails?: number; retryTicket?: (error: unknown) => boolean } = {}) {
  const timers = new FakeTimers();
  const sockets: FakeSocket[] = [];
  const frames: Record<string, unknown>[] = [];
  const states: TConnectionState[] = [];
  let tickets = 0;
  let failures = options.ticketFails ?? 0;
  const connection = new ChatConnection(
    {
      ticket: async () => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('no ticket');
        }
        tickets += 1;
        return `ticket-${tickets}`;
      },
      url: (ticket) => `ws://site/ws/chat/room?ticket=${ticket}`,
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      timers,
      random: () => 1,
      retryTicket: options.retryTicket,
    },
    { onFrame: (frame) => frames.push(frame), onState: (state) => states.push(state) },
  );
  const last = () => sockets.at(-1) as FakeSocket;
  return { connection, timers, sockets, frames, states, last };
}

describe('ChatConnection', () => {
  it('connects with a fresh ticket and hands on the frames it receives', async () => {
    const { connection, last, frames, states } = harness();
    connection.start();
    await settle();
    expect(last().url).toBe('ws://site/ws/chat/room?ticket=ticket-1');
    last().open();
    last().receive({ type: 'hello', room: 1, last_seq: 0, user: 2 });
    last().receiveRaw('not json');
    expect(frames).toEqual([{ type: 'hello', room: 1, last_seq: 0, user: 2 }]);
    expect(states).toEqual(['connecting', 'open']);
    expect(connection.send({ type: 'ping' })).toBe(true);
    expect(last().sent).toEqual([{ type: 'ping' }]);
  });

  it('reconnects after a drop with backoff, each attempt with a new ticket', async () => {
    const { connection, last, sockets, timers, states } = harness();
    connection.start();
    await settle();
    last().open();
    last().receive({ type: 'hello' });
    last().drop(1006);
    expect(states.at(-1)).toBe('reconnecting');
    expect(connection.send({ type: 'ping' })).toBe(false);
    expect(timers.pending()[0]).toBe(1000);
    timers.advance(1000);
    await settle();
    expect(sockets).toHaveLength(2);
    expect(last().url).toContain('ticket=ticket-2');
    // The second attempt fails before any frame: the wait doubles.
    last().drop(1006);
    expect(timers.pending()[0]).toBe(2000);
    timers.advance(2000);
    await settle();
    last().open();
    last().receive({ type: 'hello' });
    expect(states.at(-1)).toBe('open');
    // A frame starts the backoff over.
    last().drop(1006);
    expect(timers.pending()[0]).toBe(1000);
  });

  it('retries when the ticket cannot be had, and gives up when the session is gone', async () => {
    const failing = harness({ ticketFails: 1 });
    failing.connection.start();
    await settle();
    expect(failing.sockets).toHaveLength(0);
    expect(failing.states).toEqual(['connecting', 'reconnecting']);
    failing.timers.advance(1000);
    await settle();
    expect(failing.sockets).toHaveLength(1);

    const signedOut = harness({ ticketFails: 1, retryTicket: () => false });
    signedOut.connection.start();
    await settle();
    expect(signedOut.states.at(-1)).toBe('closed');
    expect(signedOut.timers.pending()).toEqual([]);
  });

  it('stops for good when the server refuses the room, and waits longer after a rate limit', async () => {
    const refused = harness();
    refused.connection.start();
    await settle();
    refused.last().drop(CHAT_CLOSE_CODES.forbidden);
    expect(refused.states.at(-1)).toBe('closed');
    expect(refused.connection.fatalCode).toBe(CHAT_CLOSE_CODES.forbidden);
    expect(refused.timers.pending()).toEqual([]);

    const limited = harness();
    limited.connection.start();
    await settle();
    limited.last().open();
    limited.last().receive({ type: 'hello' });
    limited.last().drop(CHAT_CLOSE_CODES.rateLimited);
    expect(limited.timers.pending()[0]).toBe(8000);
  });

  it('drops the socket when the browser goes offline and reconnects at once when it is back', async () => {
    const { connection, last, sockets, timers, states } = harness();
    connection.start();
    await settle();
    last().open();
    last().receive({ type: 'hello' });
    const first = last();
    connection.goOffline();
    expect(first.closedByClient).toBe(true);
    expect(states.at(-1)).toBe('reconnecting');
    expect(timers.pending()).toEqual([]);
    connection.goOnline();
    await settle();
    expect(sockets).toHaveLength(2);
    // Late events of the abandoned socket change nothing.
    first.drop(1006);
    expect(timers.pending()).toEqual([]);
  });

  it('pings while open and replaces a socket that stays silent', async () => {
    const { connection, last, sockets, timers } = harness();
    connection.start();
    await settle();
    last().open();
    timers.advance(CHAT_PING_SECONDS * 1000);
    expect(last().framesOfType('ping')).toHaveLength(1);
    timers.advance(CHAT_PING_SECONDS * 1000 + 5000);
    expect(last().closedByClient).toBe(true);
    timers.advance(1000);
    await settle();
    expect(sockets).toHaveLength(2);
  });

  it('closes the socket and schedules nothing once stopped', async () => {
    const { connection, last, timers, states } = harness();
    connection.start();
    await settle();
    last().open();
    connection.stop();
    expect(last().closedByClient).toBe(true);
    expect(timers.pending()).toEqual([]);
    expect(states.at(-1)).toBe('closed');
  });
});
