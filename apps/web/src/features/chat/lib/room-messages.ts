import type { TChatMessage, TChatServerFrame } from '@sverka/shared';

type TMessageFrame = Extract<TChatServerFrame, { type: 'message' }>;

/** A `message` frame as the stored message the history returns. */
export function messageFromFrame(frame: TMessageFrame): TChatMessage {
  return {
    id: frame.id,
    room: frame.room,
    seq: frame.seq,
    body: frame.message,
    user: frame.user,
    from_support: frame.from_support,
    sended_time: frame.sended_time,
    client_msg_id: frame.client_msg_id,
  };
}

/**
 * The room's messages with `incoming` added: each message once (by id; a message the server stored twice
 * under one client id cannot exist, so the id is enough), in `seq` order, the room's only order. A page,
 * a replayed frame and a live frame of the same message all land on one entry.
 */
export function mergeMessages(current: readonly TChatMessage[], incoming: readonly TChatMessage[]): TChatMessage[] {
  if (incoming.length === 0) return current as TChatMessage[];
  const byId = new Map<number, TChatMessage>();
  for (const message of current) byId.set(message.id, message);
  let changed = false;
  for (const message of incoming) {
    if (!byId.has(message.id)) {
      byId.set(message.id, message);
      changed = true;
    }
  }
  if (!changed) return current as TChatMessage[];
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The seq to resume after: the newest one reached from `baseline` (the newest seq of the last history
 * page, which held everything up to it) without a hole. Seqs of a room are consecutive, so a hole is a
 * message this client never got; resuming from below it has the server replay it.
 */
export function resumeSeq(messages: readonly TChatMessage[], baseline: number): number {
  const seqs = new Set(messages.map((message) => message.seq));
  let seq = baseline;
  while (seqs.has(seq + 1)) seq += 1;
  return seq;
}

/** The newest seq of a message someone else sent, or 0: what reading the room up to its end marks. */
export function newestSeqFromOthers(messages: readonly TChatMessage[], me: number): number {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index] as TChatMessage;
    if (message.user !== me || message.from_support) return message.seq;
  }
  return 0;
}
