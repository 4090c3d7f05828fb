import type { TSql } from '../../db/client.ts';
import { insertMessage, type TChatMessageRow } from './chat-messages.repository.ts';

export type TNewMessage = {
  roomId: number;
  senderId: number;
  clientMsgId: string | null;
  body: string;
  fromSupport: boolean;
};

export type TStoredMessage = { row: TChatMessageRow; created: boolean; memberIds: number[] };

type TPending = { message: TNewMessage; resolve: (stored: TStoredMessage) => void; reject: (error: unknown) => void };

/** Messages one statement stores at most. */
const MAX_BATCH = 200;
/**
 * Statements storing at once. One alone would make every message wait for the batch ahead of it; a few keep
 * the pool busy as single statements did, and batches form only when all of them are.
 */
const MAX_IN_FLIGHT = 4;

/**
 * Group commit for chat messages. Every commit waits for its WAL flush, and under load each message paying for
 * its own statement, round trip and flush is what makes delivery wait; so while MAX_IN_FLIGHT statements are
 * storing, the messages arriving meanwhile queue, and the next statement stores them all with one commit. An
 * idle chat pays nothing extra: a message that finds a free slot is stored at once, alone, by the
 * single-message statement. Within a batch each room's messages get consecutive seqs in arrival order, as one at a time would.
 *
 * A batch statement stores only what the single statement would store without asking: a message whose sender
 * is blocked, whose `client_msg_id` is already stored, or that repeats an earlier one of the same batch is
 * left to the single-message path, which answers such cases (the stored row, or the refusal). A batch that
 * fails as a whole (a resend racing its original on another instance, a lock conflict) is retried one message
 * at a time, so one bad message never costs the others.
 */
export class ChatMessageWriter {
  private queue: TPending[] = [];
  private inFlight = 0;
  /** Rooms a statement is storing now: their next messages wait for it, so seqs follow arrival order. */
  private readonly busyRooms = new Set<number>();

  constructor(private readonly sql: TSql) {}

