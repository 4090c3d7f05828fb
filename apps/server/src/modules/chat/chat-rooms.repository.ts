import type { TChatRoomKind, TSupportStatus } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';

export type TChatRoomRow = {
  id: number;
  slug: string;
  kind: TChatRoomKind;
  pair_key: string;
  product_id: number | null;
  last_seq: number;
  last_message_at: Date | null;
  support_status: TSupportStatus | null;
  support_assignee_id: number | null;
  support_read_seq: number;
  created_at: Date;
};

/** A room with the asking member's read marks. */
export type TMemberRoomRow = TChatRoomRow & { last_read_seq: number; notified_seq: number };

const ROOM_COLUMNS = (sql: TSql, alias = 'r') =>
  sql`${sql(alias)}.id, ${sql(alias)}.slug, ${sql(alias)}.kind, ${sql(alias)}.pair_key, ${sql(alias)}.product_id,
      ${sql(alias)}.last_seq, ${sql(alias)}.last_message_at, ${sql(alias)}.support_status,
      ${sql(alias)}.support_assignee_id, ${sql(alias)}.support_read_seq, ${sql(alias)}.created_at`;

/**
 * The room of this pair, created with its members when it does not exist
 * yet. Room and members are inserted by one statement, so a room is never
 * seen without its members: two first «Написать» at once both end up in the
 * one room the unique `pair_key` lets in, the second waiting for the first
 * to commit.
 */
export async function findOrCreateRoom(
  sql: TSql,
  room: {
    slug: string;
    kind: TChatRoomKind;
    pairKey: string;
    productId: number | null;
    memberIds: number[];
    supportStatus?: TSupportStatus;
  },
): Promise<{ row: TChatRoomRow; created: boolean }> {
  const [inserted] = await sql<TChatRoomRow[]>`
    with room as (
      insert into chat_rooms (slug, kind, pair_key, product_id, support_status)
      values (${room.slug}, ${room.kind}, ${room.pairKey}, ${room.productId}, ${room.supportStatus ?? null})
      on conflict (pair_key) do nothing
      returning ${ROOM_COLUMNS(sql, 'chat_rooms')}
    ), members as (
      insert into chat_room_members (room_id, user_id)
      select room.id, unnest(${room.memberIds}::bigint[]) from room
      on conflict do nothing
    )
    select * from room`;
  if (inserted) return { row: inserted, created: true };
  const [existing] = await sql<TChatRoomRow[]>`
    select ${ROOM_COLUMNS(sql)} from chat_rooms r where r.pair_key = ${room.pairKey}`;
  if (!existing) throw new Error(`chat room ${room.pairKey} vanished right after a conflict`);
  return { row: existing, created: false };
}

/** The room (by id or slug) with the user's read marks, or undefined when the user is not its member. */
export async function findMemberRoom(
  sql: TSql,
  room: { id: number } | { slug: string },
  userId: number,
): Promise<TMemberRoomRow | undefined> {
  const [row] = await sql<TMemberRoomRow[]>`
    select ${ROOM_COLUMNS(sql)}, m.last_read_seq, m.notified_seq
    from chat_rooms r join chat_room_members m on m.room_id = r.id and m.user_id = ${userId}
    where ${'id' in room ? sql`r.id = ${room.id}` : sql`r.slug = ${room.slug}`}`;
  return row;
}

/** A room by id or slug whoever asks (the back office's support inbox). */
export async function findRoom(sql: TSql, room: { id: number } | { slug: string }): Promise<TChatRoomRow | undefined> {
  const [row] = await sql<TChatRoomRow[]>`
    select ${ROOM_COLUMNS(sql)} from chat_rooms r
    where ${'id' in room ? sql`r.id = ${room.id}` : sql`r.slug = ${room.slug}`}`;
  return row;
}

export async function findRoomMemberIds(sql: TSql, roomId: number): Promise<number[]> {
  const rows = await sql<{ user_id: number }[]>`select user_id from chat_room_members where room_id = ${roomId}`;
  return rows.map((row) => row.user_id);
}

/** The user's rooms of these kinds with their read marks, the most recently active first. */
export async function findMemberRooms(sql: TSql, userId: number, kinds: TChatRoomKind[]): Promise<TMemberRoomRow[]> {
  return sql<TMemberRoomRow[]>`
    select ${ROOM_COLUMNS(sql)}, m.last_read_seq, m.notified_seq
    from chat_room_members m join chat_rooms r on r.id = m.room_id
    where m.user_id = ${userId} and r.kind = any(${kinds})
    order by coalesce(r.last_message_at, r.created_at) desc, r.id desc`;
}

/**
 * Raises the member's read mark to `seq` (never lowers it, never past the
 * room's newest message); the mark after the call, or undefined for a
 * non-member.
 */
export async function markRead(sql: TSql, roomId: number, userId: number, seq: number): Promise<number | undefined> {
  const [row] = await sql<{ last_read_seq: number }[]>`
    update chat_room_members m
    set last_read_seq = greatest(m.last_read_seq, least(${seq}::bigint, r.last_seq))
    from chat_rooms r
    where r.id = m.room_id and m.room_id = ${roomId} and m.user_id = ${userId}
    returning m.last_read_seq`;
  return row?.last_read_seq;
}

/** Per room, the messages of others after the user's read mark; rooms with none left out. */
export async function countUnread(sql: TSql, userId: number): Promise<Map<number, number>> {
  const rows = await sql<{ room_id: number; unread: number }[]>`
    select m.room_id, count(*)::int as unread
    from chat_room_members m
    join chat_rooms r on r.id = m.room_id and r.last_seq > m.last_read_seq
    join chat_messages msg on msg.room_id = m.room_id and msg.seq > m.last_read_seq and msg.sender_id <> ${userId}
    where m.user_id = ${userId}
    group by m.room_id`;
  return new Map(rows.map((row) => [row.room_id, row.unread]));
}

/** Moves a support room to `status` (and, when given, to an assignee); the row after the change. */
export async function updateSupportRoom(
  sql: TSql,
  roomId: number,
  change: { status?: TSupportStatus; assigneeId?: number | null; readSeq?: number },
): Promise<TChatRoomRow | undefined> {
  const [row] = await sql<TChatRoomRow[]>`
    update chat_rooms r set
      support_status = coalesce(${change.status ?? null}, r.support_status),
      support_assignee_id = ${change.assigneeId === undefined ? sql`r.support_assignee_id` : change.assigneeId},
      support_read_seq = greatest(r.support_read_seq, least(${change.readSeq ?? 0}::bigint, r.last_seq))
    where r.id = ${roomId} and r.kind = 'support'
    returning ${ROOM_COLUMNS(sql)}`;
  return row;
}
