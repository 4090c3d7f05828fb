import type { TSql } from '../../db/client.ts';

export async function insertRefreshToken(
  sql: TSql,
  token: { jti: string; userId: number; familyId: string; expiresAt: Date },
): Promise<void> {
  await sql`
    insert into refresh_tokens (jti, user_id, family_id, expires_at)
    values (${token.jti}, ${token.userId}, ${token.familyId}, ${token.expiresAt})`;
}

/**
 * Marks a live refresh token used and returns whose it is: a token never used, or one first used less than
 * `reuseGraceSeconds` ago (its first use keeps its time). The row is locked by the update, so two requests
 * racing with the same token are decided one after the other.
 */
export async function useRefreshToken(
  sql: TSql,
  jti: string,
  reuseGraceSeconds: number,
): Promise<{ user_id: number; family_id: string } | undefined> {
  const [row] = await sql<{ user_id: number; family_id: string }[]>`
    update refresh_tokens set used_at = coalesce(used_at, now())
    where jti = ${jti} and revoked_at is null and expires_at > now()
      and (used_at is null or used_at > now() - make_interval(secs => ${reuseGraceSeconds}))
    returning user_id, family_id`;
  return row;
}

export async function findRefreshToken(
  sql: TSql,
  jti: string,
): Promise<{ family_id: string; used_at: Date | null; revoked_at: Date | null } | undefined> {
  const [row] = await sql<{ family_id: string; used_at: Date | null; revoked_at: Date | null }[]>`
    select family_id, used_at, revoked_at from refresh_tokens where jti = ${jti}`;
  return row;
}

export async function revokeRefreshFamily(sql: TSql, familyId: string): Promise<void> {
  await sql`update refresh_tokens set revoked_at = now() where family_id = ${familyId} and revoked_at is null`;
}

/** Signs the user out everywhere: no refresh token of theirs works any more. */
export async function revokeUserRefreshTokens(sql: TSql, userId: number): Promise<void> {
  await sql`update refresh_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null`;
}

/** Expired rows are of no use, even for reuse detection; dropped at each sign-in of their owner. */
export async function deleteExpiredRefreshTokens(sql: TSql, userId: number): Promise<void> {
  await sql`delete from refresh_tokens where user_id = ${userId} and expires_at < now()`;
}

export async function insertResetToken(
  sql: TSql,
  token: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await sql`
    insert into password_reset_tokens (user_id, token_hash, expires_at)
    values (${token.userId}, ${token.tokenHash}, ${token.expiresAt})`;
}

/**
 * Uses up a live reset token of this user; true when there was one. Every
 * other open link of the user is closed with it: one reset per request.
 */
export async function consumeResetToken(sql: TSql, userId: number, tokenHash: string): Promise<boolean> {
  const [row] = await sql`
    update password_reset_tokens set used_at = now()
    where user_id = ${userId} and token_hash = ${tokenHash} and used_at is null and expires_at > now()
    returning id`;
  if (!row) return false;
  await sql`update password_reset_tokens set used_at = now() where user_id = ${userId} and used_at is null`;
  return true;
}
