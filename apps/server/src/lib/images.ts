import type { FastifyReply } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { sendApiNotFound } from './errors.ts';
import type { TStorage } from './storage.ts';

/** Decoding bombs stop here: no picture people upload here needs more than ~40 megapixels of input. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes an uploaded picture by its content (not its declared type), turns it
 * upright and writes it anew with `encode` (resize, format). Re-encoding drops
 * metadata and whatever a polyglot file carried. Undefined when the bytes are
 * not an image of one of the `accepted` sharp formats.
 */
export async function reencodeImage(
  data: Buffer,
  accepted: ReadonlySet<string>,
  encode: (image: Sharp) => Sharp,
): Promise<Buffer | undefined> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const { format } = await image.metadata();
    if (!format || !accepted.has(format)) return undefined;
    return await encode(image.rotate()).toBuffer();
  } catch {
    return undefined;
  }
}

/**
 * Sends a stored picture. Every upload gets a new random name, so a file never
 * changes and is cached for good.
 */
export async function sendStoredImage(
  reply: FastifyReply,
  storage: TStorage,
  key: string,
  contentType: string,
): Promise<FastifyReply> {
  const data = await storage.get(key);
  if (!data) return sendApiNotFound(reply);
  return reply
    .header('content-type', contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(data);
}
