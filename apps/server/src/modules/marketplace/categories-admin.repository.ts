import type { TSql } from '../../db/client.ts';

export type TAdminCategoryRow = {
  id: number;
  parent_id: number | null;
  name: string;
  image: string | null;
  position: number;
  products: number;
  children: number;
};

const SELECT = (sql: TSql) => sql`
  select c.id, c.parent_id, c.name, c.image, c.position,
    (select count(*)::int from products p where p.category_id = c.id) as products,
    (select count(*)::int from product_categories k where k.parent_id = c.id) as children
  from product_categories c`;

/** The whole tree, roots first, each level by position: the order `GET /api/v1/categories/` shows. */
export async function findAdminCategories(sql: TSql): Promise<TAdminCategoryRow[]> {
  return sql<TAdminCategoryRow[]>`${SELECT(sql)} order by c.parent_id nulls first, c.position, c.id`;
}

export async function findAdminCategory(sql: TSql, id: number): Promise<TAdminCategoryRow | undefined> {
  const [row] = await sql<TAdminCategoryRow[]>`${SELECT(sql)} where c.id = ${id}`;
  return row;
}

/**
 * Locks the whole category table for the rest of the transaction: tree
 * changes (a parent chosen while that parent becomes a child elsewhere) are
 * checked and written one at a time, and they are rare.
 */
export async function lockCategoryTree(tx: TSql): Promise<void> {
  await tx`lock table product_categories in share row exclusive mode`;
}

export async function nextPosition(tx: TSql, parentId: number | null): Promise<number> {
  const [row] = await tx<{ next: number }[]>`
    select coalesce(max(position) + 1, 0)::int as next from product_categories
    where parent_id is not distinct from ${parentId}`;
  return Math.min(row?.next ?? 0, 32_000);
}

export async function nameTaken(tx: TSql, parentId: number | null, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx`
    select 1 from product_categories
    where coalesce(parent_id, 0) = ${parentId ?? 0} and name = ${name} and id <> ${exceptId ?? 0}`;
  return Boolean(row);
}

export async function insertCategory(
  tx: TSql,
  category: { parentId: number | null; name: string; position: number },
): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into product_categories (parent_id, name, position)
    values (${category.parentId}, ${category.name}, ${category.position})
    returning id`;
  return (row as { id: number }).id;
}

export async function updateCategory(
  tx: TSql,
  id: number,
  category: { parentId: number | null; name: string; position: number },
): Promise<void> {
  await tx`
    update product_categories
    set parent_id = ${category.parentId}, name = ${category.name}, position = ${category.position}
    where id = ${id}`;
}

export async function setCategoryImage(tx: TSql, id: number, image: string | null): Promise<void> {
  await tx`update product_categories set image = ${image} where id = ${id}`;
}

export async function deleteCategory(tx: TSql, id: number): Promise<void> {
  await tx`delete from product_categories where id = ${id}`;
}

/** Moves every product of one category to another; how many moved. */
export async function moveProducts(tx: TSql, fromId: number, toId: number): Promise<number> {
  const moved = await tx`update products set category_id = ${toId}, updated_at = now() where category_id = ${fromId}`;
  return moved.count;
}

/** Ids of one level of the tree (the roots when `parentId` is null). */
export async function findSiblingIds(tx: TSql, parentId: number | null): Promise<number[]> {
  const rows = await tx<{ id: number }[]>`
    select id from product_categories where parent_id is not distinct from ${parentId} order by position, id`;
  return rows.map((row) => row.id);
}

/** Positions 0, 1, 2… in the order given. */
export async function setPositions(tx: TSql, ids: number[]): Promise<void> {
  await tx`
    update product_categories c set position = (o.ordinality - 1)::smallint
    from unnest(${ids}::bigint[]) with ordinality as o(id, ordinality)
    where c.id = o.id`;
}
