import { CHAT_MESSAGE_MAX_LENGTH } from '@sverka/shared';

/**
 * A message the user wrote that the server has not confirmed yet. `sending` ones go out whenever the
 * socket is ready and again after every reconnect, under the same `client_msg_id`, so the server stores
 * each once however often it is sent; `failed` ones were refused and wait for the user.
 */
export interface TOutboxItem {
  client_msg_id: string;
  body: string;
  status: 'sending' | 'failed';
  /** The server's reason for a refusal, in Russian. */
  detail: string | null;
}

/** Why a text cannot be sent at all, before it reaches the outbox. */
export type TDraftProblem = 'empty' | 'tooLong';

export function draftProblem(text: string): TDraftProblem | null {
  const body = text.trim();
  if (body === '') return 'empty';
  if ([...body].length > CHAT_MESSAGE_MAX_LENGTH) return 'tooLong';
  return null;
}

/** The draft counter appears when this few characters are left. */
export const DRAFT_COUNTER_MARGIN = 500;

/** `{ used, max }` once a draft nears the limit, null before: the counter under the input. */
export function draftCounter(text: string): { used: number; max: number } | null {
  const used = [...text.trim()].length;
  return used >= CHAT_MESSAGE_MAX_LENGTH - DRAFT_COUNTER_MARGIN ? { used, max: CHAT_MESSAGE_MAX_LENGTH } : null;
}

/**
 * The outboxes of the rooms, by a key of the user and the room: unsent messages outlive switching to
 * another room and back.
 */
export class OutboxStore {
  private readonly rooms = new Map<string, TOutboxItem[]>();

  items(key: string): readonly TOutboxItem[] {
    return this.rooms.get(key) ?? [];
  }

  private set(key: string, items: TOutboxItem[]): void {
    if (items.length === 0) this.rooms.delete(key);
    else this.rooms.set(key, items);
  }

  add(key: string, clientMsgId: string, body: string): TOutboxItem {
    const item: TOutboxItem = { client_msg_id: clientMsgId, body, status: 'sending', detail: null };
    this.set(key, [...this.items(key), item]);
    return item;
  }

  /** The server has the message (an ack, or the message itself came back): it leaves the outbox. */
  settle(key: string, clientMsgIds: readonly (string | null)[]): boolean {
    const ids = new Set(clientMsgIds.filter((id): id is string => id !== null));
    const items = this.items(key);
    const left = items.filter((item) => !ids.has(item.client_msg_id));
    if (left.length === items.length) return false;
    this.set(key, left);
    return true;
  }

  refuse(key: string, clientMsgId: string, detail: string): boolean {
    return this.update(key, clientMsgId, { status: 'failed', detail });
  }

  /** A refused message sent again, as it was, under its own id. */
  retry(key: string, clientMsgId: string): TOutboxItem | null {
    if (!this.update(key, clientMsgId, { status: 'sending', detail: null })) return null;
    return this.items(key).find((item) => item.client_msg_id === clientMsgId) ?? null;
  }

  discard(key: string, clientMsgId: string): boolean {
    return this.settle(key, [clientMsgId]);
  }

  /** What goes out (again) once the socket is ready, oldest first. */
  sending(key: string): TOutboxItem[] {
    return this.items(key).filter((item) => item.status === 'sending');
  }

  private update(key: string, clientMsgId: string, change: Partial<TOutboxItem>): boolean {
    const items = this.items(key);
    if (!items.some((item) => item.client_msg_id === clientMsgId)) return false;
    this.set(
      key,
      items.map((item) => (item.client_msg_id === clientMsgId ? { ...item, ...change } : item)),
    );
    return true;
  }
}

/** The tab's outboxes. */
export const outboxes = new OutboxStore();

const HEX = '0123456789abcdef';

/** The part of Web Crypto a client id needs; `randomUUID` is missing outside secure contexts. */
export interface TRandomSource {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
  randomUUID?: () => string;
}

/**
 * A random version 4 UUID for a message's `client_msg_id`: `crypto.randomUUID` where the page is a secure
 * context, else built from `crypto.getRandomValues`, which plain-HTTP pages have too.
 */
export function newClientMsgId(random: TRandomSource = crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => (HEX[byte >> 4] as string) + (HEX[byte & 15] as string)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
