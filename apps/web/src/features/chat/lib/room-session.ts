import type { TChatMessage, TChatMessagePage, TChatServerFrame } from '@sverka/shared';
import type { ChatConnection, TConnectionHandlers, TConnectionState } from './connection.ts';
import type { OutboxStore, TOutboxItem } from './outbox.ts';
import { mergeMessages, messageFromFrame, newestSeqFromOthers, resumeSeq } from './room-messages.ts';

/** Where the room's history stands: loading the newest page, shown, or failed to load. */
export type THistoryStatus = 'loading' | 'ready' | 'error';

export interface TRoomSnapshot {
  history: THistoryStatus;
  messages: readonly TChatMessage[];
  /** Older messages exist before the first one shown. */
  hasMore: boolean;
  loadingOlder: boolean;
  outbox: readonly TOutboxItem[];
  /** `open` only once the server greeted this socket and the missed messages were asked for. */
  connection: TConnectionState;
  /** The close code that ended the connection for good (not a member, foreign origin, session ended). */
  fatalCode: number | null;
}

export interface TRoomSessionDeps {
  roomId: number;
  slug: string;
  /** The signed-in user, to tell their own messages. */
  me: number;
  /** The newest page of history, or the page before `beforeSeq`. */
  loadHistory: (beforeSeq?: number) => Promise<TChatMessagePage>;
  /** Builds the room's socket around the session's frame handler. */
  connect: (handlers: TConnectionHandlers) => ChatConnection;
  outbox: OutboxStore;
  newClientMsgId: () => string;
  /** Marks the room read over REST while the socket is down. */
  markReadOverRest: (seq: number) => void;
  /** The user has read the room up to `seq`: the badges drop its count at once. */
  onRead?: (seq: number) => void;
}

/**
 * One open room: its history (REST), its live socket and its outbox, as one snapshot for the view. The
 * newest page loads first; then the socket opens, and after every (re)connect the session asks for what
 * came after the last seq it holds without a hole (`resume`), sends the outbox again, and reloads the
 * history when the server answers `resync`. Messages merge by id in seq order, so a page, a replay and a
 * live frame of one message show it once.
 */
export class ChatRoomSession {
  private snapshot: TRoomSnapshot;
  private readonly listeners = new Set<() => void>();
  private connection: ChatConnection | null = null;
  /** The newest seq of the last newest-page load: every message up to it was in the page or before it. */
  private baseline = 0;
  private greeted = false;
  private readSent = 0;
  private stopped = false;
  private reloads = 0;
  /** The outbox is the user's own: an account signed in later in this tab never sees or sends it. */
  private readonly outbox: { store: OutboxStore; key: string };

