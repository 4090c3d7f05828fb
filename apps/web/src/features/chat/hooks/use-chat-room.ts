import type { TChatRoom } from '@sverka/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  getChatTicket,
  getRoomHistory,
  markRoomRead,
  roomsQueryOptions,
  roomsWithRoomRead,
  unreadQueryOptions,
  withRoomRead,
} from '../api/chat.ts';
import { ChatConnection } from '../lib/connection.ts';
import { newClientMsgId, outboxes } from '../lib/outbox.ts';
import { ChatRoomSession, type TRoomSnapshot } from '../lib/room-session.ts';
import { roomSocketUrl } from '../lib/socket-url.ts';
import { ticketWorthRetrying } from './use-inbox.ts';
import { useNetworkEvents } from './use-network-events.ts';

const noSubscription = () => () => {};

/**
 * The open room: its session (history, socket, outbox) for as long as it is shown, and its snapshot.
 * Reading: while the tab is visible, what arrives is marked read and the badges drop at once.
 */
export function useChatRoom(room: Pick<TChatRoom, 'id' | 'slug' | 'kind'>, me: number) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<ChatRoomSession | null>(null);
  const { id, slug, kind } = room;

  useEffect(() => {
    const target = { id, slug, kind };
    const next = new ChatRoomSession({
      roomId: id,
      slug,
      me,
      loadHistory: (beforeSeq) => getRoomHistory(target, beforeSeq),
      connect: (handlers) =>
        new ChatConnection(
          {
            ticket: getChatTicket,
            url: (ticket) => roomSocketUrl(window.location, target, ticket),
            createSocket: (url) => new WebSocket(url),
            retryTicket: ticketWorthRetrying,
          },
          handlers,
        ),
      outbox: outboxes,
      newClientMsgId: () => newClientMsgId(),
      markReadOverRest: (seq) => {
        markRoomRead(id, seq).then(
          (unread) => queryClient.setQueryData(unreadQueryOptions().queryKey, unread),
          () => {
            // The next read (or the inbox socket) brings the counts right.
          },
        );
      },
      onRead: (seq) => {
        queryClient.setQueryData(unreadQueryOptions().queryKey, (unread) => unread && withRoomRead(unread, id));
        queryClient.setQueryData(roomsQueryOptions().queryKey, (rooms) => rooms && roomsWithRoomRead(rooms, id, seq));
      },
    });
    setSession(next);
    void next.start();
    return () => {
      next.stop();
      setSession(null);
    };
  }, [id, slug, kind, me, queryClient]);

  const snapshot = useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    () => session?.getSnapshot() ?? null,
    () => session?.getSnapshot() ?? null,
  );

  useNetworkEvents(useCallback((online: boolean) => session?.networkChanged(online), [session]));

  // Whatever arrives while the room is on screen is read; a hidden tab reads it when it shows again.
  const messages = snapshot?.messages;
  useEffect(() => {
    if (!session || messages === undefined) return;
    const readIfVisible = () => {
      if (document.visibilityState === 'visible') session.markRead();
    };
    readIfVisible();
    document.addEventListener('visibilitychange', readIfVisible);
    return () => document.removeEventListener('visibilitychange', readIfVisible);
  }, [session, messages]);

  return { session, snapshot: snapshot as TRoomSnapshot | null };
}
