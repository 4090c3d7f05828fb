import { CHAT_MESSAGES, type TChatMessagePage } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { createUser, NO_RATE_LIMITS } from '../../../test/accounts.ts';
import { chatApi, openProductRoom, sellerWithProduct, sendTexts } from '../../../test/chat.ts';
import { useTestApp } from '../../../test/helper.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });
const api = () => chatApi(ctx.app);

const texts = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);

async function productRoomWithHistory(count: number) {
  const { representative, productId } = await sellerWithProduct(ctx.app, ctx.sql);
  const buyer = await createUser(ctx.app, 'buyer');
  const room = await openProductRoom(ctx.app, buyer, productId);
  await sendTexts(ctx.app, ctx.sql, room.id, buyer.id, texts(count, 'Сообщение'));
  return { buyer, representative, room };
}

const page = async (auth: Record<string, string>, query: string) => {
  const response = await api().messages(auth, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TChatMessagePage>();
};
const seqsOf = (result: TChatMessagePage) => result.results.map((message) => message.seq);

describe('history of a room', () => {
  it('pages backwards from the newest, oldest first in each page, and resumes after a seq', async () => {
    const { buyer, representative, room } = await productRoomWithHistory(7);

    const newest = await page(buyer.auth, `chat_room__in=${room.id}&limit=3`);
    expect(seqsOf(newest)).toEqual([5, 6, 7]);
    expect(newest.has_more).toBe(true);
    expect(newest.results[2]).toEqual({
      id: expect.any(Number),
      room: room.id,
      seq: 7,
      body: 'Сообщение 7',
      user: buyer.id,
      from_support: false,
      sended_time: expect.any(String),
      client_msg_id: null,
    });
    const older = await page(buyer.auth, `chat_room__in=${room.id}&limit=3&before_seq=5`);
    expect(seqsOf(older)).toEqual([2, 3, 4]);
    expect(older.has_more).toBe(true);
    const oldest = await page(buyer.auth, `chat_room__in=${room.id}&limit=3&before_seq=2`);
    expect(seqsOf(oldest)).toEqual([1]);
    expect(oldest.has_more).toBe(false);

    // The other member reads the same history; after a reconnect a client catches up from its last seq.
    const resumed = await page(representative.auth, `chat_room__in=${room.id}&after_seq=4&limit=2`);
    expect(seqsOf(resumed)).toEqual([5, 6]);
    expect(resumed.has_more).toBe(true);
    const caughtUp = await page(representative.auth, `chat_room__in=${room.id}&after_seq=6`);
    expect(seqsOf(caughtUp)).toEqual([7]);
    expect(caughtUp.has_more).toBe(false);
    expect(seqsOf(await page(buyer.auth, `chat_room__in=${room.id}&after_seq=7`))).toEqual([]);
  });

  it('gives the newest messages of each of several rooms and refuses paging them', async () => {
    const first = await productRoomWithHistory(4);
    const { productId } = await sellerWithProduct(ctx.app, ctx.sql);
    const second = await openProductRoom(ctx.app, first.buyer, productId);
    await sendTexts(ctx.app, ctx.sql, second.id, first.buyer.id, texts(2, 'Второй'));
    const empty = await openProductRoom(ctx.app, first.buyer, (await sellerWithProduct(ctx.app, ctx.sql)).productId);

    const both = await page(first.buyer.auth, `chat_room__in=${second.id},${first.room.id},${empty.id}&limit=3`);
    expect(both.results.map((message) => [message.room, message.seq])).toEqual(
      [
        [first.room.id, 2],
        [first.room.id, 3],
        [first.room.id, 4],
        [second.id, 1],
        [second.id, 2],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    expect(both.has_more).toBe(true);
    const roomy = await page(first.buyer.auth, `chat_room__in=${second.id},${first.room.id}&limit=4`);
    expect(roomy.results).toHaveLength(6);
    expect(roomy.has_more).toBe(false);

    for (const paging of ['before_seq=3', 'after_seq=1']) {
      const refused = await api().messages(first.buyer.auth, `chat_room__in=${first.room.id},${second.id}&${paging}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ [paging.split('=')[0] as string]: [CHAT_MESSAGES.historyPagingOneRoom] });
    }
    const bothWays = await api().messages(first.buyer.auth, `chat_room__in=${first.room.id}&before_seq=3&after_seq=1`);
    expect(bothWays.statusCode).toBe(400);
    for (const bad of ['chat_room__in=', 'chat_room__in=a,b', `chat_room__in=${first.room.id}&limit=0`, '']) {
      expect((await api().messages(first.buyer.auth, bad)).statusCode, bad).toBe(400);
    }
  });
});

describe('other users’ rooms', () => {
  it('answer 404 on every endpoint, by id and by slug, as missing ones do', async () => {
    const { buyer, room } = await productRoomWithHistory(2);
    const stranger = await createUser(ctx.app, 'stranger');
    const own = await openProductRoom(ctx.app, stranger, (await sellerWithProduct(ctx.app, ctx.sql)).productId);

    for (const id of [room.id, 999_999_999]) {
      expect((await api().room(stranger.auth, id)).statusCode).toBe(404);
      const read = await api().read(stranger.auth, id, 1);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ detail: CHAT_MESSAGES.roomNotFound });
      expect((await api().messages(stranger.auth, `chat_room__in=${id}`)).statusCode).toBe(404);
      // One foreign room among the caller's own ones is enough to refuse the lot.
      expect((await api().messages(stranger.auth, `chat_room__in=${own.id},${id}`)).statusCode).toBe(404);
    }
    for (const slug of [room.slug, 'NoSuchRoomSlug000000000']) {
      expect((await api().friendMessages(stranger.auth, `slug=${slug}`)).statusCode).toBe(404);
    }
    // A product room is no friend room, even to its own member.
    expect((await api().friendMessages(buyer.auth, `slug=${room.slug}`)).statusCode).toBe(404);
    // The stranger's reads moved nothing.
    const [mark] = await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from chat_room_members where room_id = ${room.id} and user_id = ${stranger.id}`;
    expect(mark?.n).toBe(0);
  });
});
