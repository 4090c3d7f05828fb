import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bigintNumber, createdAt, ownedBy, serialId, timestamptz } from './columns.ts';
import { products } from './marketplace.ts';

/**
 * A conversation (spec §3 Chat room): `product` between a buyer and the
 * product's seller, `friend` between two users one of whom lists the other,
 * `support` between a user and the support team. `pair_key` makes a second
 * «Написать» reopen the same room: `product:<product>:<buyer>`,
 * `friend:<lower user id>:<higher>`, `support:<user>`. `last_seq` is the
 * newest message's `seq`, advanced in the message's own transaction.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serialId(),
    /** The public name of the room in URLs and socket paths: random, unguessable. */
    slug: varchar('slug', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    pairKey: text('pair_key').notNull(),
    productId: bigintNumber('product_id').references(() => products.id, { onDelete: 'set null' }),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamptz('last_message_at'),
    /** Support rooms: open (waiting for the team), answered, closed. */
    supportStatus: varchar('support_status', { length: 16 }),
    supportAssigneeId: bigintNumber('support_assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Support rooms: the seq the team has read up to (any admin). */
    supportReadSeq: bigint('support_read_seq', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_rooms_slug_key').on(t.slug),
    uniqueIndex('chat_rooms_pair_key').on(t.pairKey),
    index('chat_rooms_support_idx').on(t.supportStatus, t.lastMessageAt).where(sql`${t.kind} = 'support'`),
    // The unread digest reads only the rooms with recent activity.
    index('chat_rooms_last_message_idx').on(t.lastMessageAt),
    check('chat_rooms_kind_check', sql`${t.kind} in ('product', 'friend', 'support', 'tender')`),
    check(
      'chat_rooms_support_status_check',
      sql`(${t.kind} = 'support') = (${t.supportStatus} is not null) and ${t.supportStatus} in ('open', 'answered', 'closed')`,
    ),
  ],
);

/**
 * Who is in a room and how far they have read. A support room has one
 * member, the user; admins reach it through the back office.
 * `notified_seq` is the last seq an unread-messages email covered, so a
 * quiet room is mailed about once.
 */
export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    roomId: ownedBy('room_id', () => chatRooms.id),
    userId: ownedBy('user_id', () => users.id),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    notifiedSeq: bigint('notified_seq', { mode: 'number' }).notNull().default(0),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_room_members_user_idx').on(t.userId)],
);

/**
 * A message (spec §3 Chat message). `seq` orders a room and is its only
 * order; `client_msg_id` (the sender's uuid) makes a resend after a dropped
 * connection land once. `from_support` marks the support team's answers.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serialId(),
    roomId: ownedBy('room_id', () => chatRooms.id),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    senderId: ownedBy('sender_id', () => users.id),
    clientMsgId: uuid('client_msg_id'),
    body: text('body').notNull(),
    fromSupport: boolean('from_support').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_room_seq_key').on(t.roomId, t.seq),
    uniqueIndex('chat_messages_client_key').on(t.roomId, t.senderId, t.clientMsgId),
  ],
);

/**
 * A socket ticket: single-use, 60 s (CHAT_TICKET_TTL_SECONDS). Kept in
 * PostgreSQL as a SHA-256, so any instance can take it exactly once.
 */
export const chatTickets = pgTable(
  'chat_tickets',
  {
    ticketHash: varchar('ticket_hash', { length: 64 }).primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('chat_tickets_expires_idx').on(t.expiresAt)],
);
