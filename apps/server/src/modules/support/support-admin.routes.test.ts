import {
  ACCOUNT_MESSAGES,
  CHAT_MESSAGES,
  SUPPORT_INBOX_PAGE_SIZE,
  type TSupportConversation,
  type TSupportConversationPage,
} from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { createUser, makeAdmin, NO_RATE_LIMITS, type TTestUser } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { lettersTo } from '../../../test/orders.ts';
import { openRoom } from '../chat/index.ts';

const PUBLIC_URL = 'https://sverka.test';
const ctx = useTestApp({ accounts: { ...NO_RATE_LIMITS, publicUrl: PUBLIC_URL } });

type TAuth = Record<string, string>;

const request = (method: 'GET' | 'POST' | 'PATCH', url: string, auth: TAuth, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload }) });

async function createAdmin(): Promise<TTestUser> {
  const admin = await createUser(ctx.app, 'support-admin');
  await makeAdmin(ctx.sql, admin.id);
  return admin;
}

/** A user who has written `text` to support; their conversation's id and slug. */
async function userWriting(text = 'Не приходит письмо') {
  const user = await createUser(ctx.app, 'support-user');
  const sent = await request('POST', '/api/v1/support/', user.auth, { support: text });
  expect(sent.statusCode, sent.body).toBe(201);
  const [room] = await ctx.sql<{ id: number; slug: string }[]>`
    select r.id, r.slug from chat_rooms r where r.pair_key = ${`support:${user.id}`}`;
  if (!room) throw new Error('no support room');
  return { user, room };
}

