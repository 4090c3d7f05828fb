import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureReferenceData, loadOkved, loadRegions } from '../reference/index.ts';
import { CompanyGenerator } from './companies.ts';
import { EntrepreneurGenerator } from './entrepreneurs.ts';
import { loadDemoDataset, type TDemoProgress, type TLoadDemoResult } from './load-demo.ts';

const MIGRATIONS = fileURLToPath(new URL('../../db/migrations', import.meta.url));
const SEED = 5;
const REFERENCE_DATE = '2026-11-01';

/**
 * Loads 2,000 companies and 1,000 sole traders into a database of its own on
 * the suite's server (embedded, or CI's PostgreSQL 15), created here and
 * dropped afterwards.
 */
describe('loadDemoDataset on PostgreSQL', () => {
  const adminUrl = inject('databaseUrl');
  const name = `sverka_demo_test_${process.pid}_${Date.now().toString(36)}`;
  let sql: postgres.Sql;
  let result: TLoadDemoResult;
  const phases = new Set<string>();

  beforeAll(async () => {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // A pool of two: the loader must also work when it cannot run all its COPY streams at once.
    sql = postgres(url.toString(), { max: 2, onnotice: () => undefined });
    await migrate(drizzle(sql), { migrationsFolder: MIGRATIONS });
    result = await loadDemoDataset(sql, {
      companies: 2_000,
      entrepreneurs: 1_000,
      seed: SEED,
      referenceDate: REFERENCE_DATE,
      onProgress: (p: TDemoProgress) => phases.add(p.phase),
    });
  });

  afterAll(async () => {
    await sql?.end();
    const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('loads the requested counts and reports them', async () => {
    expect(result).toMatchObject({ companies: 2_000, entrepreneurs: 1_000 });
    expect(result.directors).toBeGreaterThanOrEqual(2_000);
    const [counts] = await sql<{ companies: number; entrepreneurs: number; directors: number }[]>`
      select (select count(*) from companies)::int as companies,
             (select count(*) from entrepreneurs)::int as entrepreneurs,
             (select count(*) from company_directors)::int as directors`;
    expect(counts).toEqual({ companies: 2_000, entrepreneurs: 1_000, directors: result.directors });
    expect([...phases]).toEqual(expect.arrayContaining(['reference', 'companies', 'entrepreneurs']));
  });

  it('stores exactly what the generators produce for the seed', async () => {
    const expected = new CompanyGenerator({ seed: SEED, referenceDate: REFERENCE_DATE }).next();
    const [first] = await sql`
      select id::int, inn, ogrn, kpp, name_short, name_full, opf_code, opf_name, status_name, registration_date::text,
             ogrn_date::text, liquidation_date::text, share_capital::float8 as share_capital, legal_address, city,
             region_code, okved_code, okved_additional, source, as_of::text
      from companies order by id limit 1`;
    expect(first).toEqual({ id: 1, ...expected.company, source: 'demo', as_of: REFERENCE_DATE });
    const directors = await sql`
      select fio, inn, post, since_date::text, position from company_directors
      where company_id = ${first?.id} order by position`;
    expect(directors).toEqual(expected.directors);
    const trader = new EntrepreneurGenerator({ seed: SEED, referenceDate: REFERENCE_DATE }).next();
    const [ip] = await sql`select ogrnip, inn, last_name, kind_name from entrepreneurs order by id limit 1`;
    expect(ip).toEqual({
      ogrnip: trader.ogrnip,
      inn: trader.inn,
      last_name: trader.last_name,
      kind_name: trader.kind_name,
    });
  });

  it('fills the reference tables idempotently and records the dataset', async () => {
    await ensureReferenceData(sql);
    const [refs] = await sql<{ regions: number; okved: number }[]>`
      select (select count(*) from regions)::int as regions, (select count(*) from okved)::int as okved`;
    expect(refs).toEqual({ regions: loadRegions().length, okved: loadOkved().length });
    const [meta] = await sql<{ value: Record<string, unknown> }[]>`select value from app_meta where key = 'dataset'`;
    expect(meta?.value).toMatchObject({ kind: 'demo', seed: SEED, companies: 2_000, entrepreneurs: 1_000 });
    expect(Number.isNaN(Date.parse(String(meta?.value.loaded_at)))).toBe(false);
  });

  it('keeps every code joinable and moves the id sequence past the loaded rows', async () => {
    const [orphans] = await sql<{ okved: number; regions: number }[]>`
      select (select count(*) from companies c where not exists (select 1 from okved o where o.code = c.okved_code))::int
               as okved,
             (select count(*) from entrepreneurs e where not exists (select 1 from regions r where r.code = e.region_code))::int
               as regions`;
    expect(orphans).toEqual({ okved: 0, regions: 0 });
    const [next] = await sql<{ id: number }[]>`select nextval(pg_get_serial_sequence('companies', 'id'))::int as id`;
    expect(next?.id).toBe(2_001);
  });
});
