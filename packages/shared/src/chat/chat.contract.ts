import { z } from 'zod';
import { requiredText } from '../auth/fields.ts';

/**
 * Chat (spec §2 profile messages, §3 Chat room / Chat message, §4 Chat, §7
 * "Friends and chat"): rooms between a buyer and a product's seller, between
 * friends, and a user's conversation with the support team. The database is
 * the truth; every message has a per-room increasing `seq`, the only order.
 */

/** A message's text, in characters after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 5000;
/** A socket ticket (`POST /api/v1/chat-ticket/`) is single-use and lives this long. */
export const CHAT_TICKET_TTL_SECONDS = 60;
/** History pages (REST) hold at most this many messages; the default page is CHAT_HISTORY_PAGE_DEFAULT. */
export const CHAT_HISTORY_PAGE_MAX = 100;
export const CHAT_HISTORY_PAGE_DEFAULT = 50;
/**
 * A socket resumes from the last `seq` its client saw by replaying at most
 * this many messages; a larger gap answers `resync` and the client reloads
 * the history over REST.
 */
export const CHAT_RESUME_MAX_GAP = 200;
/** Sending: a burst of this many messages, refilled at CHAT_RATE_PER_SECOND, per user across their sockets. */
export const CHAT_RATE_BURST = 10;
export const CHAT_RATE_PER_SECOND = 1;
/** Unread messages are mailed once, after the room has been quiet this long and they are still unread. */
export const CHAT_UNREAD_EMAIL_QUIET_MINUTES = 15;
/** The client pings every this many seconds; a socket silent for two periods is closed by the server. */
export const CHAT_PING_SECONDS = 25;

/** Close codes of the chat sockets (4000–4999 are the application's own). */
export const CHAT_CLOSE_CODES = {
  /** Ticket missing, expired, used or foreign. */
  unauthorized: 4001,
  /** Not a member of the room, or the room does not exist. */
  forbidden: 4003,
  /** The page's origin is not this site. */
  badOrigin: 4004,
  /** Too many messages; the client may reconnect after a pause. */
  rateLimited: 4029,
  /** The user's sessions ended (password change, block). */
  sessionEnded: 4010,
} as const;

export const CHAT_ROOM_KINDS = ['product', 'friend', 'support', 'tender'] as const;
export type TChatRoomKind = (typeof CHAT_ROOM_KINDS)[number];

export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type TSupportStatus = (typeof SUPPORT_STATUSES)[number];

/** Russian texts of the chat (spec §8 where it names them). */
export const CHAT_MESSAGES = {
  empty: 'Нет сообщений',
  noRooms: 'Диалогов пока нет',
  roomNotFound: 'Диалог не найден',
  notFriend: 'Написать можно только пользователю из списка друзей',
  productNotFound: 'Товар не найден',
  ownProduct: 'Это ваш товар: написать самому себе нельзя',
  sellerWithoutRepresentative: 'У продавца пока нет представителя на сайте: написать ему нельзя',
  messageNotText: 'Сообщение должно быть текстом',
  messageEmpty: 'Сообщение пустое',
  messageUnstorable: 'Сообщение содержит недопустимые символы',
  messageTooLong: `Сообщение длиннее ${CHAT_MESSAGE_MAX_LENGTH} символов`,
  rateLimited: 'Слишком много сообщений подряд. Подождите несколько секунд',
  ticketInvalid: 'Ссылка на чат устарела. Обновите страницу',
  badOrigin: 'Подключение к чату возможно только со страниц сайта',
  supportName: 'Служба поддержки',
  formerUser: 'Пользователь удалён',
  historyPagingOneRoom: 'Листать историю можно только в одном диалоге: укажите в chat_room__in один номер',
  historyPagingOneWay: 'Укажите что-то одно: before_seq или after_seq',
  supportSent: 'Обращение в поддержку отправлено',
  supportClosed: 'Обращение закрыто',
  reconnecting: 'Соединение потеряно. Переподключаемся…',
  sessionEnded: 'Сеанс завершён. Войдите снова',
} as const;

const ZPositiveId = z.coerce.number().int().positive();

/** The other side of a room as its member sees them: name and avatar, never the email. */
export const ZChatUser = z
  .object({ id: z.number().int(), full_name: z.string(), avatar: z.string().nullable() })
  .meta({ id: 'ChatUser' });
export type TChatUser = z.infer<typeof ZChatUser>;

/** The product a buyer↔seller room is about (spec §3: images, name, price). */
export const ZChatProduct = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Rubles, as the product page has it. */
    price: z.number(),
    images: z.array(z.string()),
  })
  .meta({ id: 'ChatProduct' });
