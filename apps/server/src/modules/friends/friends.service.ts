import { ACCOUNT_MESSAGES, AppError, MESSAGES, SELLER_MESSAGES, type TFriend } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import { findPublicUsers } from '../auth/index.ts';
import {
  findCompaniesByIds,
  findEntrepreneurById,
  findSellerRepresentative,
  isCompanyRepresentative,
} from '../companies/index.ts';
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

type TFriendTarget = { friend?: number; company?: number; entrepreneur?: number; seller?: number };
type TSubjectField = 'company' | 'entrepreneur' | 'seller';

/**
 * The representative of the subject the request names, checked against
 * `friend` when both come; undefined when it names no subject.
 */
async function subjectRepresentative(
  deps: TAccountsDeps,
  target: TFriendTarget,
): Promise<{ field: TSubjectField; representativeId: number } | undefined> {
  const named = (['company', 'entrepreneur', 'seller'] as const).filter((field) => target[field] !== undefined);
  if (named.length > 1) throw fieldError(named[1] ?? 'company', ACCOUNT_MESSAGES.friendOneSubject);
  const field = named[0];
  if (field === undefined) return undefined;
  const id = target[field] as number;
  let representativeId: number | null;
  if (field === 'company') {
    const [company] = await findCompaniesByIds(deps.sql, [id]);
    if (!company) throw fieldError(field, MESSAGES.companyNotFound);
    representativeId = company.representative_id;
    if (representativeId === null) throw fieldError(field, ACCOUNT_MESSAGES.friendCompanyWithoutRepresentative);
  } else if (field === 'entrepreneur') {
    const entrepreneur = await findEntrepreneurById(deps.sql, id);
    if (!entrepreneur) throw fieldError(field, MESSAGES.entrepreneurNotFound);
    representativeId = entrepreneur.representative_id;
    if (representativeId === null) throw fieldError(field, ACCOUNT_MESSAGES.friendEntrepreneurWithoutRepresentative);
  } else {
    const found = await findSellerRepresentative(deps.sql, id);
    if (found === undefined) throw fieldError(field, SELLER_MESSAGES.notFound);
    representativeId = found;
    if (representativeId === null) throw fieldError(field, ACCOUNT_MESSAGES.friendCompanyWithoutRepresentative);
  }
  if (target.friend !== undefined && target.friend !== representativeId) {
    throw fieldError('friend', ACCOUNT_MESSAGES.friendNotRepresentative);
  }
  return { field, representativeId };
}

/**
 * Spec §6: friends are only representatives of companies or sole traders,
 * other than oneself. The target comes as a user id or as the company, ИП or
 * marketplace seller whose representative it is.
 */
export async function addFriend(
  deps: TAccountsDeps,
  userId: number,
  target: TFriendTarget,
): Promise<{ friend: TFriend; created: boolean }> {
  const subject = await subjectRepresentative(deps, target);
  let friendId: number;
  if (subject) friendId = subject.representativeId;
  else if (target.friend !== undefined) friendId = target.friend;
  else throw fieldError('friend', ACCOUNT_MESSAGES.friendTargetRequired);
  const field = subject?.field ?? 'friend';
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

/**
 * Whether two users may chat as friends: one of them lists the other. Lists
 * are one-way (spec §6), so a seller answers a buyer who added them without
 * adding the buyer back.
 */
export function isOnFriendListEitherWay(sql: TSql, userId: number, otherId: number): Promise<boolean> {
  if (userId === otherId) return Promise.resolve(false);
  return repository.isOnListEitherWay(sql, userId, otherId);
}
