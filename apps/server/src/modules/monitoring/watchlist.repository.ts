import type { TSql } from '../../db/client.ts';

export type TWatchSubject = { inn: string; subjectKind: 'company' | 'entrepreneur' };

export type TWatchOutcome = {
  /** Subjects newly put on the list. */
  added: number;
  /** Subjects that were on it already. */
  alreadyWatched: number;
  /** Subjects left out because the list reached the plan's allowance. */
  overLimit: number;
};

/**
 * Puts subjects on a user's watch list, up to `limit` entries in all. The user's list is locked for the
 * transaction (an advisory lock on the user id), so two requests at once cannot both take the last place.
 */
export async function insertEntries(
  sql: TSql,
  userId: number,
  subjects: readonly TWatchSubject[],
  limit: number,
): Promise<TWatchOutcome> {
  const unique = [...new Map(subjects.map((s) => [s.inn, s])).values()];
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('watchlist'), ${userId}::int)`;
    const existing = await tx<{ inn: string }[]>`
      select inn from watchlist_entries
      where user_id = ${userId} and inn = any(${unique.map((s) => s.inn)}::varchar[])`;
    const [{ count }] = (await tx`select count(*)::int as count from watchlist_entries where user_id = ${userId}`) as [
      { count: number },
    ];
    const watched = new Set(existing.map((row) => row.inn));
    const fresh = unique.filter((s) => !watched.has(s.inn));
    const room = Math.max(0, limit - count);
    const taken = fresh.slice(0, room);
    if (taken.length) {
      await tx`
        insert into watchlist_entries (user_id, inn, subject_kind)
        select ${userId}, x.inn, x.kind
        from unnest(${taken.map((s) => s.inn)}::varchar[], ${taken.map((s) => s.subjectKind)}::varchar[]) as x(inn, kind)
        on conflict do nothing`;
    }
    return { added: taken.length, alreadyWatched: watched.size, overLimit: fresh.length - taken.length };
  }) as Promise<TWatchOutcome>;
}
