import type { TPlanType } from '@sverka/shared';
import type postgres from 'postgres';
import type { TSql } from '../../db/client.ts';
import type { TRowOf } from '../../db/row.ts';
import type { memberships } from '../../db/schema/billing.ts';
import type { TPlanRow } from './plans.repository.ts';

export type TMembershipRow = Pick<
  TRowOf<typeof memberships>,
  'id' | 'user_id' | 'plan_id' | 'starts_at' | 'ends_at'
> & {
  status: 'active' | 'canceled';
  is_active: boolean;
  plan: TPlanRow;
};

/** One period of a plan, added in Moscow calendar terms: 31 January + 1 month = 28 (29) February. */
const PERIOD: Record<TPlanType, string> = { monthly: '1 month', yearly: '1 year' };

/** `from` plus one period of the plan, computed on the Moscow wall clock and stored as UTC. */
const plusPeriod = (sql: TSql, from: postgres.Fragment, type: TPlanType) =>
  sql`((${from} at time zone 'Europe/Moscow') + ${PERIOD[type]}::interval) at time zone 'Europe/Moscow'`;

/** A membership `m` in force right now: the one definition of "has a plan", for lists, entitlements and counts. */
const IN_FORCE = (sql: TSql) => sql`(m.status = 'active' and now() < m.ends_at)`;

const SELECT_MEMBERSHIPS = (sql: TSql) => sql`
  select m.id, m.user_id, m.plan_id, m.starts_at, m.ends_at, m.status,
    ${IN_FORCE(sql)} as is_active,
    json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'type', p.type, 'price_kopecks', p.price_kopecks,
      'description_html', p.description_html, 'features', p.features, 'sort', p.sort) as plan
  from memberships m
  join plans p on p.id = m.plan_id`;

export async function findUserMemberships(sql: TSql, userId: number): Promise<TMembershipRow[]> {
  return sql<
    TMembershipRow[]
  >`${SELECT_MEMBERSHIPS(sql)} where m.user_id = ${userId} order by m.starts_at desc, m.id desc`;
}

export async function findMembership(sql: TSql, id: number): Promise<TMembershipRow | undefined> {
  const [row] = await sql<TMembershipRow[]>`${SELECT_MEMBERSHIPS(sql)} where m.id = ${id}`;
  return row;
}

/** Entitlement keys of every plan the user has right now. */
export async function findActiveFeatures(sql: TSql, userId: number): Promise<string[]> {
  const rows = await sql<{ feature: string }[]>`
    select distinct jsonb_array_elements_text(p.features) as feature
    from memberships m
    join plans p on p.id = m.plan_id
    where m.user_id = ${userId} and ${IN_FORCE(sql)}`;
  return rows.map((row) => row.feature);
}

/**
 * People with a plan in force (the landing's subscribers counter). Distinct users: a change of tier
 * leaves the replaced row behind, ended.
 */
export async function countUsersWithPlan(sql: TSql): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(distinct m.user_id)::int as count from memberships m where ${IN_FORCE(sql)}`;
  return row?.count ?? 0;
}

export type TRunningMembership = {
  id: number;
  code: string;
  ends_at: Date;
  /** The plan's list price and period, which value the time still left on it. */
  price_kopecks: number;
  type: TPlanType;
};

/** The user's running memberships with their tier, locked until the paying transaction ends. */
export async function lockActiveMemberships(tx: TSql, userId: number): Promise<TRunningMembership[]> {
  return tx<TRunningMembership[]>`
    select m.id, p.code, m.ends_at, p.price_kopecks, p.type
    from memberships m
    join plans p on p.id = m.plan_id
    where m.user_id = ${userId} and ${IN_FORCE(tx)}
    order by m.ends_at desc
    for update of m`;
}

/** One more period after the current end; the plan row follows the purchase (monthly ↔ yearly of one tier). */
export async function extendMembership(tx: TSql, id: number, plan: { id: number; type: TPlanType }): Promise<void> {
  await tx`
    update memberships
    set ends_at = ${plusPeriod(tx, tx`ends_at`, plan.type)}, plan_id = ${plan.id}, reminder_sent_at = null,
      updated_at = now()
    where id = ${id}`;
}

/** Ends a membership at this moment (it is replaced by another tier). */
export async function endMembershipNow(tx: TSql, id: number): Promise<void> {
  await tx`
    update memberships
    set ends_at = greatest(now(), starts_at + interval '1 millisecond'), updated_at = now()
    where id = ${id}`;
}

/** A membership from now for one period, plus `creditSeconds` carried over from a replaced plan. */
export async function insertMembership(
  tx: TSql,
  membership: { userId: number; plan: { id: number; type: TPlanType }; creditSeconds?: number },
): Promise<number> {
  const credit = Math.max(0, Math.floor(membership.creditSeconds ?? 0));
  const [row] = await tx<{ id: number }[]>`
    insert into memberships (user_id, plan_id, starts_at, ends_at)
    values (
      ${membership.userId},
      ${membership.plan.id},
      now(),
      ${plusPeriod(tx, tx`now()`, membership.plan.type)} + make_interval(secs => ${credit})
    )
    returning id`;
  return (row as { id: number }).id;
}

/** Who to remind of a plan that ends soon, and of what. */
export type TExpiringMembership = {
  id: number;
  ends_at: Date;
  plan_name: string;
  user_email: string;
  user_full_name: string;
};

/**
 * Takes the right to remind of the plans in force that end within
 * `withinSeconds` and were not reminded of for their current end. Taking it
 * first makes concurrent servers and repeated runs send one letter each.
 */
export async function claimExpiringMemberships(
  sql: TSql,
  options: { withinSeconds: number; limit: number },
): Promise<TExpiringMembership[]> {
  return sql<TExpiringMembership[]>`
    with due as (
      select m.id from memberships m
      where ${IN_FORCE(sql)} and m.reminder_sent_at is null
        and m.ends_at <= now() + make_interval(secs => ${options.withinSeconds})
      order by m.ends_at
      limit ${options.limit}
      for update of m skip locked
    ), claimed as (
      update memberships m set reminder_sent_at = now()
      from due where m.id = due.id
      returning m.id, m.ends_at, m.plan_id, m.user_id
    )
    select c.id, c.ends_at, p.name as plan_name, u.email as user_email, u.full_name as user_full_name
    from claimed c
    join plans p on p.id = c.plan_id
    join users u on u.id = c.user_id`;
}

/** Gives the right to remind back after a letter that could not be sent. */
export async function releaseReminder(sql: TSql, id: number): Promise<void> {
  await sql`update memberships set reminder_sent_at = null where id = ${id}`;
}
