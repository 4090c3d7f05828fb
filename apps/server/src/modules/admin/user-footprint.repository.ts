import type { TSql } from '../../db/client.ts';

/** What a user has around the platform, as the back office's user view shows it. */
export type TUserFootprint = {
  memberships: { id: number; plan_name: string; status: string; starts_at: Date; ends_at: Date }[];
  companies: { kind: 'company' | 'entrepreneur'; id: number; inn: string; name: string }[];
  seller_ids: number[];
  orders_count: number;
};

export async function findUserFootprint(sql: TSql, userId: number): Promise<TUserFootprint> {
  const [memberships, companies, sellers, orders] = await Promise.all([
    sql<TUserFootprint['memberships']>`
      select m.id, p.name as plan_name, m.status, m.starts_at, m.ends_at
      from memberships m join plans p on p.id = m.plan_id
      where m.user_id = ${userId}
      order by m.ends_at desc, m.id desc`,
    sql<TUserFootprint['companies']>`
      select 'company' as kind, c.id, trim(c.inn) as inn, c.name_short as name from companies c where c.representative_id = ${userId}
      union all
      select 'entrepreneur' as kind, e.id, trim(e.inn) as inn,
        'ИП ' || concat_ws(' ', e.last_name, e.first_name, e.middle_name) as name
      from entrepreneurs e where e.representative_id = ${userId}
      order by name`,
    sql<{ id: number }[]>`select id from sellers where representative_id = ${userId} order by id`,
    sql<{ count: number }[]>`select count(*)::int as count from orders where buyer_id = ${userId}`,
  ]);
  return {
    memberships,
    companies,
    seller_ids: sellers.map((row) => row.id),
    orders_count: orders[0]?.count ?? 0,
  };
}
