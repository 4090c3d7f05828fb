import type { TCategory } from '@sverka/shared';

export interface TCategoryEntry {
  category: TCategory;
  parent: TCategory | null;
}

/** Roots and their children in one lookup by id, for chips, tiles and the product page's category line. */
export function categoryIndex(tree: readonly TCategory[]): Map<number, TCategoryEntry> {
  const index = new Map<number, TCategoryEntry>();
  for (const root of tree) {
    index.set(root.id, { category: root, parent: null });
    for (const child of root.childrens) index.set(child.id, { category: child, parent: root });
  }
  return index;
}

/**
 * The tiles under the filters: the roots while no category is chosen; inside a root, its children; inside a
 * child, its siblings (so the next choice is one click away).
 */
export function tileCategories(tree: readonly TCategory[], selected: number | undefined): TCategory[] {
  if (selected === undefined) return [...tree];
  const entry = categoryIndex(tree).get(selected);
  if (!entry) return [...tree];
  return entry.parent ? entry.parent.childrens : entry.category.childrens;
}

/** The picture of a tile: its own, or its root's for a child (the seeded tree draws only the roots). */
export function tileImage(tree: readonly TCategory[], id: number): string | null {
  const entry = categoryIndex(tree).get(id);
  if (!entry) return null;
  return entry.category.image ?? entry.parent?.image ?? null;
}
