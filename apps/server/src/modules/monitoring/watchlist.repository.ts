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

/** A ЮЛ or ИП as the watch list shows it: its register record's id (for the rating), name and status. */
export type TSubjectRow = {
  inn: string;
  subject_kind: 'company' | 'entrepreneur';
  subject_id: number | null;
  name: string;
  status: string | null;
};

/**
 * Joins, for every row of `alias` (with `inn` and `subject_kind`), its subject's current record: the active,
 * latest one of the ИНН, as the card picks it. Select `subjectColumns(sql, alias)` with it.
 */
export function subjectJoin(sql: TSql, alias: string) {
  const row = sql(alias);
  return sql`
    left join lateral (
      select c.id, c.name_short as name, c.status_name as status from companies c
      where ${row}.subject_kind = 'company' and c.inn = ${row}.inn::char(10)
      order by (c.status_name = 'Действует') desc, c.registration_date desc nulls last limit 1
    ) subject_company on true
    left join lateral (
      select p.id, 'ИП ' || concat_ws(' ', p.last_name, p.first_name, p.middle_name) as name, p.status_name as status
      from entrepreneurs p
      where ${row}.subject_kind = 'entrepreneur' and p.inn = ${row}.inn::char(12)
      order by (p.status_name = 'Действует') desc, p.registration_date desc nulls last limit 1
    ) subject_person on true`;
}

/** `subject_id`, `name` (the ИНН when the register no longer has the record) and `status` of `subjectJoin`. */
export function subjectColumns(sql: TSql, alias: string) {
  return sql`
    coalesce(subject_company.id, subject_person.id) as subject_id,
    coalesce(subject_company.name, subject_person.name, ${sql(alias)}.inn) as name,
    coalesce(subject_company.status, subject_person.status) as status`;
}

/** The subject an ИНН names in the register, of the kind its length says; undefined when there is none. */
export async function findSubject(
  sql: TSql,
  inn: string,
  subjectKind: 'company' | 'entrepreneur',
): Promise<TSubjectRow | undefined> {
  const [row] = await sql<TSubjectRow[]>`
    select wanted.inn, wanted.subject_kind, ${subjectColumns(sql, 'wanted')}
    from (select ${inn}::varchar as inn, ${subjectKind}::varchar as subject_kind) wanted
    ${subjectJoin(sql, 'wanted')}
    where coalesce(subject_company.id, subject_person.id) is not null`;
  return row;
}

export type TEntryRow = TSubjectRow & { added_at: Date; unread: number };

/**
 * Unread events of a user: above their `read_up_to`, not marked one by one, and recorded once the subject was
 * on the list (what happened before is history, not news). Over `subject_events e` joined to the user's
 * `watchlist_entries w`.
 */
export function unreadCondition(sql: TSql, userId: number) {
  return sql`(
    e.id > coalesce((select read_up_to from monitoring_settings where user_id = ${userId}), 0)
    and e.recorded_at >= w.created_at
    and not exists (select 1 from monitoring_reads r where r.user_id = ${userId} and r.event_id = e.id)
  )`;
}

/** The user's list, newest first, `inns` to read a few entries only. */
export async function findEntries(sql: TSql, userId: number, inns?: readonly string[]): Promise<TEntryRow[]> {
  return sql<TEntryRow[]>`
    select w.inn, w.subject_kind, w.created_at as added_at, ${subjectColumns(sql, 'w')},
      coalesce(unread.count, 0)::int as unread
    from watchlist_entries w
    ${subjectJoin(sql, 'w')}
    left join lateral (
      select count(*) as count from subject_events e
      where e.inn = w.inn and ${unreadCondition(sql, userId)}
    ) unread on true
    where w.user_id = ${userId} ${inns ? sql`and w.inn = any(${inns as string[]}::varchar[])` : sql``}
    order by w.created_at desc, w.inn`;
}

export async function countEntries(sql: TSql, userId: number): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from watchlist_entries where user_id = ${userId}`;
  return row?.count ?? 0;
}

export async function findEntryDate(sql: TSql, userId: number, inn: string): Promise<Date | undefined> {
  const [row] = await sql<{ created_at: Date }[]>`
    select created_at from watchlist_entries where user_id = ${userId} and inn = ${inn}`;
  return row?.created_at;
}

/** Takes a subject off the list; false when it was not on it. */
export async function deleteEntry(sql: TSql, userId: number, inn: string): Promise<boolean> {
  const rows = await sql`delete from watchlist_entries where user_id = ${userId} and inn = ${inn} returning inn`;
  return rows.length > 0;
}

/** Every ИНН on the user's list. */
export async function findWatchedInns(sql: TSql, userId: number): Promise<string[]> {
  const rows = await sql<{ inn: string }[]>`select inn from watchlist_entries where user_id = ${userId}`;
  return rows.map((row) => row.inn);
}
