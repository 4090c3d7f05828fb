import type { TReliabilityInputs, TSubjectKind } from '@sverka/shared';
import { keyLookupsOf, type TSql } from '../../db/client.ts';

/**
 * Gathers the rules' inputs for many subjects in one statement: one row per
 * subject, every block a correlated subquery on an indexed key (company id,
 * ИНН, ОГРН, address key). Lists are bounded so a company with thousands of
 * cases costs the same as one with fifty.
 */

export type TInputsRow = { subject_id: number } & Omit<TReliabilityInputs, 'today' | 'coverage'>;

/** Rows kept per list: enough for every rule's window and evidence. */
const LIST_LIMIT = 300;

const fact = (alias: string) => `'source', ${alias}.source, 'as_of', ${alias}.as_of`;

function companySubjects(sql: TSql, ids: readonly number[]) {
  return sql`
    select c.id as subject_id, c.id as company_id, c.inn::varchar as inn, c.ogrn::varchar as ogrn,
      array[lower(regexp_replace(c.legal_address, '[\\s,.]+', ' ', 'g')),
        trim(regexp_replace(replace(lower(c.legal_address), 'ё', 'е'), '[^[:alnum:]]+', ' ', 'g'))] as address_keys, json_build_object(
      'kind', 'company', 'inn', c.inn, 'ogrn', c.ogrn, 'name', c.name_short, 'status_name', c.status_name,
      'status_code', c.status_code, 'registration_date', c.registration_date, 'liquidation_date', c.liquidation_date,
      'termination_method', c.termination_method, 'share_capital', c.share_capital::float8, 'opf_code', c.opf_code,
      'legal_address', c.legal_address, 'address_unreliable', c.address_unreliable,
      'address_unreliable_text', c.address_unreliable_text,
      'managing_org', case when c.managing_org ->> 'name' is not null then json_build_object(
        'name', c.managing_org ->> 'name', 'inn', c.managing_org ->> 'inn', 'ogrn', c.managing_org ->> 'ogrn') end,
      'tax_office', json_build_object('registering', c.tax_authority #>> '{registering,code}',
        'current', c.tax_authority #>> '{current,code}', 'current_since', c.tax_authority #>> '{current,since}'),
      'source', c.source, 'as_of', coalesce(c.extract_date, c.as_of)) as subject
    from companies c where c.id = any(${ids as number[]}::bigint[])`;
}

function entrepreneurSubjects(sql: TSql, ids: readonly number[]) {
  return sql`
    select e.id as subject_id, null::bigint as company_id, e.inn::varchar as inn, e.ogrnip::varchar as ogrn, null::text[] as address_keys,
      json_build_object(
      'kind', 'entrepreneur', 'inn', e.inn, 'ogrn', e.ogrnip,
      'name', 'ИП ' || concat_ws(' ', e.last_name, e.first_name, e.middle_name), 'status_name', e.status_name,
      'status_code', e.status_code, 'registration_date', e.registration_date, 'liquidation_date', e.termination_date,
      'termination_method', e.termination_method, 'share_capital', null, 'opf_code', null, 'legal_address', null,
      'address_unreliable', false, 'address_unreliable_text', null, 'managing_org', null,
      'tax_office', json_build_object('registering', e.tax_authority #>> '{registering,code}',
        'current', e.tax_authority #>> '{current,code}', 'current_since', e.tax_authority #>> '{current,since}'),
      'source', e.source, 'as_of', coalesce(e.extract_date, e.as_of)) as subject
    from entrepreneurs e where e.id = any(${ids as number[]}::bigint[])`;
}

/**
 * People of a company whose own bankruptcy or record matters: current
 * directors and person founders. Registry tables key people by char, the
 * open-data tables by varchar: every comparison casts the outer value to the
 * indexed column's type, so the index stays usable.
 */
const PEOPLE = `(
  select d.inn::varchar from company_directors d where d.company_id = s.company_id and d.ended_date is null and d.inn is not null
  union
  select f.inn from company_founders f
  where f.company_id = s.company_id and f.ended_date is null and f.kind = 'person' and f.inn is not null)`;