export type TChatProduct = z.infer<typeof ZChatProduct>;

export const ZChatLastMessage = z
  .object({ body: z.string(), sended_time: z.string(), user: z.number().int() })
  .meta({ id: 'ChatLastMessage' });

/**
 * A room as one of its members sees it: `user` is the member asking,
 * `user2` the other side (for a support room the support team, under
 * CHAT_MESSAGES.supportName). `last_seq` is the room's newest message,
 * `last_read_seq` the caller's read mark; `unread` counts the others'
 * messages after it.
 */
export const ZChatRoom = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    kind: z.enum(CHAT_ROOM_KINDS),
    user: z.number().int(),
    user2: ZChatUser,
    product: ZChatProduct.nullable(),
    /** Product rooms: the marketplace seller the product belongs to (its `/company/{id}` page). */
    seller: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }).nullable(),
    last_message: ZChatLastMessage.nullable(),
    last_seq: z.number().int(),
    last_read_seq: z.number().int(),
    unread: z.number().int(),
    /** Support rooms only. */
    support_status: z.enum(SUPPORT_STATUSES).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ChatRoom' });
export type TChatRoom = z.infer<typeof ZChatRoom>;
export const ZChatRoomList = z.array(ZChatRoom).meta({ id: 'ChatRoomList' });

/** A stored message (spec §3 Chat message). `user` is the sender's id; support answers carry the answering admin's. */
export const ZChatMessage = z
  .object({
    id: z.number().int(),
    room: z.number().int(),
    seq: z.number().int(),
    body: z.string(),
    user: z.number().int(),
    /** True for an answer of the support team (the sender is shown as CHAT_MESSAGES.supportName). */
    from_support: z.boolean(),
    sended_time: z.string(),
    client_msg_id: z.string().nullable(),
  })
  .meta({ id: 'ChatMessage' });
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** A page of history, oldest first; `has_more` says older messages exist before the first one. */
export const ZChatMessagePage = z
  .object({ results: z.array(ZChatMessage), has_more: z.boolean() })
  .meta({ id: 'ChatMessagePage' });
export type TChatMessagePage = z.infer<typeof ZChatMessagePage>;

/** `POST /api/v1/chat-room/`: a room about a product, between the caller and the product's seller. */
export const ZChatRoomCreateBody = z.object({ product: ZPositiveId }).meta({ id: 'ChatRoomCreateBody' });

const zSeq = z.coerce.number().int().min(0);

/**
 * `GET /api/v1/messages/?chat_room__in=1,2`: history of the caller's rooms.
 * `before_seq` pages backwards (one room), `after_seq` resumes (one room).
 */
export const ZChatMessagesQuery = z.object({
  chat_room__in: z
    .string()
    .regex(/^\d{1,15}(,\d{1,15}){0,49}$/, 'Укажите номера диалогов через запятую')
    .transform((value) => [...new Set(value.split(',').map(Number))]),
  before_seq: zSeq.optional(),
  after_seq: zSeq.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_HISTORY_PAGE_MAX).default(CHAT_HISTORY_PAGE_DEFAULT),
});

/** `GET /api/v1/friends/chat/messages/?slug=`. */
export const ZFriendChatMessagesQuery = z.object({
  slug: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, 'Неверный адрес диалога'),
  before_seq: zSeq.optional(),
  after_seq: zSeq.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_HISTORY_PAGE_MAX).default(CHAT_HISTORY_PAGE_DEFAULT),
});

export const ZChatSlug = z.object({ slug: z.string() }).meta({ id: 'ChatSlug' });
export const ZChatTicket = z.object({ ticket: z.string() }).meta({ id: 'ChatTicket' });

/** `POST /api/v1/chat-room/{id}/read/`: the caller has read up to `seq` (never moves back). */
export const ZChatReadBody = z.object({ seq: zSeq }).meta({ id: 'ChatReadBody' });

/** Unread counts for the header and sidebar badges; `rooms` maps a room id to its count (rooms with none left out). */
export const ZChatUnread = z
  .object({ total: z.number().int(), rooms: z.record(z.string(), z.number().int()) })
  .meta({ id: 'ChatUnread' });
export type TChatUnread = z.infer<typeof ZChatUnread>;

export const ZChatIdParams = z.object({ id: ZPositiveId });

/** The text of a message as a client sends it: trimmed, 1..CHAT_MESSAGE_MAX_LENGTH characters. */
export const zChatText = () => requiredText(CHAT_MESSAGE_MAX_LENGTH);

