import { PRODUCT_DESCRIPTION_PREVIEW_LENGTH, type TProductListItem } from '@sverka/shared';

/**
 * Spec §9: a product tile shows the description cut at 64 characters, with an ellipsis when something was
 * cut. Characters, not UTF-16 units, so an emoji or a rare letter is never split in half.
 */
export function descriptionPreview(text: string, length = PRODUCT_DESCRIPTION_PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = [...flat];
  if (characters.length <= length) return flat;
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}

/** What a buyer pays and, when the product is on sale, the struck-through price it replaces. */
export function priceLines(product: Pick<TProductListItem, 'price' | 'sale_price'>): {
  current: number;
  old: number | null;
} {
  const onSale = product.sale_price !== null && product.sale_price < product.price;
  return onSale ? { current: product.sale_price as number, old: product.price } : { current: product.price, old: null };
}

/** Prices include VAT at `vat_rate` percent; the amount without it, for a buyer who reclaims the VAT. */
export function priceWithoutVat(price: number, vatRate: number | null): number | null {
  if (vatRate === null || vatRate <= 0) return null;
  return Math.round((price / (1 + vatRate / 100)) * 100) / 100;
}
