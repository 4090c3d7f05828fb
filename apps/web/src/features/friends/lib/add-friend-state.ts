import type { TFriend } from '@sverka/shared';

/**
 * Spec §2: the card's button shows only to a signed-in user, for a company
 * with a representative who is someone else; a representative already in the
 * friends list shows 'Добавлен в друзья' instead.
 */
export type TAddFriendState = 'hidden' | 'loading' | 'add' | 'added';

export function addFriendState(input: {
  userId: number | undefined;
  representative: number | null;
  friends: readonly TFriend[] | undefined;
}): TAddFriendState {
  const { userId, representative, friends } = input;
  if (userId === undefined || representative === null || representative === userId) return 'hidden';
  if (!friends) return 'loading';
  return friends.some((record) => record.friend.id === representative) ? 'added' : 'add';
}
