import { randomUUID } from 'node:crypto';
import type { TTokenClaims } from '@sverka/shared';
import { errors, jwtVerify, SignJWT } from 'jose';

export type TTokenType = TTokenClaims['token_type'];

/** A verified token's facts; `userId` is a number whether the token carried a string or a number. */
export type TVerifiedToken = { type: TTokenType; userId: number; jti: string; expiresAt: Date; tokenVersion: number };

export type TTokenFailure = 'expired' | 'invalid' | 'wrong_type';

export class TokenError extends Error {
  constructor(readonly reason: TTokenFailure) {
    super(`token ${reason}`);
    this.name = 'TokenError';
  }
}

export type TJwtService = {
  sign(
    type: TTokenType,
    userId: number,
    tokenVersion: number,
    jti?: string,
  ): Promise<{ token: string; jti: string; expiresAt: Date }>;
  verify(token: string, expectedType: TTokenType): Promise<TVerifiedToken>;
};

/**
 * HS256 tokens with SimpleJWT's claims (`token_type`, `exp`, `iat`, `jti`,
 * `user_id` as a string), so tokens look the same to clients that decode
 * them, plus `token_version`. No leeway, as SimpleJWT.
 */
export function createJwtService(options: {
  secret: string;
  accessSeconds: number;
  refreshSeconds: number;
}): TJwtService {
  const key = new TextEncoder().encode(options.secret);
  const lifetime = { access: options.accessSeconds, refresh: options.refreshSeconds };
  return {
    async sign(type, userId, tokenVersion, jti = randomUUID()) {
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAtSeconds = issuedAt + lifetime[type];
      const token = await new SignJWT({ token_type: type, user_id: String(userId), token_version: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        // SimpleJWT writes the jti as 32 hex digits; the dashed uuid is kept in the database.
        .setJti(jti.replaceAll('-', ''))
        .sign(key);
      return { token, jti, expiresAt: new Date(expiresAtSeconds * 1000) };
    },
    async verify(token, expectedType) {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'jti'] }));
      } catch (error) {
        throw new TokenError(error instanceof errors.JWTExpired ? 'expired' : 'invalid');
      }
      if (payload.token_type !== expectedType) throw new TokenError('wrong_type');
      const userId = Number(payload.user_id);
      const jti = typeof payload.jti === 'string' ? dashedUuid(payload.jti) : undefined;
      if (!Number.isSafeInteger(userId) || userId <= 0 || !jti) throw new TokenError('invalid');
      // Tokens issued before versions existed carry none: they stand for version 0 and end with the first change.
      const tokenVersion = payload.token_version ?? 0;
      if (typeof tokenVersion !== 'number' || !Number.isSafeInteger(tokenVersion)) throw new TokenError('invalid');
      return { type: expectedType, userId, jti, expiresAt: new Date(Number(payload.exp) * 1000), tokenVersion };
    },
  };
}

/** `0123…cdef` (32 hex digits) → `01234567-89ab-…`; anything else is not one of our tokens. */
function dashedUuid(hex: string): string | undefined {
  if (!/^[0-9a-f]{32}$/.test(hex)) return undefined;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
