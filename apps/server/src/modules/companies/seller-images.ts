import { SELLER_AVATAR_SIDE, SELLER_COVER_MAX_WIDTH } from '@sverka/shared';
import { reencodeImage } from '../../lib/images.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** The logo: a square WebP, the middle of the picture cut to fill it. Undefined when not a JPEG, PNG or WebP. */
export function reencodeSellerAvatar(data: Buffer): Promise<Buffer | undefined> {
  return reencodeImage(data, ACCEPTED_FORMATS, (image) =>
    image.resize(SELLER_AVATAR_SIDE, SELLER_AVATAR_SIDE, { fit: 'cover' }).webp({ quality: 85 }),
  );
}

/** The cover: a WebP at most 1600 px wide (and as tall), never enlarged. */
export function reencodeSellerCover(data: Buffer): Promise<Buffer | undefined> {
  return reencodeImage(data, ACCEPTED_FORMATS, (image) =>
    image
      .resize(SELLER_COVER_MAX_WIDTH, SELLER_COVER_MAX_WIDTH, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 }),
  );
}
