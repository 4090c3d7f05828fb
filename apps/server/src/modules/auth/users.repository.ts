import type { TUserRole } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import type { TRowOf } from '../../db/row.ts';
import type { users } from '../../db/schema/accounts.ts';

export type TUserRow = Pick<
  TRowOf<typeof users>,
  | 'id'
  | 'email'
  | 'password_hash'
  | 'full_name'
  | 'birth_date'
  | 'position'
  | 'phone_number'
  | 'avatar_key'
  | 'is_active'
  | 'date_joined'
  | 'token_version'
  | 'pending_email'
  | 'blocked_at'
> & { role: TUserRole };

const COLUMNS = [
  'id',
  'email',
  'password_hash',
  'full_name',
  'birth_date',
  'position',
  'phone_number',
  'avatar_key',
  'role',
  'is_active',
  'date_joined',
  'token_version',
  'pending_email',
  'blocked_at',
] as const;

/** The new user, or undefined when the email is taken (the unique index decides, so a race cannot slip through). */
export async function insertUser(
  sql: TSql,
  user: { email: string; passwordHash: string; fullName: string; role?: TUserRole },
): Promise<TUserRow | undefined> {
  const [row] = await sql<TUserRow[]>`
    insert into users (email, password_hash, full_name, role)
    values (${user.email}, ${user.passwordHash}, ${user.fullName}, ${user.role ?? 'user'})
    on conflict (email) do nothing
    returning ${sql(COLUMNS)}`;
  return row;
}

export async function findUserByEmail(sql: TSql, email: string): Promise<TUserRow | undefined> {
  const [row] = await sql<TUserRow[]>`select ${sql(COLUMNS)} from users where email = ${email}`;
  return row;
}

export async function findUserById(sql: TSql, id: number): Promise<TUserRow | undefined> {
  const [row] = await sql<TUserRow[]>`select ${sql(COLUMNS)} from users where id = ${id}`;
  return row;
}

/**
 * What each authenticated request checks: an active user's role and token
 * version; undefined when missing, deactivated or blocked.
 */
export async function findActiveUser(
  sql: TSql,
  id: number,
): Promise<{ role: TUserRole; token_version: number } | undefined> {
  const [row] = await sql<{ role: TUserRole; token_version: number }[]>`
    select role, token_version from users where id = ${id} and is_active and blocked_at is null`;
  return row;
}

/** Makes every token issued so far stale; returns the new version for the tokens issued next. */
export async function bumpTokenVersion(sql: TSql, id: number): Promise<number> {
  const [row] = await sql<{ token_version: number }[]>`
    update users set token_version = token_version + 1 where id = ${id} returning token_version`;
  if (!row) throw new Error(`user ${id} vanished during a token version bump`);
  return row.token_version;
}

export async function updatePasswordHash(sql: TSql, id: number, passwordHash: string): Promise<void> {
  await sql`update users set password_hash = ${passwordHash} where id = ${id}`;
}

export async function touchLastLogin(sql: TSql, id: number): Promise<void> {
  await sql`update users set last_login = now() where id = ${id}`;
}

/** What PATCH /auth/users/me/ writes directly; the email changes only through its confirmation link. */
export type TProfileChanges = Partial<{
  full_name: string;
  birth_date: string | null;
  position: string | null;
  phone_number: string | null;
  avatar_key: string | null;
}>;

/** Applies the given columns only. */
export async function updateProfile(sql: TSql, id: number, changes: TProfileChanges): Promise<TUserRow> {
  const columns = Object.keys(changes) as (keyof TProfileChanges)[];
  const [row] = columns.length
    ? await sql<TUserRow[]>`update users set ${sql(changes, columns)} where id = ${id} returning ${sql(COLUMNS)}`
    : await sql<TUserRow[]>`select ${sql(COLUMNS)} from users where id = ${id}`;
  if (!row) throw new Error(`user ${id} vanished during a profile update`);
  return row;
}

/** Makes an existing user an admin, or creates one; used by the create-admin command. */
export async function upsertAdmin(
  sql: TSql,
  admin: { email: string; passwordHash: string; fullName: string },
): Promise<{ id: number; created: boolean }> {
  const [row] = await sql<{ id: number; created: boolean }[]>`
    insert into users (email, password_hash, full_name, role)
    values (${admin.email}, ${admin.passwordHash}, ${admin.fullName}, 'admin')
    on conflict (email) do update set role = 'admin', password_hash = excluded.password_hash, is_active = true
    returning id, (xmax = 0) as created`;
  return row as { id: number; created: boolean };
}

/** Records an email change waiting for its link; a newer request replaces an older one. */
export async function setPendingEmail(
  sql: TSql,
  id: number,
  pending: { email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await sql`
    update users set pending_email = ${pending.email}, pending_email_token_hash = ${pending.tokenHash},
      pending_email_expires_at = ${pending.expiresAt}
    where id = ${id}`;
}

export type TEmailConfirmation = { confirmed: TUserRow } | { invalid: true } | { emailTaken: true };

/**
 * Makes the pending email the account's email when the token matches a live
 * request of an active user. The unique index decides a race for the address.
 */
export async function confirmPendingEmail(sql: TSql, tokenHash: string): Promise<TEmailConfirmation> {
  try {
    const [row] = await sql<TUserRow[]>`
      update users set email = pending_email, pending_email = null, pending_email_token_hash = null,
        pending_email_expires_at = null
      where pending_email_token_hash = ${tokenHash} and pending_email_expires_at > now()
        and is_active and pending_email is not null
      returning ${sql(COLUMNS)}`;
    return row ? { confirmed: row } : { invalid: true };
  } catch (error) {
    if ((error as { constraint_name?: string }).constraint_name === 'users_email_key') return { emailTaken: true };
    throw error;
  }
}

export type TPublicUserRow = Pick<TRowOf<typeof users>, 'id' | 'full_name' | 'avatar_key'>;

/** Users as any other user may see them (friend lists): name and avatar, never the email. */
export async function findPublicUsers(sql: TSql, ids: number[]): Promise<TPublicUserRow[]> {
  if (!ids.length) return [];
  return sql<TPublicUserRow[]>`
    select id, full_name, avatar_key from users where id = any(${ids}::bigint[])`;
}
