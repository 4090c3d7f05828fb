import { CHAT_CLOSE_CODES, CHAT_PING_SECONDS } from '@sverka/shared';
import { reconnectDelay } from './backoff.ts';

/** The part of the browser's WebSocket a connection uses; tests hand in a double. */
export interface TSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

const SOCKET_OPEN = 1;

/** Timers, injectable so tests drive the clock. */
export interface TTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: TTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * `connecting`: the first attempt; `open`: the socket is up; `reconnecting`: it was lost (or never came
 * up) and another attempt is under way or waiting; `closed`: stopped, or refused for good (`fatalCode`).
 */
export type TConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface TConnectionDeps {
  /** A fresh single-use ticket (`POST /api/v1/chat-ticket/`); a ticket is never reused. */
  ticket: () => Promise<string>;
  /** The socket's address for a ticket. */
  url: (ticket: string) => string;
  createSocket: (url: string) => TSocketLike;
  timers?: TTimers;
  random?: () => number;
  /** Whether a failed ticket request is worth retrying (false once the session is gone). */
  retryTicket?: (error: unknown) => boolean;
}

export interface TConnectionHandlers {
  /** Every JSON frame the server sends, parsed, `pong`s included. */
  onFrame: (frame: Record<string, unknown>) => void;
  onState?: (state: TConnectionState) => void;
}

/** Close codes after which another attempt would be refused the same way. */
const FATAL_CLOSE_CODES: ReadonlySet<number> = new Set([
  CHAT_CLOSE_CODES.forbidden,
  CHAT_CLOSE_CODES.badOrigin,
  CHAT_CLOSE_CODES.sessionEnded,
]);

/** After a rate-limit close the next attempt waits at least this step of the backoff (~8 s). */
const RATE_LIMITED_MIN_ATTEMPT = 3;

const PING_MS = CHAT_PING_SECONDS * 1000;
/** A socket that has heard nothing, not even a pong, for this long is taken for dead and replaced. */
const SILENCE_MS = 2 * PING_MS + 5000;

/**
 * One live socket that keeps itself up: a fresh ticket for every attempt, reconnects with backoff and
 * jitter after any loss, pings so a dead link is noticed, and gives up only on a refusal that would
 * repeat (not a member, foreign origin, session ended). What the frames mean is its owner's business.
 */
export class ChatConnection {
  private socket: TSocketLike | null = null;
  private state: TConnectionState = 'closed';
  private attempt = 0;
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;
  private silenceTimer: unknown = null;
  private stopped = true;
  private offline = false;
  /** Bumped by every attempt, so answers of an abandoned one are ignored. */
  private generation = 0;
  private readonly timers: TTimers;
  private readonly random: () => number;
  fatalCode: number | null = null;

  constructor(
    private readonly deps: TConnectionDeps,
    private readonly handlers: TConnectionHandlers,
  ) {
    this.timers = deps.timers ?? realTimers;
    this.random = deps.random ?? Math.random;
  }

  get current(): TConnectionState {
    return this.state;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.fatalCode = null;
    this.attempt = 0;
    this.setState('connecting');
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.generation += 1;
    this.clearTimers();
    this.dropSocket();
    this.setState('closed');
  }

  /** Sends a frame if the socket is up; false when it is not (the caller keeps what must not be lost). */
  send(frame: Record<string, unknown>): boolean {
    if (!this.socket || this.socket.readyState !== SOCKET_OPEN || this.state !== 'open') return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** The browser says the network is gone: drop the socket now rather than wait for it to time out. */
  goOffline(): void {
    if (this.stopped) return;
    this.offline = true;
    this.generation += 1;
    this.clearTimers();
    this.dropSocket();
    this.setState('reconnecting');
  }

  /** The network is back (or the tab woke up): try at once instead of waiting out the backoff. */
  goOnline(): void {
    if (this.stopped) return;
    const wasOffline = this.offline;
    this.offline = false;
    if (this.state === 'open' && !wasOffline) return;
    if (this.state === 'reconnecting' || wasOffline) {
      this.generation += 1;
      this.clearTimers();
      this.dropSocket();
      this.attempt = 0;
      void this.connect();
    }
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    let ticket: string;
    try {
      ticket = await this.deps.ticket();
    } catch (error) {
      if (generation !== this.generation || this.stopped) return;
      if (this.deps.retryTicket && !this.deps.retryTicket(error)) return this.giveUp(null);
      return this.scheduleRetry();
    }
    if (generation !== this.generation || this.stopped) return;
    let socket: TSocketLike;
    try {
      socket = this.deps.createSocket(this.deps.url(ticket));
    } catch {
      return this.scheduleRetry();
    }
    this.socket = socket;
    socket.onopen = () => {
      if (generation !== this.generation) return;
      this.setState('open');
      this.schedulePing(generation);
      this.heard(generation);
    };
    socket.onmessage = (event) => {
      if (generation !== this.generation) return;
      // A frame means the server took us: only now does the backoff start over, so a server that accepts
      // and at once closes is not hammered.
      this.attempt = 0;
      this.heard(generation);
      if (typeof event.data !== 'string') return;
      let frame: unknown;
      try {
        frame = JSON.parse(event.data);
      } catch {
        return;
      }
      if (frame && typeof frame === 'object' && !Array.isArray(frame)) {
        this.handlers.onFrame(frame as Record<string, unknown>);
      }
    };
    socket.onerror = () => {
      // Always followed by a close, which decides what happens next.
    };
    socket.onclose = (event) => {
      if (generation !== this.generation) return;
      this.socket = null;
      this.clearTimers();
      if (FATAL_CLOSE_CODES.has(event.code)) return this.giveUp(event.code);
      if (event.code === CHAT_CLOSE_CODES.rateLimited) this.attempt = Math.max(this.attempt, RATE_LIMITED_MIN_ATTEMPT);
      this.scheduleRetry();
    };
  }

  private giveUp(code: number | null): void {
    this.stopped = true;
    this.fatalCode = code;
    this.clearTimers();
    this.dropSocket();
    this.setState('closed');
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    this.setState('reconnecting');
    if (this.offline) return;
    const delay = reconnectDelay(this.attempt, this.random);
    this.attempt += 1;
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
  }

  private schedulePing(generation: number): void {
    this.pingTimer = this.timers.setTimeout(() => {
      if (generation !== this.generation) return;
      this.send({ type: 'ping' });
      this.schedulePing(generation);
    }, PING_MS);
  }

  /** Restarts the silence watch: a socket that stops answering even pings is closed and replaced. */
  private heard(generation: number): void {
    if (this.silenceTimer !== null) this.timers.clearTimeout(this.silenceTimer);
    this.silenceTimer = this.timers.setTimeout(() => {
      if (generation !== this.generation) return;
      this.generation += 1;
      this.clearTimers();
      this.dropSocket();
      this.scheduleRetry();
    }, SILENCE_MS);
  }

  private clearTimers(): void {
    for (const handle of [this.retryTimer, this.pingTimer, this.silenceTimer]) {
      if (handle !== null) this.timers.clearTimeout(handle);
    }
    this.retryTimer = null;
    this.pingTimer = null;
    this.silenceTimer = null;
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close(1000);
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  }

  private setState(state: TConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    this.handlers.onState?.(state);
  }
}
