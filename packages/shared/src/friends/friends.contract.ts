import { z } from 'zod';

/**
 * A friend as the list shows them: spec §3's "Friend record" without the
 * email. Anyone signed in may add any representative, so an address here
 * would hand every seller's email to every registered user.
 */
export const ZFriendUser = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    avatar: z.string().nullable(),
  })
  .meta({ id: 'FriendUser' });

/** `id` is the record's, for `DELETE /api/v1/friends/{id}`; `friend.id` is the user's. */
export const ZFriend = z
  .object({ id: z.number().int(), friend: ZFriendUser, created_at: z.string() })
  .meta({ id: 'Friend' });
export type TFriend = z.infer<typeof ZFriend>;

export const ZFriendList = z.array(ZFriend).meta({ id: 'FriendList' });

const ZPositiveId = z.coerce.number().int().positive();

/**
 * `POST /api/v1/friends/`: either the user (`friend`, e.g. a card's
 * `representative`) or the subject whose representative to add: a company
 * (`company`, its internal id), a sole trader (`entrepreneur`, the ИП card's
 * id) or a marketplace seller (`seller`). The user must represent some
 * company or ИП (spec §6).
 */
export const ZFriendCreateBody = z
  .object({
    friend: ZPositiveId.optional().describe('Id пользователя-представителя'),
    company: ZPositiveId.optional().describe('Внутренний id компании; добавляется её представитель'),
    entrepreneur: ZPositiveId.optional().describe('Внутренний id ИП (карточки ИП); добавляется его представитель'),
    seller: ZPositiveId.optional().describe('Номер продавца маркетплейса; добавляется его представитель'),
  })
  .meta({ id: 'FriendCreateBody' });
export type TFriendCreateBody = z.input<typeof ZFriendCreateBody>;

export const ZFriendIdParams = z.object({ id: ZPositiveId });
