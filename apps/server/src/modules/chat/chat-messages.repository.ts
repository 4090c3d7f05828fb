import type { TSql } from '../../db/client.ts';

/** A stored message as the chat reads it. */
export type TChatMessageRow = {
  id: number;
  room_id: number;
  seq: number;
  sender_id: number;
  client_msg_id: string | null;
  body: string;
  from_support: boolean;
  created_at: Date;
};

const MESSAGE_COLUMNS = (sql: TSql) => sql`id, room_id, seq, sender_id, client_msg_id, body, from_support, created_at`;

/**
 * Stores a message with the room's next seq in one statement (one round trip,
 * one commit): the room's row is updated first, so concurrent senders to one
 * room take turns on its lock and get consecutive seqs; the sender's read mark
 * moves to their own message; the room's member ids come back for the fan-out.
 * A `client_msg_id` the sender already used in this room returns the stored
 * row (`created: false`) and advances nothing — found before the statement,
 * or, when a resend races its original, by the unique index refusing the
 * second insert (the whole statement then rolls back, seq included).
 */
export async function insertMessage(
  sql: TSql,
  message: { roomId: number; senderId: number; clientMsgId: string | null; body: string; fromSupport: boolean },
): Promise<{ row: TChatMessageRow; created: boolean; memberIds: number[] }> {
  try {
    const [row] = await sql<(TChatMessageRow & { member_ids: number[] })[]>`
      with room as (
        update chat_rooms set last_seq = last_seq + 1, last_message_at = now()
        where id = ${message.roomId}
          -- A blocked or deactivated sender writes nothing, even on a socket opened before the block.
          and exists (
            select 1 from users u where u.id = ${message.senderId} and u.is_active and u.blocked_at is null
          )
          and not exists (
            select 1 from chat_messages
            where room_id = ${message.roomId} and sender_id = ${message.senderId}
              and client_msg_id = ${message.clientMsgId}
          )
        returning id, last_seq
      ), stored as (
        insert into chat_messages (room_id, seq, sender_id, client_msg_id, body, from_support)
        select room.id, room.last_seq, ${message.senderId}, ${message.clientMsgId}, ${message.body},
               ${message.fromSupport}
        from room
        returning ${MESSAGE_COLUMNS(sql)}
      ), read_mark as (
        update chat_room_members m set last_read_seq = greatest(m.last_read_seq, stored.seq)
        from stored where m.room_id = stored.room_id and m.user_id = stored.sender_id
      )
      select stored.*,
             array(select user_id from chat_room_members where room_id = ${message.roomId}) as member_ids
      from stored`;
    if (row) {
      const { member_ids: memberIds, ...stored } = row;
      return { row: stored, created: true, memberIds: memberIds.map(Number) };
    }
  } catch (error) {
    if (!isClientIdConflict(error)) throw error;
  }
  const existing =
    message.clientMsgId === null
      ? undefined
      : await findByClientId(sql, message.roomId, message.senderId, message.clientMsgId);
  if (!existing) {
    const [sender] = await sql<{ active: boolean }[]>`
      select is_active and blocked_at is null as active from users where id = ${message.senderId}`;
    if (!sender?.active) throw new ChatSenderInactiveError();
    throw new Error(`chat room ${message.roomId} vanished`);
  }
  return { row: existing, created: false, memberIds: [] };
}

/** The sender was blocked or deactivated: their sessions have ended, sockets included. */
export class ChatSenderInactiveError extends Error {
  constructor() {
    super('chat sender is blocked or inactive');
  }
}

const isClientIdConflict = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  (error as { constraint_name?: string }).constraint_name === 'chat_messages_client_key';

async function findByClientId(
  sql: TSql,
  roomId: number,
  senderId: number,
  clientMsgId: string,
): Promise<TChatMessageRow | undefined> {
  const [row] = await sql<TChatMessageRow[]>`
    select ${MESSAGE_COLUMNS(sql)} from chat_messages
    where room_id = ${roomId} and sender_id = ${senderId} and client_msg_id = ${clientMsgId}`;
  return row;
}

/**
 * A page of one room's history, oldest first: the newest `limit` before
 * `beforeSeq` (paging backwards), or the first `limit` after `afterSeq`
 * (resuming). One more row is read to tell whether there are more.
 */
export async function findRoomMessages(
  sql: TSql,
  roomId: number,
  page: { beforeSeq?: number; afterSeq?: number; limit: number },
): Promise<{ rows: TChatMessageRow[]; hasMore: boolean }> {
  if (page.afterSeq !== undefined) {
    const rows = await sql<TChatMessageRow[]>`
      select ${MESSAGE_COLUMNS(sql)} from chat_messages
      where room_id = ${roomId} and seq > ${page.afterSeq}
      order by seq limit ${page.limit + 1}`;
    return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
  }
  const rows = await sql<TChatMessageRow[]>`
    select ${MESSAGE_COLUMNS(sql)} from chat_messages
    where room_id = ${roomId} ${page.beforeSeq === undefined ? sql`` : sql`and seq < ${page.beforeSeq}`}
    order by seq desc limit ${page.limit + 1}`;
  return { rows: rows.slice(0, page.limit).reverse(), hasMore: rows.length > page.limit };
}

/** The newest `limit` messages of each room, oldest first within a room. */
export async function findLatestMessagesOfRooms(
  sql: TSql,
  roomIds: number[],
  limit: number,
): Promise<TChatMessageRow[]> {
  if (roomIds.length === 0) return [];
  return sql<TChatMessageRow[]>`
    select m.* from unnest(${roomIds}::bigint[]) as r(id)
    cross join lateral (
      select ${MESSAGE_COLUMNS(sql)} from chat_messages where room_id = r.id order by seq desc limit ${limit}
    ) m
    order by m.room_id, m.seq`;
}
