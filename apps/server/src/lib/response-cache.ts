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
  /**
   * With a streaming replica serving the reads: the data version is still read on the primary (a sequence
   * read on a standby moves only every 32 values), and a reply read on the replica is kept only once the
   * replica has replayed the primary's WAL as of the version's settling.
   */
  replica?: TCacheReplica;
};

export type TCacheReplica = {
  /** Whether the replica had replayed the primary's WAL up to this position at the last look. */
  hasReplayed(lsn: string): boolean;
  /** Whether a read of this request ran on the replica. */
  servedFromReplica(request: FastifyRequest): boolean;
};

/** Reply headers that travel with a kept body. */
const KEPT_HEADERS = ['content-type', 'cache-control'] as const;
type TKeptHeaders = Partial<Record<(typeof KEPT_HEADERS)[number], string>>;

type TEntry = { body: string | Buffer; bytes: number; headers: TKeptHeaders; expiresAt: number; version: string };

/** Any character beyond Latin-1: V8 then keeps the whole string at two bytes a character. */
const WIDE_CHARACTER = /[\u0100-\uffff]/;

/**
 * The memory a kept body takes: a buffer's bytes (a card document's reply), or a string's as V8 stores it: one
 * byte a character for Latin-1 text, two for the rest — and a card, in Russian, is the rest. Counting characters
 * instead let the cache take twice its bound.
 */
export const bodyBytes = (body: string | Buffer): number =>
  Buffer.isBuffer(body) ? body.length : body.length * (WIDE_CHARACTER.test(body) ? 2 : 1);

/** Registry data version as advanced by the triggers of migration 0016, and the primary's flushed WAL position then. */
async function readDataVersion(sql: TSql): Promise<{ version: string; lsn: string }> {
  const [row] = await sql<{ version: string; lsn: string }[]>`
    select last_value::text || ':' || is_called::text as version, pg_current_wal_flush_lsn()::text as lsn
    from registry_data_version`;
  return { version: row?.version ?? '', lsn: row?.lsn ?? '0/0' };
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
  /** The primary's WAL position read once the current version settled: what the replica must have replayed. */
  let replicaTarget: string | undefined;
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
    const { version: current, lsn } = await readDataVersion(options.sql);
    if (current !== version) {
      const first = version === '';
      version = current;
      flush();
      replicaTarget = undefined;
      if (!first) storeAfter = Date.now() + settleMs;
    }
    // Read after the settling pause, the position covers the commits of the writes that moved the version.
    if (replicaTarget === undefined && Date.now() >= storeAfter) replicaTarget = lsn;
  }

  /** Whether the replica holds at least the data of the current version (always, without a replica). */
  const replicaCurrent = (): boolean =>
    !options.replica || (replicaTarget !== undefined && options.replica.hasReplayed(replicaTarget));

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

  function store(key: string, payload: string | Buffer, headers: TKeptHeaders, seenVersion: string): void {
    if (seenVersion !== version || Date.now() < storeAfter) return;
    const size = bodyBytes(payload);
    if (size > options.maxBytes / 4) return;
    // A buffer may be a view into a larger one (a database driver's read): a copy keeps only the body.
    const body = Buffer.isBuffer(payload) ? Buffer.from(payload) : payload;
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
    replicaCurrent,
    servedFromReplica: (request: FastifyRequest) => options.replica?.servedFromReplica(request) ?? false,
    start: async () => {
      await checkVersion();
      timer = setInterval(() => {
        checkVersion().catch(() => {
          // Unreachable database: stop serving from memory rather than serve what cannot be checked.
          flush();
          version = '';
          replicaTarget = undefined;
        });
      }, options.versionPollMs ?? 1000);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}

export type TResponseCache = ReturnType<typeof createResponseCache>;

const SEEN_VERSION = Symbol('responseCacheVersion');
/** The data version when the request came, and whether the replica was current then. */
type TCachedRequest = FastifyRequest & { [SEEN_VERSION]?: { version: string; replicaCurrent: boolean } };

/**
 * Called by a handler whose reply this time must not be served again (it shows something that will change
 * without a data change, such as a rating still being computed): the next request runs the route.
 */
export function skipResponseCache(request: FastifyRequest): void {
  (request as TCachedRequest)[SEEN_VERSION] = undefined;
}

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
    (request as TCachedRequest)[SEEN_VERSION] = {
      version: cache.currentVersion(),
      replicaCurrent: cache.replicaCurrent(),
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // A write through this server (a binding approved, say) is seen before its reply leaves, so the
    // caller's next read is fresh without waiting for the poll.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      await cache.checkVersion();
      return payload;
    }
    const seen = (request as TCachedRequest)[SEEN_VERSION];
    if (seen === undefined || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // Read on a replica that had not yet replayed the current version: possibly older than the version says.
    if (!seen.replicaCurrent && cache.servedFromReplica(request)) return payload;
    const key = cacheKey(request);
    if (key === undefined || typeof reply.getHeader('content-type') !== 'string') return payload;
    const headers: TKeptHeaders = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    cache.store(key, payload, headers, seen.version);
    return payload;
  });
});
