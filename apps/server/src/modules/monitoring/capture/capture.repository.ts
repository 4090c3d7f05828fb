import type { TSql } from '../../../db/client.ts';
import type { TCapturedEvent } from './event.ts';

/**
 * Writes events in one statement. An event named only by ОГРН/ОГРНИП gets the ИНН of the stored ЮЛ or
 * ИП (and is dropped when there is none); the subject's kind follows from the ИНН's length. A change
 * already recorded (same ИНН, kind and dedupe key) is skipped, so the same news read twice is one event.
 * Returns how many were written.
 */
export async function insertEvents(tx: TSql, events: readonly TCapturedEvent[]): Promise<number> {
  if (!events.length) return 0;
  const column = (pick: (event: TCapturedEvent) => string | null | undefined) => events.map((e) => pick(e) ?? null);
  const rows = await tx`
    insert into subject_events
      (inn, subject_kind, kind, importance, occurred_on, source, before, after, ref, link, dedupe_key)
    select s.inn, case when length(s.inn) = 12 then 'entrepreneur' else 'company' end, u.kind, u.importance,
      u.occurred_on::date, u.source, u.before, u.after, u.ref, u.link, u.dedupe_key
    from unnest(
      ${column((e) => e.inn)}::text[], ${column((e) => e.ogrn)}::text[], ${column((e) => e.kind)}::text[],
      ${column((e) => e.importance)}::text[], ${column((e) => e.occurredOn)}::text[], ${column((e) => e.source)}::text[],
      ${column((e) => e.before)}::text[], ${column((e) => e.after)}::text[], ${column((e) => e.ref)}::text[],
      ${column((e) => e.link)}::text[], ${column((e) => e.dedupeKey)}::text[]
    ) as u(inn, ogrn, kind, importance, occurred_on, source, before, after, ref, link, dedupe_key)
    cross join lateral (
      select coalesce(u.inn, case
        when length(u.ogrn) = 13 then (select c.inn::varchar from companies c where c.ogrn = u.ogrn::bpchar limit 1)
        when length(u.ogrn) = 15 then (select e.inn::varchar from entrepreneurs e where e.ogrnip = u.ogrn::bpchar limit 1)
      end) as inn
    ) s
    where s.inn is not null
    on conflict (inn, kind, dedupe_key) do nothing
    returning 1`;
  return rows.length;
}

/** Registers whose first load is their baseline, and the table each is held in. */
export const REGISTER_TABLES = {
  enforcement: 'enforcement_proceedings',
  bankruptcy: 'bankruptcy_messages',
  inspection: 'inspections',
  contract: 'state_contracts',
  rnp: 'unfair_suppliers',
  sanctions: 'sanctions_entries',
  mass_addresses: 'mass_addresses',
  mass_persons: 'mass_persons',
  disqualified: 'disqualified_persons',
} as const;
export type TCapturedRegister = keyof typeof REGISTER_TABLES;

/** Whether the register's table holds any row (of this sanctions list, when `list` is given). */
export async function registerHasRows(tx: TSql, register: TCapturedRegister, list?: string): Promise<boolean> {
  const table = REGISTER_TABLES[register];
  const [row] =
    list === undefined
      ? await tx`select exists (select 1 from ${tx(table)}) as has`
      : await tx`select exists (select 1 from ${tx(table)} where list = ${list}) as has`;
  return row?.has === true;
}
