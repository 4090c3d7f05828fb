import {
  AppError,
  CHAT_MESSAGES,
  CHAT_ROOM_KINDS,
  type TChatRoom,
  type TChatRoomKind,
  type TChatUnread,
} from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { findPublicUsers } from '../auth/index.ts';
import { findProductsForChat } from '../marketplace/index.ts';
import type { TChatDeps } from './chat.deps.ts';
import { presentRoom, presentUnread } from './chat.presenter.ts';
import { markRoomRead, openRoom, requireMemberRoom } from './chat.service.ts';
import * as messages from './chat-messages.repository.ts';
import * as roomList from './chat-room-list.repository.ts';
import * as rooms from './chat-rooms.repository.ts';

export const productPairKey = (productId: number, buyerId: number) => `product:${productId}:${buyerId}`;

/**
 * The rooms as the member sees them. Each fact (the other members, their
 * names, the newest messages, the unread counts, the products) is read once
 * for all the rooms.
 */
export async function presentRooms(sql: TSql, userId: number, rows: rooms.TMemberRoomRow[]): Promise<TChatRoom[]> {
  if (rows.length === 0) return [];
  const roomIds = rows.map((row) => row.id);
  const productIds = [...new Set(rows.flatMap((row) => (row.product_id === null ? [] : [row.product_id])))];
  const [others, lastMessages, unread, products] = await Promise.all([
    roomList.findOtherMembers(sql, roomIds, userId),
    messages.findLatestMessagesOfRooms(sql, roomIds, 1),
    rooms.countUnread(sql, userId),
    findProductsForChat(sql, productIds),
  ]);
  const otherByRoom = new Map(others.map((member) => [member.room_id, member.user_id]));
  const users = new Map(
    (await findPublicUsers(sql, [...new Set(otherByRoom.values())])).map((user) => [user.id, user]),
  );
  const lastByRoom = new Map(lastMessages.map((message) => [message.room_id, message]));
  const productById = new Map(products.map((product) => [product.product.id, product]));
  return rows.map((row) => {
    const otherId = otherByRoom.get(row.id);
    return presentRoom(row, userId, {
      other: otherId === undefined ? undefined : users.get(otherId),
      lastMessage: lastByRoom.get(row.id),
      unread: unread.get(row.id) ?? 0,
      product: row.product_id === null ? undefined : productById.get(row.product_id),
    });
  });
}

/** The user's rooms of these kinds (all by default), the most recently active first. */
export async function listRooms(
  sql: TSql,
  userId: number,
  kinds: readonly TChatRoomKind[] = CHAT_ROOM_KINDS,
): Promise<TChatRoom[]> {
  return presentRooms(sql, userId, await rooms.findMemberRooms(sql, userId, [...kinds]));
}

/** One of the user's rooms; anyone else's answers 404. */
export async function getRoom(sql: TSql, userId: number, roomId: number): Promise<TChatRoom> {
  const row = await requireMemberRoom(sql, { id: roomId }, userId);
  const [room] = await presentRooms(sql, userId, [row]);
  return room as TChatRoom;
}

/**
 * The buyer's room about a product (spec §7 `POST /chat-room/`), with the
 * representative of the product's seller: created on the first «Написать
 * продавцу», the same room on every later one. Only a published product
 * can be asked about.
 */
export async function openProductRoom(
  sql: TSql,
  buyerId: number,
  productId: number,
): Promise<{ room: TChatRoom; created: boolean }> {
  const [facts] = await findProductsForChat(sql, [productId]);
  if (facts?.status !== 'published') throw new AppError('NOT_FOUND', CHAT_MESSAGES.productNotFound);
  if (facts.representativeId === buyerId) throw new AppError('INVALID_REQUEST', CHAT_MESSAGES.ownProduct);
  if (facts.representativeId === null) {
    throw new AppError('INVALID_REQUEST', CHAT_MESSAGES.sellerWithoutRepresentative);
  }
  const { row, created } = await openRoom(sql, {
    kind: 'product',
    pairKey: productPairKey(productId, buyerId),
    productId,
    memberIds: [buyerId, facts.representativeId],
  });
  return { room: await getRoom(sql, buyerId, row.id), created };
}

/** The user's unread counts (messages of others after their read marks). */
export async function getUnread(sql: TSql, userId: number): Promise<TChatUnread> {
  return presentUnread(await rooms.countUnread(sql, userId));
}

/** The member has read the room up to `seq` (a mark never moves back); their counts after it. */
export async function readRoom(
  deps: Pick<TChatDeps, 'sql' | 'hub' | 'log'>,
  userId: number,
  roomId: number,
  seq: number,
): Promise<TChatUnread> {
  await requireMemberRoom(deps.sql, { id: roomId }, userId);
  await markRoomRead(deps, roomId, userId, seq);
  return getUnread(deps.sql, userId);
}
