import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { roomsQueryOptions, unreadQueryOptions } from '../api/chat.ts';
import { chatRoom, testQueryClient } from '../testing/render.tsx';
import { applyInboxFrame, ticketWorthRetrying } from './use-inbox.ts';

describe('inbox frames', () => {
  it('put pushed unread counts into the badges’ cache', () => {
    const queryClient = testQueryClient();
    applyInboxFrame(queryClient, { type: 'unread', total: 4, rooms: { '3': 4 } });
    expect(queryClient.getQueryData(unreadQueryOptions().queryKey)).toEqual({ total: 4, rooms: { '3': 4 } });
  });

  it('have the room list asked again when a room got a message', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(roomsQueryOptions().queryKey, [chatRoom(3)]);
    applyInboxFrame(queryClient, { type: 'room', room: 3, last_seq: 9 });
    expect(queryClient.getQueryState(roomsQueryOptions().queryKey)?.isInvalidated).toBe(true);
  });
});

describe('ticketWorthRetrying', () => {
  it('gives up once the session is refused and retries anything else', () => {
    expect(ticketWorthRetrying(new ApiError(401, 'NOT_AUTHENTICATED', null))).toBe(false);
    expect(ticketWorthRetrying(new ApiError(0, 'NETWORK', null))).toBe(true);
    expect(ticketWorthRetrying(new ApiError(503, 'UNAVAILABLE', null))).toBe(true);
  });
});
