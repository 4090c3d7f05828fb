import sharp from 'sharp';

/** Side of the stored square avatar, as the web app crops it (spec §5). */
export const AVATAR_SIDE = 300;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Decoding bombs stop here: a 300×300 avatar never needs more than ~40 megapixels of input. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes an uploaded picture and writes a fresh PNG of it, square, 300×300.
 * Re-encoding drops whatever else the file carried (metadata, scripts in
 * polyglot files). Undefined when the bytes are not a JPEG, PNG, WebP or GIF.
 */
export async function reencodeAvatar(data: Buffer): Promise<Buffer | undefined> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return undefined;
    return await image.rotate().resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' }).png().toBuffer();
  } catch {
    return undefined;
  }
}
