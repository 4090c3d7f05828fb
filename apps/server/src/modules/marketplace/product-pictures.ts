import sharp from 'sharp';
import type { TSql } from '../../db/client.ts';
import { reencodeImage } from '../../lib/images.ts';
import { newStorageKey, type TStorage } from '../../lib/storage.ts';
import { isPictureKeyInUse } from './marketplace.repository.ts';

/** Gallery pictures never need more; larger uploads are scaled down. */
export const PRODUCT_PICTURE_MAX_SIDE = 1600;
/** Catalogue tiles and gallery thumbnails. */
export const PRODUCT_THUMBNAIL_SIDE = 400;
/** Storage folder of product pictures: keys `products/<uuid>.webp` and `products/<uuid>-thumb.webp`. */
export const PRODUCT_PICTURE_FOLDER = 'products';
/** Where stored files are served from (`products/<uuid>.webp` → `/api/v1/media/products/<uuid>.webp`). */
const MEDIA_PREFIX = '/api/v1/media/';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export type TStoredPicture = { key: string; thumbKey: string; width: number; height: number };

/**
 * The first bytes of a JPEG, PNG or WebP. A file must start as one of them:
 * sharp would also read SVG, GIF, TIFF and more, and a file that starts as
 * HTML is refused before any decoder sees it.
 */
function startsAsAcceptedImage(data: Buffer): boolean {
  if (data.length < 12) return false;
  const jpeg = data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  const png = data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP';
  return jpeg || png || webp;
}

/** The URL a stored product picture is served at. */
export function productPictureUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/**
 * Stores one uploaded product picture: decoded by its content (JPEG, PNG or
 * WebP; anything else, a broken file or a decompression bomb gives
 * undefined), turned upright, written anew as WebP at most 1600 px (metadata
 * and whatever a polyglot carried are dropped) plus a 400 px thumbnail. The
 * caller links the keys to a product row; nothing is stored when refused.
 */
export async function storeProductPicture(storage: TStorage, data: Buffer): Promise<TStoredPicture | undefined> {
  if (!startsAsAcceptedImage(data)) return undefined;
  const picture = await reencodeImage(data, ACCEPTED_FORMATS, (image) =>
    image
      .resize(PRODUCT_PICTURE_MAX_SIDE, PRODUCT_PICTURE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 }),
  );
  if (!picture) return undefined;
  // The thumbnail is cut from the clean re-encoded picture, not from the upload.
  const { width, height } = await sharp(picture).metadata();
  const thumbnail = await sharp(picture)
    .resize(PRODUCT_THUMBNAIL_SIDE, PRODUCT_THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  const key = newStorageKey(PRODUCT_PICTURE_FOLDER, 'webp');
  const thumbKey = key.replace(/\.webp$/, '-thumb.webp');
  await storage.put(key, picture);
  await storage.put(thumbKey, thumbnail);
  return { key, thumbKey, width: width ?? 0, height: height ?? 0 };
}

/**
 * Removes a picture's files (after its row is deleted, or a save refused)
 * unless another `product_images` row still names them: demo products share
 * stored pictures. A picture and its thumbnail are stored and shared as a pair.
 */
export async function deleteProductPictureFiles(
  sql: TSql,
  storage: TStorage,
  picture: Pick<TStoredPicture, 'key' | 'thumbKey'>,
): Promise<void> {
  if (await isPictureKeyInUse(sql, picture.key)) return;
  await storage.delete(picture.key);
  await storage.delete(picture.thumbKey);
}
