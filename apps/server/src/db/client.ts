import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type TSql = postgres.Sql;
export type TDb = ReturnType<typeof createDb>;

export type TSqlOptions = {
  max?: number;
  applicationName?: string;
  /** PostgreSQL's statement_timeout for every statement of the pool; none when absent (imports, migrations). */
  statementTimeoutMs?: number;
};

/** statement_timeout of the pool that serves HTTP requests; imports and migrations run without one. */
export const SERVING_STATEMENT_TIMEOUT_MS = 30_000;

/** Seconds a connection attempt may take before its queries fail with CONNECT_TIMEOUT. */
const CONNECT_TIMEOUT_S = 5;

/**
 * Seconds before a closed connection tries again. postgres.js grows the pause
 * up to 20 s per failed attempt and keeps queued queries waiting through it, so
 * a database that went away held requests for minutes; one second at most
 * keeps queries failing fast while it is down and reconnecting soon after.
 */
const reconnectDelay = (retries: number) => Math.min(0.05 * 2 ** retries, 1);

const urls = new WeakMap<TSql, string>();

/** The URL a pool made by createSql connects to (the health probe opens its own connection there). */
export function databaseUrlOf(sql: TSql): string | undefined {
  return urls.get(sql);
}

type TPlanCacheMode = 'force_custom_plan' | 'force_generic_plan';

/**
 * A connection URL read as libpq reads it: a `host` parameter naming a directory
 * (`postgres://user@localhost:5432/db?host=/var/run/postgresql`, the form the embedded cluster's URL takes)
 * means that directory's Unix socket for the URL's port, which spares each round trip the TCP stack's work
 * (30–70 µs here). postgres.js would send the parameter to the server as a setting: this gives the URL
 * without it and the socket's path, postgres.js's `path` option.
 */
export function connectionTargetOf(url: string): { url: string; path?: string } {
  const socketDir = url.includes('host=') ? new URL(url).searchParams.get('host') : null;
  if (!socketDir?.startsWith('/')) return { url };
  const plain = new URL(url);
  plain.searchParams.delete('host');
  return { url: plain.toString(), path: `${socketDir}/.s.PGSQL.${plain.port || 5432}` };
}

/** A postgres.js pool for `url`, a Unix socket named in it included ({@link connectionTargetOf}). */
export function connectPostgres(url: string, options: Parameters<typeof postgres>[1] = {}): TSql {
  const target = connectionTargetOf(url);
  return postgres(target.url, target.path ? { ...options, path: target.path } : options);
}

function connectPool(url: string, options: TSqlOptions, planCacheMode: TPlanCacheMode): TSql {
  return connectPostgres(url, {
    max: options.max ?? 10,
    onnotice: () => undefined,
    connect_timeout: CONNECT_TIMEOUT_S,
    backoff: reconnectDelay,
    connection: {
      application_name: options.applicationName ?? 'sverka',
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      plan_cache_mode: planCacheMode,
    },
    types: {
      // Row ids are bigserial but stay far below 2^53: plain numbers, not strings.
      int8: {
        to: 20,
        from: [20],
        serialize: (value: number) => String(value),
        parse: (value: string) => Number(value),
      },
      date: { to: 1082, from: [1082], serialize: (value: string) => value, parse: (value: string) => value },
      // JSON parameters are written as JSON text (`${JSON.stringify(x)}::jsonb`) throughout; the default
      // serializer would encode that text once more into a JSON string. Objects are encoded as usual.
      json: {
        to: 3802,
        from: [114, 3802],
        serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
        parse: (value: string) => JSON.parse(value),
      },
    },
  });
}

const keyLookupPools = new WeakMap<TSql, TSql>();

/**
 * The pool for statements whose every value is an equality on an indexed key (a search by ИНН or ОГРН, a card
 * read by its subject): their best plan is the same whatever the values, so this pool keeps PostgreSQL's generic
 * plan of each prepared statement and skips planning on every later run, which cost more than running them (a
 * search page by ИНН on 1M companies: 2.6 ms planned each run, 0.2 ms on the kept plan). For a transaction, or a
 * pool not made by createSql, the same `sql`.
 */
export function keyLookupsOf(sql: TSql): TSql {
  return keyLookupPools.get(sql) ?? sql;
}

const pipelinedLookupConnections = new WeakMap<TSql, TSql>();

/**
 * One connection for the hottest key read, a card document by its key: its reads queue on it, so those sent
 * in one turn of the event loop leave in one write (postgres.js gathers a connection's messages until the
 * next turn) and one backend answers them in one wakeup, where a pool spreads them over idle connections, a
 * system call and a wakeup each. On a 2-core machine that cut a document hit's CPU by about a third, the
 * server's and the database's alike. Only for statements that take well under a millisecond: each waits
 * behind the ones sent before it. For a transaction, or a pool not made by createSql, the same `sql`.
 */
export function pipelinedLookupsOf(sql: TSql): TSql {
  return pipelinedLookupConnections.get(sql) ?? sql;
}

/**
 * One postgres.js pool per process, with its key-lookup pool and its pipelined connection beside it
 * ({@link keyLookupsOf}, {@link pipelinedLookupsOf}; they connect only when used, and end with it). Dates
 * stay strings (`YYYY-MM-DD`) because registry dates are calendar dates, and a JS Date would shift them by
 * the time zone on the way out.
 */
export function createSql(url: string, options: TSqlOptions = {}): TSql {
  // Statements are prepared once per connection; after five runs PostgreSQL may switch to a generic plan,
  // which cannot use a LIKE prefix or a ranged index for the values at hand (search went from 20 ms to
  // 700 ms at a million rows). Planning each run costs far less, except for key lookups (their own pool).
  const sql = connectPool(url, options, 'force_custom_plan');
  const keyLookups = connectPool(url, { ...options, max: Math.ceil((options.max ?? 10) / 2) }, 'force_generic_plan');
  const pipelined = connectPool(url, { ...options, max: 1 }, 'force_generic_plan');
  const endPool = sql.end;
  sql.end = async (endOptions) => {
    await Promise.all([endPool(endOptions), keyLookups.end(endOptions), pipelined.end(endOptions)]);
  };
  keyLookupPools.set(sql, keyLookups);
  pipelinedLookupConnections.set(sql, pipelined);
  urls.set(sql, url);
  return sql;
}

/**
 * Awaits `query` (a postgres.js query, sent when awaited), cancelling it on the server when `signal` aborts: a
 * shutdown must not sit through an index build or a lock wait. A query cancelled so rejects with the abort's reason.
 */
export async function cancelOnAbort<T>(
  query: PromiseLike<T> & { cancel: () => unknown },
  signal: AbortSignal | undefined,
): Promise<T> {
  if (!signal) return query;
  signal.throwIfAborted();
  const cancel = () => void query.cancel();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    return await query;
  } catch (error) {
    signal.throwIfAborted();
    throw error;
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

export function createDb(sql: TSql) {
  return drizzle(sql, { schema, casing: 'snake_case' });
}
