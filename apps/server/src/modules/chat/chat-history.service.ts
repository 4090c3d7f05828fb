import { AppError, CHAT_MESSAGES, type TChatMessagePage } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { presentMessage, requireMemberRoom } from './chat.service.ts';
import * as messages from './chat-messages.repository.ts';
import * as roomList from './chat-room-list.repository.ts';

type TPaging = { before_seq?: number | undefined; after_seq?: number | undefined; limit: number };

function checkPaging(paging: TPaging): void {
  if (paging.before_seq !== undefined && paging.after_seq !== undefined) {
    throw new AppError('INVALID_REQUEST', CHAT_MESSAGES.historyPagingOneWay, {
      after_seq: [CHAT_MESSAGES.historyPagingOneWay],
    });
  }
}

/** One room's page: backwards from `before_seq` (the newest without it), or forwards from `after_seq`. */
async function roomPage(sql: TSql, roomId: number, paging: TPaging): Promise<TChatMessagePage> {
  const page = await messages.findRoomMessages(sql, roomId, {
    beforeSeq: paging.before_seq,
    afterSeq: paging.after_seq,
    limit: paging.limit,
  });
  return { results: page.rows.map(presentMessage), has_more: page.hasMore };
}

/**
 * `GET /messages/?chat_room__in=`: one room pages its history; several rooms
 * give the newest `limit` messages of each (grouped by room, oldest first in
 * each), `has_more` when any of them has older ones. A room of someone
 * else's among them answers 404, as a missing one does.
 */
export async function roomsHistory(
  sql: TSql,
  userId: number,
  query: TPaging & { chat_room__in: number[] },
): Promise<TChatMessagePage> {
  checkPaging(query);
  const roomIds = query.chat_room__in;
  const paging = query.before_seq !== undefined ? 'before_seq' : query.after_seq !== undefined ? 'after_seq' : null;
  if (roomIds.length > 1 && paging !== null) {
    throw new AppError('INVALID_REQUEST', CHAT_MESSAGES.historyPagingOneRoom, {
      [paging]: [CHAT_MESSAGES.historyPagingOneRoom],
    });
  }
  const memberOf = await roomList.findMemberRoomIds(sql, roomIds, userId);
  if (memberOf.length !== roomIds.length) throw new AppError('NOT_FOUND', CHAT_MESSAGES.roomNotFound);
  if (roomIds.length === 1) return roomPage(sql, roomIds[0] as number, query);
  // One more per room tells whether that room has older messages; the extra (oldest) one is dropped.
  const rows = await messages.findLatestMessagesOfRooms(sql, roomIds, query.limit + 1);
  const perRoom = new Map<number, number>();
  for (const row of rows) perRoom.set(row.room_id, (perRoom.get(row.room_id) ?? 0) + 1);
  const seen = new Map<number, number>();
  let hasMore = false;
  const kept = rows.filter((row) => {
    const index = seen.get(row.room_id) ?? 0;
    seen.set(row.room_id, index + 1);
    const overflow = (perRoom.get(row.room_id) ?? 0) > query.limit;
    if (overflow && index === 0) {
      hasMore = true;
      return false;
    }
    return true;
  });
  return { results: kept.map(presentMessage), has_more: hasMore };
}

/** `GET /friends/chat/messages/?slug=`: the history of one of the user's friend rooms. */
export async function friendRoomHistory(
  sql: TSql,
  userId: number,
  query: TPaging & { slug: string },
): Promise<TChatMessagePage> {
  checkPaging(query);
  const room = await requireMemberRoom(sql, { slug: query.slug }, userId);
  if (room.kind !== 'friend') throw new AppError('NOT_FOUND', CHAT_MESSAGES.roomNotFound);
  return roomPage(sql, room.id, query);
}
