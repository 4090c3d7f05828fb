import { createHash, randomBytes } from 'node:crypto';
import {
  AppError,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES,
  CHAT_TICKET_TTL_SECONDS,
  type TChatMessage,
  type TChatRoomKind,
  type TChatServerFrame,
  type TSupportStatus,
} from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { findUnstorableText } from '../../lib/errors.ts';
import type { TChatDeps } from './chat.deps.ts';
import { ChatMessageWriter } from './chat-message-writer.ts';
import * as messages from './chat-messages.repository.ts';
import * as rooms from './chat-rooms.repository.ts';
import * as tickets from './chat-tickets.repository.ts';

export { ChatSenderInactiveError, type TChatMessageRow } from './chat-messages.repository.ts';
export type { TChatRoomRow, TMemberRoomRow } from './chat-rooms.repository.ts';

/** A room's public name: 24 URL-safe characters, 144 random bits. */
export const newRoomSlug = () => randomBytes(18).toString('base64url');

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export function presentMessage(row: messages.TChatMessageRow): TChatMessage {
  return {
    id: row.id,
    room: row.room_id,
    seq: row.seq,
    body: row.body,
    user: row.sender_id,
    from_support: row.from_support,
    sended_time: row.created_at.toISOString(),
    client_msg_id: row.client_msg_id,
  };
}

/** The socket frame of a stored message (spec §7: `message`, `type: 'message'`, the user id). */
export function messageFrame(row: messages.TChatMessageRow): TChatServerFrame {
  return {
    type: 'message',
    id: row.id,
    room: row.room_id,
    seq: row.seq,
    message: row.body,
    user: row.sender_id,
    from_support: row.from_support,
    sended_time: row.created_at.toISOString(),
    client_msg_id: row.client_msg_id,
  };
}

/**
 * The text of a message as it will be stored, or the Russian reason it
 * cannot be: trimmed, not empty, at most CHAT_MESSAGE_MAX_LENGTH characters,
 * nothing PostgreSQL cannot store. Text stays text: nothing is interpreted.
 */
export function checkMessageText(text: unknown): { ok: true; text: string } | { ok: false; detail: string } {
  if (typeof text !== 'string') return { ok: false, detail: CHAT_MESSAGES.messageNotText };
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, detail: CHAT_MESSAGES.messageEmpty };
  if ([...trimmed].length > CHAT_MESSAGE_MAX_LENGTH) return { ok: false, detail: CHAT_MESSAGES.messageTooLong };
  if (findUnstorableText(trimmed) !== undefined) return { ok: false, detail: CHAT_MESSAGES.messageUnstorable };
  return { ok: true, text: trimmed };
}

/** Opens (or reopens) the room of a pair; `memberIds` join when it is created. */
export async function openRoom(
  sql: TSql,
  room: {
    kind: TChatRoomKind;
    pairKey: string;
    productId: number | null;
    memberIds: number[];
    supportStatus?: TSupportStatus;
  },
): Promise<{ row: rooms.TChatRoomRow; created: boolean }> {
  return rooms.findOrCreateRoom(sql, { ...room, slug: newRoomSlug() });
}

/** The room if the user is its member; otherwise the 404 a missing room gets (ids are not confirmed to strangers). */
export async function requireMemberRoom(
  sql: TSql,
  room: { id: number } | { slug: string },
  userId: number,
): Promise<rooms.TMemberRoomRow> {
  const row = await rooms.findMemberRoom(sql, room, userId);
  if (!row) throw new AppError('NOT_FOUND', CHAT_MESSAGES.roomNotFound);
  return row;
}

export const findMemberRoom = rooms.findMemberRoom;
export const findRoom = rooms.findRoom;
export const findMemberRooms = rooms.findMemberRooms;
export const findRoomMemberIds = rooms.findRoomMemberIds;
export const findRoomMessages = messages.findRoomMessages;
export const findLatestMessagesOfRooms = messages.findLatestMessagesOfRooms;
export const countUnread = rooms.countUnread;

/** One writer per database handle: messages sent through it at the same moment share a commit. */
const writers = new WeakMap<TSql, ChatMessageWriter>();

function writerOf(sql: TSql): ChatMessageWriter {
  let writer = writers.get(sql);
  if (!writer) {
    writer = new ChatMessageWriter(sql);
    writers.set(sql, writer);
  }
  return writer;
}

/**
 * Stores a message and, after its commit, hands its frame to the hub (the
 * room's sockets on every instance, the members' inboxes). A resend of a
 * `clientMsgId` already stored returns the stored message and publishes
 * nothing. The caller has checked that the sender may write here.
 */
export async function sendMessage(
  deps: Pick<TChatDeps, 'sql' | 'hub' | 'log'>,
  message: { roomId: number; senderId: number; clientMsgId: string | null; text: string; fromSupport?: boolean },
): Promise<{ row: messages.TChatMessageRow; created: boolean }> {
  const checked = checkMessageText(message.text);
  if (!checked.ok) throw new AppError('INVALID_REQUEST', checked.detail, { message: [checked.detail] });
  const { memberIds: members, ...result } = await writerOf(deps.sql).write({
    roomId: message.roomId,
    senderId: message.senderId,
    clientMsgId: message.clientMsgId,
    body: checked.text,
    fromSupport: message.fromSupport ?? false,
  });
  if (result.created) {
    await publishSafely(deps, { room: message.roomId, members, frame: messageFrame(result.row) });
  }
  return result;
}

/** Raises the member's read mark and tells the room's sockets and the member's inboxes. */
export async function markRoomRead(
  deps: Pick<TChatDeps, 'sql' | 'hub' | 'log'>,
  roomId: number,
  userId: number,
  seq: number,
): Promise<number | undefined> {
  const mark = await rooms.markRead(deps.sql, roomId, userId, seq);
  if (mark !== undefined) {
    await publishSafely(deps, { room: roomId, members: [userId], frame: { type: 'read', user: userId, seq: mark } });
  }
  return mark;
}

/** A lost publish only delays delivery (clients resume by seq), so it never fails the write that preceded it. */
export async function publishSafely(
  deps: Pick<TChatDeps, 'hub' | 'log'>,
  event: Parameters<TChatDeps['hub']['publish']>[0],
): Promise<void> {
  try {
    await deps.hub.publish(event);
  } catch (error) {
    deps.log.warn({ err: error, room: event.room }, 'chat event not published; clients will resume by seq');
  }
}

/** A single-use socket ticket for the user, valid CHAT_TICKET_TTL_SECONDS. */
export async function issueTicket(sql: TSql, userId: number): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await tickets.insertTicket(sql, hashTicket(ticket), userId, CHAT_TICKET_TTL_SECONDS);
  return ticket;
}

/** The user a ticket was issued to, once: a second use, an expired or unknown ticket give undefined. */
export async function takeTicket(sql: TSql, ticket: string): Promise<number | undefined> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(ticket)) return undefined;
  return tickets.takeTicket(sql, hashTicket(ticket));
}

export const deleteExpiredTickets = tickets.deleteExpiredTickets;
