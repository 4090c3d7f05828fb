import { CHAT_MESSAGES, CHAT_UNREAD_EMAIL_QUIET_MINUTES, russianPlural } from '@sverka/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TSql } from '../../db/client.ts';
import type { TMailer } from '../../lib/mail.ts';
import {
  claimDigestRooms,
  findDigestRooms,
  releaseDigestRooms,
  type TDigestRoomRow,
} from './chat-digest.repository.ts';

/** Where the user reads their messages. */
export const MESSAGES_PAGE = '/profile/messages';
/** Messages older than this are not mailed about any more (a server that was down does not send stale news). */
const DIGEST_MAX_AGE_DAYS = 7;
/** Rooms read per run; the rest wait for the next run. */
const DIGEST_ROOMS_PER_RUN = 5_000;

export type TDigestDeps = { sql: TSql; mailer: TMailer; publicUrl: string; log: Pick<FastifyBaseLogger, 'error'> };

const roomTitle = (room: TDigestRoomRow): string => {
  if (room.kind === 'support') return CHAT_MESSAGES.supportName;
  if (room.kind === 'product') return room.title ? `Товар «${room.title}»` : 'Вопрос о товаре';
  if (room.kind === 'tender') return 'Переписка по тендеру';
  return room.title ?? 'Диалог';
};

/** Russian plural of «сообщение» for a count. */
export function messagesWord(count: number): string {
  return russianPlural(count, ['сообщение', 'сообщения', 'сообщений']);
}

export function composeDigestLetter(
  name: string,
  rooms: TDigestRoomRow[],
  publicUrl: string,
): { subject: string; text: string } {
  const total = rooms.reduce((sum, room) => sum + room.unread, 0);
  const lines = [
    `Здравствуйте${name ? `, ${name}` : ''}!`,
    '',
    `У вас ${total} ${messagesWord(total) === 'сообщение' ? 'непрочитанное' : 'непрочитанных'} ${messagesWord(total)}:`,
    ...rooms.map((room) => `— ${roomTitle(room)}: ${room.unread} ${messagesWord(room.unread)}`),
    '',
    `Прочитать и ответить: ${publicUrl}${MESSAGES_PAGE}`,
    '',
    'Сверка',
  ];
  return { subject: 'Непрочитанные сообщения — Сверка', text: lines.join('\n') };
}

/**
 * The unread digest: one email per user for the rooms that have been quiet
 * for CHAT_UNREAD_EMAIL_QUIET_MINUTES and hold messages of others they have
 * neither read nor been mailed about. Each room is claimed (notified_seq
 * raised) before the email goes, so two runs never mail the same messages;
 * a failed email gives its rooms back to the next run. The users mailed.
 */
export async function sendUnreadDigests(
  deps: TDigestDeps,
  quietMinutes = CHAT_UNREAD_EMAIL_QUIET_MINUTES,
): Promise<number> {
  const rows = await findDigestRooms(deps.sql, {
    quietMinutes,
    maxAgeDays: DIGEST_MAX_AGE_DAYS,
    limit: DIGEST_ROOMS_PER_RUN,
  });
  const byUser = new Map<number, TDigestRoomRow[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  let mailed = 0;
  for (const [userId, userRooms] of byUser) {
    const claims = userRooms.map((room) => ({
      roomId: room.room_id,
      seq: room.last_seq,
      previousSeq: room.notified_seq,
    }));
    const claimed = new Set(await claimDigestRooms(deps.sql, userId, claims));
    const rooms = userRooms.filter((room) => claimed.has(room.room_id));
    const [first] = rooms;
    if (!first) continue;
    try {
      await deps.mailer.send({ to: first.email, ...composeDigestLetter(first.full_name, rooms, deps.publicUrl) });
      mailed += 1;
    } catch (error) {
      deps.log.error({ err: error, user: userId }, 'unread messages email not sent; the next run tries again');
      await releaseDigestRooms(
        deps.sql,
        userId,
        claims.filter((claim) => claimed.has(claim.roomId)),
      );
    }
  }
  return mailed;
}
