import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, AppError, type TTokenPair } from '@sverka/shared';
import type { FastifyReply } from 'fastify';
import type { TSql } from '../../db/client.ts';
import { TokenError } from '../../lib/jwt.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { TAccountsDeps } from './deps.ts';
import * as tokens from './tokens.repository.ts';
import * as users from './users.repository.ts';

/** A refresh token of a new or continued session family, with its access token, both of the user's token version. */
export async function issuePair(
  deps: TAccountsDeps,
  sql: TSql,
  user: { id: number; tokenVersion: number },
  familyId: string,
): Promise<TTokenPair> {
  const refresh = await deps.jwt.sign('refresh', user.id, user.tokenVersion);
  await tokens.insertRefreshToken(sql, {
    jti: refresh.jti,
    userId: user.id,
    familyId,
    expiresAt: refresh.expiresAt,
  });
  const access = await deps.jwt.sign('access', user.id, user.tokenVersion);
  return { refresh: refresh.token, access: access.token };
}

/** A blocked sign-in: 429 with the wait in the message and in `Retry-After`. */
export class SignInThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', ACCOUNT_MESSAGES.rateLimited(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
  }
}

/** Runs a handler whose throttled refusal must carry `Retry-After`, as a 429 of the sign-in does. */
export async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SignInThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * Checks a signed-in user's current password (password or email change)
 * under the sign-in throttle: a stolen access token must not become a way to
 * guess the password without limits. Throws 429 while blocked.
 */
export async function verifyCurrentPassword(
  deps: TAccountsDeps,
  user: { email: string; password_hash: string },
  password: string,
  address: string,
): Promise<boolean> {
  const keys = { account: user.email, address };
  const wait = await deps.signInThrottle.begin(keys);
  if (wait > 0) throw new SignInThrottledError(wait);
  const matches = await verifyPassword(user.password_hash, password, deps.config.passwordHashing);
  await (matches ? deps.signInThrottle.succeeded(keys) : deps.signInThrottle.failed(keys));
  return matches;
}

/**
 * `POST /auth/jwt/create/`: one message for a wrong email, a wrong password
 * and a deactivated account. Attempts are counted per account and per client
 * address before the password is checked; a blocked one answers 429 without
 * checking it, so a guesser learns nothing while blocked, from any address.
 */
export async function signIn(
  deps: TAccountsDeps,
  credentials: { email: string; password: string; address: string },
): Promise<TTokenPair> {
  const { email, password } = credentials;
  const keys = { account: email, address: credentials.address };
  const wait = await deps.signInThrottle.begin(keys);
  if (wait > 0) throw new SignInThrottledError(wait);
  const user = await users.findUserByEmail(deps.sql, email);
  const matches = await verifyPassword(user?.password_hash, password, deps.config.passwordHashing);
  if (!user || !matches || !user.is_active) {
    await deps.signInThrottle.failed(keys);
    throw new AppError('no_active_account', ACCOUNT_MESSAGES.noActiveAccount);
  }
  await deps.signInThrottle.succeeded(keys);
  // Only someone who knows the password learns that the account is blocked.
  if (user.blocked_at) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.userBlocked);
  await users.touchLastLogin(deps.sql, user.id);
  await tokens.deleteExpiredRefreshTokens(deps.sql, user.id);
  return issuePair(deps, deps.sql, { id: user.id, tokenVersion: user.token_version }, randomUUID());
}

/**
 * Seconds after its first use in which a refresh token still trades for a pair of the same family. Tabs of one
 * browser share the stored pair: when its access token has expired, each tab opened at once refreshes with the
 * same refresh token, and without this window the second one would be taken for a thief and sign the user out
 * everywhere. A replay later than this is still treated as theft.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/**
 * `POST /auth/jwt/refresh/`: trades a refresh token for a new pair. Each
 * refresh token works once (and again within REFRESH_REUSE_GRACE_SECONDS of
 * that use); presenting a used one after that means it leaked, so
 * the whole family (that sign-in's every token) is revoked and the holder
 * must sign in again. A token older than the user's last password change is
 * refused even if it somehow escaped the revocation that change made.
 */
export async function refreshSession(deps: TAccountsDeps, refreshToken: string): Promise<TTokenPair> {
  let jti: string;
  let tokenVersion: number;
  try {
    ({ jti, tokenVersion } = await deps.jwt.verify(refreshToken, 'refresh'));
  } catch (error) {
    if (error instanceof TokenError) throw new AppError('token_not_valid', ACCOUNT_MESSAGES.refreshNotValid);
    throw error;
  }
  type TOutcome = { refused: string } | { inactive: true } | { pair: TTokenPair };
  const outcome = await deps.sql.begin(async (transaction): Promise<TOutcome> => {
    const tx = transaction as unknown as TSql;
    const used = await tokens.useRefreshToken(tx, jti, REFRESH_REUSE_GRACE_SECONDS);
    if (!used) {
      const known = await tokens.findRefreshToken(tx, jti);
      if (!known || (!known.used_at && !known.revoked_at)) return { refused: ACCOUNT_MESSAGES.refreshNotValid };
      // Committed before the refusal: the revocation must stick.
      await tokens.revokeRefreshFamily(tx, known.family_id);
      return { refused: ACCOUNT_MESSAGES.refreshReused };
    }
    const user = await users.findActiveUser(tx, used.user_id);
    if (!user) return { inactive: true };
    if (user.token_version !== tokenVersion) {
      await tokens.revokeRefreshFamily(tx, used.family_id);
      return { refused: ACCOUNT_MESSAGES.refreshNotValid };
    }
    return { pair: await issuePair(deps, tx, { id: used.user_id, tokenVersion }, used.family_id) };
  });
  if ('refused' in outcome) throw new AppError('token_not_valid', outcome.refused);
  if ('inactive' in outcome) throw new AppError('no_active_account', ACCOUNT_MESSAGES.noActiveAccount);
  return outcome.pair;
}
