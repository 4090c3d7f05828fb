import type { TSql } from '../../db/client.ts';
import type { TRowOf } from '../../db/row.ts';
import type { bankruptcyMessages, enforcementProceedings, pledgeMessages } from '../../db/schema/litigation.ts';

/**
 * Arbitration, enforcement, bankruptcy and pledge lists of one subject. Each
 * page is one query with `count(*) over ()`, so the total comes with the rows.
 */

type TFact = { source: string; as_of: string | null; total_count: number };

export type TParticipantRow = {
  role: string;
  name: string;
  inn: string | null;
  ogrn: string | null;
  address: string | null;
};

export type TCaseRow = TFact & {
  id: number;
  case_number: string;
  court: string | null;
  category: string | null;
  started_on: string | null;
  ended_on: string | null;
  status: string | null;
  outcome: string | null;
  claim_amount: number | null;
  link: string | null;
  participants: TParticipantRow[];
  roles: string[];
  total_claim: number | null;
};

export type TCaseFilter = {
  inn: string;
  role?: string;
  status?: string;
  /** Part of the case number, any case: «а40-12» finds «А40-12345/2024». */
  number?: string;
  offset: number;
  limit: number;
};

/** Cases where the ИНН takes part (optionally in one role), newest first, with all participants. */
export function findCases(sql: TSql, filter: TCaseFilter) {
  const { inn, role, status, offset, limit } = filter;
  const number = filter.number || null;
  return sql<TCaseRow[]>`
    with mine as (
      select p.case_id, array_agg(distinct p.role order by p.role) as roles
      from arbitration_participants p where p.inn = ${inn} group by p.case_id
    )
    select k.id, k.case_number, k.court, k.category, k.started_on, k.ended_on, k.status, k.outcome,
      k.claim_amount::float8 as claim_amount, k.link, k.source, k.as_of, m.roles,
      (select coalesce(json_agg(json_build_object('role', p.role, 'name', p.name, 'inn', p.inn, 'ogrn', p.ogrn,
          'address', p.address) order by p.id), '[]'::json)
        from arbitration_participants p where p.case_id = k.id) as participants,
      count(*) over ()::int as total_count,
      (sum(k.claim_amount) over ())::float8 as total_claim
    from mine m join arbitration_cases k on k.id = m.case_id
    where (${role ?? null}::text is null or ${role ?? null} = any(m.roles))
      and (${status ?? null}::text is null or k.status = ${status ?? null})
      -- strpos rather than LIKE: the typed text may hold % or _ and must match literally.
      and (${number}::text is null or strpos(lower(k.case_number), lower(${number}::text)) > 0)
    order by k.started_on desc nulls last, k.id desc
    offset ${offset} limit ${limit}`;
}

type TCaseTallyRow = { count: number; claim_sum: number };

export type TCaseStatisticsRow = {
  total_count: number;
  total_claim: number;
  by_role: (TCaseTallyRow & { role: string })[];
  by_year: (TCaseTallyRow & { year: number | null })[];
  by_status: (TCaseTallyRow & { status: string | null })[];
  by_outcome: (TCaseTallyRow & { outcome: string | null })[];
  source: string | null;
  as_of: string | null;
};

/**
 * Counts and claim sums of all the ИНН's cases by its role, start year,
 * status and outcome, in one pass over its cases. A case where the subject
 * has two roles counts once per role.
 */
