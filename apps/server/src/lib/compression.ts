import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type TContentEncoding = 'br' | 'gzip';

/** Below this many bytes a compressed reply saves less than its headers and CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

/** Text replies worth compressing: pages, JSON, scripts, XML (sitemaps), SVG. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml)\b|image\/svg\+xml)/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The encoding to send for an Accept-Encoding header: the one with the
 * highest q-value, brotli on a tie, none when neither is acceptable
 * (absent, `identity`, or `q=0`). `*` stands for any encoding not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined): TContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: TContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const)
    .filter((name) => weightOf(name) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
  return best ?? null;
}

/** Brotli at quality 4 compresses about as fast as gzip -6 and a fifth smaller: right for replies made per request. */
export function compressBody(body: Buffer, encoding: TContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Compressed bodies kept for replies that repeat: enough for some thousands of cards (about 4 KB each in brotli). */
export const COMPRESSED_MEMO_BYTES = 32 * 1024 * 1024;

/**
 * Compressed forms of reply bodies, by encoding and a digest of the uncompressed body, least recently used
 * first out past `maxBytes`. The public registry reads repeat the same bodies for every visitor (from the
 * response cache or a card document), and compressing one per request cost more than the rest of the reply (a
 * company card: 250 µs of brotli against 200 µs for everything else). Keyed by content, a kept form is only
 * ever sent for the very body it was made from.
 */
export class CompressedMemo {
  private readonly kept = new Map<string, Buffer>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes = COMPRESSED_MEMO_BYTES) {}

  async compress(body: Buffer, encoding: TContentEncoding): Promise<Buffer> {
    const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
    const found = this.kept.get(key);
    if (found) {
      this.hits += 1;
      // Most recently used last: a Map keeps insertion order.
      this.kept.delete(key);
      this.kept.set(key, found);
      return found;
    }
    this.misses += 1;
    const compressed = await compressBody(body, encoding);
    if (compressed.length <= this.maxBytes && !this.kept.has(key)) {
      this.kept.set(key, compressed);
      this.bytes += compressed.length;
      for (const [oldest, value] of this.kept) {
        if (this.bytes <= this.maxBytes) break;
        this.kept.delete(oldest);
        this.bytes -= value.length;
      }
    }
    return compressed;
  }

  /** Compressed bodies kept, and their bytes. */
  get size() {
    return { entries: this.kept.size, bytes: this.bytes };
  }
}

function addVary(current: unknown, name: string): string {
  const value = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  const names = value.split(',').map((item) => item.trim().toLowerCase());
  if (names.includes('*') || names.includes(name.toLowerCase())) return value;
  return value.trim() ? `${value}, ${name}` : name;
}

/**
 * Compresses text replies made per request (API JSON, card pages, the 404
 * page) of at least COMPRESS_MIN_BYTES for clients that accept br or gzip.
 * Static files are not touched here: the build compresses them ahead and the
 * static server picks the file (lib/web.ts). Registered after the response
 * cache, whose onSend keeps the uncompressed body, so a hit is compressed for
 * each client by what that client accepts. Replies of routes the response cache
 * may keep (the same for everyone who asks) are compressed once, then taken from
 * `memo`.
 */
export const compressionPlugin = fp(async (app: FastifyInstance, options: { memo?: CompressedMemo } = {}) => {
  const memo = options.memo ?? new CompressedMemo();
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode < 200 || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE_TYPE.test(type)) return payload;
    // Measured without encoding the text: a client that accepts no compression gets the string as it is.
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESS_MIN_BYTES) return payload;
    // Whether compressed or not, this reply depends on the header: caches must keep one per encoding.
    reply.header('vary', addVary(reply.getHeader('vary'), 'Accept-Encoding'));
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    // The same reply for everyone who asks: a public route, or one for anonymous callers asked by one of them.
    const policy = request.routeOptions.config.responseCache;
    const shared = policy === 'public' || (policy === 'anonymous' && !request.headers.authorization);
    const compressed = shared ? await memo.compress(body, encoding) : await compressBody(body, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
});
