import { reencodeImage } from '../../lib/images.ts';

/** Side of the stored square avatar, as the web app crops it (spec §5). */
export const AVATAR_SIDE = 300;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** A fresh PNG of an uploaded picture, square, 300×300; undefined when the bytes are not a JPEG, PNG, WebP or GIF. */
export function reencodeAvatar(data: Buffer): Promise<Buffer | undefined> {
  return reencodeImage(data, ACCEPTED_FORMATS, (image) =>
    image.resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' }).png(),
  );
}
