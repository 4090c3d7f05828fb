import type { TSql } from '../../db/client.ts';
import type { TRowOf } from '../../db/row.ts';
import type { friends, users } from '../../db/schema/accounts.ts';

/** A friend record with the friend's public face (never the email). */
export type TFriendRow = Pick<TRowOf<typeof friends>, 'id' | 'created_at' | 'friend_id'> &
  Pick<TRowOf<typeof users>, 'full_name' | 'avatar_key'>;

const SELECT_FRIENDS = (sql: TSql) => sql`
  select f.id, f.created_at, u.id as friend_id, u.full_name, u.avatar_key
  from friends f join users u on u.id = f.friend_id`;

/** The user's own list, newest first. */
export async function findFriends(sql: TSql, userId: number): Promise<TFriendRow[]> {
  return sql<TFriendRow[]>`${SELECT_FRIENDS(sql)} where f.user_id = ${userId} order by f.created_at desc, f.id desc`;
}

/** Adds the friend, or finds the record that already links them; `created` tells which. */
export async function addFriend(
  sql: TSql,
  userId: number,
  friendId: number,
): Promise<{ row: TFriendRow; created: boolean }> {
  const [inserted] = await sql<{ id: number }[]>`
    insert into friends (user_id, friend_id) values (${userId}, ${friendId})
    on conflict (user_id, friend_id) do nothing returning id`;
  const [row] = await sql<TFriendRow[]>`
    ${SELECT_FRIENDS(sql)} where f.user_id = ${userId} and f.friend_id = ${friendId}`;
  if (!row) throw new Error('friend record vanished right after insert');
  return { row, created: Boolean(inserted) };
}

/** Deletes one of the user's own records; false when the id is not theirs (or does not exist). */
export async function deleteFriend(sql: TSql, userId: number, recordId: number): Promise<boolean> {
  const rows = await sql`delete from friends where id = ${recordId} and user_id = ${userId} returning id`;
  return rows.length > 0;
}

/** Whether either user has the other on their own list (lists are one-way). */
export async function isOnListEitherWay(sql: TSql, userId: number, otherId: number): Promise<boolean> {
  const [row] = await sql`
    select 1 from friends
    where (user_id = ${userId} and friend_id = ${otherId}) or (user_id = ${otherId} and friend_id = ${userId})
    limit 1`;
  return row !== undefined;
}