  write(message: TNewMessage): Promise<TStoredMessage> {
    return new Promise((resolve, reject) => {
      this.queue.push({ message, resolve, reject });
      if (this.inFlight < MAX_IN_FLIGHT) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.inFlight += 1;
    try {
      for (let batch = this.takeBatch(); batch.length; batch = this.takeBatch()) {
        const rooms = new Set(batch.map((pending) => pending.message.roomId));
        try {
          await this.store(batch);
        } finally {
          for (const room of rooms) this.busyRooms.delete(room);
        }
      }
    } finally {
      this.inFlight -= 1;
    }
  }

  /**
   * Up to MAX_BATCH queued messages of rooms no other statement is storing, in queue order. A room's messages
   * left behind stay queued in order; the statement holding the room takes them when it is done.
   */
  private takeBatch(): TPending[] {
    const batch: TPending[] = [];
    const rest: TPending[] = [];
    const taken = new Set<number>();
    for (const pending of this.queue) {
      const { roomId } = pending.message;
      if (batch.length < MAX_BATCH && (taken.has(roomId) || !this.busyRooms.has(roomId))) {
        taken.add(roomId);
        batch.push(pending);
      } else rest.push(pending);
    }
    this.queue = rest;
    for (const room of taken) this.busyRooms.add(room);
    return batch;
  }

  private async store(batch: TPending[]): Promise<void> {
    if (batch.length === 1) return this.storeAlone(batch);
    // A repeat of a client id already in this batch waits for the single path, after the batch has stored the first.
    const seen = new Set<string>();
    const grouped: TPending[] = [];
    const alone: TPending[] = [];
    for (const pending of batch) {
      const { roomId, senderId, clientMsgId } = pending.message;
      const key = clientMsgId === null ? null : `${roomId}:${senderId}:${clientMsgId}`;
      if (key !== null && seen.has(key)) alone.push(pending);
      else {
        if (key !== null) seen.add(key);
        grouped.push(pending);
      }
    }
    let stored: Map<number, TStoredMessage>;
    try {
      stored = await insertMessages(
        this.sql,
        grouped.map((p) => p.message),
      );
    } catch {
      return this.storeAlone(batch);
    }
    grouped.forEach((pending, index) => {
      const result = stored.get(index);
      if (result) pending.resolve(result);
      else alone.push(pending);
    });
    await this.storeAlone(alone);
  }

  private async storeAlone(batch: TPending[]): Promise<void> {
    for (const pending of batch) {
      try {
        pending.resolve(await insertMessage(this.sql, pending.message));
      } catch (error) {
        pending.reject(error);
      }
    }
  }
}

/**
 * Stores many messages, of any rooms, in one statement: rooms are locked in id order (two instances storing
 * batches at once cannot deadlock on them), each room's `last_seq` moves by its number of messages, the
 * messages take the seqs in between in batch order, and each sender's read mark moves to their newest one.
 * Returns the stored messages by their index in `input`; an index missing was not stored (see the writer).
 */
export async function insertMessages(sql: TSql, input: readonly TNewMessage[]): Promise<Map<number, TStoredMessage>> {
  const rows = input.map((m, index) => ({
    i: index,
    room_id: m.roomId,
    sender_id: m.senderId,
    client_msg_id: m.clientMsgId,
    body: m.body,
    from_support: m.fromSupport,
  }));
  const stored = await sql<(TChatMessageRow & { i: number; member_ids: number[] })[]>`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb)
        as x(i int, room_id bigint, sender_id bigint, client_msg_id uuid, body text, from_support boolean)
    ), eligible as (
      select input.*, row_number() over (partition by input.room_id order by input.i) as k
      from input
      where exists (select 1 from users u where u.id = input.sender_id and u.is_active and u.blocked_at is null)
        and not exists (
          select 1 from chat_messages m
          where m.room_id = input.room_id and m.sender_id = input.sender_id and m.client_msg_id = input.client_msg_id
        )
    ), counts as (
      select room_id, count(*)::int as n from eligible group by room_id
    ), locked as materialized (
      select r.id from chat_rooms r where r.id in (select room_id from counts) order by r.id for update
    ), rooms as (
      update chat_rooms r set last_seq = r.last_seq + counts.n, last_message_at = now()
      from counts where r.id = counts.room_id and r.id in (select id from locked)
      returning r.id, r.last_seq, counts.n
    ), stored as (
      insert into chat_messages (room_id, seq, sender_id, client_msg_id, body, from_support)
      select e.room_id, rooms.last_seq - rooms.n + e.k, e.sender_id, e.client_msg_id, e.body, e.from_support
      from eligible e join rooms on rooms.id = e.room_id
      order by e.room_id, e.k
      returning id, room_id, seq, sender_id, client_msg_id, body, from_support, created_at
    ), read_marks as (
      update chat_room_members m set last_read_seq = greatest(m.last_read_seq, newest.seq)
      from (select room_id, sender_id, max(seq) as seq from stored group by room_id, sender_id) newest
      where m.room_id = newest.room_id and m.user_id = newest.sender_id
    )
    select stored.*, e.i,
      array(select user_id from chat_room_members where room_id = stored.room_id) as member_ids
    from stored
    join rooms on rooms.id = stored.room_id
    join eligible e on e.room_id = stored.room_id and rooms.last_seq - rooms.n + e.k = stored.seq`;
  const result = new Map<number, TStoredMessage>();
  for (const { i, member_ids, ...row } of stored) {
    result.set(Number(i), {
      row: {
        ...row,
        id: Number(row.id),
        room_id: Number(row.room_id),
        seq: Number(row.seq),
        sender_id: Number(row.sender_id),
      },
      created: true,
      memberIds: member_ids.map(Number),
    });
  }
  return result;
}