  constructor(private readonly deps: TRoomSessionDeps) {
    this.outbox = { store: deps.outbox, key: `${deps.me}:${deps.slug}` };
    this.snapshot = {
      history: 'loading',
      messages: [],
      hasMore: false,
      loadingOlder: false,
      outbox: this.outbox.store.items(this.outbox.key),
      connection: 'connecting',
      fatalCode: null,
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): TRoomSnapshot => this.snapshot;

  async start(): Promise<void> {
    await this.reloadHistory();
    if (this.stopped || this.snapshot.history !== 'ready') return;
    this.connection = this.deps.connect({
      onFrame: (frame) => this.onFrame(frame as TChatServerFrame),
      onState: (state) => this.onConnectionState(state),
    });
    this.connection.start();
  }

  stop(): void {
    this.stopped = true;
    this.connection?.stop();
    this.listeners.clear();
  }

  /** The browser's online / offline events, passed on to the socket. */
  networkChanged(online: boolean): void {
    if (online) this.connection?.goOnline();
    else this.connection?.goOffline();
  }

  /** Another try after the history failed to load. */
  async retry(): Promise<void> {
    if (this.connection) return;
    await this.start();
  }

  /** Queues a message and sends it if the socket is ready; false when the text cannot be sent. */
  send(text: string): boolean {
    const body = text.trim();
    if (body === '') return false;
    const item = this.outbox.store.add(this.outbox.key, this.deps.newClientMsgId(), body);
    this.refreshOutbox();
    this.transmit(item);
    return true;
  }

  retrySend(clientMsgId: string): void {
    const item = this.outbox.store.retry(this.outbox.key, clientMsgId);
    this.refreshOutbox();
    if (item) this.transmit(item);
  }

  discard(clientMsgId: string): void {
    this.outbox.store.discard(this.outbox.key, clientMsgId);
    this.refreshOutbox();
  }

  async loadOlder(): Promise<void> {
    const first = this.snapshot.messages[0];
    if (!first || !this.snapshot.hasMore || this.snapshot.loadingOlder) return;
    this.update({ loadingOlder: true });
    try {
      const page = await this.deps.loadHistory(first.seq);
      if (this.stopped) return;
      this.update({
        messages: mergeMessages(this.snapshot.messages, page.results),
        hasMore: page.has_more,
        loadingOlder: false,
      });
    } catch {
      if (!this.stopped) this.update({ loadingOlder: false });
    }
  }

  /** The room is on screen: everything in it counts as read (once per newer message from the others). */
  markRead(): void {
    const seq = newestSeqFromOthers(this.snapshot.messages, this.deps.me);
    if (seq <= this.readSent) return;
    this.readSent = seq;
    if (!(this.greeted && this.connection?.send({ type: 'read', seq }))) this.deps.markReadOverRest(seq);
    this.deps.onRead?.(seq);
  }

  private transmit(item: TOutboxItem): void {
    if (!this.greeted || !this.connection) return;
    this.connection.send({
      type: 'message',
      message: item.body,
      client_msg_id: item.client_msg_id,
      user: this.deps.me,
    });
  }

  private async reloadHistory(): Promise<void> {
    const reload = ++this.reloads;
    try {
      const page = await this.deps.loadHistory();
      if (this.stopped || reload !== this.reloads) return;
      this.baseline = page.results.at(-1)?.seq ?? 0;
      // A full reload replaces what was shown: after a resync the old pages may have a hole before the new one.
      this.outbox.store.settle(
        this.outbox.key,
        page.results.map((message) => message.client_msg_id),
      );
      this.update({
        history: 'ready',
        messages: page.results,
        hasMore: page.has_more,
        outbox: this.outbox.store.items(this.outbox.key),
      });
    } catch {
      if (!this.stopped && reload === this.reloads && this.snapshot.history !== 'ready')
        this.update({ history: 'error' });
    }
  }

  private onConnectionState(state: TConnectionState): void {
    if (state !== 'open') this.greeted = false;
    // `open` is announced with the server's hello, not with the bare socket.
    if (state === 'open') return;
    this.update({ connection: state, fatalCode: this.connection?.fatalCode ?? null });
  }

  private onFrame(frame: TChatServerFrame): void {
    switch (frame.type) {
      case 'hello':
        this.greeted = true;
        this.connection?.send({ type: 'resume', after_seq: resumeSeq(this.snapshot.messages, this.baseline) });
        for (const item of this.outbox.store.sending(this.outbox.key)) this.transmit(item);
        this.update({ connection: 'open', fatalCode: null });
        return;
      case 'message':
        this.receive([messageFromFrame(frame)]);
        return;
      case 'ack':
        this.acknowledge(frame);
        return;
      case 'resync':
        void this.reloadHistory();
        return;
      case 'error':
        if (frame.client_msg_id && this.outbox.store.refuse(this.outbox.key, frame.client_msg_id, frame.detail)) {
          this.refreshOutbox();
        }
        return;
      default:
        return;
    }
  }

  private receive(incoming: TChatMessage[]): void {
    const settled = this.outbox.store.settle(
      this.outbox.key,
      incoming.map((message) => message.client_msg_id),
    );
    const messages = mergeMessages(this.snapshot.messages, incoming);
    if (messages === this.snapshot.messages && !settled) return;
    this.update({ messages, outbox: this.outbox.store.items(this.outbox.key) });
  }

  /** The server stored our message: it moves from the outbox into the history under its seq. */
  private acknowledge(ack: Extract<TChatServerFrame, { type: 'ack' }>): void {
    const item = this.outbox.store.items(this.outbox.key).find((entry) => entry.client_msg_id === ack.client_msg_id);
    if (!item) return;
    this.receive([
      {
        id: ack.id,
        room: this.deps.roomId,
        seq: ack.seq,
        body: item.body,
        user: this.deps.me,
        from_support: false,
        sended_time: ack.sended_time,
        client_msg_id: ack.client_msg_id,
      },
    ]);
  }

  private refreshOutbox(): void {
    this.update({ outbox: this.outbox.store.items(this.outbox.key) });
  }

  private update(change: Partial<TRoomSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
