import { type TChatInboxFrame, ZChatUnread } from '@sverka/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { chatKeys, getChatTicket, unreadQueryOptions } from '../api/chat.ts';
import { ChatConnection, type TConnectionState } from '../lib/connection.ts';
import { inboxSocketUrl } from '../lib/socket-url.ts';
import { useNetworkEvents } from './use-network-events.ts';

/** Without the inbox socket the badges ask for the counts this often. */
export const UNREAD_POLL_MS = 30_000;

/** A ticket refused with 401 or 403 means the session is over: the client has signed out, nothing to retry. */
export const ticketWorthRetrying = (error: unknown) => !(isApiError(error) && [401, 403].includes(error.status));

/** What an inbox frame does to the cached counts and rooms. */
export function applyInboxFrame(queryClient: ReturnType<typeof useQueryClient>, frame: TChatInboxFrame): void {
  if (frame.type === 'unread') {
    const unread = ZChatUnread.safeParse({ total: frame.total, rooms: frame.rooms });
    if (unread.success) queryClient.setQueryData(unreadQueryOptions().queryKey, unread.data);
  } else if (frame.type === 'room') {
    void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
  }
}

/**
 * Keeps the unread counts live for a signed-in user: the `/ws/inbox` socket pushes them (and tells which
 * room got a message, so the room list is asked again); while it is down the counts are polled. Mount once
 * per tab (the header does). Returns the counts query.
 */
export function useLiveUnread() {
  const signedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const [state, setState] = useState<TConnectionState>('closed');
  const [connection, setConnection] = useState<ChatConnection | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    const inbox = new ChatConnection(
      {
        ticket: getChatTicket,
        url: (ticket) => inboxSocketUrl(window.location, ticket),
        createSocket: (url) => new WebSocket(url),
        retryTicket: ticketWorthRetrying,
      },
      {
        onFrame: (frame) => applyInboxFrame(queryClient, frame as TChatInboxFrame),
        onState: (next) => {
          setState(next);
          // Counts may have changed while the socket was down; the server sends them on connect, but a room
          // list drawn meanwhile is refreshed too.
          if (next === 'open') void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
        },
      },
    );
    setConnection(inbox);
    inbox.start();
    return () => {
      inbox.stop();
      setConnection(null);
    };
  }, [signedIn, queryClient]);

  useNetworkEvents(
    useCallback((online: boolean) => (online ? connection?.goOnline() : connection?.goOffline()), [connection]),
  );

  return useQuery({
    ...unreadQueryOptions(),
    enabled: signedIn,
    refetchInterval: state === 'open' ? false : UNREAD_POLL_MS,
  });
}

/** The cached unread counts for a second place (the profile's menu); `useLiveUnread` keeps them fresh. */
export function useUnread() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...unreadQueryOptions(), enabled: signedIn });
}
