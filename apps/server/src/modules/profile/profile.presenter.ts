import type { TUser } from '@sverka/shared';
import type { TUserRow } from '../auth/index.ts';

export const MEDIA_PREFIX = '/api/v1/media/';

/** Public address of a stored avatar (`avatars/<uuid>.png` → `/api/v1/media/avatars/<uuid>.png`). */
export function avatarUrl(key: string | null): string | null {
  return key ? `${MEDIA_PREFIX}${key}` : null;
}

/** The owner's view of their account; the password hash and flags never leave the server. */
export function presentUser(row: TUserRow): TUser {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    birth_date: row.birth_date,
    position: row.position,
    phone_number: row.phone_number,
    avatar: avatarUrl(row.avatar_key),
    date_joined: row.date_joined.toISOString(),
    role: row.role,
    pending_email: row.pending_email,
  };
}
