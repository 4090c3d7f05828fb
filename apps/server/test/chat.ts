import type { TChatRoom } from '@sverka/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TSql } from '../src/db/client.ts';
import { createLocalHub, sendMessage } from '../src/modules/chat/index.ts';
import { createUser, type TTestUser } from './accounts.ts';
import { insertProduct, insertSeller } from './marketplace.ts';

type TAuth = Record<string, string>;

/** Calls of the chat's REST as a signed-in user (or anonymous with `{}`). */
export function chatApi(app: FastifyInstance) {
  const get = (auth: TAuth, url: string) => app.inject({ method: 'GET', url, headers: auth });
  const post = (auth: TAuth, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
  return {
    get,
    post,
    openProductRoom: (auth: TAuth, product: unknown) => post(auth, '/api/v1/chat-room/', { product } as object),
    rooms: (auth: TAuth) => get(auth, '/api/v1/chat-room/'),
    room: (auth: TAuth, id: number | string) => get(auth, `/api/v1/chat-room/${id}/`),
    read: (auth: TAuth, id: number | string, seq: number) => post(auth, `/api/v1/chat-room/${id}/read/`, { seq }),
    messages: (auth: TAuth, query: string) => get(auth, `/api/v1/messages/?${query}`),
    friendRooms: (auth: TAuth) => get(auth, '/api/v1/friends/all-chats/'),
    friendChat: (auth: TAuth, userId: number | string) => get(auth, `/api/v1/friends/${userId}/chat/`),
    friendMessages: (auth: TAuth, query: string) => get(auth, `/api/v1/friends/chat/messages/?${query}`),
    ticket: (auth: TAuth) => post(auth, '/api/v1/chat-ticket/'),
    unread: (auth: TAuth) => get(auth, '/api/v1/chat-unread/'),
  };
}

/** A user representing a fresh marketplace seller with one published product (or of the given status). */
export async function sellerWithProduct(
  app: FastifyInstance,
  sql: TSql,
  fields: { status?: string; price?: number; sale_price?: number | null } = {},
): Promise<{ representative: TTestUser; sellerId: number; productId: number }> {
  const representative = await createUser(app, 'seller');
  const seller = await insertSeller(sql, representative.id);
  const productId = await insertProduct(sql, seller.id, fields);
  return { representative, sellerId: seller.id, productId };
}

/** The buyer's room about the product, opened over REST. */
export async function openProductRoom(app: FastifyInstance, buyer: TTestUser, productId: number): Promise<TChatRoom> {
  const response = await chatApi(app).openProductRoom(buyer.auth, productId);
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json<TChatRoom>();
}

/** Sends messages as the sockets would (through the chat service), returning their seqs. */
export async function sendTexts(
  app: FastifyInstance,
  sql: TSql,
  roomId: number,
  senderId: number,
  texts: string[],
): Promise<number[]> {
  const deps = { sql, hub: createLocalHub(), log: app.log };
  const seqs: number[] = [];
  for (const text of texts) {
    const { row } = await sendMessage(deps, { roomId, senderId, clientMsgId: null, text });
    seqs.push(row.seq);
  }
  return seqs;
}
