import { AppError, CHAT_MESSAGES, type TChatRoom } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { isOnFriendListEitherWay } from '../friends/index.ts';
import { openRoom } from './chat.service.ts';
import { listRooms } from './chat-rooms.service.ts';

export const friendPairKey = (userId: number, otherId: number) =>
  `friend:${Math.min(userId, otherId)}:${Math.max(userId, otherId)}`;

/**
 * The room of two friends (spec §7 `GET /friends/{id}/chat/`): either of them
 * listing the other is enough, so the one who was added can answer. Anyone
 * else (oneself, a stranger, an unknown id) gets the same refusal, which
 * tells nothing about whether the account exists.
 */
export async function openFriendRoom(sql: TSql, userId: number, otherId: number): Promise<{ slug: string }> {
  if (!(await isOnFriendListEitherWay(sql, userId, otherId))) {
    throw new AppError('INVALID_REQUEST', CHAT_MESSAGES.notFriend);
  }
  const { row } = await openRoom(sql, {
    kind: 'friend',
    pairKey: friendPairKey(userId, otherId),
    productId: null,
    memberIds: [userId, otherId],
  });
  return { slug: row.slug };
}

/** The user's rooms with friends (`GET /friends/all-chats/`), the most recently active first. */
export function listFriendRooms(sql: TSql, userId: number): Promise<TChatRoom[]> {
  return listRooms(sql, userId, ['friend']);
}
