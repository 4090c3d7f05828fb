import { ACCOUNT_MESSAGES, AppError, canOpenSection, type TStaffSection, type TUserRole } from '@sverka/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type TJwtService, TokenError } from './jwt.ts';

/** Who is calling, as far as permissions go; handlers load the rest when they need it. */
export type TAuthUser = { id: number; role: TUserRole };

declare module 'fastify' {
  interface FastifyRequest {
    authUser: TAuthUser | null;
  }
}

export type TAuthGuards = {
  /** preHandler: 401 unless a valid access token of an active user comes as `Authorization: Bearer …`. */
  requireUser: (request: FastifyRequest) => Promise<void>;
  /** preHandler: as requireUser, then 403 unless that user is an admin. */
  requireAdmin: (request: FastifyRequest) => Promise<void>;
  /**
   * preHandler of a back-office section: as requireUser, then 403 unless the user's role may open the
   * section (`canOpenSection`: admins all, moderators moderation, applications and support).
   */
  requireStaff: (section: TStaffSection) => (request: FastifyRequest) => Promise<void>;
  /**
   * preHandler of public routes whose answer depends on who asks (paid blocks): no header → anonymous;
   * a header is checked as requireUser checks it, so a stale token gets the 401 the client refreshes on.
   */
  identifyUser: (request: FastifyRequest) => Promise<void>;
};

/** OpenAPI security requirement for routes behind requireUser. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

export function registerAuthRequest(app: FastifyInstance): void {
  app.decorateRequest('authUser', null);
}

/**
 * Bearer authentication as DRF with SimpleJWT answers it: no header → 401
 * `not_authenticated`; a bad, expired or refresh token, or a user who is gone
 * or deactivated, or a token older than the user's last password change or
 * reset (its `token_version` is behind) → 401 `token_not_valid`. The user is
 * read on every request so deactivation, role and password changes apply at
 * once, not after the token expires.
 */
export function createAuthGuards(options: {
  jwt: TJwtService;
  findActiveUser: (userId: number) => Promise<{ role: TUserRole; token_version: number } | undefined>;
}): TAuthGuards {
  const { jwt, findActiveUser } = options;
  const requireUser = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const [scheme, token] = header?.split(' ') ?? [];
    if (!header || scheme !== 'Bearer' || !token) {
      throw new AppError('not_authenticated', ACCOUNT_MESSAGES.notAuthenticated);
    }
    try {
      const verified = await jwt.verify(token, 'access');
      const user = await findActiveUser(verified.userId);
      if (!user || user.token_version !== verified.tokenVersion) throw new TokenError('invalid');
      request.authUser = { id: verified.userId, role: user.role };
    } catch (error) {
      if (error instanceof TokenError) throw new AppError('token_not_valid', ACCOUNT_MESSAGES.tokenNotValid);
      throw error;
    }
  };
  return {
    requireUser,
    async identifyUser(request) {
      if (request.headers.authorization) await requireUser(request);
    },
    async requireAdmin(request) {
      await requireUser(request);
      if (request.authUser?.role !== 'admin') throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.permissionDenied);
    },
    requireStaff: (section) => async (request) => {
      await requireUser(request);
      if (!canOpenSection(request.authUser?.role, section)) {
        throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.permissionDenied);
      }
    },
  };
}

/** The caller on a route behind requireUser. */
export function currentUser(request: FastifyRequest): TAuthUser {
  if (!request.authUser) throw new AppError('not_authenticated', ACCOUNT_MESSAGES.notAuthenticated);
  return request.authUser;
}
