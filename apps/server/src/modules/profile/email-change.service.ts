import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES, AppError, confirmEmailPath, MESSAGES } from '@sverka/shared';
import type { TAccountsDeps } from '../auth/index.ts';
import { confirmPendingEmail, setPendingEmail, type TUserRow } from '../auth/index.ts';

/** How long the link to a new address works. */
export const EMAIL_CHANGE_TOKEN_SECONDS = 24 * 3600;

const fieldError = (field: string, message: string) =>
  new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { [field]: [message] });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Starts an email change whose password the caller has already proved: the
 * new address gets a single-use link and only opening it changes the email
 * (so a mistyped or foreign address never takes over the account's mail, nor
 * its password resets); the old address is told, so a change its owner did
 * not make does not go unnoticed.
 */
export async function requestEmailChange(deps: TAccountsDeps, user: TUserRow, newEmail: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await setPendingEmail(deps.sql, user.id, {
    email: newEmail,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TOKEN_SECONDS * 1000),
  });
  const link = `${deps.config.publicUrl}${confirmEmailPath(token)}`;
  await deps.mailer.send({
    to: newEmail,
    subject: 'Подтвердите новую почту — Сверка',
    text:
      `Здравствуйте, ${user.full_name}!\n\n` +
      `Чтобы входить в Сверку с этой почтой, откройте ссылку:\n${link}\n\n` +
      'Ссылка действует 24 ч. и только один раз. До подтверждения вход и письма работают с прежней почтой. ' +
      'Если вы не меняли почту, ничего не делайте.\n\nСверка',
  });
  try {
    await deps.mailer.send({
      to: user.email,
      subject: 'Запрошена смена почты — Сверка',
      text:
        `Здравствуйте, ${user.full_name}!\n\n` +
        `В вашем профиле в Сверке запрошена смена почты на ${newEmail}. Она вступит в силу, когда по ссылке ` +
        'из письма на новый адрес подтвердят смену.\n\n' +
        'Если это были не вы, смените пароль: ссылка на новый адрес не сработает, пока вы не подтвердите ' +
        'смену сами, а новый запрос заменит прежний.\n\nСверка',
    });
  } catch (error) {
    // The change cannot happen without the new address's link, so a lost notice is logged, not fatal.
    deps.log.error({ err: error, userId: user.id }, 'email change notice to the old address failed');
  }
}

/** `POST /auth/users/confirm_email/`: the link's token makes the pending address the account's email. */
export async function confirmEmailChange(deps: TAccountsDeps, token: string): Promise<void> {
  const result = await confirmPendingEmail(deps.sql, sha256(token));
  if ('invalid' in result) throw fieldError('token', ACCOUNT_MESSAGES.emailChangeTokenInvalid);
  if ('emailTaken' in result) throw fieldError('email', ACCOUNT_MESSAGES.emailTaken);
}
