import type { TSql } from '../../../db/client.ts';

/** `id`: the record a rating is kept for; null when the register no longer has the subject. */
export type TWatchedSubject = { inn: string; kind: 'company' | 'entrepreneur'; id: number | null };

/**
 * A page of watched subjects (each ИНН once, in ИНН order after `after`) with the id of the record a
 * rating is kept for: the active, latest record of an ИНН, as the card picks it.
 */
export function findWatchedSubjects(sql: TSql, after: string, limit: number) {
  return sql<TWatchedSubject[]>`
    select w.inn, w.subject_kind as kind, case w.subject_kind
      when 'company' then (select c.id from companies c where c.inn = w.inn::bpchar
        order by (c.status_name = 'Действует') desc, c.registration_date desc nulls last limit 1)
      else (select e.id from entrepreneurs e where e.inn = w.inn::bpchar
        order by (e.status_name = 'Действует') desc, e.registration_date desc nulls last limit 1)
      end as id
    from (
      select distinct inn, subject_kind from watchlist_entries where inn > ${after} order by inn limit ${limit}
    ) w
    order by w.inn`;
}

/**
 * Zones of watched subjects that have a stored rating but no zone seen yet (put on a list before
 * their first rating, or before this table existed): the first change after now is then seen.
 * Zones of subjects nobody watches any more are forgotten. Returns how many zones were added.
 */
export async function settleWatchedZones(sql: TSql): Promise<number> {
  await sql`
    delete from subject_zones z
    where not exists (select 1 from watchlist_entries w where w.inn = z.inn and w.subject_kind = z.kind)`;
  const added = await sql`
    insert into subject_zones (inn, kind, zone, score)
    select r.inn, r.kind, r.zone, r.score
    from (select distinct inn, subject_kind from watchlist_entries) w
    join company_reliability r on r.inn = w.inn and r.kind = w.subject_kind
    on conflict (inn, kind) do nothing
    returning 1`;
  return added.length;
}
