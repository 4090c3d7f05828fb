import {
  ACCOUNT_MESSAGES,
  AppError,
  MARKETPLACE_MESSAGES,
  MESSAGES,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGES_MAX,
  PRODUCT_IN_STOCK_MAX,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_SPECIFICATIONS_MAX,
  PRODUCT_TAG_MAX_LENGTH,
  PRODUCT_TAGS_MAX,
  type TProductForm,
  type TProductSpecification,
  ZPriceText,
  ZProductSpecification,
} from '@sverka/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { INPUT_MESSAGES, rejectUnstorableText } from '../../lib/errors.ts';

const REPEATED_FIELDS = new Set(['tags']);
export const IMAGES_FIELD = 'images';

const images = new WeakMap<FastifyRequest, Buffer[]>();

/**
 * preValidation hook of the product form and of add-image: reads the text
 * fields into `request.body` (`tags` repeats) and keeps every `images` file in
 * memory, each at most 10 MB. One file more than a product may hold is read,
 * so the answer names the limit; more than that stops the form.
 */
export async function readProductForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body: Record<string, string | string[]> = {};
  const files: Buffer[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: PRODUCT_IMAGES_MAX + 1, fields: 60, parts: 80 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, {
            [part.fieldname]: [ACCOUNT_MESSAGES.fieldTooLarge],
          });
        }
        if (typeof part.value !== 'string') continue;
        const previous = body[part.fieldname];
        if (REPEATED_FIELDS.has(part.fieldname)) {
          body[part.fieldname] = [...(Array.isArray(previous) ? previous : previous ? [previous] : []), part.value];
        } else {
          body[part.fieldname] = part.value;
        }
        continue;
      }
      if (part.fieldname !== IMAGES_FIELD) {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      // An untouched file input is sent as an empty part: no file.
      if (data.length > 0) files.push(data);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const megabytes = Math.round(PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024);
      throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, {
        [IMAGES_FIELD]: [ACCOUNT_MESSAGES.fileTooLarge(megabytes)],
      });
    }
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, {
        [IMAGES_FIELD]: [MARKETPLACE_MESSAGES.tooManyImages],
      });
    }
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new AppError('INVALID_REQUEST', INPUT_MESSAGES.badForm);
  }
  rejectUnstorableText({ body });
  if (files.length > 0) body[IMAGES_FIELD] = files.map((_, index) => `image-${index + 1}`);
  images.set(request, files);
  request.body = body;
}

/** The pictures readProductForm kept (none for a JSON request). */
export function uploadedImages(request: FastifyRequest): Buffer[] {
  return images.get(request) ?? [];
}

/** A checked form: only the fields that came, in the types the database takes. */
export type TProductInput = {
  name?: string;
  description?: string;
  price?: number;
  /** null: the sale price is removed (an empty field). */
  salePrice?: number | null;
  categoryId?: number;
  sellerId?: number;
  inStock?: number;
  tags?: string[];
  specifications?: TProductSpecification[];
};

type TFieldErrors = Record<string, string[]>;

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';
const ID_PATTERN = /^\s*\d{1,15}\s*$/;

function parsePrice(value: string, field: string, errors: TFieldErrors): number | undefined {
  const parsed = ZPriceText.safeParse(value);
  if (parsed.success) return parsed.data;
  errors[field] = [parsed.error.issues[0]?.message ?? MARKETPLACE_MESSAGES.priceFormat];
  return undefined;
}

