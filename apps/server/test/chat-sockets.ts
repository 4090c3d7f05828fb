import { randomUUID } from 'node:crypto';
import type { TChatRoomKind, TChatServerFrame } from '@sverka/shared';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import type { TSql } from '../src/db/client.ts';
import { issueTicket, openRoom } from '../src/modules/chat/chat.service.ts';
import { NO_RATE_LIMITS, testAccountsConfig } from './accounts.ts';

export type TListeningApp = { app: FastifyInstance; wsUrl: string };

/** The real app listening on a loopback port of its own (sockets need a real server). */
export async function startListeningApp(
  sql: TSql,
  dataDir: string,
  options: { redisUrl?: string; redisPrefix?: string; pingIntervalMs?: number } = {},
): Promise<TListeningApp> {
  const app = await buildApp({
    config: {
      env: 'test',
      logLevel: 'silent',
      webDist: undefined,
      accounts: { ...testAccountsConfig(dataDir), ...NO_RATE_LIMITS },
      redisUrl: options.redisUrl,
    },
    sql,
    chat: { redisPrefix: options.redisPrefix, pingIntervalMs: options.pingIntervalMs },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  return { app, wsUrl: `ws://127.0.0.1:${address.port}` };
}

/** A room of two (or of one, for support) made straight in the database. */
export async function makeRoom(sql: TSql, kind: TChatRoomKind, memberIds: number[]) {
  const { row } = await openRoom(sql, {
    kind,
    pairKey: `${kind}:test:${randomUUID()}`,
    productId: null,
    memberIds,
    ...(kind === 'support' ? { supportStatus: 'open' as const } : {}),
  });
  return row;
}

type TFrame = TChatServerFrame | { type: 'unread'; total: number; rooms: Record<string, number> } | { type: 'room' };

/**
 * A client socket that keeps every frame it got: `next` takes the first one
 * not taken yet that matches (waiting for it), so a test reads frames in the
 * order they came without racing the socket.
 */
export class ChatClient {
  readonly frames: TFrame[] = [];
  private taken = 0;
  private waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as TFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
    socket.on('error', () => undefined);
  }

  /** Connects and waits until the upgrade is done (a refused one closes right after it). */
  static async open(url: string, options: { origin?: string; autoPong?: boolean } = {}): Promise<ChatClient> {
    const socket = new WebSocket(url, {
      ...(options.origin ? { origin: options.origin } : {}),
      autoPong: options.autoPong ?? true,
    });
    const client = new ChatClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** Opens a room socket with a fresh ticket of the user. */
  static async room(
    sql: TSql,
    wsUrl: string,
    userId: number,
    room: { slug: string; kind: TChatRoomKind },
  ): Promise<ChatClient> {
    const path = room.kind === 'friend' ? '/ws/friend-chat/' : '/ws/chat/';
    return ChatClient.open(`${wsUrl}${path}${room.slug}?ticket=${await issueTicket(sql, userId)}`);
  }

  send(frame: object): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** The next frame not yet taken (of `type`, skipping none: another type first fails the test). */
  async next<TType extends TFrame['type']>(type: TType, timeoutMs = 5_000): Promise<Extract<TFrame, { type: TType }>> {
    const deadline = Date.now() + timeoutMs;
    while (this.taken >= this.frames.length) {
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error(`socket closed while waiting for ${type}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} frame within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const frame = this.frames[this.taken++] as TFrame;
    if (frame.type !== type) throw new Error(`expected a ${type} frame, got ${JSON.stringify(frame)}`);
    return frame as Extract<TFrame, { type: TType }>;
  }

  /** Sends a message and returns its ack and its own echo (in the order the server sends them). */
  async say(text: string, clientMsgId = randomUUID()) {
    this.send({ type: 'message', message: text, client_msg_id: clientMsgId });
    const echo = await this.next('message');
    const ack = await this.next('ack');
    return { echo, ack, clientMsgId };
  }

  close(): Promise<{ code: number; reason: string }> {
    this.socket.close();
    return this.closed;
  }
}
