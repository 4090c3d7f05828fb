import type { TCoverage, TFactorResult, TReliabilityResult, TSubjectKind } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';

/** Stored ratings and the facts about which data sets are loaded. */

export type TStoredReliability = {
  inn: string;
  kind: TSubjectKind;
  subject_id: number;
  version: number;
  score: number;
  zone: TReliabilityResult['zone'];
  stop: boolean;
  gauge: number;
  positive: number;
  negative: number;
  attention: number;
  checked: number;
  not_checked: number;
  factors: TFactorResult[];
  computed_at: Date;
  valid_until: string;
  /** When a register that may touch any company last changed; ratings computed before it are stale. */
  lists_changed_at: Date | null;
};

/** Tables behind each data key: a key is covered when its table has any row (or the demo register is loaded). */
const COVERAGE_TABLES: Record<Exclude<keyof TCoverage, 'registry'>, string> = {
  history: 'registry_changes',
  statements: 'financial_statements',
  headcount: 'tax_headcount',
  taxes_paid: 'tax_payments',
  arrears: 'tax_arrears',
  tax_offences: 'tax_offences',
  tax_regimes: 'tax_regimes',
  sme: 'sme_register',
  disqualified: 'disqualified_persons',
  mass_addresses: 'mass_addresses',
  mass_persons: 'mass_persons',
  arbitration: 'arbitration_cases',
  enforcements: 'enforcement_proceedings',
  bankruptcy: 'bankruptcy_messages',
  pledges: 'pledge_messages',
  contracts: 'state_contracts',
  unfair_suppliers: 'unfair_suppliers',
  inspections: 'inspections',
  trademarks: 'trademarks',
  licenses: 'licenses',
  sanctions: 'sanctions_entries',
};

/**
 * Which data sets this installation has. The demo register generates every
 * set (a small one may hold no sanctioned company at all, which is still a
 * checked "no"); otherwise a set counts as loaded once its table has a row.
 */
export async function findCoverage(sql: TSql): Promise<TCoverage> {
  const keys = Object.keys(COVERAGE_TABLES) as (keyof typeof COVERAGE_TABLES)[];
  const checks = keys.map((key) => `exists (select 1 from ${COVERAGE_TABLES[key]}) as ${key}`).join(', ');
  const [row] = await sql.unsafe<Record<string, boolean>[]>(
    `select (select value ->> 'kind' = 'demo' from app_meta where key = 'dataset') as demo, ${checks}`,
  );
  const demo = row?.demo === true;
  const coverage = { registry: true } as TCoverage;
  for (const key of keys) coverage[key] = demo || row?.[key] === true;
  return coverage;
}

export async function findStored(sql: TSql, inn: string, kind: TSubjectKind): Promise<TStoredReliability | undefined> {
  const [row] = await sql<TStoredReliability[]>`
    select inn, kind, subject_id, version, score, zone, stop, gauge, positive, negative, attention, checked,
      not_checked, factors, computed_at, valid_until,
      (select updated_at from app_meta where key = ${LISTS_CHANGED}) as lists_changed_at
    from company_reliability where inn = ${inn} and kind = ${kind}`;
  return row ? { ...row, subject_id: Number(row.subject_id) } : undefined;
}

export type TResultRow = { inn: string; subject_id: number; result: TReliabilityResult };

/** Upserts ratings in one statement (rows of one kind). */
export async function saveResults(sql: TSql, rows: readonly TResultRow[]): Promise<void> {
  if (!rows.length) return;
  const values = rows.map(({ inn, subject_id, result: r }) => ({
    inn,
    kind: r.kind,
    subject_id,
    version: r.version,
    score: r.score,
    zone: r.zone,
    stop: r.stop,
    gauge: r.gauge.value,
    positive: r.counts.positive,
    negative: r.counts.negative,
    attention: r.counts.attention,
    checked: r.counts.checked,
    not_checked: r.counts.not_checked,
    factors: r.factors,
    valid_until: r.valid_until,
  }));
  // One json parameter rather than 15 per row: a batch of thousands stays far below the bind-parameter limit.
  await sql`
    insert into company_reliability (inn, kind, subject_id, version, score, zone, stop, gauge, positive, negative,
      attention, checked, not_checked, factors, computed_at, valid_until)
    select x.inn, x.kind, x.subject_id, x.version, x.score, x.zone, x.stop, x.gauge, x.positive, x.negative,
      x.attention, x.checked, x.not_checked, x.factors, now(), x.valid_until
    from jsonb_to_recordset(${JSON.stringify(values)}::text::jsonb) as x(inn varchar, kind varchar, subject_id bigint,
      version int, score smallint, zone varchar, stop boolean, gauge smallint, positive smallint, negative smallint,
      attention smallint, checked smallint, not_checked smallint, factors jsonb, valid_until date)
    on conflict (inn, kind) do update set subject_id = excluded.subject_id, version = excluded.version,
      score = excluded.score, zone = excluded.zone, stop = excluded.stop, gauge = excluded.gauge,
      positive = excluded.positive, negative = excluded.negative, attention = excluded.attention,
      checked = excluded.checked, not_checked = excluded.not_checked, factors = excluded.factors,
      computed_at = excluded.computed_at, valid_until = excluded.valid_until`;
}

