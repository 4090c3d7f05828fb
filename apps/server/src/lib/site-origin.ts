import type { FastifyRequest } from 'fastify';
import { bareHost, isLoopback, type TAccountsConfig } from '../config.ts';

/** A Host value and nothing else: a name or IPv4 address, or a bracketed IPv6 one, and an optional port. */
const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Where links handed back to this same browser start (the payment page, the return page): the origin the
 * visitor opened, because the session lives in that origin's storage and a sign-in on `127.0.0.1` is unknown
 * on `localhost`. Fastify reads `X-Forwarded-Host/Proto` only from proxies TRUST_PROXY names. The origin is
 * used only when its host is one this server answers to (loopback, the listen address, PUBLIC_URL's host,
 * ALLOWED_HOSTS), and never on a production site with PUBLIC_URL set; otherwise PUBLIC_URL. Mail never uses
 * this: its links always start with PUBLIC_URL.
 */
export function linkOrigin(request: FastifyRequest, config: Pick<TAccountsConfig, 'publicUrl' | 'origins'>): string {
  if (config.origins.pinned) return config.publicUrl;
  const protocol = request.protocol;
  const host = request.host;
  if ((protocol !== 'http' && protocol !== 'https') || !HOST_HEADER.test(host)) return config.publicUrl;
  let url: URL;
  try {
    url = new URL(`${protocol}://${host}`);
  } catch {
    // Shaped like a host but still no address (a port past 65535).
    return config.publicUrl;
  }
  const hostname = bareHost(url.hostname);
  if (!isLoopback(hostname) && !config.origins.allowedHosts.includes(hostname)) return config.publicUrl;
  return url.origin;
}
