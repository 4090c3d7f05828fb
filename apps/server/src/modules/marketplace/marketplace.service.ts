import { createHash } from 'node:crypto';
import {
  AppError,
  MARKETPLACE_MESSAGES,
  MESSAGES,
  PRODUCT_IMAGES_MAX,
  type TProductForm,
  type ZProductsQuery,
} from '@sverka/shared';
import type { z } from 'zod';
import type { TSql } from '../../db/client.ts';
import type { TAuthUser } from '../../lib/auth.ts';
import type { TStorage } from '../../lib/storage.ts';
import { recordAudit } from '../audit/index.ts';
import type { TCatalogue, TCatalogueFilter } from './catalogue.ts';
import * as repository from './marketplace.repository.ts';
import { checkProductForm, IMAGES_FIELD, type TProductInput } from './product-form.ts';
import { deleteProductPictureFiles, storeProductPicture, type TStoredPicture } from './product-pictures.ts';

export type TMarketplaceContext = { sql: TSql; storage: TStorage; catalogue: TCatalogue };

export const productNotFound = () => new AppError('NOT_FOUND', MARKETPLACE_MESSAGES.productNotFound);
const notRepresentative = () => new AppError('FORBIDDEN', MARKETPLACE_MESSAGES.notRepresentative);
const fieldErrors = (errors: Record<string, string[]>) =>
  new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, errors);

/** A tag by its name regardless of case; created when there is none. */
export async function createTag(sql: TSql, name: string): Promise<{ tag: repository.TTagRow; created: boolean }> {
  const normalized = name.trim().replace(/\s+/g, ' ');
  const existing = await repository.findTagByName(sql, normalized);
  if (existing) return { tag: existing, created: false };
  return { tag: await repository.ensureTag(sql, normalized), created: true };
}

/**
 * The product the caller wants to change: 404 for what they may not even see
 * (an unpublished product of someone else), 403 for a visible product of
 * another seller.
 */
async function productForChange(sql: TSql, user: TAuthUser, id: number): Promise<repository.TProductAccess> {
  const access = await repository.findProductAccess(sql, id);
  if (!access) throw productNotFound();
  if (access.representative_id === user.id) return access;
  if (access.status === 'published' || user.role === 'admin') throw notRepresentative();
  throw productNotFound();
}

async function checkSeller(sql: TSql, user: TAuthUser, sellerId: number): Promise<void> {
  const seller = await repository.findSellerRepresentative(sql, sellerId);
  if (!seller || seller.representative_id !== user.id) throw notRepresentative();
}

/** Stores the uploaded pictures, or none of them when one is not a picture. */
async function storePictures(sql: TSql, storage: TStorage, images: Buffer[]): Promise<TStoredPicture[]> {
  const stored: TStoredPicture[] = [];
  for (const data of images) {
    const picture = await storeProductPicture(storage, data);
    if (!picture) {
      await Promise.all(stored.map((done) => deleteProductPictureFiles(sql, storage, done)));
      throw fieldErrors({ [IMAGES_FIELD]: [MARKETPLACE_MESSAGES.imageType] });
    }
    stored.push(picture);
  }
  return stored;
}

/** Runs a write that links stored pictures; when it fails, the files go too. */
async function withPictures<T>(
  sql: TSql,
  storage: TStorage,
  pictures: TStoredPicture[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await Promise.all(pictures.map((picture) => deleteProductPictureFiles(sql, storage, picture)));
    throw error;
  }
}

async function saveTags(sql: TSql, productId: number, names: string[]): Promise<void> {
  const tags: repository.TTagRow[] = [];
  for (const name of names) tags.push(await repository.ensureTag(sql, name));
  await repository.setProductTags(sql, productId, tags);
}

function inTransaction<T>(sql: TSql, run: (tx: TSql) => Promise<T>): Promise<T> {
  // The repository takes the pool's type; a transaction answers the same calls.
  return sql.begin((transaction) => run(transaction as unknown as TSql)) as Promise<T>;
}

