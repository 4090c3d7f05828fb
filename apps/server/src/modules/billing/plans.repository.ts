import type { TPlanType } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';

export type TPlanRow = {
  id: number;
  code: string;
  name: string;
  type: TPlanType;
  price_kopecks: number;
  description_html: string;
  features: string[];
  sort: number;
};

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
