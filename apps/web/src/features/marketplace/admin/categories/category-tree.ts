import type { TAdminCategory } from '@sverka/shared';

export type TCategoryNode = TAdminCategory & { childNodes: TAdminCategory[] };

/** Roots in their order, each with its children in theirs (the server's list is already ordered). */
export function categoryTreeOf(rows: readonly TAdminCategory[]): TCategoryNode[] {
  return rows
    .filter((row) => row.parent === null)
    .map((root) => ({ ...root, childNodes: rows.filter((row) => row.parent === root.id) }));
}

/** The ids of one level with `id` moved one place up or down; null at an end. */
export function movedOrder(siblings: readonly { id: number }[], id: number, direction: -1 | 1): number[] | null {
  const ids = siblings.map((row) => row.id);
  const index = ids.indexOf(id);
  const target = index + direction;
  if (index < 0 || target < 0 || target >= ids.length) return null;
  [ids[index], ids[target]] = [ids[target] as number, ids[index] as number];
  return ids;
}

/** Why a category cannot be deleted (an i18n key with its values), or null when it can. */
export function deleteBlock(row: TAdminCategory): { key: string; values: { count: number } } | null {
  if (row.products > 0) return { key: 'admin.categories.delete.blockedProducts', values: { count: row.products } };
  if (row.children > 0) return { key: 'admin.categories.delete.blockedChildren', values: { count: row.children } };
  return null;
}

/** Where a category's products may go: any other category without children. */
export function mergeTargets(rows: readonly TAdminCategory[], source: TAdminCategory): TAdminCategory[] {
  return rows.filter((row) => row.id !== source.id && row.children === 0);
}

/** The label of a category in a list of all of them: a child names its root. */
export function categoryPathName(rows: readonly TAdminCategory[], row: TAdminCategory): string {
  const parent = row.parent === null ? undefined : rows.find((item) => item.id === row.parent);
  return parent ? `${parent.name} / ${row.name}` : row.name;
}
