import {
  MARKETPLACE_MESSAGES,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_PICKER_DISABLED_AT,
  PRODUCT_IMAGES_MAX,
  PRODUCT_IN_STOCK_MAX,
  PRODUCT_TAG_MAX_LENGTH,
  PRODUCT_TAGS_MAX,
  type TCategory,
  type TProduct,
  ZPriceText,
} from '@sverka/shared';

/**
 * The «Разместить» form's rules (spec §5), checked before anything is sent; the server checks the same
 * again. Messages are i18n keys of the `seller` area.
 */

export interface TSpecificationRow {
  /** A stable React key: rows are added and removed in the middle. */
  key: string;
  name: string;
  value: string;
  unit: string;
}

export interface TProductFormValues {
  name: string;
  company: string;
  description: string;
  category: string;
  price: string;
  sale_price: string;
  in_stock: string;
  specifications: TSpecificationRow[];
  tags: string[];
}

export type TProductFormField =
  | 'name'
  | 'company'
  | 'description'
  | 'category'
  | 'price'
  | 'sale_price'
  | 'in_stock'
  | 'specifications'
  | 'tags'
  | 'images';

export const PRODUCT_FORM_FIELDS: readonly TProductFormField[] = [
  'name',
  'company',
  'description',
  'category',
  'price',
  'sale_price',
  'in_stock',
  'specifications',
  'tags',
  'images',
];

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_MEGABYTES = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024);

let rowCounter = 0;
export function specificationRow(row: Partial<Omit<TSpecificationRow, 'key'>> = {}): TSpecificationRow {
  rowCounter += 1;
  return { key: `spec-${rowCounter}`, name: row.name ?? '', value: row.value ?? '', unit: row.unit ?? '' };
}

/** An empty form; with one seller the company is chosen already. */
export function emptyProductForm(sellerIds: readonly number[]): TProductFormValues {
  return {
    name: '',
    company: sellerIds.length === 1 ? String(sellerIds[0]) : '',
    description: '',
    category: '',
    price: '',
    sale_price: '',
    in_stock: '',
    specifications: [],
    tags: [],
  };
}

/** A price as the seller reads it: with a decimal comma, as they would type it. */
const priceText = (price: number | null) => (price === null ? '' : String(price).replace('.', ','));

export function productFormValuesOf(product: TProduct): TProductFormValues {
  return {
    name: product.name,
    company: String(product.company),
    description: product.description,
    category: String(product.category.id),
    price: priceText(product.price),
    sale_price: priceText(product.sale_price),
    in_stock: String(product.in_stock),
    specifications: product.specifications.map((row) => specificationRow({ ...row, unit: row.unit ?? '' })),
    tags: product.tags.map((tag) => tag.name),
  };
}

const PRICE_MESSAGE_KEYS: Record<string, string> = {
  [MARKETPLACE_MESSAGES.priceFormat]: 'seller.form.priceFormat',
  [MARKETPLACE_MESSAGES.pricePositive]: 'seller.form.pricePositive',
  [MARKETPLACE_MESSAGES.priceTooLarge]: 'seller.form.priceTooLarge',
};

/** A typed price as a number («1500,50» → 1500.5), or the key of what is wrong with it. */
export function parsePrice(text: string): { price: number } | { error: string } {
  const parsed = ZPriceText.safeParse(text);
  if (parsed.success) return { price: parsed.data };
  const message = parsed.error.issues[0]?.message ?? '';
  return { error: PRICE_MESSAGE_KEYS[message] ?? 'seller.form.priceFormat' };
}

export interface TProductFormCheck {
  /** «Заполните все поля» when a required field is empty. */
  alert: 'seller.form.fillAll' | null;
  fields: Partial<Record<TProductFormField, string>>;
  /** Keys of the specification rows that have a name without a value or the other way round. */
  incompleteRows: string[];
}

/** Spec §5: name, company, description, category, price and a picture are required; the sale price is not above the price. */
export function checkProductForm(values: TProductFormValues, imageCount: number): TProductFormCheck {
  const fields: TProductFormCheck['fields'] = {};
  const required: [TProductFormField, boolean][] = [
    ['name', values.name.trim() !== ''],
    ['company', values.company !== ''],
    ['description', values.description.trim() !== ''],
    ['category', values.category !== ''],
    ['price', values.price.trim() !== ''],
    ['images', imageCount > 0],
  ];
  for (const [field, present] of required) if (!present) fields[field] = 'seller.form.required';
  const missing = Object.keys(fields).length > 0;

  const price = values.price.trim() ? parsePrice(values.price) : null;
  if (price && 'error' in price) fields.price = price.error;
  const salePrice = values.sale_price.trim() ? parsePrice(values.sale_price) : null;
  if (salePrice && 'error' in salePrice) fields.sale_price = salePrice.error;
  if (price && 'price' in price && salePrice && 'price' in salePrice && salePrice.price > price.price)
    fields.sale_price = 'seller.form.salePriceAbovePrice';

  const stock = values.in_stock.trim();
  if (stock && (!/^\d{1,9}$/.test(stock) || Number(stock) > PRODUCT_IN_STOCK_MAX))
    fields.in_stock = 'seller.form.inStockFormat';

  const incompleteRows = values.specifications
    .filter((row) => {
      const filled = [row.name, row.value].filter((part) => part.trim() !== '').length;
      return filled === 1 || (filled === 0 && row.unit.trim() !== '');
    })
    .map((row) => row.key);
  if (incompleteRows.length > 0) fields.specifications = 'seller.form.specificationIncomplete';

  return { alert: missing ? 'seller.form.fillAll' : null, fields, incompleteRows };
}

