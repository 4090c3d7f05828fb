import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TSql } from '../db/client.ts';

/**
 * Which replies of a route may be kept and served again without running it:
 * - `public`: the reply depends only on the URL (company card, finances, …);
 * - `anonymous`: only replies to callers without a token (paid lists, whose
 *   content depends on the caller's plan) — signed-in callers always run it.
 */
export type TResponseCachePolicy = 'public' | 'anonymous';

declare module 'fastify' {
  interface FastifyContextConfig {
    responseCache?: TResponseCachePolicy;
  }
}

export type TResponseCacheOptions = {
  sql: TSql;
  /** Longest a reply is served from memory, in ms, even when no data change was seen. */
  ttlMs: number;
  /** Memory bound of the kept bodies, in bytes; the least recently used go first. */
  maxBytes: number;
  /** How often the registry data version is read, in ms. */
  versionPollMs?: number;
  /**
   * After a data change is seen, replies are not kept for this long (ms): the
   * version advances when a writer's statement runs, which can be a little
   * before its transaction commits, and a reply read in between is old.
   */
  settleMs?: number;
};

/** Reply headers that travel with a kept body. */
const KEPT_HEADERS = ['content-type', 'cache-control'] as const;
type TKeptHeaders = Partial<Record<(typeof KEPT_HEADERS)[number], string>>;

type TEntry = { body: string; bytes: number; headers: TKeptHeaders; expiresAt: number; version: string };

/** Any character beyond Latin-1: V8 then keeps the whole string at two bytes a character. */
const WIDE_CHARACTER = /[\u0100-\uffff]/;

/**
 * The memory a kept body takes as V8 stores it: one byte a character for Latin-1 text, two for the rest — and
 * a card, in Russian, is the rest. Counting characters instead let the cache take twice its bound.
 */
export const bodyBytes = (body: string): number => body.length * (WIDE_CHARACTER.test(body) ? 2 : 1);

/** Registry data version as advanced by the triggers of migration 0016. */
async function readDataVersion(sql: TSql): Promise<string> {
  const [row] = await sql<
    { version: string }[]
  >`select last_value::text || ':' || is_called::text as version from registry_data_version`;
  return row?.version ?? '';
}

/**
 * In-memory cache of whole JSON/HTML replies of the routes that opt in with
 * `config.responseCache`. A hit is answered from the onRequest hook: no
 * validation, no database, no serialisation. Entries die with a change of the
 * registry data version (any process's import, demo load or binding approval
 * advances it), with their TTL, or when memory runs short.
 */
export function createResponseCache(options: TResponseCacheOptions) {
  const entries = new Map<string, TEntry>();
  const settleMs = options.settleMs ?? 5000;
  let bytes = 0;
  let version = '';
  let storeAfter = 0;
  let timer: NodeJS.Timeout | undefined;
  const stats = { hits: 0, misses: 0, stored: 0, evicted: 0, flushes: 0 };

  const remove = (key: string, entry: TEntry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const flush = () => {
    entries.clear();
    bytes = 0;
    stats.flushes += 1;
  };

  /** Reads the data version; a change drops every entry and pauses storing for settleMs. */
  async function checkVersion(): Promise<void> {
    const current = await readDataVersion(options.sql);
    if (current === version) return;
    const first = version === '';
    version = current;
    flush();
    if (!first) storeAfter = Date.now() + settleMs;
  }

  function lookup(key: string): TEntry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || entry.expiresAt <= Date.now()) {
      remove(key, entry);
      return undefined;
    }
    // Re-inserting keeps the Map in least-recently-used order for eviction.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  function store(key: string, body: string, headers: TKeptHeaders, seenVersion: string): void {
    if (seenVersion !== version || Date.now() < storeAfter) return;
    const size = bodyBytes(body);
    if (size > options.maxBytes / 4) return;
    const previous = entries.get(key);
    if (previous) remove(key, previous);
    entries.set(key, { body, bytes: size, headers, expiresAt: Date.now() + options.ttlMs, version });
    bytes += size;
    stats.stored += 1;
    for (const [oldKey, oldEntry] of entries) {
      if (bytes <= options.maxBytes) break;
      remove(oldKey, oldEntry);
      stats.evicted += 1;
    }
  }

  return {
    stats,
    /** Entries kept now and the memory their bodies take, in bytes (`bodyBytes`). */
    size: () => ({ entries: entries.size, bytes }),
    checkVersion,
    flush,
    lookup,
    store,
    currentVersion: () => version,
    start: async () => {
      await checkVersion();
      timer = setInterval(() => {
        checkVersion().catch(() => {
          // Unreachable database: stop serving from memory rather than serve what cannot be checked.
          flush();
          version = '';
        });
      }, options.versionPollMs ?? 1000);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}

export type TResponseCache = ReturnType<typeof createResponseCache>;

const SEEN_VERSION = Symbol('responseCacheVersion');
type TCachedRequest = FastifyRequest & { [SEEN_VERSION]?: string };

function cacheKey(request: FastifyRequest): string | undefined {
  const policy = request.routeOptions.config.responseCache;
  if (!policy || request.method !== 'GET') return undefined;
  if (policy === 'anonymous' && request.headers.authorization) return undefined;
  return request.url;
}

/** Registers the hooks that answer hits and keep successful replies of opted-in routes. */
export const responseCachePlugin = fp(async (app: FastifyInstance, { cache }: { cache: TResponseCache }) => {
  await cache.start();
  app.addHook('onClose', async () => cache.stop());

  app.addHook('onRequest', async (request, reply) => {
    const key = cacheKey(request);
    if (key === undefined) return;
    const hit = cache.lookup(key);
    if (hit) {
      cache.stats.hits += 1;
      return reply.headers(hit.headers).header('x-cache', 'hit').send(hit.body);
    }
    cache.stats.misses += 1;
    (request as TCachedRequest)[SEEN_VERSION] = cache.currentVersion();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // A write through this server (a binding approved, say) is seen before its reply leaves, so the
    // caller's next read is fresh without waiting for the poll.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      await cache.checkVersion();
      return payload;
    }
    const seenVersion = (request as TCachedRequest)[SEEN_VERSION];
    if (seenVersion === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const key = cacheKey(request);
    if (key === undefined || typeof reply.getHeader('content-type') !== 'string') return payload;
    const headers: TKeptHeaders = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    cache.store(key, payload, headers, seenVersion);
    return payload;
  });
});
