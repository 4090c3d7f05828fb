import { ACCOUNT_MESSAGES, AppError, MESSAGES, type TUserPatch } from '@sverka/shared';
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
 * The old avatar file is removed once the new one is in place.
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
  const previous = avatar ? await getProfile(deps, userId) : undefined;
  let newAvatarKey: string | undefined;
  if (avatar) {
    const png = await reencodeAvatar(avatar.data);
    if (!png) throw fieldError('avatar', ACCOUNT_MESSAGES.avatarNotImage);
    newAvatarKey = newStorageKey('avatars', 'png');
    await deps.storage.put(newAvatarKey, png);
    changes.avatar_key = newAvatarKey;
  }
  const result = await updateProfile(deps.sql, userId, changes);
  if ('emailTaken' in result) {
    if (newAvatarKey) await deps.storage.delete(newAvatarKey);
    throw fieldError('email', ACCOUNT_MESSAGES.emailTaken);
  }
  if (previous?.avatar_key) await deps.storage.delete(previous.avatar_key).catch(() => undefined);
  return result.updated;
}
