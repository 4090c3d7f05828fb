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
 * Stores a message with the room's next seq, in the caller's transaction.
 * The room row is locked first, so concurrent senders to one room take
 * turns and get consecutive seqs, and a resend racing its original waits
 * and then finds it: a `client_msg_id` the sender already used in this room
 * returns the stored row (`created: false`) and advances nothing.
 */
export async function insertMessage(
  sql: TSql,
  message: { roomId: number; senderId: number; clientMsgId: string | null; body: string; fromSupport: boolean },
): Promise<{ row: TChatMessageRow; created: boolean }> {
  const [room] = await sql<{ id: number }[]>`select id from chat_rooms where id = ${message.roomId} for update`;
  if (!room) throw new Error(`chat room ${message.roomId} vanished`);
  if (message.clientMsgId !== null) {
    const existing = await findByClientId(sql, message.roomId, message.senderId, message.clientMsgId);
    if (existing) return { row: existing, created: false };
  }
  const [row] = await sql<TChatMessageRow[]>`
    with room as (
      update chat_rooms set last_seq = last_seq + 1, last_message_at = now()
      where id = ${message.roomId} returning last_seq
    )
    insert into chat_messages (room_id, seq, sender_id, client_msg_id, body, from_support)
    select ${message.roomId}, room.last_seq, ${message.senderId}, ${message.clientMsgId}, ${message.body},
           ${message.fromSupport}
    from room
    returning ${MESSAGE_COLUMNS(sql)}`;
  return { row: row as TChatMessageRow, created: true };
}

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
