import {
  MARKETPLACE_MESSAGES,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_IN_STOCK_MAX,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_SPECIFICATIONS_MAX,
  PRODUCT_TAG_MAX_LENGTH,
  PRODUCT_TAGS_MAX,
  PRODUCT_UPLOAD_MESSAGES,
  PRODUCT_UPLOAD_PICTURES_MAX,
  type TProductSpecification,
  ZPriceText,
  ZProductSpecification,
} from '@sverka/shared';
import type { TUploadRecord } from './upload-parsers.ts';

export const OFFER_ID_MAX_LENGTH = 100;
/** VAT rates a Russian price may carry, percent (22 % since 2026). */
const VAT_RATES = new Set([0, 5, 7, 10, 20, 22]);
const NO_VAT = new Set(['без ндс', 'без налога', 'нет', 'no', 'none', 'no_vat', 'novat', '-', '—']);

/** A valid row: the product's fields, ready to be written. `vatRate`/`inStock` undefined: not given. */
export type TUploadProduct = {
  offerId: string;
  categoryId: number;
  name: string;
  description: string;
  price: number;
  salePrice: number | null;
  vatRate: number | null | undefined;
  inStock: number | undefined;
  specifications: TProductSpecification[];
  tags: string[];
  pictures: string[];
};

export type TCheckedRow =
  | { ok: true; product: TUploadProduct; notes: string[] }
  | { ok: false; offerId: string | null; reasons: string[] };

export type TCategoryIndex = { byId: Set<number>; byName: Map<string, number[]>; parentOf: Map<number, number | null> };

/** Names compared as people mean them: case, ё/е and spacing do not matter. */
export const categoryKey = (name: string) => name.trim().toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ');

export function indexCategories(rows: { id: number; parent_id: number | null; name: string }[]): TCategoryIndex {
  const index: TCategoryIndex = { byId: new Set(), byName: new Map(), parentOf: new Map() };
  // Subcategories first: a name that is both a root and a child means the more precise one.
  const ordered = [...rows].sort((a, b) => Number(a.parent_id === null) - Number(b.parent_id === null));
  for (const row of ordered) {
    index.byId.add(row.id);
    index.parentOf.set(row.id, row.parent_id);
    const key = categoryKey(row.name);
    index.byName.set(key, [...(index.byName.get(key) ?? []), row.id]);
  }
  return index;
}

/**
 * Our category for what a row names: our numeric id, a name, or a path `Parent / Child`
 * (`>` works too) whose last part is looked up under the named parent.
 */
export function resolveCategory(index: TCategoryIndex, text: string, feedId?: string): number | undefined {
  const byId = (value: string) => {
    if (!/^\d{1,15}$/.test(value)) return undefined;
    const id = Number(value);
    return index.byId.has(id) ? id : undefined;
  };
  if (!text) return feedId ? byId(feedId.trim()) : undefined;
  const numeric = byId(text.trim());
  if (numeric !== undefined) return numeric;
  const parts = text.split(/\s*[/>]\s*/).filter(Boolean);
  const leaf = parts.at(-1);
  if (!leaf) return undefined;
  const candidates = index.byName.get(categoryKey(leaf)) ?? [];
  if (parts.length > 1) {
    const parents = new Set(index.byName.get(categoryKey(parts.at(-2) ?? '')) ?? []);
    return candidates.find((id) => parents.has(index.parentOf.get(id) ?? -1));
  }
  return candidates[0];
}

function price(text: string): { value?: number; error?: string } {
  const parsed = ZPriceText.safeParse(text);
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]?.message };
}

/** `20`, `20%`, `VAT_20`, `НДС 20%`, or «без НДС» (null); `VAT_20_120` style fractions count by their rate. */
function vatRate(text: string): { value?: number | null; error?: string } {
  const lower = text.trim().toLowerCase();
  if (NO_VAT.has(lower) || lower === 'vat_none') return { value: null };
  const match = /^(?:vat_?|ндс\s*)?(\d{1,2})(?:[_/]\d{2,3})?\s*%?$/.exec(lower);
  const rate = match ? Number(match[1]) : Number.NaN;
  return VAT_RATES.has(rate) ? { value: rate } : { error: PRODUCT_UPLOAD_MESSAGES.vatFormat };
}

function stock(text: string): { value?: number; error?: string } {
  const number = Number(text.replace(/\s/g, '').replace(',', '.'));
  return Number.isInteger(number) && number >= 0 && number <= PRODUCT_IN_STOCK_MAX
    ? { value: number }
    : { error: MARKETPLACE_MESSAGES.inStockFormat };
}

const isWebAddress = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Descriptions of feeds are often HTML; the product page shows plain text. */
const plainText = (html: string) =>
  html
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .trim();

