import type { TChatInboxFrame } from '@sverka/shared';
import type WebSocket from 'ws';
import type { TChatDeps } from './chat.deps.ts';
import { countUnread } from './chat.service.ts';
import { parseClientFrame } from './chat-room.socket.ts';
import { sendFrame, type TSocketRegistry } from './chat-socket.registry.ts';

/** Counts are recounted at most this often while messages keep coming. */
const RECOUNT_DELAY_MS = 50;

/**
 * A user's inbox socket (header and sidebar badges, the room list): the
 * unread counts on connect and whenever one of their rooms got a message or
 * a read mark, and `room` for each message. Recounts coalesce: one runs at
 * a time and a change during it asks for exactly one more.
 */
export function serveInboxSocket(
  registry: TSocketRegistry,
  { deps, socket, userId }: { deps: TChatDeps; socket: WebSocket; userId: number },
): void {
  let timer: NodeJS.Timeout | undefined;
  let counting = false;
  let again = false;
  let closed = false;

  const send = (frame: TChatInboxFrame) => sendFrame(socket, frame);

  const recount = async () => {
    timer = undefined;
    if (closed) return;
    if (counting) {
      again = true;
      return;
    }
    counting = true;
    try {
      const counts = await countUnread(deps.sql, userId);
      let total = 0;
      const rooms: Record<string, number> = {};
      for (const [room, unread] of counts) {
        rooms[String(room)] = unread;
        total += unread;
      }
      send({ type: 'unread', total, rooms });
    } catch (error) {
      deps.log.warn({ err: error, user: userId }, 'chat unread counts not pushed');
    } finally {
      counting = false;
      if (again) {
        again = false;
        scheduleRecount();
      }
    }
  };
  const scheduleRecount = () => {
    if (closed || timer) return;
    timer = setTimeout(() => void recount(), RECOUNT_DELAY_MS);
  };

  socket.on('message', (data, isBinary) => {
    if (parseClientFrame(data, isBinary)?.type === 'ping') send({ type: 'pong' });
  });
  const unsubscribe = deps.hub.onUser(userId, (event) => {
    if (event.frame.type === 'message') send({ type: 'room', room: event.room, last_seq: event.frame.seq });
    scheduleRecount();
  });
  socket.on('close', () => {
    closed = true;
    clearTimeout(timer);
    unsubscribe();
  });
  registry.add(socket, scheduleRecount);
  void recount();
}
