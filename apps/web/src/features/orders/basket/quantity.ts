import { BASKET_QUANTITY_MAX } from '@sverka/shared';

const MAX_DIGITS = String(BASKET_QUANTITY_MAX).length;

/** What a quantity field keeps of what is typed: digits only, no leading zeros, no longer than the largest quantity. */
export function quantityDraft(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
}

/** The quantity a draft stands for: never below 1, never above `max` (the stock, or the basket's limit). */
export function quantityOf(draft: string, max: number = BASKET_QUANTITY_MAX): number {
  const value = Number.parseInt(draft, 10);
  const ceiling = Math.max(1, Math.min(max, BASKET_QUANTITY_MAX));
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(value, ceiling);
}

/** One step of the − / + buttons, kept between 1 and `max`. */
export function stepQuantity(value: number, delta: number, max: number = BASKET_QUANTITY_MAX): number {
  return quantityOf(String(value + delta), max);
}
