import type { FastifyReply } from 'fastify';
import { pageNotFoundHead } from './head.presenter.ts';
import { createTemplateSource, renderPage } from './index-html.ts';

type THead = { title: string; tags: string };

export type TWebPages = {
  /** The app page as built (precompressed when the client accepts it), never cached. */
  sendPage(reply: FastifyReply): FastifyReply;
  /** The app page with 404 and `noindex`: the app shows its own not-found page, crawlers drop the URL. */
  sendNotFound(reply: FastifyReply, head?: THead): Promise<FastifyReply>;
};

/** How the server answers page paths with the built web app's index.html. */
export function createWebPages(indexFile: string): TWebPages {
  const template = createTemplateSource(indexFile);
  return {
    // Like every index.html reply: never cached, so a new build is picked up at once.
    sendPage: (reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'),
    async sendNotFound(reply, head = pageNotFoundHead()) {
      const page = renderPage(await template(), head);
      return reply
        .status(404)
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(page);
    },
  };
}
