import sharp from 'sharp';

/** Covers and illustrations never need more; larger uploads are scaled down. */
export const NEWS_IMAGE_MAX_SIDE = 1600;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Decoding bombs stop here: a photo of 40 megapixels is already more than any camera phone. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes an uploaded picture by its content (not its declared type) and
 * writes a fresh WebP at most 1600 px on its longer side. Re-encoding drops
 * metadata and whatever a polyglot file carried. Undefined when the bytes are
 * not a JPEG, PNG or WebP.
 */
export async function reencodeNewsImage(data: Buffer): Promise<Buffer | undefined> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return undefined;
    return await image
      .rotate()
      .resize(NEWS_IMAGE_MAX_SIDE, NEWS_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return undefined;
  }
}
