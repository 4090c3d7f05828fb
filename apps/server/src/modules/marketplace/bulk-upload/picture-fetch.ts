import { type LookupAddress, lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { TPictureFetchConfig } from '../../../config.ts';

/** `retry`: the server may answer later (network error, timeout, 5xx, 429); `refused`: it never will. */
export class PictureFetchError extends Error {
  constructor(
    readonly kind: 'retry' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'PictureFetchError';
  }
}

const MAX_REDIRECTS = 3;

/** Addresses a picture URL must never reach from the server: its own host, the private networks, metadata. */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

/** True for an address a picture may not be fetched from (IPv4-mapped IPv6 is checked as IPv4). */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return FORBIDDEN.check(mapped[1], 'ipv4');
    return FORBIDDEN.check(address, 'ipv6');
  }
  return FORBIDDEN.check(address, 'ipv4');
}

type TLookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The socket's own DNS lookup, checked: every address the name resolves to must be public, and the
 * connection goes to the address checked here, so a name that resolves differently a moment later
 * (DNS rebinding) gains nothing.
 */
function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: TLookupCallback) => {
    lookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '');
      if (!allowPrivate && addresses.some((entry) => isForbiddenAddress(entry.address))) {
        return callback(Object.assign(new Error('forbidden address'), { code: 'EFORBIDDENADDRESS' }), '');
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

/** The URL if it may be fetched at all: http or https, no credentials, an IP literal only when public. */
export function checkPictureUrl(text: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new PictureFetchError('refused', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PictureFetchError('refused', 'not http(s)');
  if (url.username || url.password) throw new PictureFetchError('refused', 'credentials in the URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address skips the lookup, so it is checked here.
  if (isIP(host) && !allowPrivate && isForbiddenAddress(host)) {
    throw new PictureFetchError('refused', 'forbidden address');
  }
  return url;
}

function getOnce(url: URL, config: TPictureFetchConfig, signal: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<{ status: number; location?: string; body?: Buffer }>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: guardedLookup(config.allowPrivateAddresses) as never,
        signal,
        headers: { accept: 'image/jpeg, image/png, image/webp', 'user-agent': 'SverkaPictureFetcher/1.0' },
        // No keep-alive agent: each picture is its own short connection.
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ status, location: response.headers.location });
        }
        if (status !== 200) {
          response.resume();
          return resolve({ status });
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > config.maxBytes) {
          response.destroy();
          return reject(new PictureFetchError('refused', 'too large'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > config.maxBytes) {
            response.destroy();
            reject(new PictureFetchError('refused', 'too large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * The bytes at a picture URL: redirects followed (each target checked again), at most
 * `maxBytes`, within `timeoutMs` in all. Throws PictureFetchError: `refused` for what no
 * retry changes (a forbidden address, a 4xx, too large), `retry` otherwise.
 */
export async function fetchPicture(text: string, config: TPictureFetchConfig): Promise<Buffer> {
  const signal = AbortSignal.timeout(config.timeoutMs);
  let url = checkPictureUrl(text, config.allowPrivateAddresses);
  for (let redirects = 0; ; redirects++) {
    let answer: Awaited<ReturnType<typeof getOnce>>;
    try {
      answer = await getOnce(url, config, signal);
    } catch (error) {
      if (error instanceof PictureFetchError) throw error;
      if ((error as NodeJS.ErrnoException).code === 'EFORBIDDENADDRESS') {
        throw new PictureFetchError('refused', 'forbidden address');
      }
      if ((error as NodeJS.ErrnoException).code === 'ENOTFOUND') throw new PictureFetchError('refused', 'no such host');
      throw new PictureFetchError('retry', (error as Error).message);
    }
    if (answer.body) return answer.body;
    if (answer.location) {
      if (redirects >= MAX_REDIRECTS) throw new PictureFetchError('refused', 'too many redirects');
      url = checkPictureUrl(new URL(answer.location, url).toString(), config.allowPrivateAddresses);
      continue;
    }
    const transient = answer.status >= 500 || answer.status === 429 || answer.status === 408;
    throw new PictureFetchError(transient ? 'retry' : 'refused', `HTTP ${answer.status}`);
  }
}
