import type { TSql } from '../../../db/client.ts';

/**
 * Lookups of the registers that name addresses or people rather than companies (mass addresses, mass
 * leaders and founders, disqualified persons). Finding every company behind a batch of them would scan
 * the register, so their events are computed for watched companies only: each lookup starts from the
 * watch lists (a few thousand companies at most) and meets the batch there.
 */

/** The companies on somebody's watch list (every stored ЮЛ of a watched ИНН). */
const WATCHED = `
  select c.id, c.inn::varchar as inn, c.legal_address
  from (select distinct inn from watchlist_entries where subject_kind = 'company') w
  join companies c on c.inn = w.inn::bpchar`;

/** Watched companies with their legal address, for matching against mass-registration addresses. */
export function findWatchedAddresses(tx: TSql): Promise<{ inn: string; legal_address: string | null }[]> {
  return tx<
    { inn: string; legal_address: string | null }[]
  >`select inn, legal_address from (${tx.unsafe(WATCHED)}) watched`;
}

export type TMassPersonHit = { inn: string; role: 'leader' | 'founder'; person_inn: string; fio: string };

/** Watched companies whose current director (leader) or founder (founder) is one of these persons. */
export function findWatchedMassPersons(
  tx: TSql,
  persons: readonly { inn: string; role: string }[],
): Promise<TMassPersonHit[]> {
  return tx<TMassPersonHit[]>`
    with batch as (
        select * from unnest(${persons.map((p) => p.inn)}::text[], ${persons.map((p) => p.role)}::text[]) as x(inn, role)),
       watched as (${tx.unsafe(WATCHED)})
     select distinct w.inn, b.role, b.inn as person_inn, d.fio
     from watched w
     join company_directors d on d.company_id = w.id and d.ended_date is null
     join batch b on b.role = 'leader' and b.inn = d.inn::varchar
     union
     select distinct w.inn, b.role, b.inn, f.name
     from watched w
     join company_founders f on f.company_id = w.id and f.ended_date is null and f.kind = 'person'
     join batch b on b.role = 'founder' and b.inn = f.inn`;
}

export type TDisqualifiedHit = { inn: string; fio: string; starts_on: string; ends_on: string | null };

/**
 * Watched companies whose current director bears the name of a person disqualified now (matched by the
 * full name, as the rating's factor matches it).
 */
export function findWatchedDisqualified(
  tx: TSql,
  persons: readonly { fio: string; starts_on: string; ends_on: string | null }[],
): Promise<TDisqualifiedHit[]> {
  return tx<TDisqualifiedHit[]>`
    with batch as (
        select * from unnest(${persons.map((p) => p.fio)}::text[], ${persons.map((p) => p.starts_on)}::date[],
          ${persons.map((p) => p.ends_on)}::date[]) as x(fio, starts_on, ends_on)),
       watched as (${tx.unsafe(WATCHED)})
     select distinct w.inn, d.fio, b.starts_on, b.ends_on
     from watched w
     join company_directors d on d.company_id = w.id and d.ended_date is null
     join batch b on b.fio = d.fio
     where b.ends_on is null or b.ends_on >= current_date`;
}
