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

/** The outboxes of the rooms, by room slug: unsent messages outlive switching to another room and back. */
export class OutboxStore {
  private readonly rooms = new Map<string, TOutboxItem[]>();

  items(slug: string): readonly TOutboxItem[] {
    return this.rooms.get(slug) ?? [];
  }

  private set(slug: string, items: TOutboxItem[]): void {
    if (items.length === 0) this.rooms.delete(slug);
    else this.rooms.set(slug, items);
  }

  add(slug: string, clientMsgId: string, body: string): TOutboxItem {
    const item: TOutboxItem = { client_msg_id: clientMsgId, body, status: 'sending', detail: null };
    this.set(slug, [...this.items(slug), item]);
    return item;
  }

  /** The server has the message (an ack, or the message itself came back): it leaves the outbox. */
  settle(slug: string, clientMsgIds: readonly (string | null)[]): boolean {
    const ids = new Set(clientMsgIds.filter((id): id is string => id !== null));
    const items = this.items(slug);
    const left = items.filter((item) => !ids.has(item.client_msg_id));
    if (left.length === items.length) return false;
    this.set(slug, left);
    return true;
  }

  refuse(slug: string, clientMsgId: string, detail: string): boolean {
    return this.update(slug, clientMsgId, { status: 'failed', detail });
  }

  /** A refused message sent again, as it was, under its own id. */
  retry(slug: string, clientMsgId: string): TOutboxItem | null {
    if (!this.update(slug, clientMsgId, { status: 'sending', detail: null })) return null;
    return this.items(slug).find((item) => item.client_msg_id === clientMsgId) ?? null;
  }

  discard(slug: string, clientMsgId: string): boolean {
    return this.settle(slug, [clientMsgId]);
  }

  /** What goes out (again) once the socket is ready, oldest first. */
  sending(slug: string): TOutboxItem[] {
    return this.items(slug).filter((item) => item.status === 'sending');
  }

  private update(slug: string, clientMsgId: string, change: Partial<TOutboxItem>): boolean {
    const items = this.items(slug);
    if (!items.some((item) => item.client_msg_id === clientMsgId)) return false;
    this.set(
      slug,
      items.map((item) => (item.client_msg_id === clientMsgId ? { ...item, ...change } : item)),
    );
    return true;
  }
}

/** The tab's outboxes. */
export const outboxes = new OutboxStore();
