import { CHAT_PING_SECONDS } from '@sverka/shared';
import WebSocket from 'ws';

/** The server is going away (shutdown); the client reconnects to another instance or later. */
export const CLOSE_GOING_AWAY = 1001;
/** Events may have been missed (the shared channel was down): the client reconnects and resumes. */
export const CLOSE_RESUME = 1012;
/** How long a shutdown waits for sockets to finish their closing handshake before cutting them. */
const CLOSE_GRACE_MS = 500;

type TEntry = { alive: boolean; onGap: () => void };

/** The longest close reason a close frame carries, in UTF-8 bytes. */
const CLOSE_REASON_MAX_BYTES = 123;

/** Closes with `code` and as much of the Russian `reason` as a close frame can carry (ws throws on more). */
export function closeWith(socket: WebSocket, code: number, reason: string): void {
  let fitted = reason;
  while (Buffer.byteLength(fitted) > CLOSE_REASON_MAX_BYTES) fitted = fitted.slice(0, -1);
  socket.close(code, fitted);
}

/** Sends a frame if the socket is still open; a closing socket drops it (its client resumes by seq). */
export function sendFrame(socket: WebSocket, frame: object): void {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}

/**
 * The open chat sockets of this process: a protocol ping every period, and
 * a socket that answered none of the last one is cut (a dead peer behind a
 * NAT or a sleeping laptop leaves no close behind). Shutdown closes them all.
 */
export function createSocketRegistry(pingIntervalMs = CHAT_PING_SECONDS * 1000) {
  const sockets = new Map<WebSocket, TEntry>();
  const sweep = () => {
    for (const [socket, entry] of sockets) {
      if (!entry.alive) {
        socket.terminate();
        continue;
      }
      entry.alive = false;
      socket.ping();
    }
  };
  const timer = setInterval(sweep, pingIntervalMs);
  timer.unref();

  return {
    /** Tracks a socket until it closes; `onGap` runs when events of other instances may have been lost. */
    add(socket: WebSocket, onGap: () => void): void {
      const entry: TEntry = { alive: true, onGap };
      sockets.set(socket, entry);
      socket.on('pong', () => {
        entry.alive = true;
      });
      socket.on('message', () => {
        entry.alive = true;
      });
      socket.on('close', () => sockets.delete(socket));
    },
    gap(): void {
      for (const entry of [...sockets.values()]) entry.onGap();
    },
    get size() {
      return sockets.size;
    },
    /** Closes every socket (going away), cutting those that do not finish the handshake quickly. */
    async closeAll(): Promise<void> {
      clearInterval(timer);
      const open = [...sockets.keys()];
      const closed = open.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === WebSocket.CLOSED) return resolve();
            socket.once('close', () => resolve());
            socket.close(CLOSE_GOING_AWAY);
          }),
      );
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(closed),
        new Promise((resolve) => {
          timeout = setTimeout(resolve, CLOSE_GRACE_MS);
        }),
      ]);
      clearTimeout(timeout);
      for (const socket of open) if (socket.readyState !== WebSocket.CLOSED) socket.terminate();
    },
  };
}

export type TSocketRegistry = ReturnType<typeof createSocketRegistry>;
