import { ACCOUNT_MESSAGES, AppError, MESSAGES, type TUserPatch } from '@sverka/shared';
import type { TUploadedFile } from '../../lib/multipart.ts';
import { newStorageKey } from '../../lib/storage.ts';
import {
  findUserByEmail,
  findUserById,
  type TAccountsDeps,
  type TProfileChanges,
  type TUserRow,
  updateProfile,
  verifyCurrentPassword,
} from '../auth/index.ts';
import { reencodeAvatar } from './avatar.ts';
import { requestEmailChange } from './email-change.service.ts';

const fieldError = (field: string, message: string) =>
  new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { [field]: [message] });

export async function getProfile(deps: TAccountsDeps, userId: number): Promise<TUserRow> {
  const user = await findUserById(deps.sql, userId);
  if (!user) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.notFound);
  return user;
}

/**
 * `PATCH /auth/users/me/`: the given fields, and a new avatar when one came.
 * The old avatar file is removed once the new one is in place. A new email
 * needs the current password and is only requested here: it takes effect
 * when the link mailed to it is opened (email-change.service.ts).
 */
export async function patchProfile(
  deps: TAccountsDeps,
  userId: number,
  body: TUserPatch,
  avatar: TUploadedFile | undefined,
  address: string,
): Promise<TUserRow> {
  const { email, current_password: currentPassword, ...fields } = body;
  const changes: TProfileChanges = { ...fields };
  for (const key of Object.keys(changes) as (keyof TProfileChanges)[]) {
    if (changes[key] === undefined) delete changes[key];
  }
  const current = await getProfile(deps, userId);
  const newEmail = email !== undefined && email !== current.email ? email : undefined;
  if (newEmail !== undefined) {
    if (!currentPassword) throw fieldError('current_password', ACCOUNT_MESSAGES.required);
    if (!(await verifyCurrentPassword(deps, current, currentPassword, address))) {
      throw fieldError('current_password', ACCOUNT_MESSAGES.wrongPassword);
    }
    const holder = await findUserByEmail(deps.sql, newEmail);
    if (holder && holder.id !== userId) throw fieldError('email', ACCOUNT_MESSAGES.emailTaken);
  }
  const previous = avatar ? current : undefined;
  let newAvatarKey: string | undefined;
  if (avatar) {
    const png = await reencodeAvatar(avatar.data);
    if (!png) throw fieldError('avatar', ACCOUNT_MESSAGES.avatarNotImage);
    newAvatarKey = newStorageKey('avatars', 'png');
    await deps.storage.put(newAvatarKey, png);
    changes.avatar_key = newAvatarKey;
  }
  const updated = await updateProfile(deps.sql, userId, changes);
  if (previous?.avatar_key) await deps.storage.delete(previous.avatar_key).catch(() => undefined);
  if (newEmail === undefined) return updated;
  await requestEmailChange(deps, updated, newEmail);
  return { ...updated, pending_email: newEmail };
}