const inbox = async (admin: TTestUser, query: string) => {
  const response = await request('GET', `/api/v1/admin/support/?${query}`, admin.auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSupportConversationPage>();
};

const conversation = async (admin: TTestUser, id: number) =>
  (await request('GET', `/api/v1/admin/support/${id}/`, admin.auth)).json<TSupportConversation>();

const endpoints = (id: number): [method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object][] => [
  ['GET', '/api/v1/admin/support/'],
  ['GET', `/api/v1/admin/support/${id}/`],
  ['GET', `/api/v1/admin/support/${id}/messages/`],
  ['POST', `/api/v1/admin/support/${id}/reply/`, { message: 'Ответ' }],
  ['PATCH', `/api/v1/admin/support/${id}/`, { status: 'closed' }],
  ['POST', `/api/v1/admin/support/${id}/assign/`, {}],
];

describe('the support inbox API', () => {
  it('answers 401 to anonymous callers and 403 to users on every endpoint, changing nothing', async () => {
    const { user, room } = await userWriting();
    for (const [method, url, payload] of endpoints(room.id)) {
      expect((await request(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await request(method, url, user.auth, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ detail: ACCOUNT_MESSAGES.permissionDenied });
    }
    const [row] =
      await ctx.sql`select support_status, last_seq, support_assignee_id from chat_rooms where id = ${room.id}`;
    expect(row).toEqual({ support_status: 'open', last_seq: 1, support_assignee_id: null });
  });

  it('answers 404 for an unknown conversation and for a room that is not a support one', async () => {
    const admin = await createAdmin();
    const other = await createUser(ctx.app, 'support-friend');
    const { row: friendRoom } = await openRoom(ctx.sql, {
      kind: 'friend',
      pairKey: `friend:${admin.id}:${other.id}`,
      productId: null,
      memberIds: [admin.id, other.id],
    });
    for (const id of [987_654_321, friendRoom.id]) {
      for (const [method, url, payload] of endpoints(id).slice(1)) {
        const response = await request(method, url, admin.auth, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toMatchObject({ detail: CHAT_MESSAGES.roomNotFound });
      }
    }
    const [messages] = await ctx.sql`select count(*)::int as count from chat_messages where room_id = ${friendRoom.id}`;
    expect(messages).toEqual({ count: 0 });
  });

  it('lists conversations with the user, the newest message and the unread count; the history marks them read', async () => {
    const admin = await createAdmin();
    const { user, room } = await userWriting('Первый вопрос');
    await request('POST', '/api/v1/support/', user.auth, { support: 'Второй вопрос' });
    const listed = (await inbox(admin, 'status=open')).results.find((item) => item.id === room.id);
    expect(listed).toMatchObject({
      slug: room.slug,
      status: 'open',
      user: { id: user.id, full_name: user.full_name, email: user.email, avatar: null },
      assignee: null,
      last_message: { body: 'Второй вопрос', user: user.id },
      last_seq: 2,
      unread: 2,
    });

    const history = await request('GET', `/api/v1/admin/support/${room.id}/messages/`, admin.auth);
    expect(history.json()).toMatchObject({
      has_more: false,
      results: [
        { seq: 1, body: 'Первый вопрос', user: user.id, from_support: false },
        { seq: 2, body: 'Второй вопрос', user: user.id, from_support: false },
      ],
    });
    expect((await conversation(admin, room.id)).unread).toBe(0);

    const older = await request('GET', `/api/v1/admin/support/${room.id}/messages/?before_seq=2&limit=1`, admin.auth);
    expect(older.json()).toMatchObject({ has_more: false, results: [{ seq: 1 }] });
    const newest = await request('GET', `/api/v1/admin/support/${room.id}/messages/?limit=1`, admin.auth);
    expect(newest.json()).toMatchObject({ has_more: true, results: [{ seq: 2 }] });
  });

  it('filters by status and assignment and pages by 20, the most recently active first', async () => {
    const admin = await createAdmin();
    const written = [];
    for (let index = 0; index <= SUPPORT_INBOX_PAGE_SIZE; index += 1)
      written.push(await userWriting(`Вопрос ${index}`));
    for (const { room } of written) {
      expect((await request('POST', `/api/v1/admin/support/${room.id}/assign/`, admin.auth)).statusCode).toBe(200);
    }
    const [closedOne, answeredOne] = written;
    if (!closedOne || !answeredOne) throw new Error('no conversations');
    await request('PATCH', `/api/v1/admin/support/${closedOne.room.id}/`, admin.auth, { status: 'closed' });
    await request('POST', `/api/v1/admin/support/${answeredOne.room.id}/reply/`, admin.auth, { message: 'Готово' });

    const mine = await inbox(admin, 'assigned=me');
    expect(mine.count).toBe(SUPPORT_INBOX_PAGE_SIZE + 1);
    expect(mine.by_status).toEqual({ open: SUPPORT_INBOX_PAGE_SIZE - 1, answered: 1, closed: 1 });
    expect(mine.results).toHaveLength(SUPPORT_INBOX_PAGE_SIZE);
    // The answer is the newest activity; then the users in the reverse order of writing.
    expect(mine.results.map((item) => item.id).slice(0, 3)).toEqual([
      answeredOne.room.id,
      written.at(-1)?.room.id,
      written.at(-2)?.room.id,
    ]);
    const second = await inbox(admin, 'assigned=me&page=2');
    expect(second.results.map((item) => item.id)).toEqual([closedOne.room.id]);
    expect((await inbox(admin, 'assigned=me&page=3')).results).toEqual([]);

    const open = await inbox(admin, 'assigned=me&status=open');
    expect(open.count).toBe(SUPPORT_INBOX_PAGE_SIZE - 1);
    expect(open.results.every((item) => item.status === 'open' && item.assignee?.id === admin.id)).toBe(true);
    expect((await inbox(admin, 'assigned=me&status=closed')).results.map((item) => item.id)).toEqual([
      closedOne.room.id,
    ]);

    const unassigned = await userWriting('Ничей вопрос');
    const nobody = await inbox(admin, 'assigned=nobody&status=open');
    expect(nobody.results.some((item) => item.id === unassigned.room.id)).toBe(true);
    expect(nobody.results.every((item) => item.assignee === null)).toBe(true);
    const everyone = await inbox(admin, '');
    expect(everyone.count).toBe(everyone.by_status.open + everyone.by_status.answered + everyone.by_status.closed);
  });

  it('refuses a bad filter, page, status or reply with a Russian 400', async () => {
    const admin = await createAdmin();
    const { room } = await userWriting();
    for (const query of ['status=waiting', 'assigned=him', 'page=0']) {
      const response = await request('GET', `/api/v1/admin/support/?${query}`, admin.auth);
      expect(response.statusCode, query).toBe(400);
      expect(response.body).toMatch(/[а-яА-Я]/);
    }
    const badStatus = await request('PATCH', `/api/v1/admin/support/${room.id}/`, admin.auth, { status: 'lost' });
    expect(badStatus.statusCode).toBe(400);
    const blank = await request('POST', `/api/v1/admin/support/${room.id}/reply/`, admin.auth, { message: '  ' });
    expect(blank.json()).toEqual({ message: [ACCOUNT_MESSAGES.blank] });
    const [row] = await ctx.sql`select last_seq, support_status from chat_rooms where id = ${room.id}`;
    expect(row).toEqual({ last_seq: 1, support_status: 'open' });
  });

  it('stores a reply as the team’s, answers the conversation and mails the user once with a link to it', async () => {
    const admin = await createAdmin();
    const { user, room } = await userWriting('Как сменить тариф?');
    const replied = await request('POST', `/api/v1/admin/support/${room.id}/reply/`, admin.auth, {
      message: '  Откройте «Мой тариф»  ',
    });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json()).toMatchObject({
      room: room.id,
      seq: 2,
      body: 'Откройте «Мой тариф»',
      user: admin.id,
      from_support: true,
    });
    const [stored] = await ctx.sql`
      select m.sender_id, m.from_support, r.support_status, mem.notified_seq
      from chat_messages m join chat_rooms r on r.id = m.room_id
      join chat_room_members mem on mem.room_id = r.id and mem.user_id = ${user.id}
      where m.room_id = ${room.id} and m.seq = 2`;
    expect(stored).toEqual({ sender_id: admin.id, from_support: true, support_status: 'answered', notified_seq: 2 });

    const letters = lettersTo(ctx.dataDir, user.email);
    expect(letters).toHaveLength(1);
    expect(letters[0]?.subject).toBe('Ответ службы поддержки');
    expect(letters[0]?.text).toContain('Откройте «Мой тариф»');
    expect(letters[0]?.text).toContain(`${PUBLIC_URL}/profile/messages?room=${room.slug}`);
    expect(lettersTo(ctx.dataDir, admin.email)).toEqual([]);
  });

  it('moves the status both ways; a user writing reopens an answered or closed conversation', async () => {
    const admin = await createAdmin();
    const { user, room } = await userWriting();
    const status = async () => (await conversation(admin, room.id)).status;

    const closed = await request('PATCH', `/api/v1/admin/support/${room.id}/`, admin.auth, { status: 'closed' });
    expect(closed.json()).toMatchObject({ id: room.id, status: 'closed' });
    await request('POST', '/api/v1/support/', user.auth, { support: 'Вопрос остался' });
    expect(await status()).toBe('open');

    await request('PATCH', `/api/v1/admin/support/${room.id}/`, admin.auth, { status: 'answered' });
    expect(await status()).toBe('answered');
    await request('PATCH', `/api/v1/admin/support/${room.id}/`, admin.auth, { status: 'open' });
    expect(await status()).toBe('open');
  });

  it('assigns a conversation to the caller and releases it', async () => {
    const admin = await createAdmin();
    const colleague = await createAdmin();
    const { room } = await userWriting();
    const taken = await request('POST', `/api/v1/admin/support/${room.id}/assign/`, admin.auth);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().assignee).toEqual({ id: admin.id, full_name: admin.full_name, avatar: null });
    expect((await inbox(admin, 'assigned=me')).results.map((item) => item.id)).toEqual([room.id]);
    expect((await inbox(colleague, 'assigned=me')).results).toEqual([]);

    const retaken = await request('POST', `/api/v1/admin/support/${room.id}/assign/`, colleague.auth, {});
    expect(retaken.json().assignee.id).toBe(colleague.id);
    const released = await request('POST', `/api/v1/admin/support/${room.id}/assign/`, colleague.auth, {
      assignee: null,
    });
    expect(released.json().assignee).toBeNull();
    expect((await inbox(colleague, 'assigned=me')).count).toBe(0);
  });
});