export async function createProduct(
  ctx: TMarketplaceContext,
  user: TAuthUser,
  form: TProductForm,
  images: Buffer[],
): Promise<number> {
  const { input, errors } = checkProductForm(form, { create: true });
  if (input.sellerId !== undefined) await checkSeller(ctx.sql, user, input.sellerId);
  if (input.categoryId !== undefined && !(await repository.categoryExists(ctx.sql, input.categoryId))) {
    errors.category = [MARKETPLACE_MESSAGES.unknownCategory];
  }
  if (images.length === 0) errors[IMAGES_FIELD] = [MARKETPLACE_MESSAGES.fillAllFields];
  if (images.length > PRODUCT_IMAGES_MAX) errors[IMAGES_FIELD] = [MARKETPLACE_MESSAGES.tooManyImages];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const fields = completeFields(input);
  const pictures = await storePictures(ctx.sql, ctx.storage, images);
  return withPictures(ctx.sql, ctx.storage, pictures, () =>
    inTransaction(ctx.sql, async (tx) => {
      const id = await repository.insertProduct(tx, fields);
      await saveTags(tx, id, input.tags ?? []);
      await repository.insertProductImages(tx, id, pictures);
      return id;
    }),
  );
}

function completeFields(input: TProductInput): repository.TProductFields {
  const { sellerId, categoryId, name, description, price } = input;
  // checkProductForm reported every missing one of these as a field error.
  if (sellerId === undefined || categoryId === undefined || !name || !description || price === undefined) {
    throw fieldErrors({ non_field_errors: [MARKETPLACE_MESSAGES.fillAllFields] });
  }
  return {
    sellerId,
    categoryId,
    name,
    description,
    price,
    salePrice: input.salePrice ?? null,
    inStock: input.inStock ?? 0,
    specifications: input.specifications ?? [],
  };
}

