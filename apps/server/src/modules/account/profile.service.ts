import { ACCOUNT_MESSAGES, AppError, MESSAGES, type TUserPatch } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import type { TUploadedFile } from '../../lib/multipart.ts';
import { newStorageKey } from '../../lib/storage.ts';
import { findUserById, type TAccountsDeps, type TProfileChanges, type TUserRow, updateProfile } from '../auth/index.ts';
import { reencodeAvatar } from './avatar.ts';

const fieldError = (field: string, message: string) =>
  new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { [field]: [message] });

export async function getProfile(deps: TAccountsDeps, userId: number): Promise<TUserRow> {
  const user = await findUserById(deps.sql, userId);
  if (!user) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.notFound);
  return user;
}

/**
 * `PATCH /auth/users/me/`: the given fields, and a new avatar when one came.
 *
 * A new avatar is written first, then the row is switched to it in a
 * transaction that holds the user's row lock, so concurrent uploads take turns
 * and each one learns exactly which file it replaced. That file is removed
 * only after the commit; a failed update removes the new file instead. Every
 * upload thus leaves exactly one file referenced and none orphaned.
 */
export async function patchProfile(
  deps: TAccountsDeps,
  userId: number,
  body: TUserPatch,
  avatar: TUploadedFile | undefined,
): Promise<TUserRow> {
  const changes: TProfileChanges = { ...body };
  for (const key of Object.keys(changes) as (keyof TProfileChanges)[]) {
    if (changes[key] === undefined) delete changes[key];
  }
  if (!avatar) {
    const result = await updateProfile(deps.sql, userId, changes);
    if ('emailTaken' in result) throw fieldError('email', ACCOUNT_MESSAGES.emailTaken);
    return result.updated;
  }
  const png = await reencodeAvatar(avatar.data);
  if (!png) throw fieldError('avatar', ACCOUNT_MESSAGES.avatarNotImage);
  const newAvatarKey = newStorageKey('avatars', 'png');
  await deps.storage.put(newAvatarKey, png);
  changes.avatar_key = newAvatarKey;
  let replaced: { updated: TUserRow; previousKey: string | null };
  try {
    replaced = await deps.sql.begin(async (transaction) => {
      const tx = transaction as unknown as TSql;
      const [locked] = await tx<{ avatar_key: string | null }[]>`
        select avatar_key from users where id = ${userId} for update`;
      if (!locked) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.notFound);
      const result = await updateProfile(tx, userId, changes);
      // Thrown, not returned, so the failed statement's transaction is rolled back.
      if ('emailTaken' in result) throw fieldError('email', ACCOUNT_MESSAGES.emailTaken);
      return { updated: result.updated, previousKey: locked.avatar_key };
    });
  } catch (error) {
    await deps.storage.delete(newAvatarKey).catch(() => undefined);
    throw error;
  }
  if (replaced.previousKey) await deps.storage.delete(replaced.previousKey).catch(() => undefined);
  return replaced.updated;
}
