import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TSql } from '../../db/client.ts';
import type { TRegistryReads } from '../../lib/registry-reads.ts';
import type { TPageChecks } from '../../lib/web.ts';
import { identifierTags, keepCardDocument } from '../card-documents/index.ts';
import { isKnowledgeArticlePage } from '../knowledge/index.ts';
import { productPictureUrl } from '../marketplace/index.ts';
import { findNamedPersonSnippet, findPersonSnippet, isPersonPage } from '../people/index.ts';
import { notFoundHead, pageNotFoundHead, productHead, subjectHead } from './head.presenter.ts';
import { createTemplateSource, renderPage } from './index-html.ts';
import { personHead, personNotFoundHead, personPath } from './person-head.presenter.ts';
import * as service from './seo.service.ts';
import { counterPartyUrl, presentRobots, presentSitemapIndex, presentUrlSet } from './sitemap.presenter.ts';
import { createWebPages } from './web-pages.ts';

export type TSeoRoutesOptions = {
  sql: TSql;
  /** Where the card's, the person's and the sitemaps' registry reads run: the replica when there is one. */
  reads: TRegistryReads;
  /** The built web app; without its index.html the card pages are left to the SPA fallback (none). */
  webDist: string | undefined;
  /** Origin people open the site at, without a trailing slash; absent, the request's own origin. */
  publicUrl?: string;
  /** URLs per sitemap file; tests make it small to see the paging. */
  sitemapPageSize?: number;
};

const SITEMAP_FILE = /^(companies|entrepreneurs)-([1-9]\d{0,8})\.xml$/;
const XML = 'application/xml; charset=utf-8';
/** Sitemaps change with imports, not by the minute: crawlers and proxies may keep them an hour. */
const SITEMAP_CACHE = 'public, max-age=3600';

/**
 * What search engines read: the card page's HTML with the subject in its head
 * (title, description, canonical, Open Graph, schema.org), the sitemap index
 * with its pages, and robots.txt. Registered before the web app, so these
 * paths never fall through to the SPA or to its 404 for file-like paths.
 */
export const seoRoutes: FastifyPluginAsyncZod<TSeoRoutesOptions> = async (app, options) => {
  const { sql, reads, webDist, sitemapPageSize = service.SITEMAP_PAGE_SIZE } = options;
  const baseUrl = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  if (indexFile && existsSync(indexFile)) {
    const template = createTemplateSource(indexFile);
    const pages = createWebPages(indexFile);
    app.get(
      '/counter-parties/:id',
      {
        config: {
          responseCache: 'public',
          // The page names the site's origin and is cut from the build's index.html: kept per origin and build.
          cardDocument: {
            policy: 'public',
            variant: async (request) => `${baseUrl(request)} ${(await template()).version}`,
          },
        },
        schema: { hide: true, params: z.object({ id: z.string() }) },
      },
      async (request, reply) => {
        const [page, snippet] = await Promise.all([
          template(),
          reads.run(request, (db) => service.findSubjectSnippet(db, request.params.id)),
        ]);
        if (!snippet) return pages.sendNotFound(reply, notFoundHead());
        keepCardDocument(request, { dependsOn: identifierTags({ inns: [snippet.inn], ogrns: [snippet.ogrn] }) });
        // Like index.html itself: never cached, so a new build and fresh data show at once.
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        return renderPage(page, subjectHead(snippet, counterPartyUrl(baseUrl(request), snippet.inn)));
      },
    );
    app.get(
      '/person/:inn',
      { config: { responseCache: 'public' }, schema: { hide: true, params: z.object({ inn: z.string() }) } },
      async (request, reply) => {
        const [page, snippet] = await Promise.all([
          template(),
          reads.run(request, (db) => findPersonSnippet(db, request.params.inn)),
        ]);
        if (!snippet) return pages.sendNotFound(reply, personNotFoundHead());
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        return renderPage(page, personHead(snippet, `${baseUrl(request)}${personPath(snippet)}`));
      },
    );
    app.get(
      '/person/name/:name/:companyInn',
      {
        config: { responseCache: 'public' },
        schema: { hide: true, params: z.object({ name: z.string(), companyInn: z.string() }) },
      },
      async (request, reply) => {
        const { name, companyInn } = request.params;
        const [page, snippet] = await Promise.all([
          template(),
          reads.run(request, (db) => findNamedPersonSnippet(db, name, companyInn)),
        ]);
        if (!snippet) return pages.sendNotFound(reply, personNotFoundHead());
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        // Found by ИНН after all: the page by ИНН is the canonical one.
        return renderPage(page, personHead(snippet, `${baseUrl(request)}${personPath(snippet, companyInn)}`));
      },
    );
    // Not kept in the response cache: moderation hides and shows products without a registry change.
    app.get(
      '/marketplace/:id',
      { schema: { hide: true, params: z.object({ id: z.string() }) } },
      async (request, reply) => {
        const [page, snippet] = await Promise.all([template(), service.findProductSnippet(sql, request.params.id)]);
        if (!snippet) return pages.sendNotFound(reply, pageNotFoundHead());
        const base = baseUrl(request);
        const imageUrl = snippet.image_key ? `${base}${productPictureUrl(snippet.image_key)}` : null;
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        return renderPage(page, productHead(snippet, `${base}/marketplace/${snippet.id}`, imageUrl));
      },
    );
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const pages = await reads.run(request, (db) => service.findSitemapPages(db, sitemapPageSize));
    reply.header('cache-control', SITEMAP_CACHE).type(XML);
    return presentSitemapIndex(baseUrl(request), pages);
  });

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const match = SITEMAP_FILE.exec(request.params.file);
      if (!match) return reply.callNotFound();
      const [, table, page] = match as unknown as [string, 'companies' | 'entrepreneurs', string];
      const entries = await reads.run(request, (db) =>
        service.findSitemapPage(db, table, Number(page), sitemapPageSize),
      );
      if (!entries.length) return reply.callNotFound();
      reply.header('cache-control', SITEMAP_CACHE).type(XML);
      return presentUrlSet(baseUrl(request), entries);
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', SITEMAP_CACHE).type('text/plain; charset=utf-8');
    return presentRobots(baseUrl(request));
  });
};

/**
 * Pages whose path names a record, for the web app's page paths (lib/web.ts):
 * `/blog/{id}`, `/knowledge/{slug}` and `/company/{id}` answer 404 with `noindex` when the record
 * does not exist, `/marketplace/{id}` also while the product is not published, `/person/{inn}` and
 * `/person/name/{name}/{companyInn}` when no register knows the person. The card and the person's pages have their
 * own routes above; this check covers the spellings those routes do not match (`/COUNTER-PARTIES/…`).
 */
export function seoPageChecks(sql: TSql): TPageChecks {
  return {
    blogPost: ({ id = '' }) => service.isNewsPostPage(sql, id),
    companyPage: ({ id = '' }) => service.isCompanyPage(sql, id),
    knowledgeArticle: ({ slug = '' }) => isKnowledgeArticlePage(sql, slug),
    counterParty: async ({ id = '' }) => (await service.findSubjectSnippet(sql, id)) !== null,
    marketplaceItem: async ({ id = '' }) => (await service.findProductSnippet(sql, id)) !== null,
    person: ({ inn = '' }) => isPersonPage(sql, inn),
    personByName: async ({ name = '', companyInn = '' }) =>
      (await findNamedPersonSnippet(sql, name, companyInn)) !== null,
  };
}
