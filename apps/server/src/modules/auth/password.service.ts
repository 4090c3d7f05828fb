import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  AppError,
  MESSAGES,
  resetPasswordPath,
  type TResetPasswordConfirmBody,
  type TSetPasswordBody,
  type TTokenPair,
} from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { TAccountsDeps } from './deps.ts';
import { issuePair, verifyCurrentPassword } from './session.service.ts';
import * as tokens from './tokens.repository.ts';
import * as users from './users.repository.ts';

const fieldError = (field: string, message: string) =>
  new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { [field]: [message] });

/**
 * `POST /auth/users/set_password/`: the current password must match. Every
 * session ends (someone who knew the old password may hold one): refresh
 * tokens are revoked and the token version goes up, so old access tokens are
 * refused too. The caller's own session carries on with the pair returned here.
 */
export async function setPassword(
  deps: TAccountsDeps,
  userId: number,
  body: Required<TSetPasswordBody>,
  address: string,
): Promise<TTokenPair> {
  const user = await users.findUserById(deps.sql, userId);
  if (!user || !(await verifyCurrentPassword(deps, user, body.current_password, address))) {
    throw fieldError('current_password', ACCOUNT_MESSAGES.wrongPassword);
  }
  const passwordHash = await hashPassword(body.new_password, deps.config.passwordHashing);
  return deps.sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    await users.updatePasswordHash(tx, userId, passwordHash);
    await tokens.revokeUserRefreshTokens(tx, userId);
    const tokenVersion = await users.bumpTokenVersion(tx, userId);
    return issuePair(deps, tx, { id: userId, tokenVersion }, randomUUID());
  });
}

/** djoser's uid: the user id in URL-safe base64 without padding (`1` → `MQ`). */
export const encodeUid = (userId: number) => Buffer.from(String(userId)).toString('base64url');

function decodeUid(uid: string): number | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(uid)) return undefined;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : undefined;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * `POST /auth/users/reset_password/`: mails a single-use link to an active
 * user. The caller answers 204 whether or not the email is known.
 */
export async function requestPasswordReset(deps: TAccountsDeps, email: string): Promise<void> {
  const user = await users.findUserByEmail(deps.sql, email);
  if (!user?.is_active) return;
  const token = randomBytes(32).toString('base64url');
  await tokens.insertResetToken(deps.sql, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + deps.config.resetTokenSeconds * 1000),
  });
  const link = `${deps.config.publicUrl}${resetPasswordPath(encodeUid(user.id), token)}`;
  const hours = Math.round(deps.config.resetTokenSeconds / 3600);
  const validity = hours >= 1 ? `${hours} ч.` : `${Math.round(deps.config.resetTokenSeconds / 60)} мин.`;
  try {
    await deps.mailer.send({
      to: user.email,
      subject: 'Восстановление пароля — Сверка',
      text:
        `Здравствуйте, ${user.full_name}!\n\n` +
        `Чтобы задать новый пароль, откройте ссылку:\n${link}\n\n` +
        `Ссылка действует ${validity} и только один раз. Если вы не запрашивали восстановление, ничего не делайте: ` +
        'пароль останется прежним.\n\nСверка',
    });
  } catch (error) {
    // The answer must not differ for known emails, so a mail failure is logged, not reported.
    deps.log.error({ err: error, userId: user.id }, 'password reset mail failed');
  }
}

/**
 * `POST /auth/users/reset_password_confirm/`: a valid, unused, unexpired link
 * sets the new password, closes the user's other links and signs every
 * session out, access tokens included (whoever asked for the reset may not be
 * the only one who knew the old password).
 */
export async function confirmPasswordReset(
  deps: TAccountsDeps,
  body: Required<TResetPasswordConfirmBody>,
): Promise<void> {
  const userId = decodeUid(body.uid);
  const user = userId === undefined ? undefined : await users.findUserById(deps.sql, userId);
  if (!user?.is_active) throw fieldError('uid', ACCOUNT_MESSAGES.resetUidInvalid);
  const passwordHash = await hashPassword(body.new_password, deps.config.passwordHashing);
  const done = await deps.sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    if (!(await tokens.consumeResetToken(tx, user.id, sha256(body.token)))) return false;
    await users.updatePasswordHash(tx, user.id, passwordHash);
    await users.touchLastLogin(tx, user.id);
    await tokens.revokeUserRefreshTokens(tx, user.id);
    await users.bumpTokenVersion(tx, user.id);
    return true;
  });
  if (!done) throw fieldError('token', ACCOUNT_MESSAGES.resetTokenInvalid);
}
