import { z } from 'zod';
import { requiredText, ZEmail, ZPasswordInput } from './fields.ts';
import { ZNewPassword } from './password.ts';

/**
 * djoser + SimpleJWT endpoints (spec §7 "Auth", research commerce-anchors §4):
 * the same paths, bodies, statuses and error shapes as the original API.
 */

/** Django's cookie and header names: sign-in and registration echo the cookie in the header. */
export const CSRF_COOKIE_NAME = 'csrftoken';
export const CSRF_HEADER_NAME = 'X-CSRFToken';

export const FULL_NAME_MAX_LENGTH = 150;

/** `POST /auth/jwt/create/`. `rememberMe` is the client's own storage choice; the server ignores it. */
export const ZTokenCreateBody = z
  .object({
    email: ZEmail,
    password: ZPasswordInput,
    // Whatever the client sends here is accepted and ignored: it only chooses local or session storage.
    rememberMe: z
      .union([z.boolean(), z.string()])
      .optional()
      .describe('Не влияет на сервер: клиент выбирает, где хранить токены'),
  })
  .meta({ id: 'TokenCreateBody' });
export type TTokenCreateBody = z.input<typeof ZTokenCreateBody>;

export const ZTokenPair = z
  .object({
    refresh: z.string().describe('JWT обновления (HS256)'),
    access: z.string().describe('JWT доступа (HS256), передаётся как `Authorization: Bearer …`'),
  })
  .meta({ id: 'TokenPair' });
export type TTokenPair = z.infer<typeof ZTokenPair>;

export const ZTokenRefreshBody = z.object({ refresh: requiredText(4096) }).meta({ id: 'TokenRefreshBody' });
export type TTokenRefreshBody = z.input<typeof ZTokenRefreshBody>;

/** Refresh tokens rotate, so the reply always carries a new one (SimpleJWT with ROTATE_REFRESH_TOKENS). */
export const ZTokenRefreshReply = ZTokenPair;
export type TTokenRefreshReply = TTokenPair;

/**
 * Claims of both tokens (SimpleJWT's layout; `user_id` is a string as in
 * SimpleJWT 5.5.1+). `token_version` is ours: the user's version when the
 * token was issued; a password change or reset raises it and older tokens
 * stop working.
 */
export type TTokenClaims = {
  token_type: 'access' | 'refresh';
  exp: number;
  iat: number;
  jti: string;
  user_id: string;
  token_version: number;
};

/** `POST /auth/users/`. */
export const ZRegisterBody = z
  .object({
    full_name: requiredText(FULL_NAME_MAX_LENGTH),
    email: ZEmail,
    password: ZNewPassword,
  })
  .meta({ id: 'RegisterBody' });
export type TRegisterBody = z.input<typeof ZRegisterBody>;

export const ZRegisterReply = z
  .object({ id: z.number().int(), email: z.string(), full_name: z.string() })
  .meta({ id: 'RegisterReply' });
export type TRegisterReply = z.infer<typeof ZRegisterReply>;

/** `POST /auth/users/set_password/`. */
export const ZSetPasswordBody = z
  .object({ new_password: ZNewPassword, current_password: ZPasswordInput })
  .meta({ id: 'SetPasswordBody' });
export type TSetPasswordBody = z.input<typeof ZSetPasswordBody>;

/** `POST /auth/users/reset_password/`. */
export const ZResetPasswordBody = z.object({ email: ZEmail }).meta({ id: 'ResetPasswordBody' });
export type TResetPasswordBody = z.input<typeof ZResetPasswordBody>;

/** `POST /auth/users/reset_password_confirm/`: `uid` and `token` come from the emailed link. */
export const ZResetPasswordConfirmBody = z
  .object({ uid: requiredText(64), token: requiredText(256), new_password: ZNewPassword })
  .meta({ id: 'ResetPasswordConfirmBody' });
export type TResetPasswordConfirmBody = z.input<typeof ZResetPasswordConfirmBody>;

/** The web route the reset email links to (spec §2); it redirects to `/?uid=…&token=…`. */
export const resetPasswordPath = (uid: string, token: string) =>
  `/reset-password/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`;

/** `GET /auth/csrf/`: sets the cookie for clients whose page did not come from this server (Vite dev). */
export const ZCsrfReply = z.object({ csrftoken: z.string() }).meta({ id: 'CsrfReply' });
export type TCsrfReply = z.infer<typeof ZCsrfReply>;
