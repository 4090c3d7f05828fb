import { CHAT_MESSAGES, type TChatMessagePage, type TChatRoom } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { companyRepresentedBy, createUser, NO_RATE_LIMITS, type TTestUser } from '../../../test/accounts.ts';
import { chatApi, openProductRoom, sellerWithProduct, sendTexts } from '../../../test/chat.ts';
import { useTestApp } from '../../../test/helper.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });
const api = () => chatApi(ctx.app);

/** `user` adds `friend` (a company representative) to their own list: the list is one-way. */
async function befriend(user: TTestUser, friend: TTestUser): Promise<void> {
  await companyRepresentedBy(ctx.sql, friend.id);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/friends/',
    headers: user.auth,
    payload: { friend: friend.id },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const slugOf = async (user: TTestUser, otherId: number) => {
  const response = await api().friendChat(user.auth, otherId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ slug: string }>().slug;
};

describe('friend chats', () => {
  it('open one room from either side of a one-way friend list', async () => {
    const alice = await createUser(ctx.app, 'alice');
    const bob = await createUser(ctx.app, 'bob');
    await befriend(alice, bob);

    const slug = await slugOf(alice, bob.id);
    expect(slug).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await slugOf(bob, alice.id)).toBe(slug);
    expect(await slugOf(alice, bob.id)).toBe(slug);

    const [room] = (await api().friendRooms(alice.auth)).json<TChatRoom[]>();
    expect(room).toMatchObject({
      slug,
      kind: 'friend',
      user: alice.id,
      user2: { id: bob.id, full_name: bob.full_name, avatar: null },
      product: null,
      seller: null,
      last_message: null,
    });
    await sendTexts(ctx.app, ctx.sql, room?.id as number, bob.id, ['Привет, Алиса']);
    const [withMessage] = (await api().friendRooms(alice.auth)).json<TChatRoom[]>();
    expect(withMessage).toMatchObject({ unread: 1, last_message: { body: 'Привет, Алиса', user: bob.id } });
    const [bobsView] = (await api().friendRooms(bob.auth)).json<TChatRoom[]>();
    expect(bobsView).toMatchObject({ slug, user: bob.id, user2: { id: alice.id }, unread: 0 });

    const history = await api().friendMessages(alice.auth, `slug=${slug}`);
    expect(history.statusCode).toBe(200);
    expect(history.json<TChatMessagePage>()).toMatchObject({
      results: [{ seq: 1, body: 'Привет, Алиса', user: bob.id }],
      has_more: false,
    });
  });

  it('refuses strangers, oneself and unknown users, and lists only friend rooms', async () => {
    const alice = await createUser(ctx.app, 'alice');
    const stranger = await createUser(ctx.app, 'stranger');
    for (const otherId of [stranger.id, alice.id, 999_999_999]) {
      const refused = await api().friendChat(alice.auth, otherId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ detail: CHAT_MESSAGES.notFriend });
    }
    expect((await api().friendChat(alice.auth, 'abc')).statusCode).toBe(400);

    await openProductRoom(ctx.app, alice, (await sellerWithProduct(ctx.app, ctx.sql)).productId);
    expect((await api().friendRooms(alice.auth)).json()).toEqual([]);
    expect((await api().rooms(alice.auth)).json<TChatRoom[]>().map((room) => room.kind)).toEqual(['product']);
  });

  it('keeps a friend room’s history from a third user', async () => {
    const alice = await createUser(ctx.app, 'alice');
    const bob = await createUser(ctx.app, 'bob');
    const eve = await createUser(ctx.app, 'eve');
    await befriend(bob, alice);
    const slug = await slugOf(alice, bob.id);
    expect((await api().friendMessages(eve.auth, `slug=${slug}`)).statusCode).toBe(404);
    expect((await api().friendChat(eve.auth, bob.id)).statusCode).toBe(400);
    expect((await api().friendMessages(eve.auth, 'slug=<script>')).statusCode).toBe(400);
  });
});
