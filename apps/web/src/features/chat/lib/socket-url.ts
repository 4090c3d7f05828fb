import type { TChatRoomKind } from '@sverka/shared';

/** This page's origin as a socket address: `wss:` under HTTPS, `ws:` otherwise. */
function socketOrigin(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
}

/** A room's socket: friend rooms at `/ws/friend-chat/{slug}`, product and support rooms at `/ws/chat/{slug}`. */
export function roomSocketUrl(
  location: { protocol: string; host: string },
  room: { slug: string; kind: TChatRoomKind },
  ticket: string,
): string {
  const path = room.kind === 'friend' ? 'friend-chat' : 'chat';
  return `${socketOrigin(location)}/ws/${path}/${encodeURIComponent(room.slug)}?${new URLSearchParams({ ticket })}`;
}

/** The user's inbox socket (`/ws/inbox`): the unread counts and which room got a message. */
export function inboxSocketUrl(location: { protocol: string; host: string }, ticket: string): string {
  return `${socketOrigin(location)}/ws/inbox?${new URLSearchParams({ ticket })}`;
}
