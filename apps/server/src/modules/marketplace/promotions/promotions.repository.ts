import type { TProductStatus } from '@sverka/shared';
import type { TSql } from '../../../db/client.ts';

/** A promotion as the eligibility check reads it. */
export type TPromotionOwnerRow = {
  product_id: number;
  seller_id: number;
  representative_id: number | null;
  created_at: Date;
};

/** Every promotion of a published product whose seller's representative is not blocked. */
export async function findLivePromotions(sql: TSql): Promise<TPromotionOwnerRow[]> {
  return sql<TPromotionOwnerRow[]>`
    select pp.product_id, p.seller_id, s.representative_id, pp.created_at
    from product_promotions pp
    join products p on p.id = pp.product_id and p.status = 'published'
    join sellers s on s.id = p.seller_id
    where s.representative_id is not null
      and not exists (select 1 from users u where u.id = s.representative_id and u.blocked_at is not null)
    order by pp.created_at, pp.product_id`;
}

export type TPromotionRow = {
  product_id: number;
  name: string;
  status: TProductStatus;
  thumb_key: string | null;
  created_at: Date;
  impressions: number;
  clicks: number;
  impressions_today: number;
  clicks_today: number;
};

/** The user's promoted products (of every seller they represent), oldest promotion first, with their counts. */
export async function findPromotionsOf(sql: TSql, userId: number, since: string, today: string) {
  return sql<TPromotionRow[]>`
    select pp.product_id, p.name, p.status, pp.created_at,
      (select i.thumb_key from product_images i where i.product_id = p.id order by i.position, i.id limit 1) as thumb_key,
      coalesce(sum(st.impressions), 0)::int as impressions,
      coalesce(sum(st.clicks), 0)::int as clicks,
      coalesce(sum(st.impressions) filter (where st.day = ${today}::date), 0)::int as impressions_today,
      coalesce(sum(st.clicks) filter (where st.day = ${today}::date), 0)::int as clicks_today
    from product_promotions pp
    join products p on p.id = pp.product_id
    join sellers s on s.id = p.seller_id and s.representative_id = ${userId}
    left join product_promotion_stats st on st.product_id = pp.product_id and st.day >= ${since}::date
    group by pp.product_id, p.id
    order by pp.created_at, pp.product_id`;
}

/** The product as its seller's representative sees it; another seller's product is as absent as a missing one. */
export async function findOwnProduct(
  sql: TSql,
  userId: number,
  productId: number,
): Promise<{ id: number; status: TProductStatus } | undefined> {
  const [row] = await sql<{ id: number; status: TProductStatus }[]>`
    select p.id, p.status from products p join sellers s on s.id = p.seller_id
    where p.id = ${productId} and s.representative_id = ${userId}`;
  return row;
}

/**
 * Promotes the product unless the user already promotes `limit` products: 'added', 'already' (promoted
 * before: nothing changes) or 'full'. Under an advisory lock on the user, so two requests at once cannot
 * both take the last place.
 */
export async function insertWithinLimit(
  tx: TSql,
  userId: number,
  productId: number,
  limit: number,
): Promise<'added' | 'already' | 'full'> {
  await tx`select pg_advisory_xact_lock(hashtext('product_promotions'), ${userId}::int)`;
  const [existing] = await tx`select 1 from product_promotions where product_id = ${productId}`;
  if (existing) return 'already';
  const [row] = await tx<{ count: number }[]>`
    select count(*)::int as count from product_promotions pp
    join products p on p.id = pp.product_id
    join sellers s on s.id = p.seller_id and s.representative_id = ${userId}`;
  if ((row?.count ?? 0) >= limit) return 'full';
  await tx`insert into product_promotions (product_id) values (${productId})`;
  return 'added';
}

export async function deletePromotion(sql: TSql, productId: number): Promise<boolean> {
  const rows = await sql`delete from product_promotions where product_id = ${productId} returning product_id`;
  return rows.length > 0;
}

export type TStatIncrement = { productId: number; day: string; impressions: number; clicks: number };

/**
 * Adds a batch of counts in one statement, rows in key order (so two instances flushing at once lock
 * them in the same order). A product deleted since it was counted is skipped.
 */
export async function addStats(sql: TSql, increments: TStatIncrement[]): Promise<void> {
  if (increments.length === 0) return;
  const sorted = [...increments].sort((a, b) => a.productId - b.productId || a.day.localeCompare(b.day));
  await sql`
    insert into product_promotion_stats (product_id, day, impressions, clicks)
    select u.product_id, u.day, u.impressions, u.clicks
    from unnest(${sorted.map((item) => item.productId)}::bigint[], ${sorted.map((item) => item.day)}::date[],
      ${sorted.map((item) => item.impressions)}::int[], ${sorted.map((item) => item.clicks)}::int[])
      as u(product_id, day, impressions, clicks)
    where exists (select 1 from products p where p.id = u.product_id)
    order by u.product_id, u.day
    on conflict (product_id, day) do update set
      impressions = product_promotion_stats.impressions + excluded.impressions,
      clicks = product_promotion_stats.clicks + excluded.clicks`;
}