function parseTags(value: string | string[], errors: TFieldErrors): string[] | undefined {
  let names = Array.isArray(value) ? value : [value];
  // A single value holding a JSON array is the same list sent at once.
  if (names.length === 1 && names[0]?.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(names[0]);
      names = Array.isArray(parsed) ? parsed.map(String) : names;
    } catch {
      // Not JSON: a tag that starts with a bracket.
    }
  }
  const unique = new Map<string, string>();
  for (const name of names.map((tag) => tag.trim().replace(/\s+/g, ' ')).filter(Boolean)) {
    if (name.length > PRODUCT_TAG_MAX_LENGTH) {
      errors.tags = [MARKETPLACE_MESSAGES.tagTooLong];
      return undefined;
    }
    if (!unique.has(name.toLowerCase())) unique.set(name.toLowerCase(), name);
  }
  if (unique.size > PRODUCT_TAGS_MAX) {
    errors.tags = [MARKETPLACE_MESSAGES.tooManyTags];
    return undefined;
  }
  return [...unique.values()];
}

const ZSpecifications = z.array(ZProductSpecification).max(PRODUCT_SPECIFICATIONS_MAX);

function parseSpecifications(value: string, errors: TFieldErrors): TProductSpecification[] | undefined {
  if (value.trim() === '') return [];
  try {
    const parsed = ZSpecifications.safeParse(JSON.parse(value));
    if (parsed.success) return parsed.data;
  } catch {
    // Broken JSON: the message below.
  }
  errors.specifications = [MARKETPLACE_MESSAGES.specificationsFormat];
  return undefined;
}

/**
 * Checks the form (spec §5). A create needs name, description, price,
 * category and company (each missing one answers «Заполните все поля»); an
 * edit takes any subset but may not blank a required field. The sale price is
 * compared with the price the product will have (`currentPrice` on an edit).
 */
export function checkProductForm(
  form: TProductForm,
  mode: { create: true } | { create: false; currentPrice: number },
): { input: TProductInput; errors: TFieldErrors } {
  const errors: TFieldErrors = {};
  const input: TProductInput = {};
  const required = ['name', 'description', 'price', 'category', 'company'] as const;
  for (const field of required) {
    const value = form[field];
    if (mode.create ? !present(value) : value !== undefined && !present(value)) {
      errors[field] = [MARKETPLACE_MESSAGES.fillAllFields];
    }
  }
  if (present(form.name)) {
    const name = form.name.trim().replace(/\s+/g, ' ');
    if (name.length > PRODUCT_NAME_MAX_LENGTH) errors.name = [MARKETPLACE_MESSAGES.nameTooLong];
    else input.name = name;
  }
  if (present(form.description)) {
    const description = form.description.trim();
    if (description.length > PRODUCT_DESCRIPTION_MAX_LENGTH) {
      errors.description = [MARKETPLACE_MESSAGES.descriptionTooLong];
    } else input.description = description;
  }
  if (present(form.price)) input.price = parsePrice(form.price, 'price', errors);
  if (form.sale_price !== undefined) {
    input.salePrice = present(form.sale_price) ? parsePrice(form.sale_price, 'sale_price', errors) : null;
    const price = input.price ?? (mode.create ? undefined : mode.currentPrice);
    if (typeof input.salePrice === 'number' && price !== undefined && input.salePrice > price) {
      errors.sale_price = [MARKETPLACE_MESSAGES.salePriceAbovePrice];
    }
  }
  if (present(form.category)) {
    if (ID_PATTERN.test(form.category)) input.categoryId = Number(form.category);
    else errors.category = [MARKETPLACE_MESSAGES.unknownCategory];
  }
  if (present(form.company)) {
    if (ID_PATTERN.test(form.company)) input.sellerId = Number(form.company);
    else errors.company = [MARKETPLACE_MESSAGES.companyFormat];
  }
  if (form.in_stock !== undefined) {
    const text = form.in_stock.trim();
    if (text === '') input.inStock = 0;
    else if (/^\d{1,8}$/.test(text) && Number(text) <= PRODUCT_IN_STOCK_MAX) input.inStock = Number(text);
    else errors.in_stock = [MARKETPLACE_MESSAGES.inStockFormat];
  }
  if (form.tags !== undefined) input.tags = parseTags(form.tags, errors);
  if (form.specifications !== undefined) input.specifications = parseSpecifications(form.specifications, errors);
  return { input, errors };
}