const DIRECTORS = `(
  select coalesce(json_agg(json_build_object(
    'fio', d.fio, 'inn', d.inn, 'post', d.post, 'since_date', d.since_date, 'ended_date', d.ended_date,
    'unreliable', d.unreliable, 'disqualified_from', d.disqualified_from, 'disqualified_to', d.disqualified_to,
    'register_disqualification', case when d.ended_date is null then (
      select json_build_object('from', dp.starts_on, 'to', dp.ends_on, ${fact('dp')})
      from disqualified_persons dp where dp.fio = d.fio and (dp.ends_on is null or dp.ends_on >= t.today)
      order by dp.starts_on desc limit 1) end,
    'mass', case when d.ended_date is null and d.inn is not null then (
      select json_build_object('companies', mp.companies, ${fact('mp')})
      from mass_persons mp where mp.inn = d.inn::varchar and mp.role = 'leader') end,
    'record', case when d.ended_date is null and d.inn is not null then (
      select json_build_object('companies', count(*), 'closed', count(*) filter (where x.liquidation_date is not null),
        'avg_closed_life_days', avg(x.liquidation_date - x.registration_date) filter (where x.liquidation_date is not null))
      from (select distinct d2.company_id from company_directors d2 where d2.inn = d.inn) p
      join companies x on x.id = p.company_id) end
  ) order by d.ended_date desc nulls first, d.position, d.id), '[]'::json)
  from company_directors d where d.company_id = s.company_id)`;

const FOUNDERS = `(
  select coalesce(json_agg(json_build_object(
    'kind', f.kind, 'name', f.name, 'inn', f.inn, 'ogrn', f.ogrn, 'country', f.country,
    'share_percent', f.share_percent::float8, 'since_date', f.since_date, 'unreliable', f.unreliable,
    'mass', (select json_build_object('companies', mp.companies, ${fact('mp')})
      from mass_persons mp where f.kind = 'person' and mp.inn = f.inn and mp.role = 'founder'),
    'encumbrances', (select coalesce(json_agg(json_build_object('kind', e.kind, 'holder_name', e.holder_name,
      'record_date', e.record_date) order by e.record_date, e.id), '[]'::json)
      from share_encumbrances e where e.founder_id = f.id)
  ) order by f.position, f.id), '[]'::json)
  from company_founders f where f.company_id = s.company_id and f.ended_date is null)`;

/**
 * Organisations linked as on the card's connections: through a current
 * director or person founder (by ИНН), companies this one founded and the
 * organisations that founded it.
 */
const AFFILIATES = `(
  with links as (
    select d.company_id as id from company_directors d
      where d.inn in (select p.inn::bpchar from ${PEOPLE} p(inn)) and d.ended_date is null
    union select f.company_id from company_founders f
      where f.inn in ${PEOPLE} and f.kind = 'person' and f.ended_date is null
    union select f.company_id from company_founders f
      where (f.ogrn = s.ogrn or f.inn = s.inn) and f.kind <> 'person' and f.ended_date is null
    union select o.id from company_founders f join companies o on o.ogrn = f.ogrn
      where f.company_id = s.company_id and f.ended_date is null
  )
  select json_build_object(
    'total', count(*),
    'closed', count(*) filter (where x.liquidation_date is not null or x.status_name <> 'Действует'),
    'bankrupt', count(*) filter (where exists (select 1 from bankruptcy_messages b where b.inn = x.inn::varchar)),
    'unreliable', count(*) filter (where x.address_unreliable or exists (
      select 1 from company_directors xd where xd.company_id = x.id and xd.ended_date is null and xd.unreliable)))
  from links l join companies x on x.id = l.id where l.id is distinct from s.company_id)`;

const list = (select: string, order: string, limit = LIST_LIMIT) =>
  `(select coalesce(json_agg(x order by ${order}), '[]'::json) from (${select} limit ${limit}) x)`;