/** A rating that was forgotten: its card document goes with it. */
export type TForgotten = { inn: string; kind: TSubjectKind };

/** Forgets the ratings of these ИНН (both kinds): the next read recomputes them. */
export async function deleteByInns(sql: TSql, inns: readonly string[]): Promise<TForgotten[]> {
  if (!inns.length) return [];
  return sql<TForgotten[]>`
    delete from company_reliability where inn = any(${[...new Set(inns)]}::varchar[]) returning inn, kind`;
}

/**
 * Forgets the ratings of companies linked to these ИНН/ОГРН as directors or
 * founders (a person's bankruptcy, a founder's sanctions, a mass-person list).
 */
export async function deleteLinked(
  sql: TSql,
  inns: readonly string[],
  ogrns: readonly string[] = [],
): Promise<TForgotten[]> {
  if (!inns.length && !ogrns.length) return [];
  const i = [...new Set(inns)];
  const o = [...new Set(ogrns)];
  return sql<TForgotten[]>`
    delete from company_reliability r using companies c
    where r.kind = 'company' and r.inn = c.inn::varchar and c.id in (
      select d.company_id from company_directors d where d.inn = any(${i}::varchar[])
      union select f.company_id from company_founders f where f.inn = any(${i}::varchar[]) or f.ogrn = any(${o}::varchar[]))
    returning r.inn, r.kind`;
}

/** Forgets the ratings of the ЮЛ and ИП with these ОГРН/ОГРНИП (facts keyed by ОГРН only, e.g. licences). */
export async function deleteByOgrns(sql: TSql, ogrns: readonly string[]): Promise<TForgotten[]> {
  if (!ogrns.length) return [];
  const o = [...new Set(ogrns)];
  return sql<TForgotten[]>`
    delete from company_reliability r
    where (r.kind = 'company' and r.inn in (select c.inn::varchar from companies c where c.ogrn = any(${o}::bpchar[])))
      or (r.kind = 'entrepreneur' and r.inn in (
        select e.inn::varchar from entrepreneurs e where e.ogrnip = any(${o}::bpchar[])))
    returning r.inn, r.kind`;
}

/** app_meta key: when a register that may touch any company (mass lists, disqualifications) last changed. */
const LISTS_CHANGED = 'reliability_lists_changed_at';

/**
 * Marks every stored rating older than now as stale without touching the
 * rows: a mass-address list names addresses, not companies, and finding the
 * companies behind a batch of them would scan the whole register.
 */
export async function markListsChanged(sql: TSql): Promise<void> {
  await sql`
    insert into app_meta (key, value, updated_at) values (${LISTS_CHANGED}, 'true'::jsonb, now())
    on conflict (key) do update set updated_at = now()`;
}

/** Forgets every rating. */
export async function deleteAll(sql: TSql): Promise<void> {
  await sql`truncate company_reliability`;
}

/** Ids of the rated record for each ИНН: the active, latest one of an ИНН wins, as on the card. */
export async function findSubjectIds(sql: TSql, kind: TSubjectKind, fromId: number, limit: number) {
  const rows =
    kind === 'company'
      ? await sql<{ id: number }[]>`select id from companies where id > ${fromId} order by id limit ${limit}`
      : await sql<{ id: number }[]>`select id from entrepreneurs where id > ${fromId} order by id limit ${limit}`;
  return rows.map((r) => Number(r.id));
}

