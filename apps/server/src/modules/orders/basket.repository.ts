import type { TSql } from '../../db/client.ts';

/** The SQL of `basket_items`: one row per buyer and product with the quantity they want. */

export type TBasketRow = { id: number; user_id: number; product_id: number; quantity: number; created_at: Date };

/**
 * Serialises one buyer's basket writes for the rest of the transaction, so the
 * row limit and the stock check see every concurrent add of the same person.
 */
export async function lockBasketOf(tx: TSql, userId: number): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtextextended(${`basket:${userId}`}, 0))`;
}

/** Adds `quantity` to the buyer's row of the product, creating it; answers the row as it is now. */
export async function addToBasket(
  tx: TSql,
  item: { userId: number; productId: number; quantity: number },
): Promise<TBasketRow> {
  const [row] = await tx<TBasketRow[]>`
    insert into basket_items (user_id, product_id, quantity)
    values (${item.userId}, ${item.productId}, ${item.quantity})
    on conflict (user_id, product_id) do update
      set quantity = basket_items.quantity + excluded.quantity, updated_at = now()
    returning id, user_id, product_id, quantity, created_at`;
  return row as TBasketRow;
}

export async function countBasketRows(tx: TSql, userId: number): Promise<number> {
  const [row] = await tx<
    { count: number }[]
  >`select count(*)::int as count from basket_items where user_id = ${userId}`;
  return row?.count ?? 0;
}

/** The buyer's basket, newest first. */
export async function findBasket(sql: TSql, userId: number): Promise<TBasketRow[]> {
  return sql<TBasketRow[]>`
    select id, user_id, product_id, quantity, created_at from basket_items
    where user_id = ${userId}
    order by created_at desc, id desc`;
}

/** One row of the buyer's own basket, locked; another buyer's row is not found, as a missing one. */
export async function lockBasketRow(tx: TSql, userId: number, id: number): Promise<TBasketRow | undefined> {
  const [row] = await tx<TBasketRow[]>`
    select id, user_id, product_id, quantity, created_at from basket_items
    where id = ${id} and user_id = ${userId}
    for update`;
  return row;
}

/**
 * The rows a checkout buys, locked so a second checkout of the same basket
 * waits and then finds them gone: all of the basket, or the given ids of it.
 */
export async function lockBasketRows(tx: TSql, userId: number, ids: number[] | undefined): Promise<TBasketRow[]> {
  return tx<TBasketRow[]>`
    select id, user_id, product_id, quantity, created_at from basket_items
    where user_id = ${userId} ${ids ? tx`and id = any(${ids}::bigint[])` : tx``}
    order by id
    for update`;
}

export async function setBasketQuantity(tx: TSql, id: number, quantity: number): Promise<TBasketRow> {
  const [row] = await tx<TBasketRow[]>`
    update basket_items set quantity = ${quantity}, updated_at = now() where id = ${id}
    returning id, user_id, product_id, quantity, created_at`;
  return row as TBasketRow;
}

/** Deletes rows of the buyer's own basket; answers how many went. */
export async function deleteBasketRows(sql: TSql, userId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows =
    await sql`delete from basket_items where user_id = ${userId} and id = any(${ids}::bigint[]) returning id`;
  return rows.length;
}
