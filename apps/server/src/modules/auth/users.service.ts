import type { TSql } from '../../db/client.ts';
import * as users from './users.repository.ts';

/**
 * What other modules may do with accounts: profile reads and edits its owner, friends shows names and
 * avatars, billing mails receipts. The users table itself stays behind auth's repository.
 */
export type { TEmailConfirmation, TProfileChanges, TPublicUserRow, TUserRow } from './users.repository.ts';

export function findUserById(sql: TSql, id: number): Promise<users.TUserRow | undefined> {
  return users.findUserById(sql, id);
}

/** An active user's role and token version, as every authenticated request checks them. */
export function findActiveUser(sql: TSql, id: number): ReturnType<typeof users.findActiveUser> {
  return users.findActiveUser(sql, id);
}

export function findUserByEmail(sql: TSql, email: string): Promise<users.TUserRow | undefined> {
  return users.findUserByEmail(sql, email);
}

/** Names and avatars of these users, never their emails: what friend lists show. */
export function findPublicUsers(sql: TSql, ids: number[]): Promise<users.TPublicUserRow[]> {
  return users.findPublicUsers(sql, ids);
}

export function updateProfile(sql: TSql, id: number, changes: users.TProfileChanges): Promise<users.TUserRow> {
  return users.updateProfile(sql, id, changes);
}

/** Keeps a requested email (and its SHA-256'd token) until the link mailed to it is opened. */
export function setPendingEmail(
  sql: TSql,
  id: number,
  pending: { email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  return users.setPendingEmail(sql, id, pending);
}

/** Makes the pending email the account's email when the token is known and the address still free. */
export function confirmPendingEmail(sql: TSql, tokenHash: string): Promise<users.TEmailConfirmation> {
  return users.confirmPendingEmail(sql, tokenHash);
}