/**
 * The next `limit` subjects of `kind` after `fromId`, in id order, each with whether its ИНН has a current stored
 * rating (not one of an older ruleset, expired, or computed before the last change of the lists): the window a pass
 * rating ahead looks at next. Bounded by `limit` rows, so a register already rated costs short statements, never
 * one long scan. A subject row whose ИНН was rated through another row of it counts as rated.
 */
export async function findSubjectsRated(
  sql: TSql,
  kind: TSubjectKind,
  fromId: number,
  limit: number,
  today: string,
  version: number,
): Promise<{ id: number; rated: boolean }[]> {
  const subjects = sql(kind === 'company' ? 'companies' : 'entrepreneurs');
  // The window is taken first and each of its rows probes the key: as a sub-select of the scan, PostgreSQL plans
  // for the scan's whole length and hashes every stored rating instead (1.5 s a window at 200,000 ratings).
  const rows = await sql<{ id: number; rated: boolean }[]>`
    select s.id, current_rating.found is not null as rated
    from (select id, inn from ${subjects} where id > ${fromId} order by id limit ${limit}) s
    left join lateral (
      select true as found from company_reliability r
      where r.inn = s.inn::varchar and r.kind = ${kind} and r.version = ${version} and r.valid_until > ${today}::date
        and r.computed_at > coalesce((select updated_at from app_meta where key = ${LISTS_CHANGED}), '-infinity')
      limit 1
    ) current_rating on true
    order by s.id`;
  return rows.map((r) => ({ id: Number(r.id), rated: r.rated }));
}

/** The stored ratings of these ИНН of one kind (current or not: the caller judges with `isCurrent`). */
export async function findStoredMany(
  sql: TSql,
  kind: TSubjectKind,
  inns: readonly string[],
): Promise<TStoredReliability[]> {
  if (!inns.length) return [];
  const rows = await sql<TStoredReliability[]>`
    select inn, kind, subject_id, version, score, zone, stop, gauge, positive, negative, attention, checked,
      not_checked, factors, computed_at, valid_until,
      (select updated_at from app_meta where key = ${LISTS_CHANGED}) as lists_changed_at
    from company_reliability where kind = ${kind} and inn = any(${[...new Set(inns)]}::varchar[])`;
  return rows.map((row) => ({ ...row, subject_id: Number(row.subject_id) }));
}

/**
 * A lateral join, on the subject row aliased `subject`, that gives `stored_rating.score` and `stored_rating.zone`
 * when the subject's stored rating is current (null otherwise): the checks of `isCurrent`, made in SQL, so that a
 * result list's page carries its marks without a statement of their own. The subject's ИНН is a char column and
 * the rating's a varchar: cast the subject's side, or the primary key cannot serve the join.
 */
export function storedScoreJoin(sql: TSql, kind: TSubjectKind, subject: string, today: string, version: number) {
  const row = sql(subject);
  return sql`left join lateral (
      select r.score, r.zone from company_reliability r
      where r.inn = ${row}.inn::varchar and r.kind = ${kind} and r.subject_id = ${row}.id and r.version = ${version}
        and r.valid_until > ${today}::date
        and r.computed_at > coalesce((select updated_at from app_meta where key = ${LISTS_CHANGED}), '-infinity')
    ) stored_rating on true`;
}

/** A stored rating without its factors: what a result list shows. */
export type TStoredScore = Pick<
  TStoredReliability,
  'inn' | 'kind' | 'subject_id' | 'version' | 'score' | 'zone' | 'computed_at' | 'valid_until' | 'lists_changed_at'
>;

/**
 * The stored scores of these subjects (either kind) in one primary-key read, without the factors: the jsonb
 * of a rating is the bulk of its row and a result list shows only the score and zone.
 */
export async function findStoredScores(
  sql: TSql,
  subjects: readonly { kind: TSubjectKind; inn: string }[],
): Promise<TStoredScore[]> {
  if (!subjects.length) return [];
  const rows = await sql<TStoredScore[]>`
    select r.inn, r.kind, r.subject_id, r.version, r.score, r.zone, r.computed_at, r.valid_until,
      (select updated_at from app_meta where key = ${LISTS_CHANGED}) as lists_changed_at
    from company_reliability r
    where (r.inn, r.kind) in (
      select * from unnest(${subjects.map((s) => s.inn)}::varchar[], ${subjects.map((s) => s.kind)}::varchar[]))`;
  return rows.map((row) => ({ ...row, subject_id: Number(row.subject_id) }));
}
