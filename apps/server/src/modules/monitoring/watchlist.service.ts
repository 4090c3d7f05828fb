import type { TSql } from '../../db/client.ts';
import { insertEntries, type TWatchOutcome, type TWatchSubject } from './watchlist.repository.ts';

export type { TWatchOutcome, TWatchSubject };

/**
 * Adds subjects to a user's watch list within their plan's allowance (`limit`, from
 * `planLimit`/`planLimitOfUser` of the entitlements module): those past it are counted, not added.
 */
export function addToWatchlist(
  sql: TSql,
  userId: number,
  subjects: readonly TWatchSubject[],
  limit: number,
): Promise<TWatchOutcome> {
  return insertEntries(sql, userId, subjects, limit);
}