export async function patchProduct(
  ctx: TMarketplaceContext,
  user: TAuthUser,
  id: number,
  form: TProductForm,
  images: Buffer[],
): Promise<void> {
  const access = await productForChange(ctx.sql, user, id);
  const current = await repository.findProduct(ctx.sql, id, null);
  if (!current) throw productNotFound();
  const { input, errors } = checkProductForm(form, { create: false, currentPrice: current.price });
  if (input.sellerId !== undefined && input.sellerId !== access.seller_id) {
    await checkSeller(ctx.sql, user, input.sellerId);
  }
  if (input.categoryId !== undefined && !(await repository.categoryExists(ctx.sql, input.categoryId))) {
    errors.category = [MARKETPLACE_MESSAGES.unknownCategory];
  }
  // A lower price must not leave the old sale price above it.
  const salePrice = input.salePrice === undefined ? current.sale_price : input.salePrice;
  if (input.price !== undefined && salePrice !== null && salePrice > input.price && !errors.sale_price) {
    errors.sale_price = [MARKETPLACE_MESSAGES.salePriceAbovePrice];
  }
  if (access.image_count + images.length > PRODUCT_IMAGES_MAX) {
    errors[IMAGES_FIELD] = [MARKETPLACE_MESSAGES.tooManyImages];
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  // Nothing to change: a published product stays in the catalogue.
  if (Object.values(input).every((value) => value === undefined) && images.length === 0) return;
  const pictures = await storePictures(ctx.sql, ctx.storage, images);
  await withPictures(ctx.sql, ctx.storage, pictures, () =>
    inTransaction(ctx.sql, async (tx) => {
      const imageCount = await repository.lockProduct(tx, id);
      if (imageCount + pictures.length > PRODUCT_IMAGES_MAX) {
        throw fieldErrors({ [IMAGES_FIELD]: [MARKETPLACE_MESSAGES.tooManyImages] });
      }
      await repository.updateProduct(tx, id, {
        sellerId: input.sellerId,
        categoryId: input.categoryId,
        name: input.name,
        description: input.description,
        price: input.price,
        salePrice: input.salePrice,
        inStock: input.inStock,
        specifications: input.specifications,
      });
      if (input.tags) await saveTags(tx, id, input.tags);
      await repository.insertProductImages(tx, id, pictures);
    }),
  );
  ctx.catalogue.changed();
}

export async function addImages(ctx: TMarketplaceContext, user: TAuthUser, id: number, images: Buffer[]) {
  const access = await productForChange(ctx.sql, user, id);
  if (images.length === 0) throw fieldErrors({ [IMAGES_FIELD]: [MARKETPLACE_MESSAGES.imageRequired] });
  if (access.image_count + images.length > PRODUCT_IMAGES_MAX) {
    throw fieldErrors({ [IMAGES_FIELD]: [MARKETPLACE_MESSAGES.tooManyImages] });
  }
  const pictures = await storePictures(ctx.sql, ctx.storage, images);
  await withPictures(ctx.sql, ctx.storage, pictures, () =>
    inTransaction(ctx.sql, async (tx) => {
      const imageCount = await repository.lockProduct(tx, id);
      if (imageCount + pictures.length > PRODUCT_IMAGES_MAX) {
        throw fieldErrors({ [IMAGES_FIELD]: [MARKETPLACE_MESSAGES.tooManyImages] });
      }
      await repository.insertProductImages(tx, id, pictures);
      await repository.markProductChanged(tx, id);
    }),
  );
  ctx.catalogue.changed();
}

export async function deleteImage(ctx: TMarketplaceContext, user: TAuthUser, imageId: number): Promise<void> {
  const image = await repository.findImageOwner(ctx.sql, imageId);
  if (!image) throw new AppError('NOT_FOUND', MARKETPLACE_MESSAGES.imageNotFound);
  try {
    await productForChange(ctx.sql, user, image.product_id);
  } catch (error) {
    // Someone else's hidden product: its pictures are not there either.
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw new AppError('NOT_FOUND', MARKETPLACE_MESSAGES.imageNotFound);
    }
    throw error;
  }
  await inTransaction(ctx.sql, async (tx) => {
    const imageCount = await repository.lockProduct(tx, image.product_id);
    if (imageCount <= 1) throw fieldErrors({ [IMAGES_FIELD]: [MARKETPLACE_MESSAGES.lastImage] });
    await repository.deleteImage(tx, imageId);
    await repository.markProductChanged(tx, image.product_id);
  });
  await deleteProductPictureFiles(ctx.sql, ctx.storage, { key: image.key, thumbKey: image.thumb_key });
  ctx.catalogue.changed();
}

/** Deletes a product of the caller's seller; the pictures' files are removed once no row names them. */
export async function deleteProduct(ctx: TMarketplaceContext, user: TAuthUser, id: number): Promise<void> {
  await productForChange(ctx.sql, user, id);
  const pictures = await repository.deleteProduct(ctx.sql, id);
  for (const picture of pictures) {
    await deleteProductPictureFiles(ctx.sql, ctx.storage, { key: picture.key, thumbKey: picture.thumb_key });
  }
  ctx.catalogue.changed();
}

/** Published, and its seller's representative is not blocked: what the marketplace shows everyone. */
const isOnSale = (row: repository.TProductRow) => row.status === 'published' && !row.seller_blocked;

/**
 * A product as its page shows it: unpublished ones, and those of a blocked
 * seller, only to their seller's representative and admins.
 */
export async function getVisibleProduct(sql: TSql, viewer: TAuthUser | null, id: number) {
  const row = await repository.findProduct(sql, id, viewer?.id ?? null);
  if (!row) throw productNotFound();
  const mayViewHidden = viewer !== null && (viewer.role === 'admin' || row.representative_id === viewer.id);
  if (!isOnSale(row) && !mayViewHidden) throw productNotFound();
  return row;
}

