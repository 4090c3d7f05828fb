import { CHAT_MESSAGES, type TChatRoom, type TChatUnread, type TChatUser } from '@sverka/shared';
import type { TPublicUserRow } from '../auth/index.ts';
import type { TProductForChat } from '../marketplace/index.ts';
import { avatarUrl } from '../profile/index.ts';
import type { TChatMessageRow } from './chat-messages.repository.ts';
import type { TMemberRoomRow } from './chat-rooms.repository.ts';

/** The other side of a support room: the team, never the answering admin. */
const SUPPORT_TEAM: TChatUser = { id: 0, full_name: CHAT_MESSAGES.supportName, avatar: null };

/** What a room's presentation needs besides its row. */
export type TRoomFacts = {
  /** The other member; undefined when their account is gone (or for a support room). */
  other: TPublicUserRow | undefined;
  /** The room's newest message, if any. */
  lastMessage: TChatMessageRow | undefined;
  unread: number;
  /** Product rooms whose product still exists. */
  product: TProductForChat | undefined;
};

function presentOther(row: TMemberRoomRow, other: TPublicUserRow | undefined): TChatUser {
  if (row.kind === 'support') return SUPPORT_TEAM;
  if (!other) return { id: 0, full_name: CHAT_MESSAGES.formerUser, avatar: null };
  return { id: other.id, full_name: other.full_name, avatar: avatarUrl(other.avatar_key) };
}

/** A room as the member `userId` sees it (spec §3 Chat room). */
export function presentRoom(row: TMemberRoomRow, userId: number, facts: TRoomFacts): TChatRoom {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    user: userId,
    user2: presentOther(row, facts.other),
    product: row.kind === 'product' && facts.product ? facts.product.product : null,
    seller: row.kind === 'product' && facts.product ? facts.product.seller : null,
    last_message: facts.lastMessage
      ? {
          body: facts.lastMessage.body,
          sended_time: facts.lastMessage.created_at.toISOString(),
          user: facts.lastMessage.sender_id,
        }
      : null,
    last_seq: row.last_seq,
    last_read_seq: row.last_read_seq,
    unread: facts.unread,
    support_status: row.kind === 'support' ? row.support_status : null,
    created_at: row.created_at.toISOString(),
  };
}

/** Unread counts per room (rooms with none left out) and their sum, for the badges. */
export function presentUnread(counts: Map<number, number>): TChatUnread {
  let total = 0;
  const rooms: Record<string, number> = {};
  for (const [roomId, count] of counts) {
    total += count;
    rooms[String(roomId)] = count;
  }
  return { total, rooms };
}