/** Every block keyed by ИНН/ОГРН, shared by both kinds. */
const BLOCKS = `
  'directors', ${DIRECTORS},
  'founders', ${FOUNDERS},
  'branches', (select count(*)::int from company_branches b where b.company_id = s.company_id),
  'mass_address', (select json_build_object('companies', m.companies, ${fact('m')}) from mass_addresses m
    where m.address_key = any(s.address_keys)
    order by m.companies desc limit 1),
  'statements', ${list(
    `select f.year, f.lines, f.source, f.as_of from financial_statements f where f.inn = s.inn order by f.year desc`,
    'x.year',
    6,
  )},
  'headcount', ${list(
    `select h.year, h.employees, h.source, h.as_of from tax_headcount h where h.inn = s.inn order by h.year desc`,
    'x.year',
    3,
  )},
  'taxes_paid', ${list(
    `select p.year, p.tax_name, p.amount::float8 as amount, p.source, p.as_of from tax_payments p
     where p.inn = s.inn order by p.year desc`,
    'x.year, x.tax_name',
    60,
  )},
  'arrears', (select json_build_object('on_date', a.on_date, 'total', sum(a.total)::float8,
      'taxes', json_agg(a.tax_name order by a.tax_name), 'source', min(a.source), 'as_of', max(a.as_of))
    from tax_arrears a where a.inn = s.inn and a.on_date = (select max(on_date) from tax_arrears where inn = s.inn)
    group by a.on_date),
  'tax_offences', ${list(
    `select o.on_date, sum(o.fine)::float8 as fines, count(*)::int as count, min(o.source) as source,
       max(o.as_of) as as_of from tax_offences o where o.inn = s.inn group by o.on_date order by o.on_date desc`,
    'x.on_date desc',
    10,
  )},
  'tax_regime', (select json_build_object('on_date', r.on_date, 'usn', r.usn, 'eshn', r.eshn, 'ausn', r.ausn,
      'srp', r.srp, ${fact('r')}) from tax_regimes r where r.inn = s.inn order by r.on_date desc limit 1),
  'sme', (select json_build_object('category', m.category, 'included_on', m.included_on, ${fact('m')})
    from sme_register m where m.inn = s.inn),
  'cases', ${list(
    `select ac.case_number as number, ac.category, p.role, ac.started_on, ac.ended_on, ac.status,
       ac.claim_amount::float8 as claim_amount, ac.source, ac.as_of
     from arbitration_participants p join arbitration_cases ac on ac.id = p.case_id
     where p.inn = s.inn and (ac.started_on >= t.today - interval '3 years' or ac.status is distinct from 'closed')
     order by ac.started_on desc nulls last`,
    'x.started_on desc nulls last',
  )},
  'enforcements', ${list(
    `select e.number, e.started_on, e.subject, e.amount::float8 as amount, e.remaining::float8 as remaining,
       e.ended_on, e.source, e.as_of from enforcement_proceedings e
     where e.debtor_inn = s.inn and (e.ended_on is null or e.ended_on >= t.today - interval '3 years')
     order by e.started_on desc nulls last`,
    'x.started_on desc nulls last',
  )},
  'bankruptcy', ${list(
    `select b.message_type as type, b.published_on, b.case_number, b.source, b.as_of from bankruptcy_messages b
     where b.inn = s.inn order by b.published_on desc`,
    'x.published_on desc',
    50,
  )},
  'person_bankruptcy', ${list(
    `select b.inn, b.subject_name as name, b.message_type as type, b.published_on, b.source, b.as_of
     from bankruptcy_messages b where b.inn in ${PEOPLE} order by b.published_on desc`,
    'x.published_on desc',
    20,
  )},
  'pledges', ${list(
    `select pm.kind, (select p ->> 'role' from jsonb_array_elements(pm.parties) p where p ->> 'inn' = s.inn limit 1) as role,
       pm.published_on, pm.message_id as number, pm.source, pm.as_of from pledge_messages pm
     where pm.party_inns @> array[s.inn]::varchar[] and pm.published_on >= t.today - interval '3 years'
     order by pm.published_on desc`,
    'x.published_on desc',
    50,
  )},
  'contracts', (select json_build_object(
      'count_12m', count(*) filter (where sc.signed_on > t.today - interval '12 months'),
      'sum_12m', coalesce(sum(sc.price) filter (where sc.signed_on > t.today - interval '12 months'), 0)::float8,
      'terminated', coalesce(json_agg(json_build_object('number', sc.register_number, 'signed_on', sc.signed_on,
        'status', sc.status, ${fact('sc')}) order by sc.signed_on desc) filter (where sc.status ilike '%прекращ%'), '[]'::json),
      'source', min(sc.source), 'as_of', max(sc.as_of))
    from state_contracts sc
    where sc.supplier_inns @> array[s.inn]::varchar[] and sc.signed_on > t.today - interval '3 years'),
  'unfair_suppliers', ${list(
    `select u.registry_number, u.published_on, u.excluded_on, u.customer_name, u.source, u.as_of
     from unfair_suppliers u where u.supplier_inn = s.inn order by u.published_on desc nulls last`,
    'x.published_on desc nulls last',
    20,
  )},
  'inspections', ${list(
    `select i.erknm_number as number, i.kind, i.status, i.starts_on, i.violations_found, i.control_body, i.source, i.as_of
     from inspections i where i.inn = s.inn and i.starts_on >= t.today - interval '3 years' order by i.starts_on desc`,
    'x.starts_on desc',
    50,
  )},
  'trademarks', ${list(
    `select tm.registration_number as number, tm.expires_on, tm.status, tm.source, tm.as_of from trademarks tm
     where tm.holder_inn = s.inn or tm.holder_ogrn = s.ogrn order by tm.registered_on desc nulls last`,
    'x.expires_on desc nulls first',
    50,
  )},
  'licenses', ${list(
    `select l.number, l.ends_on, l.suspended, l.activities, l.source, l.as_of from licenses l
     where l.subject_ogrn = s.ogrn order by l.issued_on desc nulls last`,
    'x.ends_on desc nulls first',
    50,
  )},
  'sanctions', ${list(
    `select se.list, se.entry_id, se.name, se.source, se.as_of from sanctions_entries se
     where se.inn = s.inn or se.ogrn = s.ogrn order by se.list, se.entry_id`,
    'x.list, x.entry_id',
    20,
  )},
  'founder_sanctions', ${list(
    `select f.name as founder, se.list, se.entry_id, se.source, se.as_of
     from company_founders f join sanctions_entries se on se.inn = f.inn or se.ogrn = f.ogrn
     where f.company_id = s.company_id and f.ended_date is null order by se.list, se.entry_id`,
    'x.list, x.entry_id',
    20,
  )},
  'changes', ${list(
    `select rc.field, rc.change_date, rc.old_value, rc.new_value, rc.source from registry_changes rc
     where rc.subject_ogrn = s.ogrn and rc.change_date >= t.today - interval '3 years' order by rc.change_date desc`,
    'x.change_date desc',
    100,
  )},
  'affiliates', case when s.company_id is null
    then json_build_object('total', 0, 'closed', 0, 'bankrupt', 0, 'unreliable', 0) else ${AFFILIATES} end`;

/** The rules' inputs (without `today` and coverage) for these subjects of one kind, in no particular order. */
export async function findInputs(
  sql: TSql,
  kind: TSubjectKind,
  ids: readonly number[],
  today: string,
): Promise<TInputsRow[]> {
  if (!ids.length) return [];
  // Planning this statement costs more than running it for one subject, and every lookup in it is an equality
  // on an indexed key, so the key-lookup pool's one generic plan per connection serves all values.
  const db = keyLookupsOf(sql);
  const subjects = kind === 'company' ? companySubjects(db, ids) : entrepreneurSubjects(db, ids);
  const rows = await db<{ subject_id: number; inputs: Omit<TInputsRow, 'subject_id'> }[]>`
    with t as (select ${today}::date as today), s as (${subjects})
    select s.subject_id, json_build_object('subject', s.subject, ${db.unsafe(BLOCKS)}) as inputs
    from s, t`;
  return rows.map((r) => ({ subject_id: Number(r.subject_id), ...r.inputs }));
}
