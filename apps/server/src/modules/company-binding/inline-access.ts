import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TCompanyBindingFile } from '@sverka/shared';

/**
 * Signed addresses of application documents shown inside the back office's
 * page. An iframe or img cannot send the Bearer header, so the address itself
 * carries who may open it: the reviewer, their token version (a password
 * change or reset ends it, as it ends their tokens) and an expiry, signed with
 * the server's secret for exactly one application's document.
 */
export const INLINE_ACCESS_SECONDS = 30 * 60;

export type TInlineViewer = { id: number; tokenVersion: number };

function signature(secret: string, target: { id: number; file: TCompanyBindingFile }, claims: string): string {
  return createHmac('sha256', secret)
    .update(`company-binding-document:${target.id}:${target.file}:${claims}`)
    .digest('base64url');
}

export function signInlineAccess(
  secret: string,
  target: { id: number; file: TCompanyBindingFile },
  viewer: TInlineViewer,
  now = Date.now(),
): string {
  const claims = `${viewer.id}.${viewer.tokenVersion}.${Math.floor(now / 1000) + INLINE_ACCESS_SECONDS}`;
  return `${claims}.${signature(secret, target, claims)}`;
}

/** The viewer an access string names, or undefined when it is malformed, forged, for another document or expired. */
export function verifyInlineAccess(
  secret: string,
  target: { id: number; file: TCompanyBindingFile },
  access: string,
  now = Date.now(),
): TInlineViewer | undefined {
  const match = /^(\d{1,15})\.(\d{1,9})\.(\d{1,12})\.([\w-]{43})$/.exec(access);
  if (!match) return undefined;
  const [, id, tokenVersion, expires, given] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(signature(secret, target, `${id}.${tokenVersion}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(given))) return undefined;
  if (Number(expires) * 1000 <= now) return undefined;
  return { id: Number(id), tokenVersion: Number(tokenVersion) };
}
