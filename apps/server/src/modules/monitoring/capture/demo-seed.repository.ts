import type { TSql } from '../../../db/client.ts';
import type { TCaseRow, TParticipantRow } from './arbitration-events.ts';
import type { TLicenseRow } from './license-events.ts';
import type {
  TBankruptcyRow,
  TContractRow,
  TInspectionRow,
  TProceedingRow,
  TSanctionsRow,
  TUnfairSupplierRow,
} from './record-events.ts';
import type { TRegistryChangeRow } from './registry-events.ts';

/**
 * What the demo register generated within a window of dates, in the column shapes the event builders
 * take (dates as text: the demo loader may run on a pool without the app's type parsers). Each table is read in one pass for the ids of its rows in the window, then page by page by
 * those ids (primary-key lookups), so memory stays flat whatever the register's size. `from` is
 * exclusive, `to` inclusive.
 */
export type TWindow = { from: string; to: string };

const within = (sql: TSql, column: string, w: TWindow) =>
  sql`(${sql(column)} > ${w.from} and ${sql(column)} <= ${w.to})`;

/** Ids of the rows of each table the window holds something of. */
export function findWindowIds(sql: TSql, w: TWindow) {
  const ids = (query: Promise<{ id: number }[]>) => query.then((rows) => rows.map((row) => Number(row.id)));
  return {
    registryChanges: () =>
      ids(sql`select id from registry_changes where ${within(sql, 'change_date', w)} and field <> 'kpp' order by id`),
    cases: () =>
      ids(sql`select id from arbitration_cases
        where ${within(sql, 'started_on', w)} or ${within(sql, 'ended_on', w)} order by id`),
    proceedings: () =>
      ids(sql`select id from enforcement_proceedings
        where debtor_inn is not null and (${within(sql, 'started_on', w)} or ${within(sql, 'ended_on', w)})
        order by id`),
    bankruptcyMessages: () =>
      ids(sql`select id from bankruptcy_messages where ${within(sql, 'published_on', w)} order by id`),
    inspections: () => ids(sql`select id from inspections where ${within(sql, 'starts_on', w)} order by id`),
    contracts: () => ids(sql`select id from state_contracts where ${within(sql, 'signed_on', w)} order by id`),
    unfairSuppliers: () =>
      ids(sql`select id from unfair_suppliers
        where ${within(sql, 'approved_on', w)} or (approved_on is null and ${within(sql, 'published_on', w)})
          or ${within(sql, 'excluded_on', w)}
        order by id`),
    licenses: () => ids(sql`select id from licenses where ${within(sql, 'issued_on', w)} order by id`),
  };
}

/** Registry changes of ЮЛ and ИП, with the subject's ИНН. */
export function findRegistryChanges(sql: TSql, ids: readonly number[]) {
  return sql<TRegistryChangeRow[]>`
    select coalesce(c.inn, e.inn)::varchar as inn, rc.field, rc.change_date::text, rc.old_value, rc.new_value, rc.grn,
      rc.source
    from registry_changes rc
    left join companies c on length(rc.subject_ogrn) = 13 and c.ogrn = rc.subject_ogrn::bpchar
    left join entrepreneurs e on length(rc.subject_ogrn) = 15 and e.ogrnip = rc.subject_ogrn::bpchar
    where rc.id = any(${ids as number[]}::bigint[]) and coalesce(c.inn, e.inn) is not null`;
}

export type TCaseParticipantRow = TCaseRow & TParticipantRow;

/** The participants (with an ИНН or ОГРН) of these cases. */
export function findCaseParticipants(sql: TSql, ids: readonly number[]) {
  return sql<TCaseParticipantRow[]>`
    select ac.case_number, ac.court, ac.category, ac.started_on::text, ac.ended_on::text, ac.outcome,
      ac.claim_amount::text, ac.link,
      ac.source, p.role, p.inn, p.ogrn
    from arbitration_cases ac
    join arbitration_participants p on p.case_id = ac.id and (p.inn is not null or p.ogrn is not null)
    where ac.id = any(${ids as number[]}::bigint[])`;
}

export function findProceedings(sql: TSql, ids: readonly number[]) {
  return sql<TProceedingRow[]>`
    select number, started_on::text, debtor_inn, subject, amount::text, ended_on::text, end_reason, source
    from enforcement_proceedings where id = any(${ids as number[]}::bigint[])`;
}

export function findBankruptcyMessages(sql: TSql, ids: readonly number[]) {
  return sql<TBankruptcyRow[]>`
    select message_id, inn, ogrn, message_type, published_on::text, case_number, source
    from bankruptcy_messages where id = any(${ids as number[]}::bigint[])`;
}

export function findInspections(sql: TSql, ids: readonly number[]) {
  return sql<TInspectionRow[]>`
    select erknm_number, inn, ogrn, control_body, kind, status, starts_on::text, result, violations_found, source
    from inspections where id = any(${ids as number[]}::bigint[])`;
}

export function findContracts(sql: TSql, ids: readonly number[]) {
  return sql<TContractRow[]>`
    select register_number, signed_on::text, price::text, customer_name, supplier_inns, source
    from state_contracts where id = any(${ids as number[]}::bigint[])`;
}

export function findUnfairSuppliers(sql: TSql, ids: readonly number[]) {
  return sql<TUnfairSupplierRow[]>`
    select registry_number, supplier_inn, published_on::text, approved_on::text, excluded_on::text, reason, source
    from unfair_suppliers where id = any(${ids as number[]}::bigint[])`;
}

/** Licences with the holder's ИНН. */
export function findLicenses(sql: TSql, ids: readonly number[]) {
  return sql<(TLicenseRow & { inn: string | null })[]>`
    select coalesce(c.inn, e.inn)::varchar as inn, l.subject_ogrn, l.number, l.issued_on::text, l.starts_on::text,
      l.ends_on::text, l.issuer, l.activities, l.suspended, l.source, l.as_of::text
    from licenses l
    left join companies c on length(l.subject_ogrn) = 13 and c.ogrn = l.subject_ogrn::bpchar
    left join entrepreneurs e on length(l.subject_ogrn) = 15 and e.ogrnip = l.subject_ogrn::bpchar
    where l.id = any(${ids as number[]}::bigint[])`;
}

/** Sanctions entries listed in the window (a list is small: read at once). */
export function findSanctions(sql: TSql, w: TWindow) {
  return sql<TSanctionsRow[]>`
    select list, entry_id, name, inn, ogrn, programs, listed_on::text, source, as_of::text
    from sanctions_entries where ${within(sql, 'listed_on', w)}`;
}

export type TUnreliableRow = { inn: string; record_date: string; address_unreliable_text: string | null };

/** Companies whose address was marked unreliable by a record of the window (few: read at once). */
export function findUnreliableAddresses(sql: TSql, w: TWindow, kindName: string) {
  return sql<TUnreliableRow[]>`
    select c.inn::varchar as inn, max(rr.record_date)::text as record_date, c.address_unreliable_text
    from companies c
    join registry_records rr on rr.subject_ogrn = c.ogrn::varchar and rr.kind_name = ${kindName}
      and ${within(sql, 'rr.record_date', w)}
    where c.address_unreliable
    group by c.inn, c.address_unreliable_text`;
}

/** Forgets the events seeded from a demo register (before it is replaced by another). */
export async function deleteDemoEvents(sql: TSql): Promise<void> {
  await sql`delete from subject_events where source = 'demo'`;
}
