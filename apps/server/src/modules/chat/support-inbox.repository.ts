import type { TSupportStatus, TSupportStatusCounts } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';

/** A support conversation as the back office lists it: the room, its user, its assignee, its newest message. */
export type TSupportConversationRow = {
  id: number;
  slug: string;
  support_status: TSupportStatus;
  support_assignee_id: number | null;
  support_read_seq: number;
  last_seq: number;
  created_at: Date;
  user_id: number;
  user_full_name: string;
  user_email: string;
  user_avatar_key: string | null;
  assignee_full_name: string | null;
  assignee_avatar_key: string | null;
  last_body: string | null;
  last_sender_id: number | null;
  last_created_at: Date | null;
  /** The user's messages after the team's read mark. */
  unread: number;
};

/** Which conversations an inbox page shows: `assigned` is the caller's own ones (`me`) or nobody's. */
export type TSupportInboxFilter = {
  status?: TSupportStatus;
  assigned?: 'me' | 'nobody';
  adminId: number;
};

const assignmentCondition = (sql: TSql, filter: TSupportInboxFilter) => {
  if (filter.assigned === 'me') return sql`and r.support_assignee_id = ${filter.adminId}`;
  if (filter.assigned === 'nobody') return sql`and r.support_assignee_id is null`;
  return sql``;
};

/**
 * The room's one member is its user (admins answer without joining), so the
 * member row names whose conversation it is.
 */
const CONVERSATION_SELECT = (sql: TSql) => sql`
  select r.id, r.slug, r.support_status, r.support_assignee_id, r.support_read_seq, r.last_seq, r.created_at,
         u.id as user_id, u.full_name as user_full_name, u.email as user_email, u.avatar_key as user_avatar_key,
         a.full_name as assignee_full_name, a.avatar_key as assignee_avatar_key,
         last.body as last_body, last.sender_id as last_sender_id, last.created_at as last_created_at,
         (select count(*)::int from chat_messages um
          where um.room_id = r.id and um.seq > r.support_read_seq and not um.from_support) as unread
  from chat_rooms r
  join chat_room_members m on m.room_id = r.id
  join users u on u.id = m.user_id
  left join users a on a.id = r.support_assignee_id
  left join lateral (
    select body, sender_id, created_at from chat_messages where room_id = r.id order by seq desc limit 1
  ) last on true`;

/** One page of conversations, the most recently active first. */
export async function findSupportConversations(
  sql: TSql,
  filter: TSupportInboxFilter,
  page: { limit: number; offset: number },
): Promise<TSupportConversationRow[]> {
  return sql<TSupportConversationRow[]>`
    ${CONVERSATION_SELECT(sql)}
    where r.kind = 'support'
      ${filter.status ? sql`and r.support_status = ${filter.status}` : sql``}
      ${assignmentCondition(sql, filter)}
    order by coalesce(r.last_message_at, r.created_at) desc, r.id desc
    limit ${page.limit} offset ${page.offset}`;
}

/** How many conversations each status has under the filter's assignment condition (its status is ignored). */
export async function countSupportConversations(sql: TSql, filter: TSupportInboxFilter): Promise<TSupportStatusCounts> {
  const rows = await sql<{ support_status: TSupportStatus; count: number }[]>`
    select r.support_status, count(*)::int as count from chat_rooms r
    where r.kind = 'support' ${assignmentCondition(sql, filter)}
    group by r.support_status`;
  const counts: TSupportStatusCounts = { open: 0, answered: 0, closed: 0 };
  for (const row of rows) counts[row.support_status] = row.count;
  return counts;
}

export async function findSupportConversation(sql: TSql, roomId: number): Promise<TSupportConversationRow | undefined> {
  const [row] = await sql<TSupportConversationRow[]>`
    ${CONVERSATION_SELECT(sql)}
    where r.kind = 'support' and r.id = ${roomId}`;
  return row;
}

/** The user has been told about everything up to `seq` (the unread digest starts after it). */
export async function raiseNotifiedSeq(sql: TSql, roomId: number, userId: number, seq: number): Promise<void> {
  await sql`
    update chat_room_members set notified_seq = greatest(notified_seq, ${seq}::bigint)
    where room_id = ${roomId} and user_id = ${userId}`;
}

/**
 * The team's answer `seq` leaves the conversation answered, unless the user
 * has written after it (their message reopened it and waits for the team).
 */
export async function markAnswered(sql: TSql, roomId: number, seq: number): Promise<void> {
  await sql`
    update chat_rooms r set support_status = 'answered'
    where r.id = ${roomId} and r.kind = 'support'
      and not exists (
        select 1 from chat_messages m where m.room_id = r.id and m.seq > ${seq} and not m.from_support
      )`;
}
