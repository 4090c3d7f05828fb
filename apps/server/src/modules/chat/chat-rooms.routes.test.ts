import { CHAT_MESSAGES, type TChatRoom, type TChatUnread } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { createUser, NO_RATE_LIMITS } from '../../../test/accounts.ts';
import { chatApi, openProductRoom, sellerWithProduct, sendTexts } from '../../../test/chat.ts';
import { useTestApp } from '../../../test/helper.ts';
import { insertProduct, insertSeller } from '../../../test/marketplace.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });
const api = () => chatApi(ctx.app);

describe('a buyer writes to a seller about a product', () => {
  it('opens one room however often it is asked, also by two requests at once', async () => {
    const { representative, productId } = await sellerWithProduct(ctx.app, ctx.sql);
    const buyer = await createUser(ctx.app, 'buyer');

    const first = await api().openProductRoom(buyer.auth, productId);
    expect(first.statusCode).toBe(201);
    const room = first.json<TChatRoom>();
    expect(room).toMatchObject({ kind: 'product', user: buyer.id, user2: { id: representative.id } });
    const again = await api().openProductRoom(buyer.auth, productId);
    expect(again.statusCode).toBe(200);
    expect(again.json<TChatRoom>().id).toBe(room.id);
    const [members] = await ctx.sql<{ ids: number[] }[]>`
      select array_agg(user_id order by user_id)::int[] as ids from chat_room_members where room_id = ${room.id}`;
    expect(members?.ids).toEqual([buyer.id, representative.id].sort((a, b) => a - b));

    const other = await sellerWithProduct(ctx.app, ctx.sql);
    const racing = await Promise.all([
      api().openProductRoom(buyer.auth, other.productId),
      api().openProductRoom(buyer.auth, other.productId),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    const [one, two] = racing.map((response) => response.json<TChatRoom>());
    expect(one?.id).toBe(two?.id);
    expect(one?.user2.id).toBe(other.representative.id);
    const [count] = await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from chat_rooms where pair_key = ${`product:${other.productId}:${buyer.id}`}`;
    expect(count?.n).toBe(1);
  });

  it('refuses one’s own product, a seller without a representative and products not on sale', async () => {
    const { representative, productId } = await sellerWithProduct(ctx.app, ctx.sql);
    const own = await api().openProductRoom(representative.auth, productId);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ detail: CHAT_MESSAGES.ownProduct });

    const buyer = await createUser(ctx.app, 'buyer');
    const orphan = await insertSeller(ctx.sql, null);
    const orphanProduct = await insertProduct(ctx.sql, orphan.id);
    const lonely = await api().openProductRoom(buyer.auth, orphanProduct);
    expect(lonely.statusCode).toBe(400);
    expect(lonely.json()).toMatchObject({ detail: CHAT_MESSAGES.sellerWithoutRepresentative });

    const hidden = await sellerWithProduct(ctx.app, ctx.sql, { status: 'moderation' });
    for (const product of [hidden.productId, 999_999_999]) {
      const missing = await api().openProductRoom(buyer.auth, product);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ detail: CHAT_MESSAGES.productNotFound });
    }
    expect((await api().openProductRoom(buyer.auth, 'abc')).statusCode).toBe(400);
    expect((await api().rooms(buyer.auth)).json()).toEqual([]);
  });

  it('lists the room for both sides with the other member, the product, its seller and the unread count', async () => {
    const { representative, sellerId, productId } = await sellerWithProduct(ctx.app, ctx.sql, {
      price: 1500,
      sale_price: 1200,
    });
    const buyer = await createUser(ctx.app, 'buyer');
    const room = await openProductRoom(ctx.app, buyer, productId);
    const [product] = await ctx.sql<{ name: string }[]>`select name from products where id = ${productId}`;
    const [seller] = await ctx.sql<{ name: string }[]>`
      select c.name_short as name from sellers s join companies c on c.id = s.company_id where s.id = ${sellerId}`;
    expect(room).toMatchObject({
      last_message: null,
      last_seq: 0,
      unread: 0,
      product: { id: productId, name: product?.name, price: 1200, images: [] },
      seller: { id: sellerId, name: seller?.name, logo: null },
      support_status: null,
    });

    await sendTexts(ctx.app, ctx.sql, room.id, buyer.id, ['Здравствуйте!', 'Товар в наличии?']);
    await sendTexts(ctx.app, ctx.sql, room.id, representative.id, ['Да, есть']);

    const [buyerView] = (await api().rooms(buyer.auth)).json<TChatRoom[]>();
    expect(buyerView).toMatchObject({
      id: room.id,
      slug: room.slug,
      user: buyer.id,
      user2: { id: representative.id, full_name: representative.full_name, avatar: null },
      product: { id: productId },
      seller: { id: sellerId },
      last_message: { body: 'Да, есть', user: representative.id, sended_time: expect.any(String) },
      last_seq: 3,
      last_read_seq: 2,
      unread: 1,
    });
    const sellerRooms = (await api().rooms(representative.auth)).json<TChatRoom[]>();
    expect(sellerRooms).toHaveLength(1);
    expect(sellerRooms[0]).toMatchObject({
      id: room.id,
      user: representative.id,
      user2: { id: buyer.id, full_name: buyer.full_name },
      product: { id: productId },
      seller: { id: sellerId },
      last_seq: 3,
      last_read_seq: 3,
      unread: 0,
    });
    const single = await api().room(buyer.auth, room.id);
    expect(single.statusCode).toBe(200);
    expect(single.json()).toEqual(buyerView);
    // The other side's email never appears.
    expect((await api().rooms(buyer.auth)).body).not.toContain(representative.email);
  });

  it('lists every kind of room, the most recently active first, and keeps other users’ rooms out', async () => {
    const buyer = await createUser(ctx.app, 'buyer');
    const stranger = await createUser(ctx.app, 'stranger');
    const older = await openProductRoom(ctx.app, buyer, (await sellerWithProduct(ctx.app, ctx.sql)).productId);
    const newer = await openProductRoom(ctx.app, buyer, (await sellerWithProduct(ctx.app, ctx.sql)).productId);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/support/',
      headers: buyer.auth,
      payload: { support: 'Не приходит письмо' },
    });
    await sendTexts(ctx.app, ctx.sql, older.id, buyer.id, ['Снова я']);

    const rooms = (await api().rooms(buyer.auth)).json<TChatRoom[]>();
    expect(rooms.map((room) => room.kind)).toEqual(['product', 'support', 'product']);
    expect(rooms.map((room) => room.id)).toEqual([older.id, expect.any(Number), newer.id]);
    expect(rooms[1]).toMatchObject({
      user2: { id: 0, full_name: CHAT_MESSAGES.supportName, avatar: null },
      product: null,
      seller: null,
      support_status: 'open',
      last_message: { body: 'Не приходит письмо', user: buyer.id },
    });
    expect((await api().rooms(stranger.auth)).json()).toEqual([]);
  });
  it('keeps a room readable when its product or the other member’s account is gone', async () => {
    const { representative, productId } = await sellerWithProduct(ctx.app, ctx.sql);
    const buyer = await createUser(ctx.app, 'buyer');
    const room = await openProductRoom(ctx.app, buyer, productId);
    await sendTexts(ctx.app, ctx.sql, room.id, buyer.id, ['Ещё продаёте?']);

    await ctx.sql`delete from products where id = ${productId}`;
    expect((await api().room(buyer.auth, room.id)).json()).toMatchObject({
      kind: 'product',
      product: null,
      seller: null,
      user2: { id: representative.id },
    });
    await ctx.sql`delete from users where id = ${representative.id}`;
    expect((await api().room(buyer.auth, room.id)).json()).toMatchObject({
      user2: { id: 0, full_name: CHAT_MESSAGES.formerUser, avatar: null },
      last_message: { body: 'Ещё продаёте?', user: buyer.id },
    });
  });
});

describe('read marks and unread counts', () => {
  it('counts only the others’ messages, lowers with a read mark and never moves the mark back', async () => {
    const { representative, productId } = await sellerWithProduct(ctx.app, ctx.sql);
    const buyer = await createUser(ctx.app, 'buyer');
    const room = await openProductRoom(ctx.app, buyer, productId);
    await sendTexts(ctx.app, ctx.sql, room.id, buyer.id, ['Вопрос']);
    const seqs = await sendTexts(ctx.app, ctx.sql, room.id, representative.id, ['Один', 'Два', 'Три']);

    const empty = { total: 0, rooms: {} };
    expect((await api().unread(buyer.auth)).json<TChatUnread>()).toEqual({ total: 3, rooms: { [room.id]: 3 } });
    expect((await api().unread(representative.auth)).json()).toEqual(empty);
    // The buyer's own answer does not count, and everything before it counts as read.
    await sendTexts(ctx.app, ctx.sql, room.id, buyer.id, ['Спасибо']);
    expect((await api().unread(buyer.auth)).json()).toEqual(empty);
    expect((await api().unread(representative.auth)).json()).toEqual({ total: 1, rooms: { [room.id]: 1 } });
    const more = await sendTexts(ctx.app, ctx.sql, room.id, representative.id, ['Четыре', 'Пять', 'Шесть']);
    expect((await api().unread(buyer.auth)).json()).toEqual({ total: 3, rooms: { [room.id]: 3 } });

    const afterRead = await api().read(buyer.auth, room.id, more[1] as number);
    expect(afterRead.statusCode).toBe(200);
    expect(afterRead.json()).toEqual({ total: 1, rooms: { [room.id]: 1 } });
    // An older mark changes nothing, a mark past the newest message stops at it.
    expect((await api().read(buyer.auth, room.id, seqs[0] as number)).json()).toEqual({
      total: 1,
      rooms: { [room.id]: 1 },
    });
    expect((await api().room(buyer.auth, room.id)).json<TChatRoom>().last_read_seq).toBe(more[1]);
    expect((await api().read(buyer.auth, room.id, 1_000_000)).json()).toEqual(empty);
    const read = (await api().room(buyer.auth, room.id)).json<TChatRoom>();
    expect(read.last_read_seq).toBe(read.last_seq);
    expect(read.unread).toBe(0);

    expect((await api().read(buyer.auth, room.id, -1)).statusCode).toBe(400);
  });
});

describe('socket tickets', () => {
  it('issues single-use tickets that expire', async () => {
    const { takeTicket } = await import('./chat.service.ts');
    const user = await createUser(ctx.app, 'ticket');
    const issued = await api().ticket(user.auth);
    expect(issued.statusCode).toBe(201);
    const { ticket } = issued.json<{ ticket: string }>();
    expect(await takeTicket(ctx.sql, ticket)).toBe(user.id);
    expect(await takeTicket(ctx.sql, ticket)).toBeUndefined();

    const late = (await api().ticket(user.auth)).json<{ ticket: string }>().ticket;
    expect(late).not.toBe(ticket);
    await ctx.sql`update chat_tickets set expires_at = now() - interval '1 second' where user_id = ${user.id}`;
    expect(await takeTicket(ctx.sql, late)).toBeUndefined();
    expect(await takeTicket(ctx.sql, 'not-a-ticket-at-all-0000')).toBeUndefined();
  });
});

describe('access', () => {
  it('answers 401 to every call without a token', async () => {
    const calls = [
      api().openProductRoom({}, 1),
      api().rooms({}),
      api().room({}, 1),
      api().read({}, 1, 1),
      api().messages({}, 'chat_room__in=1'),
      api().friendRooms({}),
      api().friendChat({}, 1),
      api().friendMessages({}, 'slug=abcdefghijklmnop'),
      api().ticket({}),
      api().unread({}),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(401);
  });
});
