import { ZSearchQuery } from '@sverka/shared';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { searchSubjects } from '../modules/search/index.ts';
import { connectPostgres, createSql, keyLookupsOf, pipelinedLookupsOf, type TSql } from './client.ts';

/**
 * A pool's key-lookup pool and pipelined connection keep generic plans; the pool itself plans every run; all
 * end together.
 */
const sql = createSql(inject('databaseUrl'), { max: 2 });
afterAll(() => sql.end());

const planCacheMode = async (db: TSql) =>
  (await db<{ plan_cache_mode: string }[]>`show plan_cache_mode`)[0]?.plan_cache_mode;

describe('key lookups', () => {
  it('run on a pool of their own that keeps generic plans, while the pool plans each run', async () => {
    expect(keyLookupsOf(sql)).not.toBe(sql);
    expect(await planCacheMode(sql)).toBe('force_custom_plan');
    expect(await planCacheMode(keyLookupsOf(sql))).toBe('force_generic_plan');
  });

  it('stay in a transaction, and on a pool not made here', async () => {
    await sql.begin(async (transaction) => {
      const tx = transaction as unknown as TSql;
      expect(keyLookupsOf(tx)).toBe(tx);
      expect(pipelinedLookupsOf(tx)).toBe(tx);
    });
    const plain = connectPostgres(inject('databaseUrl'), { max: 1 });
    expect(keyLookupsOf(plain)).toBe(plain);
    expect(pipelinedLookupsOf(plain)).toBe(plain);
    await plain.end();
  });

  it('pipelined ones share one connection: reads sent together are all answered by one backend', async () => {
    const own = createSql(inject('databaseUrl'), { max: 4 });
    try {
      const pipelined = pipelinedLookupsOf(own);
      expect(pipelined).not.toBe(own);
      expect(pipelined).not.toBe(keyLookupsOf(own));
      expect(await planCacheMode(pipelined)).toBe('force_generic_plan');
      // Twenty reads sent in one turn of the event loop: a pool would open connections for them; all run on one.
      const backends = await Promise.all(
        Array.from({ length: 20 }, () => pipelined<{ pid: number }[]>`select pg_backend_pid() as pid`),
      );
      expect(new Set(backends.map(([row]) => row?.pid)).size).toBe(1);
      // Spread over the key-lookup pool, the same reads take more than one backend.
      const spread = await Promise.all(
        Array.from({ length: 20 }, () => keyLookupsOf(own)<{ pid: number }[]>`select pg_backend_pid() as pid`),
      );
      expect(new Set(spread.map(([row]) => row?.pid)).size).toBeGreaterThan(1);
    } finally {
      await own.end();
    }
    await expect(pipelinedLookupsOf(own)`select 1`).rejects.toMatchObject({ code: 'CONNECTION_ENDED' });
  });

  it('carry a search by ИНН: its page statement runs on a kept generic plan', async () => {
    const [company] = await sql<{ inn: string }[]>`select inn from companies order by id limit 1`;
    const own = createSql(inject('databaseUrl'), { max: 1 });
    try {
      for (let run = 0; run < 3; run++) {
        const outcome = await searchSubjects(own, ZSearchQuery.parse({ q: company?.inn }));
        expect(outcome.rows.map((row) => row.inn)).toContain(company?.inn);
      }
      // One connection in the key-lookup pool: its session holds the page's prepared statement.
      const [page] = await keyLookupsOf(own)<{ generic_plans: number; custom_plans: number }[]>`
        select generic_plans::int, custom_plans::int from pg_prepared_statements
        where statement like '%with hits as%' and statement not like '%pg_prepared_statements%'`;
      // Never planned for its values (the main pool's sessions count a custom plan per run).
      expect(page?.custom_plans).toBe(0);
      expect(page?.generic_plans).toBeGreaterThanOrEqual(1);
    } finally {
      await own.end();
    }
  });

  it('end with their pool', async () => {
    const own = createSql(inject('databaseUrl'), { max: 1 });
    await keyLookupsOf(own)`select 1`;
    await own.end();
    await expect(keyLookupsOf(own)`select 1`).rejects.toMatchObject({ code: 'CONNECTION_ENDED' });
  });
});
