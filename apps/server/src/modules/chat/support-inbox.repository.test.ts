import { randomUUID } from 'node:crypto';
import { afterAll, expect, inject, it } from 'vitest';
import { createSql, type TSql } from '../../db/client.ts';
import { insertMessage } from './chat-messages.repository.ts';
import { openSupportConversation } from './support-conversation.service.ts';
import { markAnswered } from './support-inbox.repository.ts';

const sql: TSql = createSql(inject('databaseUrl'), { max: 2 });
afterAll(() => sql.end());

async function insertUser(label: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into users (email, password_hash, full_name)
    values (${`${label}-${randomUUID().slice(0, 8)}@example.ru`}, 'x', ${label}) returning id`;
  if (!row) throw new Error('no user');
  return row.id;
}

const statusOf = async (roomId: number) =>
  (await sql<{ support_status: string }[]>`select support_status from chat_rooms where id = ${roomId}`)[0]
    ?.support_status;

it('marks a conversation answered only when the user has not written after the answer', async () => {
  const userId = await insertUser('support-user');
  const adminId = await insertUser('support-admin');
  const room = await openSupportConversation(sql, userId);
  const write = (senderId: number, body: string, fromSupport: boolean) =>
    insertMessage(sql, { roomId: room.id, senderId, clientMsgId: null, body, fromSupport });

  await write(userId, 'Вопрос', false);
  await write(adminId, 'Ответ', true);
  await write(userId, 'Ещё вопрос', false);
  // The answer (seq 2) is marked after the user's next question (seq 3): that question still waits.
  await markAnswered(sql, room.id, 2);
  expect(await statusOf(room.id)).toBe('open');

  await write(adminId, 'Второй ответ', true);
  await markAnswered(sql, room.id, 4);
  expect(await statusOf(room.id)).toBe('answered');
});
