import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendApiNotFound } from './errors.ts';

/** Paths the SPA must never answer: they belong to the API. */
const API_PREFIXES = ['/api/', '/auth/'];

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is
 * never cached so a new build is picked up at once. Any other page path gets
 * index.html and the client router decides (its 404 page included).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasWeb = Boolean(indexFile && existsSync(indexFile));
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      index: false,
      setHeaders(res, filePath) {
        const cacheable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', cacheable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  if (hasWeb) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname === '/api';
    // A missing file (/favicon.png, /assets/old-hash.js) is a real 404, not a page.
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !looksLikeFile;
    if (hasWeb && isPageRequest) return sendIndex(reply);
    return sendApiNotFound(reply);
  });
}
