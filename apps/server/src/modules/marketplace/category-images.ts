import { reencodeImage } from '../../lib/images.ts';
import { newStorageKey, type TStorage } from '../../lib/storage.ts';

/** Storage folder of uploaded category pictures: keys `categories/<uuid>.webp`. */
export const CATEGORY_IMAGE_FOLDER = 'categories';
/** A category tile is at most 200 px wide; twice that serves dense screens. */
const CATEGORY_IMAGE_SIDE = 400;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const MEDIA_PREFIX = '/api/v1/media/';

/** Whether a category's `image` is an uploaded file (a storage key) rather than a picture of the web app. */
export const isStoredCategoryImage = (image: string | null): image is string =>
  image?.startsWith(`${CATEGORY_IMAGE_FOLDER}/`) ?? false;

/** The address a category's picture is shown from: the web app's own pictures keep their path. */
export function categoryImageUrl(image: string | null): string | null {
  return isStoredCategoryImage(image) ? `${MEDIA_PREFIX}${image}` : image;
}

/**
 * Stores an uploaded category picture: decoded by its content (JPEG, PNG or
 * WebP), written anew as WebP of at most 400 px, metadata dropped. Undefined
 * when the bytes are not such a picture; nothing is stored then.
 */
export async function storeCategoryImage(storage: TStorage, data: Buffer): Promise<string | undefined> {
  const picture = await reencodeImage(data, ACCEPTED_FORMATS, (image) =>
    image
      .resize(CATEGORY_IMAGE_SIDE, CATEGORY_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 }),
  );
  if (!picture) return undefined;
  const key = newStorageKey(CATEGORY_IMAGE_FOLDER, 'webp');
  await storage.put(key, picture);
  return key;
}
