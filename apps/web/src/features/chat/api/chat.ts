import {
  type TChatMessagePage,
  type TChatRoom,
  type TChatRoomKind,
  type TChatUnread,
  type TQueryString,
  type TRequestBody,
  ZChatMessagePage,
  type ZChatMessagesQuery,
  type ZChatReadBody,
  ZChatRoom,
  type ZChatRoomCreateBody,
  ZChatRoomList,
  ZChatSlug,
  ZChatTicket,
  ZChatUnread,
  type ZFriendChatMessagesQuery,
} from '@sverka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

/** The chat is the signed-in user's own: its queries live under `['auth', …]`, so signing out drops them. */
export const chatKeys = {
  rooms: [...authKeys.all, 'chat', 'rooms'] as const,
  unread: [...authKeys.all, 'chat', 'unread'] as const,
};

/** `GET /api/v1/chat-room/`: every room of the user (product, friend, support), newest activity first. */
export const roomsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.rooms,
    queryFn: ({ signal }) => apiGet('/api/v1/chat-room/', ZChatRoomList, { signal }),
  });

export function useChatRooms() {
  return useQuery(roomsQueryOptions());
}

/** `GET /api/v1/chat-unread/`: the badges' counts. */
export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => apiGet('/api/v1/chat-unread/', ZChatUnread, { signal }),
  });

/** The unread counts with the room `roomId` read to its end: what the badges show the moment it is opened. */
export function withRoomRead(unread: TChatUnread, roomId: number): TChatUnread {
  const count = unread.rooms[String(roomId)] ?? 0;
  if (count === 0) return unread;
  const rooms = { ...unread.rooms };
  delete rooms[String(roomId)];
  return { total: Math.max(0, unread.total - count), rooms };
}

/** The room list with the room `roomId` read to its end. */
export function roomsWithRoomRead(rooms: TChatRoom[], roomId: number, seq: number): TChatRoom[] {
  return rooms.map((room) =>
    room.id === roomId ? { ...room, unread: 0, last_read_seq: Math.max(room.last_read_seq, seq) } : room,
  );
}

/**
 * A page of a room's history, oldest first: the newest messages, or those before `beforeSeq`. Friend
 * rooms are read by slug (`/api/v1/friends/chat/messages/`), the others by id (`/api/v1/messages/`).
 */
export function getRoomHistory(
  room: { id: number; slug: string; kind: TChatRoomKind },
  beforeSeq?: number,
): Promise<TChatMessagePage> {
  if (room.kind === 'friend') {
    const params = { slug: room.slug, before_seq: beforeSeq } satisfies TQueryString<typeof ZFriendChatMessagesQuery>;
    return apiGet('/api/v1/friends/chat/messages/', ZChatMessagePage, { params });
  }
  const params = { chat_room__in: String(room.id), before_seq: beforeSeq } satisfies TQueryString<
    typeof ZChatMessagesQuery
  >;
  return apiGet('/api/v1/messages/', ZChatMessagePage, { params });
}

/** `POST /api/v1/chat-ticket/`: a single-use ticket for the next socket. */
export async function getChatTicket(): Promise<string> {
  const { ticket } = await apiRequest('/api/v1/chat-ticket/', { method: 'POST', schema: ZChatTicket });
  return ticket;
}

/** `POST /api/v1/chat-room/{id}/read/`: the counts after the mark. */
export function markRoomRead(roomId: number, seq: number): Promise<TChatUnread> {
  const body: TRequestBody<typeof ZChatReadBody> = { seq };
  return apiRequest(`/api/v1/chat-room/${roomId}/read/`, { method: 'POST', json: body, schema: ZChatUnread });
}

/** `GET /api/v1/friends/{id}/chat/`: the slug of the room with the user `userId` (created on first ask). */
export async function getFriendChatSlug(userId: number): Promise<string> {
  const { slug } = await apiGet(`/api/v1/friends/${userId}/chat/`, ZChatSlug);
  return slug;
}

/** `POST /api/v1/chat-room/ {product}`: the caller's room with the product's seller, new or existing. */
export function openProductRoom(productId: number): Promise<TChatRoom> {
  const body: TRequestBody<typeof ZChatRoomCreateBody> = { product: productId };
  return apiRequest('/api/v1/chat-room/', { method: 'POST', json: body, schema: ZChatRoom });
}
