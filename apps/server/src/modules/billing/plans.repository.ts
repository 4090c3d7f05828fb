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