export async function findCaseStatistics(sql: TSql, inn: string): Promise<TCaseStatisticsRow> {
  const [row] = await sql<TCaseStatisticsRow[]>`
    with mine as (
      select p.case_id, array_agg(distinct p.role) as roles
      from arbitration_participants p where p.inn = ${inn} group by p.case_id
    ), cases as (
      select k.id, k.started_on, k.status, k.outcome, coalesce(k.claim_amount, 0) as claim, k.source, k.as_of, m.roles
      from mine m join arbitration_cases k on k.id = m.case_id
    )
    select
      (select count(*) from cases)::int as total_count,
      (select coalesce(sum(claim), 0) from cases)::float8 as total_claim,
      (select coalesce(json_agg(t order by t.role), '[]'::json) from (
        select r.role, count(*)::int as count, sum(c.claim)::float8 as claim_sum
        from cases c cross join lateral unnest(c.roles) as r(role) group by r.role) t) as by_role,
      (select coalesce(json_agg(t order by t.year nulls first), '[]'::json) from (
        select extract(year from c.started_on)::int as year, count(*)::int as count, sum(c.claim)::float8 as claim_sum
        from cases c group by 1) t) as by_year,
      (select coalesce(json_agg(t order by t.count desc, t.status), '[]'::json) from (
        select c.status, count(*)::int as count, sum(c.claim)::float8 as claim_sum
        from cases c group by c.status) t) as by_status,
      (select coalesce(json_agg(t order by t.count desc, t.outcome), '[]'::json) from (
        select c.outcome, count(*)::int as count, sum(c.claim)::float8 as claim_sum
        from cases c group by c.outcome) t) as by_outcome,
      latest.source, latest.as_of
    from (select 1) as one
    left join lateral (
      select c.source, c.as_of from cases c order by c.as_of desc nulls last limit 1
    ) as latest on true`;
  return row as TCaseStatisticsRow;
}

/** A proceeding as stored, its sums read as numbers (`::float8`), with the totals of the whole list. */
export type TEnforcementRow = TFact &
  Pick<
    TRowOf<typeof enforcementProceedings>,
    | 'id'
    | 'number'
    | 'started_on'
    | 'debtor_name'
    | 'debtor_inn'
    | 'debtor_address'
    | 'document_type'
    | 'document_number'
    | 'document_date'
    | 'subject'
    | 'department'
    | 'ended_on'
    | 'end_reason'
  > & {
    amount: number | null;
    remaining: number | null;
    total_amount: number | null;
    total_remaining: number | null;
  };

/** ФССП proceedings against the debtor ИНН, newest first; `active` keeps unfinished ones only. */
export function findEnforcements(sql: TSql, filter: { inn: string; active?: boolean; offset: number; limit: number }) {
  const { inn, active, offset, limit } = filter;
  return sql<TEnforcementRow[]>`
    select e.id, e.number, e.started_on, e.debtor_name, e.debtor_inn, e.debtor_address, e.document_type,
      e.document_number, e.document_date, e.subject, e.amount::float8 as amount, e.remaining::float8 as remaining,
      e.department, e.ended_on, e.end_reason, e.source, e.as_of,
      count(*) over ()::int as total_count,
      (sum(e.amount) over ())::float8 as total_amount, (sum(e.remaining) over ())::float8 as total_remaining
    from enforcement_proceedings e
    where e.debtor_inn = ${inn} and (${active ?? null}::boolean is not true or e.ended_on is null)
    order by e.started_on desc nulls last, e.id desc
    offset ${offset} limit ${limit}`;
}

export type TBankruptcyRow = TFact &
  Pick<
    TRowOf<typeof bankruptcyMessages>,
    'id' | 'message_id' | 'message_type' | 'published_on' | 'case_number' | 'subject_name' | 'text'
  >;

/** ЕФРСБ messages about the ИНН, newest first. */
export function findBankruptcyMessages(sql: TSql, filter: { inn: string; offset: number; limit: number }) {
  return sql<TBankruptcyRow[]>`
    select id, message_id, message_type, published_on, case_number, subject_name, text, source, as_of,
      count(*) over ()::int as total_count
    from bankruptcy_messages where inn = ${filter.inn}
    order by published_on desc, id desc
    offset ${filter.offset} limit ${filter.limit}`;
}

export type TPledgeRow = TFact &
  Pick<
    TRowOf<typeof pledgeMessages>,
    | 'id'
    | 'message_id'
    | 'kind'
    | 'message_type'
    | 'published_on'
    | 'contract_number'
    | 'contract_date'
    | 'parties'
    | 'subject'
  >;

/** Федресурс pledge and leasing messages naming the ИНН as a party, newest first. */
export function findPledges(sql: TSql, filter: { inn: string; kind?: string; offset: number; limit: number }) {
  const { inn, kind, offset, limit } = filter;
  return sql<TPledgeRow[]>`
    select id, message_id, kind, message_type, published_on, contract_number, contract_date, parties, subject,
      source, as_of, count(*) over ()::int as total_count
    from pledge_messages
    where party_inns @> array[${inn}]::varchar[] and (${kind ?? null}::text is null or kind = ${kind ?? null})
    order by published_on desc, id desc
    offset ${offset} limit ${limit}`;
}
