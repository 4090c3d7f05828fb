import { ACCOUNT_MESSAGES, AppError, MESSAGES, type TRegisterReply } from '@sverka/shared';
import { hashPassword } from '../../lib/passwords.ts';
import type { TAccountsDeps } from './deps.ts';
import * as users from './users.repository.ts';

/** `POST /auth/users/`: the account is active at once (djoser's SEND_ACTIVATION_EMAIL=False). */
export async function registerUser(
  deps: TAccountsDeps,
  body: { full_name: string; email: string; password: string },
): Promise<TRegisterReply> {
  const created = await users.insertUser(deps.sql, {
    email: body.email,
    fullName: body.full_name,
    passwordHash: await hashPassword(body.password, deps.config.passwordHashing),
  });
  if (!created)
    throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { email: [ACCOUNT_MESSAGES.emailTaken] });
  return { id: created.id, email: created.email, full_name: created.full_name };
}
