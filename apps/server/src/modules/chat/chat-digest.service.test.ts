import { CHAT_UNREAD_EMAIL_QUIET_MINUTES } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/accounts.ts';
import { makeRoom } from '../../../test/chat-sockets.ts';
import { useTestApp } from '../../../test/helper.ts';
import type { TMail } from '../../lib/mail.ts';
import { createLocalHub } from './chat.hub.ts';
import { markRoomRead, sendMessage } from './chat.service.ts';
import { composeDigestLetter, messagesWord, sendUnreadDigests } from './chat-digest.service.ts';

const ctx = useTestApp();
const PUBLIC_URL = 'https://sverka.example';

function digestDeps() {
  const mails: TMail[] = [];
  const deps = {
    sql: ctx.sql,
    publicUrl: PUBLIC_URL,
    log: { error: () => undefined },
    mailer: { send: async (mail: TMail) => void mails.push(mail) },
  };
  return { deps, mails };
}

const chatDeps = () => ({ sql: ctx.sql, hub: createLocalHub(), log: ctx.app.log });

/** Moves a room's messages (and its activity) `minutes` into the past, instead of waiting. */
async function age(roomId: number, minutes: number) {
  await ctx.sql`
    update chat_messages set created_at = created_at - make_interval(mins => ${minutes}) where room_id = ${roomId}`;
  await ctx.sql`
    update chat_rooms set last_message_at = last_message_at - make_interval(mins => ${minutes}) where id = ${roomId}`;
}

async function write(roomId: number, senderId: number, text: string) {
  return (await sendMessage(chatDeps(), { roomId, senderId, clientMsgId: null, text })).row;
}

describe('the unread digest', () => {
  it('mails a user once about the rooms gone quiet, with counts and the link, and not again', async () => {
    const [reader, seller, friend] = await Promise.all([
      createUser(ctx.app, 'digest-reader'),
      createUser(ctx.app, 'digest-seller'),
      createUser(ctx.app, 'digest-friend'),
    ]);
    const product = await makeRoom(ctx.sql, 'product', [reader.id, seller.id]);
    const friends = await makeRoom(ctx.sql, 'friend', [reader.id, friend.id]);
    await write(product.id, seller.id, 'Здравствуйте');
    await write(product.id, seller.id, 'Товар есть');
    await write(friends.id, friend.id, 'Привет');
    const { deps, mails } = digestDeps();

    // Still within the quiet period: nobody is mailed yet.
    await sendUnreadDigests(deps);
    expect(mails.filter((mail) => mail.to === reader.email)).toEqual([]);

    await age(product.id, CHAT_UNREAD_EMAIL_QUIET_MINUTES + 1);
    await age(friends.id, CHAT_UNREAD_EMAIL_QUIET_MINUTES + 1);
    await sendUnreadDigests(deps);
    const toReader = mails.filter((mail) => mail.to === reader.email);
    expect(toReader).toHaveLength(1);
    expect(toReader[0]?.subject).toBe('Непрочитанные сообщения — Сверка');
    expect(toReader[0]?.text).toContain('У вас 3 непрочитанных сообщения');
    expect(toReader[0]?.text).toContain(`${friend.full_name}: 1 сообщение`);
    expect(toReader[0]?.text).toContain(`${PUBLIC_URL}/profile/messages`);
    // The senders read their own messages: nothing for them.
    expect(mails.filter((mail) => mail.to === seller.email || mail.to === friend.email)).toEqual([]);

    await sendUnreadDigests(deps);
    expect(mails.filter((mail) => mail.to === reader.email)).toHaveLength(1);

    // A new message after the email is mailed about once its room is quiet again.
    await write(friends.id, friend.id, 'Ты где?');
    await age(friends.id, CHAT_UNREAD_EMAIL_QUIET_MINUTES + 1);
    await sendUnreadDigests(deps);
    expect(mails.filter((mail) => mail.to === reader.email)).toHaveLength(2);
  });

  it('does not mail about messages already read', async () => {
    const [reader, writer] = await Promise.all([createUser(ctx.app, 'digest-read'), createUser(ctx.app, 'digest-w')]);
    const room = await makeRoom(ctx.sql, 'friend', [reader.id, writer.id]);
    const message = await write(room.id, writer.id, 'Прочитай меня');
    await markRoomRead(chatDeps(), room.id, reader.id, message.seq);
    await age(room.id, CHAT_UNREAD_EMAIL_QUIET_MINUTES + 1);
    const { deps, mails } = digestDeps();
    await sendUnreadDigests(deps);
    expect(mails.filter((mail) => mail.to === reader.email)).toEqual([]);
  });

  it('gives the rooms back to the next run when the email fails', async () => {
    const [reader, writer] = await Promise.all([createUser(ctx.app, 'digest-fail'), createUser(ctx.app, 'digest-x')]);
    const room = await makeRoom(ctx.sql, 'friend', [reader.id, writer.id]);
    await write(room.id, writer.id, 'Письмо не ушло');
    await age(room.id, CHAT_UNREAD_EMAIL_QUIET_MINUTES + 1);
    const failing = digestDeps();
    failing.deps.mailer.send = async (mail) => {
      if (mail.to === reader.email) throw new Error('SMTP down');
    };
    await sendUnreadDigests(failing.deps);
    const { deps, mails } = digestDeps();
    await sendUnreadDigests(deps);
    expect(mails.filter((mail) => mail.to === reader.email)).toHaveLength(1);
  });
});

describe('the digest letter', () => {
  it('words the counts in Russian', () => {
    expect([1, 2, 5, 11, 21, 22, 112].map(messagesWord)).toEqual([
      'сообщение',
      'сообщения',
      'сообщений',
      'сообщений',
      'сообщение',
      'сообщения',
      'сообщений',
    ]);
    const letter = composeDigestLetter('Анна', [], PUBLIC_URL);
    expect(letter.text.startsWith('Здравствуйте, Анна!')).toBe(true);
  });
});