/**
 * One row checked with the product form's rules (name, category and price required, the price
 * with a decimal comma or dot, the sale price not above the price). In YML and our template
 * `price` is what the buyer pays and `old_price` the price before the discount, so with both
 * given the product's price is the old one and its sale price the current one. Pictures past
 * the limit, bad picture links and unusable characteristics are left out with a note, not refused.
 */
export function checkRow(record: TUploadRecord, categories: TCategoryIndex, seenOffers: Set<string>): TCheckedRow {
  const reasons: string[] = [];
  const notes: string[] = [];
  const offerId = record.offerId.trim();
  if (!offerId) reasons.push(PRODUCT_UPLOAD_MESSAGES.offerIdRequired);
  else if (offerId.length > OFFER_ID_MAX_LENGTH) reasons.push(PRODUCT_UPLOAD_MESSAGES.offerIdTooLong);
  else if (seenOffers.has(offerId)) reasons.push(PRODUCT_UPLOAD_MESSAGES.duplicateOffer);
  if (offerId && offerId.length <= OFFER_ID_MAX_LENGTH) seenOffers.add(offerId);

  const name = record.name.trim();
  if (!name) reasons.push(PRODUCT_UPLOAD_MESSAGES.nameRequired);
  else if (name.length > PRODUCT_NAME_MAX_LENGTH) reasons.push(PRODUCT_UPLOAD_MESSAGES.nameTooLong);

  let categoryId: number | undefined;
  if (!record.category && !record.categoryId) reasons.push(PRODUCT_UPLOAD_MESSAGES.categoryRequired);
  else {
    categoryId = resolveCategory(categories, record.category, record.categoryId);
    if (categoryId === undefined) reasons.push(MARKETPLACE_MESSAGES.unknownCategory);
  }

  let current: number | undefined;
  if (!record.price.trim()) reasons.push(PRODUCT_UPLOAD_MESSAGES.priceRequired);
  else {
    const parsed = price(record.price);
    if (parsed.error) reasons.push(parsed.error);
    current = parsed.value;
  }
  let before: number | undefined;
  if (record.oldPrice.trim()) {
    const parsed = price(record.oldPrice);
    if (parsed.error) reasons.push(parsed.error);
    before = parsed.value;
  }
  if (current !== undefined && before !== undefined && current > before) {
    reasons.push(MARKETPLACE_MESSAGES.salePriceAbovePrice);
  }

  let vat: number | null | undefined;
  if (record.vat.trim()) {
    const parsed = vatRate(record.vat);
    if (parsed.error) reasons.push(parsed.error);
    vat = parsed.value;
  }
  let inStock: number | undefined;
  if (record.stock.trim()) {
    const parsed = stock(record.stock);
    if (parsed.error) reasons.push(parsed.error);
    inStock = parsed.value;
  }

  const description = plainText(record.description);
  if (description.length > PRODUCT_DESCRIPTION_MAX_LENGTH) reasons.push(PRODUCT_UPLOAD_MESSAGES.descriptionTooLong);

  const tags = [...new Map(record.tags.map((tag) => [tag.toLowerCase(), tag.trim()])).values()].filter(Boolean);
  if (tags.length > PRODUCT_TAGS_MAX) reasons.push(MARKETPLACE_MESSAGES.tooManyTags);
  if (tags.some((tag) => tag.length > PRODUCT_TAG_MAX_LENGTH)) reasons.push(MARKETPLACE_MESSAGES.tagTooLong);

  const links = [...new Set(record.pictures)];
  const pictures = links.filter(isWebAddress);
  if (pictures.length < links.length) notes.push(PRODUCT_UPLOAD_MESSAGES.pictureUrl);
  if (pictures.length > PRODUCT_UPLOAD_PICTURES_MAX) notes.push(PRODUCT_UPLOAD_MESSAGES.tooManyPictures);

  const specifications: TProductSpecification[] = [];
  for (const item of record.specifications) {
    const parsed = ZProductSpecification.safeParse(item);
    if (parsed.success) specifications.push(parsed.data);
    else notes.push(PRODUCT_UPLOAD_MESSAGES.specificationSkipped(item.name));
  }
  if (specifications.length > PRODUCT_SPECIFICATIONS_MAX) {
    notes.push(PRODUCT_UPLOAD_MESSAGES.tooManySpecifications);
    specifications.length = PRODUCT_SPECIFICATIONS_MAX;
  }

  if (reasons.length > 0 || categoryId === undefined || current === undefined) {
    return { ok: false, offerId: offerId || null, reasons };
  }
  return {
    ok: true,
    notes,
    product: {
      offerId,
      categoryId,
      name,
      description,
      price: before ?? current,
      salePrice: before === undefined ? null : current,
      vatRate: vat,
      inStock,
      specifications,
      tags,
      pictures: pictures.slice(0, PRODUCT_UPLOAD_PICTURES_MAX),
    },
  };
}
