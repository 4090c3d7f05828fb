import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every reply, as the built app needs it: the
 * build and the server's pages have no inline script (index.html loads its
 * modules by `src`, the card pages' JSON-LD is data and never runs), so scripts
 * come from this origin only. Styles may be inline because Mantine writes its
 * theme variables and responsive props into `<style>` elements at run time.
 * Pictures come from this origin (`/api/v1/media`), `blob:` (the avatar and news
 * picture previews), `data:` (the API docs' logo) and any http(s) address (news
 * posts and trademark images point at other sites). Payment providers are left
 * by navigation, never framed, and no other site may frame this one.
 */
export function contentSecurityPolicy(options: { https: boolean }): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'http:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // On plain http (a local start) the upgrade would send the app's own files to an https port nobody serves.
    ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every reply (@fastify/helmet): the CSP above, `nosniff`,
 * `X-Frame-Options: DENY` for browsers that predate frame-ancestors, a referrer
 * that names only the origin to other sites, no `X-Powered-By`, and HSTS only
 * when the site is published over https (`publicUrl`): on plain http it would
 * be ignored, and on a misconfigured one it would lock visitors out for a year.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const https = options.publicUrl.startsWith('https:');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy({ https }) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
  });
}
