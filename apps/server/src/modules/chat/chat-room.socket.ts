import {
  CHAT_CLOSE_CODES,
  CHAT_MESSAGES,
  CHAT_RESUME_MAX_GAP,
  MESSAGES,
  type TChatClientFrame,
  type TChatServerFrame,
  ZChatClientFrame,
} from '@sverka/shared';
import type WebSocket from 'ws';
import type { TChatDeps } from './chat.deps.ts';
import {
  ChatSenderInactiveError,
  checkMessageText,
  findRoom,
  findRoomMessages,
  markRoomRead,
  messageFrame,
  sendMessage,
  type TMemberRoomRow,
} from './chat.service.ts';
import { CLOSE_RESUME, closeWith, sendFrame, type TSocketRegistry } from './chat-socket.registry.ts';
import { updateSupportRoom } from './support-conversation.service.ts';

/** Codes of `error` frames: what the client did wrong (or that the server could not do it now). */
export const CHAT_FRAME_ERRORS = {
  invalidFrame: 'INVALID_FRAME',
  invalidMessage: 'INVALID_MESSAGE',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'UNAVAILABLE',
} as const;

/** Refused sends in a row after which a client that keeps pushing is cut off (CHAT_CLOSE_CODES.rateLimited). */
const ABUSIVE_REFUSALS = 30;

type TRoomSocket = { deps: TChatDeps; socket: WebSocket; userId: number; room: TMemberRoomRow };

/** The frames of a client, parsed; undefined for anything else (binary, not JSON, not a known frame). */
export function parseClientFrame(data: WebSocket.RawData, isBinary: boolean): TChatClientFrame | undefined {
  if (isBinary) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(data.toString());
  } catch {
    return undefined;
  }
  const parsed = ZChatClientFrame.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * One member's socket in one room. Frames are handled one after another in
 * the order they came (a client's acks keep its order). The room's frames
 * from the hub go straight out, except while a resume replays history:
 * then they wait, and those the replay already carried are dropped.
 */
export function serveRoomSocket(registry: TSocketRegistry, { deps, socket, userId, room }: TRoomSocket): void {
  let replaying: TChatServerFrame[] | undefined;
  let refusedInARow = 0;
  let chain = Promise.resolve();

  const send = (frame: TChatServerFrame) => sendFrame(socket, frame);
  const fromHub = (frame: TChatServerFrame) => {
    if (replaying) replaying.push(frame);
    else send(frame);
  };

  const refuse = (code: string, detail: string, clientMsgId?: string) => {
    send({ type: 'error', code, detail, ...(clientMsgId ? { client_msg_id: clientMsgId } : {}) });
  };

  const resume = async (afterSeq: number) => {
    const waiting: TChatServerFrame[] = [];
    replaying = waiting;
    const replayed = new Set<number>();
    try {
      const page = await findRoomMessages(deps.sql, room.id, { afterSeq, limit: CHAT_RESUME_MAX_GAP });
      if (page.hasMore) {
        const newest = await findRoom(deps.sql, { id: room.id });
        send({ type: 'resync', last_seq: newest?.last_seq ?? afterSeq });
      } else {
        for (const row of page.rows) {
          replayed.add(row.seq);
          send(messageFrame(row));
        }
      }
    } finally {
      replaying = undefined;
      for (const frame of waiting) {
        if (frame.type === 'message' && (frame.seq <= afterSeq || replayed.has(frame.seq))) continue;
        send(frame);
      }
    }
  };

  const sendFromClient = async (frame: Extract<TChatClientFrame, { type: 'message' }>) => {
    const checked = checkMessageText(frame.message);
    if (!checked.ok) return refuse(CHAT_FRAME_ERRORS.invalidMessage, checked.detail, frame.client_msg_id);
    if (!(await deps.sendLimiter.take(userId))) {
      refusedInARow += 1;
      if (refusedInARow >= ABUSIVE_REFUSALS) {
        closeWith(socket, CHAT_CLOSE_CODES.rateLimited, CHAT_MESSAGES.rateLimited);
        return;
      }
      return refuse(CHAT_FRAME_ERRORS.rateLimited, CHAT_MESSAGES.rateLimited, frame.client_msg_id);
    }
    refusedInARow = 0;
    const sent = await sendMessage(deps, {
      roomId: room.id,
      senderId: userId,
      clientMsgId: frame.client_msg_id,
      text: checked.text,
    });
    // The user wrote again: the conversation waits for the support team.
    if (sent.created && room.kind === 'support') await updateSupportRoom(deps.sql, room.id, { status: 'open' });
    send({
      type: 'ack',
      client_msg_id: frame.client_msg_id,
      id: sent.row.id,
      seq: sent.row.seq,
      sended_time: sent.row.created_at.toISOString(),
    });
  };

  const handle = async (frame: TChatClientFrame) => {
    switch (frame.type) {
      case 'message':
        return sendFromClient(frame);
      case 'resume':
        return resume(frame.after_seq);
      case 'read':
        await markRoomRead(deps, room.id, userId, frame.seq);
        return;
      case 'ping':
        return send({ type: 'pong' });
    }
  };

  // Attached before anything is awaited, so no frame the client sent right after the upgrade is missed.
  socket.on('message', (data, isBinary) => {
    const frame = parseClientFrame(data, isBinary);
    if (!frame) return refuse(CHAT_FRAME_ERRORS.invalidFrame, MESSAGES.invalidRequest);
    chain = chain
      .then(() => handle(frame))
      .catch((error: unknown) => {
        if (error instanceof ChatSenderInactiveError) {
          closeWith(socket, CHAT_CLOSE_CODES.sessionEnded, CHAT_MESSAGES.sessionEnded);
          return;
        }
        deps.log.error({ err: error, room: room.id }, 'chat socket frame failed');
        refuse(
          CHAT_FRAME_ERRORS.unavailable,
          MESSAGES.unavailable,
          frame.type === 'message' ? frame.client_msg_id : undefined,
        );
      });
  });
  const unsubscribe = deps.hub.onRoom(room.id, fromHub);
  socket.on('close', unsubscribe);
  // Frames of other instances may have been lost: the client reconnects and resumes from what it has.
  registry.add(socket, () => socket.close(CLOSE_RESUME));
  send({ type: 'hello', room: room.id, last_seq: room.last_seq, user: userId });
}