/** Who is looking, for counting views once a day: the user, or a hash of the address and browser. */
export function viewerKey(viewer: TAuthUser | null, ip: string, userAgent: string | undefined): string {
  if (viewer) return `u:${viewer.id}`;
  return `a:${createHash('sha256')
    .update(`${ip}|${userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 40)}`;
}

export async function viewProduct(sql: TSql, viewer: TAuthUser | null, id: number, key: string) {
  const row = await getVisibleProduct(sql, viewer, id);
  const [counted, comments] = await Promise.all([
    isOnSale(row) ? repository.recordView(sql, id, key) : Promise.resolve(false),
    repository.findComments(sql, { productId: id }),
  ]);
  if (counted) row.views_count += 1;
  return { row, comments };
}

const splitIds = (text: string) => text.split(',').map((part) => Number(part.trim()));

export function catalogueFilter(
  query: Omit<z.output<typeof ZProductsQuery>, 'page' | 'page_size' | 'ordering'>,
  viewer: TAuthUser | null,
  categoryIds: number[] | undefined,
): TCatalogueFilter {
  const representativeIds = query.company__representative__in
    ? [...new Set(splitIds(query.company__representative__in))].sort((a, b) => a - b)
    : undefined;
  const regionNames = query.company__region__name__in
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const filter: TCatalogueFilter = {};
  if (query.search) filter.search = query.search;
  if (categoryIds) filter.categoryIds = categoryIds;
  if (query.company !== undefined) filter.sellerId = query.company;
  if (representativeIds) filter.representativeIds = representativeIds;
  if (regionNames && regionNames.length > 0) filter.regionNames = [...new Set(regionNames)].sort();
  if (query.price_min !== undefined) filter.priceMin = query.price_min;
  if (query.price_max !== undefined) filter.priceMax = query.price_max;
  // The seller's "my products" page lists their unpublished products too.
  if (viewer && representativeIds?.includes(viewer.id)) filter.ownerId = viewer.id;
  return filter;
}

/** Rows in the order of `ids`. */
export async function productsInOrder(sql: TSql, ids: number[], viewerId: number | null) {
  const rows = await repository.findProducts(sql, ids, viewerId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function setFavorite(sql: TSql, user: TAuthUser, id: number, liked: boolean) {
  const access = await repository.findProductAccess(sql, id);
  const visible =
    access && (access.status === 'published' || access.representative_id === user.id || user.role === 'admin');
  // A like can always be taken back; a new one needs a product the user can see.
  if (!access || (liked && !visible)) throw productNotFound();
  const changed = await repository.setFavorite(sql, user.id, id, liked);
  return { is_liked: liked, number_of_like: changed ?? (await repository.findLikesCount(sql, id)) };
}

export async function decideProduct(
  ctx: TMarketplaceContext,
  moderator: TAuthUser,
  id: number,
  verdict: { approve: true; snapshot: Record<string, unknown> } | { approve: false; reason: string },
): Promise<void> {
  const decided = await ctx.sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const done = verdict.approve
      ? await repository.approveProduct(tx, id, { moderatorId: moderator.id, snapshot: verdict.snapshot })
      : await repository.rejectProduct(tx, id, { moderatorId: moderator.id, reason: verdict.reason });
    if (done === undefined) return false;
    await recordAudit(tx, {
      actorId: moderator.id,
      action: verdict.approve ? 'product.approve' : 'product.reject',
      targetType: 'product',
      targetId: id,
      before: { status: 'moderation' },
      after: verdict.approve ? { status: 'published' } : { status: 'rejected', reject_reason: verdict.reason },
    });
    return true;
  });
  if (!decided) {
    const access = await repository.findProductAccess(ctx.sql, id);
    if (!access) throw productNotFound();
    throw new AppError('INVALID_REQUEST', MARKETPLACE_MESSAGES.notPending);
  }
  ctx.catalogue.changed();
}
