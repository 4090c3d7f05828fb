import type { TPlanType } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import type { TRowOf } from '../../db/row.ts';
import type { plans } from '../../db/schema/billing.ts';

export type TPlanRow = Pick<
  TRowOf<typeof plans>,
  'id' | 'code' | 'name' | 'price_kopecks' | 'description_html' | 'features' | 'sort'
> & { type: TPlanType };

const PLAN_COLUMNS = (sql: TSql) => sql`id, code, name, type, price_kopecks, description_html, features, sort`;

/** Plans on sale: by `sort`, the monthly row of a tier before its yearly one. */
export async function findActivePlans(sql: TSql): Promise<TPlanRow[]> {
  return sql<TPlanRow[]>`
    select ${PLAN_COLUMNS(sql)} from plans
    where is_active
    order by sort, case type when 'monthly' then 0 else 1 end, id`;
}

export async function findActivePlan(sql: TSql, id: number): Promise<TPlanRow | undefined> {
  const [row] = await sql<TPlanRow[]>`select ${PLAN_COLUMNS(sql)} from plans where id = ${id} and is_active`;
  return row;
}

/**
 * For each entitlement key, the cheapest tier on sale that grants it (by its price per month, a yearly row
 * counting a twelfth), so a locked block can name the plan that opens it from the plans themselves.
 */
export async function findCheapestTierByFeature(sql: TSql): Promise<Map<string, { code: string; name: string }>> {
  const rows = await sql<{ feature: string; code: string; name: string }[]>`
    select distinct on (f.feature) f.feature, p.code, p.name
    from plans p cross join lateral jsonb_array_elements_text(p.features) as f(feature)
    where p.is_active
    order by f.feature, p.price_kopecks::numeric / case p.type when 'yearly' then 12 else 1 end, p.sort, p.id`;
  return new Map(rows.map((row) => [row.feature, { code: row.code, name: row.name }]));
}

/** A plan row as the back office sees it: archived ones too, with the people who hold it now. */
export type TAdminPlanRow = TPlanRow & { is_active: boolean; members: number };

const ADMIN_PLAN_SELECT = (sql: TSql) => sql`
  select ${PLAN_COLUMNS(sql)}, is_active,
    (select count(distinct m.user_id)::int from memberships m
     where m.plan_id = plans.id and m.status = 'active' and now() < m.ends_at) as members
  from plans`;

/** Every plan, on sale or archived, in the pricing page's order. */
export async function findAllPlans(sql: TSql): Promise<TAdminPlanRow[]> {
  return sql<TAdminPlanRow[]>`
    ${ADMIN_PLAN_SELECT(sql)} order by sort, code, case type when 'monthly' then 0 else 1 end, id`;
}

export async function findAdminPlan(sql: TSql, id: number): Promise<TAdminPlanRow | undefined> {
  const [row] = await sql<TAdminPlanRow[]>`${ADMIN_PLAN_SELECT(sql)} where id = ${id}`;
  return row;
}

/** A plan whatever its state, locked until the transaction ends: the change and its audit record see one row. */
export async function lockPlan(tx: TSql, id: number): Promise<(TPlanRow & { is_active: boolean }) | undefined> {
  const [row] = await tx<(TPlanRow & { is_active: boolean })[]>`
    select ${PLAN_COLUMNS(tx)}, is_active from plans where id = ${id} for update`;
  return row;
}

/** Whether a plan exists at all, sold or not: an archived one is refused with its own message. */
export async function planIsArchived(sql: TSql, id: number): Promise<boolean> {
  const [row] = await sql<{ is_active: boolean }[]>`select is_active from plans where id = ${id}`;
  return row ? !row.is_active : false;
}

export type TPlanFields = {
  name: string;
  price_kopecks: number;
  description_html: string;
  features: string[];
  sort: number;
};

/** A new plan row, on sale at once; undefined when the tier already has a row of that period. */
export async function insertPlan(
  tx: TSql,
  plan: TPlanFields & { code: string; type: TPlanType },
): Promise<number | undefined> {
  const [row] = await tx<{ id: number }[]>`
    insert into plans (code, name, type, price_kopecks, description_html, features, sort)
    values (${plan.code}, ${plan.name}, ${plan.type}, ${plan.price_kopecks}, ${plan.description_html},
      ${tx.json(plan.features)}, ${plan.sort})
    on conflict (code, type) do nothing
    returning id`;
  return row?.id;
}

export async function updatePlan(tx: TSql, id: number, plan: TPlanFields): Promise<void> {
  await tx`
    update plans set name = ${plan.name}, price_kopecks = ${plan.price_kopecks},
      description_html = ${plan.description_html}, features = ${tx.json(plan.features)}, sort = ${plan.sort}
    where id = ${id}`;
}

export async function setPlanActive(tx: TSql, id: number, active: boolean): Promise<void> {
  await tx`update plans set is_active = ${active} where id = ${id}`;
}
