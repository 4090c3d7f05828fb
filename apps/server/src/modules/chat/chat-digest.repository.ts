import type { TChatRoomKind } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';

/** A room a member has unread messages of others in, not yet mailed about. */
export type TDigestRoomRow = {
  user_id: number;
  email: string;
  full_name: string;
  room_id: number;
  kind: TChatRoomKind;
  /** The product's name (product rooms) or the other member's name (friend rooms). */
  title: string | null;
  last_seq: number;
  notified_seq: number;
  unread: number;
};

/**
 * Members of rooms quiet for at least `quietMinutes` (and active within
 * `maxAgeDays`) whose newest messages from others come after both their
 * read mark and the last email; at most `limit` rows, grouped by user.
 * Only rooms with recent activity are read (chat_rooms_last_message_idx).
 */
export async function findDigestRooms(
  sql: TSql,
  window: { quietMinutes: number; maxAgeDays: number; limit: number },
): Promise<TDigestRoomRow[]> {
  return sql<TDigestRoomRow[]>`
    select m.user_id, u.email, u.full_name, r.id as room_id, r.kind, r.last_seq, m.notified_seq,
           coalesce(p.name, other.full_name) as title, unread.count as unread
    from chat_rooms r
    join chat_room_members m on m.room_id = r.id and r.last_seq > greatest(m.last_read_seq, m.notified_seq)
    join users u on u.id = m.user_id and u.is_active
    cross join lateral (
      select count(*)::int as count from chat_messages msg
      where msg.room_id = r.id and msg.seq > m.last_read_seq and msg.sender_id <> m.user_id
    ) unread
    left join products p on p.id = r.product_id and r.kind = 'product'
    left join lateral (
      select ou.full_name from chat_room_members om join users ou on ou.id = om.user_id
      where om.room_id = r.id and om.user_id <> m.user_id
      order by om.user_id limit 1
    ) other on r.kind = 'friend'
    where r.last_message_at < now() - make_interval(mins => ${window.quietMinutes})
      and r.last_message_at > now() - make_interval(days => ${window.maxAgeDays})
      and unread.count > 0
      and exists (
        select 1 from chat_messages newer
        where newer.room_id = r.id and newer.seq > greatest(m.last_read_seq, m.notified_seq)
          and newer.sender_id <> m.user_id
      )
    order by m.user_id, r.last_message_at desc
    limit ${window.limit}`;
}

/**
 * Marks the rooms as mailed up to `seq` unless another run got there first;
 * the rooms this call claimed.
 */
export async function claimDigestRooms(
  sql: TSql,
  userId: number,
  rooms: { roomId: number; seq: number }[],
): Promise<number[]> {
  const rows = await sql<{ room_id: number }[]>`
    update chat_room_members m set notified_seq = claim.seq
    from unnest(${rooms.map((room) => room.roomId)}::bigint[], ${rooms.map((room) => room.seq)}::bigint[])
      as claim(room_id, seq)
    where m.room_id = claim.room_id and m.user_id = ${userId} and m.notified_seq < claim.seq
    returning m.room_id`;
  return rows.map((row) => row.room_id);
}

/** Gives the rooms back to the next run (the email could not be sent). */
export async function releaseDigestRooms(
  sql: TSql,
  userId: number,
  rooms: { roomId: number; seq: number; previousSeq: number }[],
): Promise<void> {
  await sql`
    update chat_room_members m set notified_seq = back.previous
    from unnest(${rooms.map((room) => room.roomId)}::bigint[], ${rooms.map((room) => room.seq)}::bigint[],
                ${rooms.map((room) => room.previousSeq)}::bigint[]) as back(room_id, seq, previous)
    where m.room_id = back.room_id and m.user_id = ${userId} and m.notified_seq = back.seq`;
}
