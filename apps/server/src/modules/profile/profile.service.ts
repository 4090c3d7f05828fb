import { ACCOUNT_MESSAGES, AppError, MESSAGES, type TUserPatch } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
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
 * A new email needs the current password and is only requested here: it
 * takes effect when the link mailed to it is opened (email-change.service.ts).
 *
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
  const requestNewEmail = async (updated: TUserRow): Promise<TUserRow> => {
    if (newEmail === undefined) return updated;
    await requestEmailChange(deps, updated, newEmail);
    return { ...updated, pending_email: newEmail };
  };
  if (!avatar) return requestNewEmail(await updateProfile(deps.sql, userId, changes));
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
      const updated = await updateProfile(tx, userId, changes);
      return { updated, previousKey: locked.avatar_key };
    });
  } catch (error) {
    await deps.storage.delete(newAvatarKey).catch(() => undefined);
    throw error;
  }
  if (replaced.previousKey) await deps.storage.delete(replaced.previousKey).catch(() => undefined);
  return requestNewEmail(replaced.updated);
}
