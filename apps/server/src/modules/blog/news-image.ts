import { reencodeImage } from '../../lib/images.ts';

/** Covers and illustrations never need more; larger uploads are scaled down. */
export const NEWS_IMAGE_MAX_SIDE = 1600;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** A fresh WebP of an uploaded picture, at most 1600 px on its longer side; undefined when not a JPEG, PNG or WebP. */
export function reencodeNewsImage(data: Buffer): Promise<Buffer | undefined> {
  return reencodeImage(data, ACCEPTED_FORMATS, (image) =>
    image
      .resize(NEWS_IMAGE_MAX_SIDE, NEWS_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 }),
  );
}
