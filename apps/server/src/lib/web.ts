import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchWebRoute, type TWebRouteName } from '@sverka/shared';
import type { FastifyInstance } from 'fastify';
import { createWebPages } from '../modules/seo/web-pages.ts';
import { sendApiNotFound } from './errors.ts';

/** Paths the SPA must never answer: they belong to the API. */
const API_PREFIXES = ['/api/', '/auth/'];

/** Pages whose path names a record: the page exists only while the record does. */
export type TPageChecks = Partial<Record<TWebRouteName, (params: Record<string, string>) => Promise<boolean>>>;

/** Built files with a content hash in their name never change under that name. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is
 * never cached so a new build is picked up at once. The build writes a .br and
 * a .gz next to each text file, and the one the client accepts best is sent
 * (br, then gzip, then the file itself). A page path the web app routes
 * (WEB_ROUTES) gets index.html; any other path, or a page whose record does
 * not exist (`pageChecks`), gets index.html with 404 and `noindex`, so the app
 * shows its not-found page and crawlers drop the URL.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  pageChecks: TPageChecks = {},
): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const pages = indexFile && existsSync(indexFile) ? createWebPages(indexFile) : undefined;
  if (pages && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) => pages.sendPage(reply));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname === '/api';
    // A missing file (/favicon.png, /assets/old-hash.js) is a real 404, not a page.
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !looksLikeFile;
    if (!pages || !isPageRequest) return sendApiNotFound(reply);
    const page = matchWebRoute(pathname);
    if (!page) return pages.sendNotFound(reply);
    const exists = pageChecks[page.name];
    if (exists && !(await exists(page.params))) return pages.sendNotFound(reply);
    return pages.sendPage(reply);
  });
}
