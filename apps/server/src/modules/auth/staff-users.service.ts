import type { TUserRole } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import * as staffUsers from './staff-users.repository.ts';
import * as tokens from './tokens.repository.ts';
import * as users from './users.repository.ts';

export type { TStaffUserFilter, TStaffUserRow } from './staff-users.repository.ts';

export const findStaffUsers = staffUsers.findStaffUsers;
export const findStaffUser = staffUsers.findStaffUser;
export const lockStaffUser = staffUsers.lockStaffUser;

/** Gives the user a role; their next request already carries it (the guards read the role each time). */
export function changeUserRole(tx: TSql, userId: number, role: TUserRole): Promise<void> {
  return staffUsers.updateRole(tx, userId, role);
}

/**
 * Blocks the account and ends every session of it at once, as a password
 * change does: refresh tokens are revoked and the token version goes up, so
 * access tokens already issued are refused on the next request. Call it in
 * the transaction that records the action.
 */
export async function blockUser(tx: TSql, userId: number, reason: string): Promise<void> {
  await staffUsers.updateBlocked(tx, userId, { reason });
  await tokens.revokeUserRefreshTokens(tx, userId);
  await users.bumpTokenVersion(tx, userId);
}

/** Lifts a block; the user signs in again (their old sessions stay ended). */
export function unblockUser(tx: TSql, userId: number): Promise<void> {
  return staffUsers.updateBlocked(tx, userId, null);
}
