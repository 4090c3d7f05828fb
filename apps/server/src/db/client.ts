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

/**
 * One postgres.js pool per process. Dates stay strings (`YYYY-MM-DD`) because
 * registry dates are calendar dates, and a JS Date would shift them by the
 * time zone on the way out.
 */
export function createSql(url: string, options: TSqlOptions = {}): TSql {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => undefined,
    connect_timeout: CONNECT_TIMEOUT_S,
    backoff: reconnectDelay,
    connection: {
      application_name: options.applicationName ?? 'sverka',
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      // Statements are prepared once per connection; after five runs PostgreSQL may switch to a generic plan,
      // which cannot use a LIKE prefix or a ranged index for the values at hand (search went from 20 ms to
      // 700 ms at a million rows). Planning each run costs far less.
      plan_cache_mode: 'force_custom_plan',
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
  urls.set(sql, url);
  return sql;
}

export function createDb(sql: TSql) {
  return drizzle(sql, { schema, casing: 'snake_case' });
}
