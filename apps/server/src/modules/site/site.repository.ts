import type { TSql } from '../../db/client.ts';

/**
 * People whose membership is in force now. Distinct users: an extension may add a second row for
 * the same person. The table holds one row per purchase, so this stays a small scan.
 */
export async function countActiveSubscribers(sql: TSql): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(distinct user_id)::int as count
    from memberships
    where status = 'active' and ends_at > now()`;
  return row?.count ?? 0;
}
