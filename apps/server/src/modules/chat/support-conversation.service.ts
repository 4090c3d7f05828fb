import type { TSql } from '../../db/client.ts';
import type { TChatDeps } from './chat.deps.ts';
import { openRoom, sendMessage } from './chat.service.ts';
import * as rooms from './chat-rooms.repository.ts';

export const supportPairKey = (userId: number) => `support:${userId}`;

/** The user's conversation with the support team, created on their first request. */
export async function openSupportConversation(sql: TSql, userId: number): Promise<rooms.TChatRoomRow> {
  const { row } = await openRoom(sql, {
    kind: 'support',
    pairKey: supportPairKey(userId),
    productId: null,
    memberIds: [userId],
    supportStatus: 'open',
  });
  return row;
}

/**
 * A user writes to support (the support dialog or their support room): the
 * message joins their conversation, which waits for the team again.
 */
export async function writeToSupport(
  deps: Pick<TChatDeps, 'sql' | 'hub' | 'log'>,
  userId: number,
  text: string,
  clientMsgId: string | null = null,
) {
  const room = await openSupportConversation(deps.sql, userId);
  const sent = await sendMessage(deps, { roomId: room.id, senderId: userId, clientMsgId, text });
  if (sent.created) await rooms.updateSupportRoom(deps.sql, room.id, { status: 'open' });
  return { room, message: sent.row };
}

export const updateSupportRoom = rooms.updateSupportRoom;
