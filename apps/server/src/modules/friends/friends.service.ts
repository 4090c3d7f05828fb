import { ACCOUNT_MESSAGES, AppError, MESSAGES, type TFriend } from '@sverka/shared';
import type { TAccountsDeps } from '../auth/index.ts';
import { findPublicUsers } from '../auth/index.ts';
import { findCompaniesByIds, isCompanyRepresentative } from '../companies/index.ts';
import { avatarUrl } from '../profile/index.ts';
import * as repository from './friends.repository.ts';

const fieldError = (field: string, message: string) =>
  new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { [field]: [message] });

export function presentFriend(row: repository.TFriendRow): TFriend {
  return {
    id: row.id,
    friend: { id: row.friend_id, full_name: row.full_name, avatar: avatarUrl(row.avatar_key) },
    created_at: row.created_at.toISOString(),
  };
}

export async function listFriends(deps: TAccountsDeps, userId: number): Promise<TFriend[]> {
  return (await repository.findFriends(deps.sql, userId)).map(presentFriend);
}

/**
 * Spec §6: friends are only company representatives other than oneself. The
 * target comes as a user id or as a company whose representative it is.
 */
export async function addFriend(
  deps: TAccountsDeps,
  userId: number,
  target: { friend?: number; company?: number },
): Promise<{ friend: TFriend; created: boolean }> {
  let friendId: number;
  if (target.company !== undefined) {
    const [company] = await findCompaniesByIds(deps.sql, [target.company]);
    if (!company) throw fieldError('company', MESSAGES.companyNotFound);
    if (company.representative_id === null)
      throw fieldError('company', ACCOUNT_MESSAGES.friendCompanyWithoutRepresentative);
    if (target.friend !== undefined && target.friend !== company.representative_id) {
      throw fieldError('friend', ACCOUNT_MESSAGES.friendNotRepresentative);
    }
    friendId = company.representative_id;
  } else if (target.friend !== undefined) {
    friendId = target.friend;
  } else {
    throw fieldError('friend', ACCOUNT_MESSAGES.friendTargetRequired);
  }
  const field = target.company !== undefined ? 'company' : 'friend';
  if (friendId === userId) throw fieldError(field, ACCOUNT_MESSAGES.friendSelf);
  const [user] = await findPublicUsers(deps.sql, [friendId]);
  if (!user || !(await isCompanyRepresentative(deps.sql, friendId))) {
    throw fieldError(field, ACCOUNT_MESSAGES.friendNotRepresentative);
  }
  const { row, created } = await repository.addFriend(deps.sql, userId, friendId);
  return { friend: presentFriend(row), created };
}

/** Removes one of the caller's records; someone else's id answers 404, as a missing one does. */
export async function removeFriend(deps: TAccountsDeps, userId: number, recordId: number): Promise<void> {
  if (!(await repository.deleteFriend(deps.sql, userId, recordId))) {
    throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.notFound);
  }
}
