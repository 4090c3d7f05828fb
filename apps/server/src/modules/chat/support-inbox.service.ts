import {
  AppError,
  CHAT_MESSAGES,
  SUPPORT_INBOX_PAGE_SIZE,
  type TChatMessagePage,
  type TSupportConversation,
  type TSupportConversationPage,
  type TSupportStatus,
} from '@sverka/shared';
import type { TChatDeps } from './chat.deps.ts';
import { presentMessage, sendMessage } from './chat.service.ts';
import * as messages from './chat-messages.repository.ts';
import * as rooms from './chat-rooms.repository.ts';
import { presentSupportConversation } from './support-inbox.presenter.ts';
import * as inbox from './support-inbox.repository.ts';

type TInboxDeps = Pick<TChatDeps, 'sql' | 'hub' | 'log' | 'accounts'>;

/** Where the user reads the conversation: their messages page with the support room open. */
export const supportRoomPath = (slug: string) => `/profile/messages?room=${encodeURIComponent(slug)}`;

const conversationNotFound = () => new AppError('NOT_FOUND', CHAT_MESSAGES.roomNotFound);

async function requireConversation(deps: Pick<TChatDeps, 'sql'>, roomId: number) {
  const row = await inbox.findSupportConversation(deps.sql, roomId);
  if (!row) throw conversationNotFound();
  return row;
}

/** A page of the inbox with the per-status counts of its tabs. */
export async function listSupportConversations(
  deps: Pick<TChatDeps, 'sql'>,
  filter: inbox.TSupportInboxFilter,
  page: number,
): Promise<TSupportConversationPage> {
  const [rows, byStatus] = await Promise.all([
    inbox.findSupportConversations(deps.sql, filter, {
      limit: SUPPORT_INBOX_PAGE_SIZE,
      offset: (page - 1) * SUPPORT_INBOX_PAGE_SIZE,
    }),
    inbox.countSupportConversations(deps.sql, filter),
  ]);
  const count = filter.status ? byStatus[filter.status] : byStatus.open + byStatus.answered + byStatus.closed;
  return { count, results: rows.map(presentSupportConversation), by_status: byStatus };
}

export async function getSupportConversation(
  deps: Pick<TChatDeps, 'sql'>,
  roomId: number,
): Promise<TSupportConversation> {
  return presentSupportConversation(await requireConversation(deps, roomId));
}

/** A page of the conversation's history, oldest first; the team has now read up to its newest message. */
export async function readSupportMessages(
  deps: Pick<TChatDeps, 'sql'>,
  roomId: number,
  page: { beforeSeq?: number; limit: number },
): Promise<TChatMessagePage> {
  await requireConversation(deps, roomId);
  const { rows, hasMore } = await messages.findRoomMessages(deps.sql, roomId, page);
  const newest = rows.at(-1);
  if (newest) await rooms.updateSupportRoom(deps.sql, roomId, { readSeq: newest.seq });
  return { results: rows.map(presentMessage), has_more: hasMore };
}

/** The letter telling the user the team answered, with the answer and the way to the conversation. */
export function composeSupportAnswerLetter(
  answer: { text: string; slug: string },
  name: string,
  publicUrl: string,
): { subject: string; text: string } {
  const lines = [
    `Здравствуйте${name ? `, ${name}` : ''}!`,
    '',
    'Служба поддержки ответила на ваше обращение:',
    '',
    answer.text,
    '',
    `Вся переписка — в разделе «Сообщения»: ${publicUrl.replace(/\/+$/, '')}${supportRoomPath(answer.slug)}`,
  ];
  return { subject: 'Ответ службы поддержки', text: lines.join('\n') };
}

/**
 * An admin answers: the message joins the conversation as the team's
 * (live to the user's sockets), the conversation is answered unless the
 * user has written again meanwhile, and the user gets the answer by email
 * at once; the unread digest then starts after this message, so it is not
 * mailed twice. A letter that cannot be sent is logged and keeps the answer.
 */
export async function replyToSupport(deps: TInboxDeps, adminId: number, roomId: number, text: string) {
  const conversation = await requireConversation(deps, roomId);
  const { row } = await sendMessage(deps, { roomId, senderId: adminId, clientMsgId: null, text, fromSupport: true });
  await inbox.markAnswered(deps.sql, roomId, row.seq);
  await inbox.raiseNotifiedSeq(deps.sql, roomId, conversation.user_id, row.seq);
  try {
    await deps.accounts.mailer.send({
      to: conversation.user_email,
      ...composeSupportAnswerLetter(
        { text: row.body, slug: conversation.slug },
        conversation.user_full_name,
        deps.accounts.config.publicUrl,
      ),
    });
  } catch (error) {
    deps.log.error({ err: error, room: roomId }, 'support answer letter not sent');
  }
  return presentMessage(row);
}

export async function setSupportStatus(
  deps: Pick<TChatDeps, 'sql'>,
  roomId: number,
  status: TSupportStatus,
): Promise<TSupportConversation> {
  if (!(await rooms.updateSupportRoom(deps.sql, roomId, { status }))) throw conversationNotFound();
  return getSupportConversation(deps, roomId);
}

/** Takes the conversation (`assigneeId` = the caller) or lets it go (null). */
export async function assignSupportConversation(
  deps: Pick<TChatDeps, 'sql'>,
  roomId: number,
  assigneeId: number | null,
): Promise<TSupportConversation> {
  if (!(await rooms.updateSupportRoom(deps.sql, roomId, { assigneeId }))) throw conversationNotFound();
  return getSupportConversation(deps, roomId);
}
