import type { TSql } from '../../db/client.ts';

// The SQL behind the room list and the history endpoints: who else is in a room, which rooms a user may read.

/** For each room, its members other than the user (a support room has none). */
export async function findOtherMembers(
  sql: TSql,
  roomIds: number[],
  userId: number,
): Promise<{ room_id: number; user_id: number }[]> {
  if (roomIds.length === 0) return [];
  return sql<{ room_id: number; user_id: number }[]>`
    select room_id, user_id from chat_room_members
    where room_id = any(${roomIds}::bigint[]) and user_id <> ${userId}
    order by room_id, user_id`;
}

/** Those of the rooms the user is a member of. */
export async function findMemberRoomIds(sql: TSql, roomIds: number[], userId: number): Promise<number[]> {
  if (roomIds.length === 0) return [];
  const rows = await sql<{ room_id: number }[]>`
    select room_id from chat_room_members where room_id = any(${roomIds}::bigint[]) and user_id = ${userId}`;
  return rows.map((row) => row.room_id);
}
