import { CHAT_CLOSE_CODES, CHAT_MESSAGES, type TChatRoomKind } from '@sverka/shared';
import type { FastifyRequest } from 'fastify';
import type { TChatDeps } from './chat.deps.ts';
import { findMemberRoom, type TMemberRoomRow, takeTicket } from './chat.service.ts';

/** Who may use a socket, decided before the upgrade; a refusal is a close code after it (browsers see no HTTP status). */
export type TSocketAdmission =
  | { ok: true; userId: number; room: TMemberRoomRow | undefined }
  | { ok: false; code: number; reason: string };

const SLUG = /^[A-Za-z0-9_-]{8,40}$/;

const refuse = (code: number, reason: string): TSocketAdmission => ({ ok: false, code, reason });

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * A page may open a socket when it is one of the site's own origins, or,
 * failing those, of the host the request was made to (http or https). A
 * client that sends no Origin (not a browser) is not a cross-site page and
 * is let through: the ticket is what authenticates it.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, allowed: string[]): boolean {
  if (origin === undefined) return true;
  const normalized = originOf(origin);
  if (!normalized) return false;
  if (allowed.some((candidate) => originOf(candidate) === normalized)) return true;
  if (!host) return false;
  return normalized === originOf(`http://${host}`) || normalized === originOf(`https://${host}`);
}

async function admitUser(
  deps: Pick<TChatDeps, 'sql' | 'allowedOrigins'>,
  request: FastifyRequest,
): Promise<{ ok: true; userId: number } | { ok: false; code: number; reason: string }> {
  if (!isAllowedOrigin(request.headers.origin, request.headers.host, deps.allowedOrigins)) {
    return { ok: false, code: CHAT_CLOSE_CODES.badOrigin, reason: CHAT_MESSAGES.badOrigin };
  }
  const { ticket } = (request.query ?? {}) as { ticket?: unknown };
  const userId = typeof ticket === 'string' ? await takeTicket(deps.sql, ticket) : undefined;
  if (userId === undefined)
    return { ok: false, code: CHAT_CLOSE_CODES.unauthorized, reason: CHAT_MESSAGES.ticketInvalid };
  return { ok: true, userId };
}

/** A room socket: a live ticket, a page of this site, and a member of a room of one of `kinds`. */
export async function admitRoomSocket(
  deps: Pick<TChatDeps, 'sql' | 'allowedOrigins'>,
  request: FastifyRequest,
  kinds: readonly TChatRoomKind[],
): Promise<TSocketAdmission> {
  const user = await admitUser(deps, request);
  if (!user.ok) return user;
  const { slug } = (request.params ?? {}) as { slug?: unknown };
  if (typeof slug !== 'string' || !SLUG.test(slug))
    return refuse(CHAT_CLOSE_CODES.forbidden, CHAT_MESSAGES.roomNotFound);
  const room = await findMemberRoom(deps.sql, { slug }, user.userId);
  if (!room || !kinds.includes(room.kind)) return refuse(CHAT_CLOSE_CODES.forbidden, CHAT_MESSAGES.roomNotFound);
  return { ok: true, userId: user.userId, room };
}

/** The inbox socket: a live ticket and a page of this site. */
export async function admitInboxSocket(
  deps: Pick<TChatDeps, 'sql' | 'allowedOrigins'>,
  request: FastifyRequest,
): Promise<TSocketAdmission> {
  const user = await admitUser(deps, request);
  return user.ok ? { ok: true, userId: user.userId, room: undefined } : user;
}