/**
 * Frames of the live sockets (`/ws/chat/{slug}`, `/ws/friend-chat/{slug}`):
 * JSON text. The client sends `message` frames as spec §7 has them (the text
 * in `message`, `type: 'message'`, its user id) with a `client_msg_id` so a
 * resend after a drop is stored once.
 */
export const ZChatClientFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    message: z.string(),
    client_msg_id: z.uuid(),
    user: z.number().int().optional(),
  }),
  /** After (re)connecting: replay what came after the last seq this client saw. */
  z.object({ type: z.literal('resume'), after_seq: z.number().int().min(0) }),
  z.object({ type: z.literal('read'), seq: z.number().int().min(0) }),
  z.object({ type: z.literal('ping') }),
]);
export type TChatClientFrame = z.infer<typeof ZChatClientFrame>;

export type TChatServerFrame =
  /** First frame after the connection is accepted. */
  | { type: 'hello'; room: number; last_seq: number; user: number }
  /** A new message in the room (to every member socket, the sender's included). */
  | {
      type: 'message';
      id: number;
      room: number;
      seq: number;
      message: string;
      user: number;
      from_support: boolean;
      sended_time: string;
      client_msg_id: string | null;
    }
  /** The server stored the client's message (also answers a resend of one already stored). */
  | { type: 'ack'; client_msg_id: string; id: number; seq: number; sended_time: string }
  /** The gap since `after_seq` is too large to replay: reload the history over REST. */
  | { type: 'resync'; last_seq: number }
  /** A member read up to `seq`. */
  | { type: 'read'; user: number; seq: number }
  /** A frame was refused; `client_msg_id` names the message when it was one. */
  | { type: 'error'; code: string; detail: string; client_msg_id?: string }
  | { type: 'pong' };

/**
 * The inbox socket (`/ws/inbox`): one per signed-in tab, for the badges and
 * the room list. It pushes the unread counts whenever they change.
 */
export type TChatInboxFrame =
  | { type: 'unread'; total: number; rooms: Record<string, number> }
  | { type: 'room'; room: number; last_seq: number }
  | { type: 'pong' };

// ---- Support conversations (the back office inbox) ----

/** `POST /api/v1/support/` now answers with the conversation the message went to. */
export const ZSupportConversationRef = z.object({ room: z.number().int(), slug: z.string() });

/** A conversation in the admin inbox (`GET /api/v1/admin/support/`). */
export const ZSupportConversation = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    status: z.enum(SUPPORT_STATUSES),
    user: ZChatUser.extend({ email: z.string() }),
    assignee: ZChatUser.nullable(),
    last_message: ZChatLastMessage.nullable(),
    last_seq: z.number().int(),
    /** Messages of the user not yet read by any admin. */
    unread: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'SupportConversation' });
export type TSupportConversation = z.infer<typeof ZSupportConversation>;

/** Conversations per status under the same assignment filter: the inbox's tab counts. */
export const ZSupportStatusCounts = z
  .object({ open: z.number().int(), answered: z.number().int(), closed: z.number().int() })
  .meta({ id: 'SupportStatusCounts' });
export type TSupportStatusCounts = z.infer<typeof ZSupportStatusCounts>;

export const ZSupportConversationPage = z
  .object({
    count: z.number().int(),
    results: z.array(ZSupportConversation),
    by_status: ZSupportStatusCounts,
  })
  .meta({ id: 'SupportConversationPage' });
export type TSupportConversationPage = z.infer<typeof ZSupportConversationPage>;

export const ZSupportInboxQuery = z.object({
  status: z.enum(SUPPORT_STATUSES).optional(),
  assigned: z.enum(['me', 'nobody']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const SUPPORT_INBOX_PAGE_SIZE = 20;

export const ZSupportReplyBody = z.object({ message: zChatText() }).meta({ id: 'SupportReplyBody' });
export const ZSupportStatusBody = z.object({ status: z.enum(SUPPORT_STATUSES) }).meta({ id: 'SupportStatusBody' });

/** `GET /api/v1/admin/support/{id}/messages/`: the newest page, or older ones with `before_seq`. */
export const ZSupportMessagesQuery = z.object({
  before_seq: zSeq.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_HISTORY_PAGE_MAX).default(CHAT_HISTORY_PAGE_DEFAULT),
});

/** `POST /api/v1/admin/support/{id}/assign/`: no body (or `{}`) takes the conversation; `{assignee: null}` lets it go. */
export const ZSupportAssignBody = z.object({ assignee: z.null().optional() }).meta({ id: 'SupportAssignBody' });
