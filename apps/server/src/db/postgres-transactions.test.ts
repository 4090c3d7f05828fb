import { createRequire } from 'node:module';
import postgresEsm from 'postgres';
import { describe, expect, inject, it } from 'vitest';
import { connectionTargetOf } from './client.ts';

/**
 * postgres.js 3.4.9 can write a transaction's BEGIN without reserving the
 * connection when BEGIN is the query that fills the connection's pipeline
 * (upstream issues #823, #1189, #1210; fix in pull request #1218, unreleased).
 * The pool then hands the open transaction to unrelated queries, or the
 * driver raises UNSAFE_TRANSACTION. `patches/postgres+3.4.9.patch` fixes both
 * builds of the driver; these tests fail on the unpatched package.
 */

const require = createRequire(import.meta.url);
const postgresCjs = require('postgres') as typeof postgresEsm;
const builds = [
  ['ES module build', postgresEsm],
  ['CommonJS build', postgresCjs],
] as const;

type TSqlFactory = typeof postgresEsm;

function openPool(factory: TSqlFactory, options: { max: number; max_pipeline: number }) {
  const { url, path } = connectionTargetOf(inject('databaseUrl'));
  return factory(url, { ...options, path, onnotice: () => undefined, idle_timeout: 5 });
}

/** One transaction: two reads of its id with a pause between; both must be the same and its own. */
async function transactionIds(sql: ReturnType<TSqlFactory>): Promise<string[]> {
  return sql.begin(async (tx) => {
    const [first] = await tx<{ id: string }[]>`select txid_current()::text as id`;
    await tx`select pg_sleep(0.005)`;
    const [second] = await tx<{ id: string }[]>`select txid_current()::text as id`;
    return [first?.id ?? '', second?.id ?? ''];
  });
}

describe.each(builds)('postgres.js transactions (%s)', (_name, factory) => {
  it('reserves the connection when BEGIN fills the pipeline, so concurrent transactions never share one', async () => {
    // Two connections that take at most two queries each: with both busy, the
    // second query queued on a connection fills its pipeline — sometimes a BEGIN.
    const sql = openPool(factory, { max: 2, max_pipeline: 2 });
    const failures: string[] = [];
    const ids: string[] = [];
    try {
      for (let round = 0; round < 15; round++) {
        // `.execute()` sends at once, in this order (a plain query would wait for the next tick while
        // sql.begin() sends its BEGIN immediately).
        const work: Promise<unknown>[] = [sql`select pg_sleep(0.02)`.execute(), sql`select pg_sleep(0.02)`.execute()];
        for (let i = 0; i < 4; i++) {
          work.push(
            transactionIds(sql).then(
              ([first, second]) => {
                if (first !== second) failures.push(`one transaction saw ids ${first} and ${second}`);
                ids.push(first as string);
              },
              (error: Error & { code?: string }) => failures.push(error.code ?? error.message),
            ),
          );
          work.push(sql`select 1`.execute());
        }
        await Promise.allSettled(work);
      }
    } finally {
      await sql.end({ timeout: 5 });
    }
    expect(failures).toEqual([]);
    expect(ids).toHaveLength(60);
    // Two transactions that shared a connection would have run in one server transaction.
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('runs transactions with pipelining switched off', async () => {
    const sql = openPool(factory, { max: 2, max_pipeline: 0 });
    try {
      const results = await Promise.all([transactionIds(sql), transactionIds(sql), transactionIds(sql)]);
      for (const [first, second] of results) expect(first).toBe(second);
      expect(new Set(results.map(([first]) => first)).size).toBe(3);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });

  it('leaves no connection idle inside a transaction after a burst on a single connection', async () => {
    const sql = openPool(factory, { max: 1, max_pipeline: 1 });
    try {
      const burst = await Promise.allSettled([
        sql`select pg_sleep(0.02)`.execute(),
        transactionIds(sql),
        sql`select 1`.execute(),
        transactionIds(sql),
      ]);
      expect(burst.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
      // Two autocommit statements run in two server transactions, unless a BEGIN was left open on the connection.
      const [first] = await sql<{ id: string }[]>`select txid_current()::text as id`;
      const [second] = await sql<{ id: string }[]>`select txid_current()::text as id`;
      expect(first?.id).not.toBe(second?.id);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });
});

describe.each(builds)('postgres.js COPY TO STDOUT (%s)', (_name, factory) => {
  it('answers the next query on the connection after a reader that fell behind on the last rows', async () => {
    // One connection, so the query after each COPY goes to the socket the COPY paused. The reader waits on
    // every chunk, so the driver pauses the socket whenever its buffer is full, the end of the COPY included.
    const { url, path } = connectionTargetOf(inject('databaseUrl'));
    const sql = factory(url, { max: 1, path, onnotice: () => undefined, idle_timeout: 5 });
    try {
      for (let round = 0; round < 20; round++) {
        const rows = await sql`copy (select repeat('x', 200) from generate_series(1, 2000)) to stdout`.readable();
        let bytes = 0;
        for await (const chunk of rows) {
          bytes += (chunk as Buffer).length;
          await new Promise((resolve) => setImmediate(resolve));
        }
        expect(bytes).toBe(2000 * 201);
        const answer = await Promise.race([
          sql<{ ok: number }[]>`select 1 as ok`,
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('the next query never answered')), 5_000),
          ),
        ]);
        expect(answer[0]?.ok).toBe(1);
      }
    } finally {
      await sql.end({ timeout: 1 });
    }
  }, 60_000);
});
