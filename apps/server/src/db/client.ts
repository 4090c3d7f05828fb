import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type TSql = postgres.Sql;
export type TDb = ReturnType<typeof createDb>;

/**
 * One postgres.js pool per process. Dates stay strings (`YYYY-MM-DD`) because
 * registry dates are calendar dates, and a JS Date would shift them by the
 * time zone on the way out.
 */
export function createSql(url: string, options: { max?: number; applicationName?: string } = {}): TSql {
  return postgres(url, {
    max: options.max ?? 10,
    onnotice: () => undefined,
    connection: {
      application_name: options.applicationName ?? 'sverka',
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
}

export function createDb(sql: TSql) {
  return drizzle(sql, { schema, casing: 'snake_case' });
}
