import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
 * The headers helmet sets with these options. They depend on nothing in the request, so they are worked out once:
 * the Fastify plugin builds helmet's middleware anew (parsing the CSP) on every request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every reply (helmet's): the CSP above, `nosniff`,
 * `X-Frame-Options: DENY` for browsers that predate frame-ancestors, a referrer
 * that names only the origin to other sites, no `X-Powered-By`, and HSTS only
 * when the site is published over https (`publicUrl`): on plain http it would
 * be ignored, and on a misconfigured one it would lock visitors out for a year.
 * A route may still set its own (a stricter CSP) in its handler.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): void {
  const https = options.publicUrl.startsWith('https:');
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy({ https }) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
