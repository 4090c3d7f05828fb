import type { TChatMessage } from '@sverka/shared';
import type { TSocketLike, TTimers } from '../lib/connection.ts';

/** A stored message of room 1 with seq `seq`, sent by `user`. */
export function chatMessage(seq: number, user = 2, overrides: Partial<TChatMessage> = {}): TChatMessage {
  return {
    id: 100 + seq,
    room: 1,
    seq,
    body: `Сообщение ${seq}`,
    user,
    from_support: false,
    sended_time: new Date(Date.UTC(2026, 10, 20, 9, seq)).toISOString(),
    client_msg_id: null,
    ...overrides,
  };
}

/** A socket double: the test opens, feeds and closes it and reads what the client sent. */
export class FakeSocket implements TSocketLike {
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  closedByClient = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }

  receive(frame: unknown): void {
    this.receiveRaw(JSON.stringify(frame));
  }

  receiveRaw(data: unknown): void {
    this.onmessage?.({ data } as MessageEvent);
  }

  /** The server (or the network) ends the connection. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }

  framesOfType(type: string): Record<string, unknown>[] {
    return this.sent.filter((frame) => frame.type === type);
  }
}

/** A manual clock: `advance` runs what falls due, in order. */
export class FakeTimers implements TTimers {
  private now = 0;
  private next = 1;
  private readonly due = new Map<number, { at: number; callback: () => void }>();

  setTimeout(callback: () => void, ms: number): unknown {
    const handle = this.next++;
    this.due.set(handle, { at: this.now + ms, callback });
    return handle;
  }

  clearTimeout(handle: unknown): void {
    this.due.delete(handle as number);
  }

  /** Delays of the timers now waiting, shortest first. */
  pending(): number[] {
    return [...this.due.values()].map((entry) => entry.at - this.now).sort((a, b) => a - b);
  }

  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const [handle, entry] = [...this.due.entries()].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (handle === undefined || !entry || entry.at > until) break;
      this.due.delete(handle);
      this.now = entry.at;
      entry.callback();
    }
    this.now = until;
  }
}

/** Lets pending promise callbacks (a ticket's answer) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