export const isProductFormValid = (check: TProductFormCheck) =>
  check.alert === null && Object.keys(check.fields).length === 0;

/** Spec §5: a tag is trimmed, non-empty and unique (case aside); the length and count are the server's limits. */
export function addTag(tags: readonly string[], typed: string): { tags: string[]; error: string | null } {
  const tag = typed.trim().replace(/\s+/g, ' ');
  if (!tag) return { tags: [...tags], error: null };
  if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return { tags: [...tags], error: null };
  if (tag.length > PRODUCT_TAG_MAX_LENGTH) return { tags: [...tags], error: 'seller.form.tagTooLong' };
  if (tags.length >= PRODUCT_TAGS_MAX) return { tags: [...tags], error: 'seller.form.tooManyTags' };
  return { tags: [...tags, tag], error: null };
}

/**
 * Enter in the tag input adds the tag and never submits the form (spec §5); an Enter that confirms an
 * input method's composition is the composition's, not a tag.
 */
export function isTagEnter(event: {
  key: string;
  preventDefault: () => void;
  nativeEvent?: { isComposing?: boolean };
}): boolean {
  if (event.key !== 'Enter') return false;
  event.preventDefault();
  return !event.nativeEvent?.isComposing;
}

/** Spec §5 / §9: the picker is disabled at 7 pictures and hidden at 8. */
export function imagePickerState(count: number): 'enabled' | 'disabled' | 'hidden' {
  if (count >= PRODUCT_IMAGES_MAX) return 'hidden';
  if (count >= PRODUCT_IMAGE_PICKER_DISABLED_AT) return 'disabled';
  return 'enabled';
}

/** Image files only, in the formats and size the server takes. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'seller.form.imageType';
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return 'seller.form.imageTooLarge';
  return null;
}

/** The picked files that can be added: image files that fit, up to the limit of pictures. */
export function acceptImages(
  picked: readonly File[],
  currentCount: number,
): { accepted: File[]; error: string | null } {
  const accepted: File[] = [];
  let error: string | null = null;
  for (const file of picked) {
    const problem = imageProblem(file);
    if (problem) error = problem;
    else if (currentCount + accepted.length >= PRODUCT_IMAGES_MAX) error = 'seller.form.tooManyImages';
    else accepted.push(file);
  }
  return { accepted, error };
}

const normalizedPrice = (text: string) => {
  const parsed = parsePrice(text);
  return 'price' in parsed ? String(parsed.price) : text.trim();
};

/**
 * The multipart body of `POST /api/v1/products/` (with the pictures) or `PATCH /api/v1/products/{id}`
 * (fields only; pictures have their own calls). Prices go with a dot; an emptied sale price is sent empty
 * so an edit can remove it.
 */
export function productFormData(values: TProductFormValues, images: readonly File[] | null): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('company', values.company);
  form.append('description', values.description.trim());
  form.append('category', values.category);
  form.append('price', normalizedPrice(values.price));
  if (values.sale_price.trim() || images === null) form.append('sale_price', normalizedPrice(values.sale_price));
  form.append('in_stock', values.in_stock.trim() || '0');
  for (const tag of values.tags) form.append('tags', tag);
  // An edit with every tag removed says so with an empty JSON list: an absent field keeps the tags.
  if (images === null && values.tags.length === 0) form.append('tags', '[]');
  const specifications = values.specifications
    .filter((row) => row.name.trim() && row.value.trim())
    .map((row) => ({
      name: row.name.trim(),
      value: row.value.trim(),
      ...(row.unit.trim() ? { unit: row.unit.trim() } : {}),
    }));
  form.append('specifications', JSON.stringify(specifications));
  for (const file of images ?? []) form.append('images', file, file.name);
  return form;
}

/** Select data of the two-level tree: each root is a group of its children; a root without children is its own only choice. */
export function categoryOptions(tree: readonly TCategory[]) {
  return tree.map((root) => ({
    group: root.name,
    items: (root.childrens.length === 0 ? [root] : root.childrens).map((category) => ({
      value: String(category.id),
      label: category.name,
    })),
  }));
}
