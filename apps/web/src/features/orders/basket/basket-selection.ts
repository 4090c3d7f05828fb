import type { TBasketItem } from '@sverka/shared';

/** One seller's part of the basket: the server makes one order of each. */
export interface TSellerGroup {
  company: number;
  companyName: string;
  items: TBasketItem[];
}

/** Items grouped by seller, sellers in the order their newest item comes (the basket is newest first). */
export function groupBySeller(items: readonly TBasketItem[]): TSellerGroup[] {
  const groups = new Map<number, TSellerGroup>();
  for (const item of items) {
    const company = item.product.company;
    let group = groups.get(company);
    if (!group) {
      group = { company, companyName: item.product.company_name, items: [] };
      groups.set(company, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/**
 * The page keeps what the buyer unticked rather than what is ticked: an item added meanwhile (another tab)
 * arrives ticked, as the whole basket does on opening.
 */
export type TUnselected = ReadonlySet<number>;

export const isSelected = (unselected: TUnselected, item: TBasketItem) => !unselected.has(item.id);

export function selectedItems(items: readonly TBasketItem[], unselected: TUnselected): TBasketItem[] {
  return items.filter((item) => isSelected(unselected, item));
}

/** Spec §2: the select-all box is ticked only when every item is ticked (never for an empty list). */
export function allSelected(items: readonly TBasketItem[], unselected: TUnselected): boolean {
  return items.length > 0 && items.every((item) => isSelected(unselected, item));
}

/** Some but not all: the box shows a dash. */
export function someSelected(items: readonly TBasketItem[], unselected: TUnselected): boolean {
  const count = selectedItems(items, unselected).length;
  return count > 0 && count < items.length;
}

/** Ticks every item of `items` (or unticks them all when all are ticked already). */
export function toggleMany(items: readonly TBasketItem[], unselected: TUnselected): Set<number> {
  const next = new Set(unselected);
  const tickAll = !allSelected(items, unselected);
  for (const item of items) {
    if (tickAll) next.delete(item.id);
    else next.add(item.id);
  }
  return next;
}

export function toggleOne(itemId: number, unselected: TUnselected): Set<number> {
  const next = new Set(unselected);
  if (next.has(itemId)) next.delete(itemId);
  else next.add(itemId);
  return next;
}

/** Rubles of one line, counted in kopecks. */
export const lineTotal = (item: TBasketItem) => (Math.round(item.product.price_with_taxes * 100) * item.quantity) / 100;

/** What the ticked items come to, and how many pieces they are. */
export function selectionSummary(items: readonly TBasketItem[], unselected: TUnselected) {
  const chosen = selectedItems(items, unselected);
  const kopecks = chosen.reduce(
    (sum, item) => sum + Math.round(item.product.price_with_taxes * 100) * item.quantity,
    0,
  );
  return {
    ids: chosen.map((item) => item.id),
    count: chosen.reduce((sum, item) => sum + item.quantity, 0),
    total: kopecks / 100,
  };
}
