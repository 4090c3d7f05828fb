import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pipelinedLookupsOf, type TSql } from '../../db/client.ts';
import { servedFromReplica } from '../../lib/registry-reads.ts';
import { findDocument, storeDocument, type TDocumentCapture } from './card-documents.repository.ts';

/**
 * Which routes answer from card documents, and for whom:
 * - `public`: the reply depends only on the route and its parameters;
 * - `anonymous`: only replies to callers without a token (paid lists).
 * `variant` names whatever else the reply varies by (the card page: the site's origin and the web build).
 */
export type TCardDocumentRoute = {
  policy: 'public' | 'anonymous';
  variant?: (request: FastifyRequest) => string | Promise<string>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    cardDocument?: TCardDocumentRoute;
  }
}

/**
 * What a reply was built from: the tags a writer deletes documents by (`tags.ts`), and when it stops holding —
 * `expiresAt` an instant, `expiresOn` the first day (`YYYY-MM-DD`) of the database's calendar, the one SQL's
 * `current_date` reads, on which it no longer does.
 */
export type TDocumentSources = { dependsOn: string[]; expiresAt?: Date | null; expiresOn?: string | null };

const PENDING = Symbol('cardDocumentPending');
const SOURCES = Symbol('cardDocumentSources');
type TDocumentRequest = FastifyRequest & {
  [PENDING]?: { key: string; capture: TDocumentCapture };
  [SOURCES]?: TDocumentSources;
};

/**
 * Called by a route handler with what its reply was built from; without it the
 * reply is not kept. A no-op for routes (or servers) without card documents.
 */
export function keepCardDocument(request: FastifyRequest, sources: TDocumentSources): void {
  (request as TDocumentRequest)[SOURCES] = sources;
}

/** Object keys in order, so equal parameters always make the same key. */
function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}

/** The route and its validated parameters (defaults filled in), so spellings of one request share a document. */
async function documentKey(request: FastifyRequest, route: TCardDocumentRoute): Promise<string> {
  const key = `${request.routeOptions.url} ${stableJson(request.params)} ${stableJson(request.query)}`;
  return route.variant ? `${key} ${await route.variant(request)}` : key;
}

export type TCardDocumentsStats = { hits: number; misses: number; kept: number; refused: number };

/**
 * Answers the routes that opt in with `config.cardDocument` from their kept
 * reply (after validation, before the handler: one primary-key read, no
 * serialisation), and keeps a successful reply whose handler named its sources
 * (`keepCardDocument`). Registered before compression, so bodies are kept as
 * the handler made them.
 */
export const cardDocumentsPlugin = fp(
  async (app: FastifyInstance, { sql, stats }: { sql: TSql; stats?: TCardDocumentsStats }) => {
    app.addHook('preHandler', async (request, reply) => {
      const route = request.routeOptions.config.cardDocument;
      if (!route || request.method !== 'GET') return;
      if (route.policy === 'anonymous' && request.headers.authorization) return;
      const key = await documentKey(request, route);
      // A read by primary key, on a kept generic plan (no planning), pipelined with the other requests' reads.
      const found = await findDocument(pipelinedLookupsOf(sql), key);
      if ('body' in found) {
        if (stats) stats.hits += 1;
        reply.header('content-type', found.content_type);
        if (found.cache_control) reply.header('cache-control', found.cache_control);
        return reply.send(found.body);
      }
      if (stats) stats.misses += 1;
      (request as TDocumentRequest)[PENDING] = { key, capture: found };
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const { [PENDING]: pending, [SOURCES]: sources } = request as TDocumentRequest;
      if (!pending || !sources || !pending.capture.free) return payload;
      // A replica may trail a writer that already deleted this document on the primary: what it read is not kept.
      if (servedFromReplica(request)) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const contentType = reply.getHeader('content-type');
      if (typeof contentType !== 'string') return payload;
      const cacheControl = reply.getHeader('cache-control');
      const document = {
        key: pending.key,
        body: payload,
        contentType,
        cacheControl: typeof cacheControl === 'string' ? cacheControl : null,
        dependsOn: sources.dependsOn,
        expiresAt: sources.expiresAt ?? null,
        expiresOn: sources.expiresOn ?? null,
      };
      try {
        const kept = await storeDocument(sql, document, pending.capture);
        if (stats) stats[kept ? 'kept' : 'refused'] += 1;
      } catch (error) {
        // The reply is right either way; the next read builds the document again.
        request.log.warn({ err: error }, 'card document not kept');
      }
      return payload;
    });
  },
  { name: 'card-documents' },
);
