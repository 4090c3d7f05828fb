import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import type postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectPostgres } from '../../db/client.ts';
import { createDiskStorage, type TStorage } from '../../lib/storage.ts';
import { seedDemoEvents } from '../monitoring/index.ts';
import { ensureReferenceData, loadOkved, loadRegions } from '../reference/index.ts';
import { CompanyGenerator } from './companies.ts';
import { EntrepreneurGenerator } from './entrepreneurs.ts';
import { DEMO_LANES } from './lanes.ts';
import { clearDemoTables, loadDemoDataset, type TDemoProgress, type TLoadDemoResult } from './load-demo.ts';
import { DEMO_BUYER_EMAIL_DOMAIN, DEMO_PRODUCTS, loadDemoMarketplace, readDemoCategories } from './marketplace.ts';
import { generateDemoMarketplace } from './marketplace-generator.ts';
import { DEMO_TABLES } from './tables.ts';

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
  const uploads = mkdtempSync(path.join(tmpdir(), 'sverka-demo-uploads-'));
  const storage: TStorage = createDiskStorage(uploads);

  beforeAll(async () => {
    const admin = connectPostgres(adminUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // A pool of two: the loader must also work when it cannot run all its COPY streams at once.
    sql = connectPostgres(url.toString(), { max: 2, onnotice: () => undefined });
    await migrate(drizzle(sql), { migrationsFolder: MIGRATIONS });
    result = await loadDemoDataset(sql, {
      companies: 2_000,
      entrepreneurs: 1_000,
      seed: SEED,
      referenceDate: REFERENCE_DATE,
      onProgress: (p: TDemoProgress) => phases.add(p.phase),
      // Small, but through the worker threads a large load uses.
      threads: true,
      marketplace: { storage },
    });
  });

  afterAll(async () => {
    await sql?.end();
    const admin = connectPostgres(adminUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('hands its connections back to the pool with durable commits', async () => {
    const first = await sql.reserve();
    const second = await sql.reserve();
    try {
      const settings = await Promise.all(
        [first, second].map(async (connection) => (await connection`show synchronous_commit`)[0]?.synchronous_commit),
      );
      expect(settings).toEqual(['on', 'on']);
    } finally {
      first.release();
      second.release();
    }
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
    // Lane 0 makes the first company and the first sole trader.
    const lane = { index: 0, count: DEMO_LANES };
    const expected = new CompanyGenerator({ seed: SEED, referenceDate: REFERENCE_DATE, lane }).next();
    const [first] = await sql`
      select id::int, inn, ogrn, kpp, name_short, name_full, opf_code, opf_name, status_name, registration_date::text,
             ogrn_date::text, liquidation_date::text, share_capital::float8 as share_capital, legal_address, city,
             region_code, okved_code, okved_additional, source, as_of::text
      from companies order by id limit 1`;
    expect(first).toEqual({ id: 1, ...expected.company, source: 'demo', as_of: REFERENCE_DATE });
    const directors = await sql`
      select fio, inn, post, since_date::text, position from company_directors
      where company_id = ${first?.id} and ended_date is null order by position`;
    expect(directors).toEqual(expected.directors);
    const trader = new EntrepreneurGenerator({ seed: SEED, referenceDate: REFERENCE_DATE, lane }).next();
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

  it('fills every registry table and reports the counts it wrote', async () => {
    for (const table of Object.keys(DEMO_TABLES)) {
      const [row] = await sql<{ n: number }[]>`select count(*)::int as n from ${sql(table)}`;
      expect(row?.n, table).toBe(result.rows[table] ?? 0);
      if (!['sanctions_entries', 'unfair_suppliers', 'share_encumbrances'].includes(table))
        expect(row?.n, table).toBeGreaterThan(0);
    }
    // The derived registers depend on the sample size (a few mass addresses or persons at 2,000 companies):
    // here only their reported counts are checked against the tables.
    for (const table of ['mass_addresses', 'mass_persons', 'disqualified_persons']) {
      const [row] = await sql<{ n: number }[]>`select count(*)::int as n from ${sql(table)}`;
      expect(row?.n, table).toBe(result.rows[table]);
    }
  });

  it('writes the size rank the database would compute from the loaded facts', async () => {
    const fingerprint = (tx: postgres.Sql) => tx<{ companies: string; entrepreneurs: string; ranked: number }[]>`
      select (select md5(string_agg(size_rank::text, ',' order by id)) from companies) as companies,
             (select md5(string_agg(size_rank::text, ',' order by id)) from entrepreneurs) as entrepreneurs,
             (select count(*) from companies where size_rank > 0)::int as ranked`;
    const [loaded] = await fingerprint(sql);
    expect(loaded?.ranked).toBeGreaterThan(1_000);
    const rollback = new Error('rollback');
    await sql
      .begin(async (tx) => {
        await tx`select refresh_size_ranks(null)`;
        expect((await fingerprint(tx as unknown as postgres.Sql))[0]).toEqual(loaded);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
  });

  it('indexes every subject name for search, as the database derives it, with the current rank', async () => {
    const [row] = await sql<{ companies: number; entrepreneurs: number; words: number; stale: number }[]>`
      select
        (select count(*) from (
           select c.id, t.term, c.search_rank from companies c, unnest(company_name_terms_of(c.name_core, c.name_full)) t(term)
           except select company_id, term, search_rank from company_name_terms) s)::int as companies,
        (select count(*) from (
           select e.id, t.term, e.search_rank from entrepreneurs e, unnest(entrepreneur_name_terms_of(e.fio_folded)) t(term)
           except select entrepreneur_id, term, search_rank from entrepreneur_name_terms) s)::int as entrepreneurs,
        (select count(*) from company_name_words)::int as words,
        (select (select count(*) from company_name_terms) + (select count(*) from entrepreneur_name_terms)
           - (select count(*) from companies c, unnest(company_name_terms_of(c.name_core, c.name_full)))
           - (select count(*) from entrepreneurs e, unnest(entrepreneur_name_terms_of(e.fio_folded))))::int as stale`;
    expect(row).toMatchObject({ companies: 0, entrepreneurs: 0, stale: 0 });
    expect(row?.words).toBeGreaterThan(100);
    // The load switched the triggers that keep the index off; they must be on again for later writes.
    const [triggers] = await sql<{ on: number; off: number }[]>`
      select count(*) filter (where tgenabled <> 'D')::int as on, count(*) filter (where tgenabled = 'D')::int as off
      from pg_trigger where tgname like '%name_terms%'`;
    expect(triggers).toEqual({ on: 6, off: 0 });
  });

  it('recreates every index, key and foreign key of the migrations', async () => {
    const [row] = await sql<{ indexes: number; fks: number; pending: number }[]>`
      select (select count(*) from pg_indexes where indexname in
                ('company_name_terms_term_idx', 'company_founders_name_search_idx', 'financial_statements_inn_year_pk',
                 'registry_changes_dedupe_key', 'state_contracts_supplier_inns_idx', 'companies_ogrn_key'))::int as indexes,
             (select count(*) from pg_constraint where contype = 'f' and conname in
                ('company_directors_company_id_companies_id_fk', 'company_founders_company_id_companies_id_fk',
                 'share_encumbrances_founder_id_company_founders_id_fk',
                 'arbitration_participants_case_id_arbitration_cases_id_fk'))::int as fks,
             (select count(*) from app_meta where key = 'demo_deferred_indexes')::int as pending`;
    expect(row).toEqual({ indexes: 6, fks: 4, pending: 0 });
  });

  it('keeps cross-table invariants: balances, shares, founders, history and flags', async () => {
    const [bad] = await sql<Record<string, number>[]>`
      select
        (select count(*) from financial_statements
         where (lines->>'1600')::numeric is distinct from (lines->>'1700')::numeric)::int as balance,
        (select count(*) from (select company_id from company_founders where ended_date is null and kind <> 'state'
           group by company_id having sum(share_percent) <> 100) s)::int as shares,
        (select count(*) from (select f.company_id from company_founders f join companies c on c.id = f.company_id
           where f.ended_date is null group by f.company_id, c.share_capital having sum(f.share_nominal) <> c.share_capital) s)::int
          as nominals,
        (select count(*) from company_founders f where f.kind = 'ru_org'
           and not exists (select 1 from companies c where c.ogrn = f.ogrn and c.inn = f.inn))::int as corporate,
        (select count(*) from arbitration_participants p where p.inn is not null
           and not exists (select 1 from companies c where c.inn = p.inn))::int as parties,
        (select count(*) from registry_records r where not exists
           (select 1 from companies c where c.ogrn = r.subject_ogrn union all select 1 from entrepreneurs e where e.ogrnip = r.subject_ogrn))::int
          as records,
        (select count(*) from company_directors d where d.grn is not null and not exists
           (select 1 from registry_records r join companies c on c.ogrn = r.subject_ogrn where c.id = d.company_id and r.grn = d.grn))::int
          as director_grns,
        (select count(*) from financial_statements f join companies c on c.inn = f.inn
           where c.liquidation_date is not null and f.year >= extract(year from c.liquidation_date))::int as late_statements,
        (select count(*) from companies c where c.status_name <> 'Действует' and c.liquidation_date is null
           and c.status_name <> 'В стадии ликвидации')::int as statuses,
        (select count(*) from company_directors d where d.disqualified_from is not null
           and not exists (select 1 from disqualified_persons p where p.fio = d.fio))::int as disqualified`;
    expect(bad).toEqual({
      balance: 0,
      shares: 0,
      nominals: 0,
      corporate: 0,
      parties: 0,
      records: 0,
      director_grns: 0,
      late_statements: 0,
      statuses: 0,
      disqualified: 0,
    });
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

  it('turns its changes of the year before its date into change events, once', async () => {
    const from = '2025-11-01';
    const kinds = await sql<{ kind: string; n: number; first: string; last: string; sources: string[] }[]>`
      select kind, count(*)::int as n, min(occurred_on)::text as first, max(occurred_on)::text as last,
        array_agg(distinct source) as sources
      from subject_events group by kind order by kind`;
    const total = kinds.reduce((sum, k) => sum + k.n, 0);
    expect(result.rows.subject_events).toBe(total);
    expect(kinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining(['arbitration', 'director', 'enforcement', 'founders', 'license', 'status']),
    );
    for (const k of kinds) {
      expect(k.first > from && k.last <= REFERENCE_DATE, k.kind).toBe(true);
      expect(k.sources, k.kind).toEqual(['demo']);
    }
    // Every registry change of the window is one event.
    const [changes] = await sql<{ n: number }[]>`
      select count(*)::int as n from registry_changes
      where change_date > ${from} and change_date <= ${REFERENCE_DATE} and field <> 'kpp'`;
    const registry = kinds
      .filter((k) => ['name', 'status', 'address', 'director', 'founders', 'capital', 'okved'].includes(k.kind))
      .reduce((sum, k) => sum + k.n, 0);
    expect(registry).toBe(changes?.n);
    expect(await seedDemoEvents(sql, REFERENCE_DATE)).toBe(total);
    const [again] = await sql<{ n: number }[]>`select count(*)::int as n from subject_events`;
    expect(again?.n).toBe(total);
  });

  describe('marketplace', () => {
    /** Published products, with what the catalogue needs to show them. */
    const fingerprint = async () => {
      const [row] = await sql<{ md5: string; n: number }[]>`
        select md5(string_agg(concat_ws('|', p.id, s.company_id, s.entrepreneur_id, p.category_id, p.name, p.price,
                 p.sale_price, p.vat_rate, p.status, p.likes_count, p.rating,
                 (select string_agg(i.key, ',' order by i.position) from product_images i where i.product_id = p.id)),
               ';' order by p.id)) as md5,
               count(*)::int as n
        from products p join sellers s on s.id = p.seller_id`;
      return row;
    };
    /** The demo orders: who bought what from whom, for how much, and how each one moved. */
    const orderFingerprint = async () => {
      const [row] = await sql<{ md5: string; n: number }[]>`
        select md5(string_agg(concat_ws('|', o.id, o.buyer_id, o.seller_id, o.status, o.paid, o.total_kopecks, o.address,
                 o.created_at, (select string_agg(concat_ws(':', i.product_id, i.quantity, i.review_id), ',' order by i.id)
                                from order_items i where i.order_id = o.id),
                 (select string_agg(concat_ws(':', e.event, e.to_status, e.created_at), ',' order by e.id)
                  from order_events e where e.order_id = o.id)), ';' order by o.id)) as md5,
               count(*)::int as n
        from orders o`;
      return row;
    };
    let loaded: Awaited<ReturnType<typeof fingerprint>>;
    let loadedOrders: Awaited<ReturnType<typeof orderFingerprint>>;
    beforeAll(async () => {
      loaded = await fingerprint();
      loadedOrders = await orderFingerprint();
    });

    it('sells a fixed few thousand products of a few hundred demo companies and sole traders', async () => {
      const [counts] = await sql<Record<string, number>[]>`
        select (select count(*) from products)::int as products,
               (select count(*) from sellers where company_id is not null)::int as companies,
               (select count(*) from sellers where entrepreneur_id is not null)::int as entrepreneurs,
               (select count(*) from products where status = 'published')::int as published,
               (select count(*) from products where status = 'moderation' and published_at is null)::int as moderation,
               (select count(*) from products where status = 'rejected' and length(reject_reason) > 10)::int as rejected`;
      expect(counts?.products).toBe(DEMO_PRODUCTS);
      expect(result.rows.products).toBe(DEMO_PRODUCTS);
      expect(counts?.companies).toBeGreaterThanOrEqual(200);
      expect(counts?.entrepreneurs).toBeGreaterThanOrEqual(50);
      expect(counts?.moderation).toBeGreaterThanOrEqual(10);
      expect(counts?.rejected).toBeGreaterThanOrEqual(2);
      expect(counts?.published).toBe(DEMO_PRODUCTS - (counts?.moderation ?? 0) - (counts?.rejected ?? 0));
      expect([...phases]).toContain('marketplace');
    });

    it('refers only to existing sellers, subjects and leaf categories, and spreads over the tree and the regions', async () => {
      const [row] = await sql<Record<string, number>[]>`
        select
          (select count(*) from products p where not exists (select 1 from sellers s where s.id = p.seller_id))::int
            as orphan_sellers,
          (select count(*) from sellers s where not exists (select 1 from companies c where c.id = s.company_id)
             and not exists (select 1 from entrepreneurs e where e.id = s.entrepreneur_id))::int as orphan_subjects,
          (select count(*) from sellers s join companies c on c.id = s.company_id where c.inn <> s.inn)::int as wrong_inn,
          (select count(*) from products p join product_categories c on c.id = p.category_id
             where c.parent_id is null)::int as root_categories,
          (select count(*) from products p where not exists
             (select 1 from product_categories c where c.id = p.category_id))::int as orphan_categories,
          (select count(distinct category_id) from products where status = 'published')::int as categories,
          (select count(*) from product_categories where parent_id is not null)::int as leaves,
          (select count(distinct coalesce(c.region_code, e.region_code)) from products p join sellers s on s.id = p.seller_id
             left join companies c on c.id = s.company_id left join entrepreneurs e on e.id = s.entrepreneur_id
             where p.status = 'published')::int as regions`;
      expect(row).toMatchObject({
        orphan_sellers: 0,
        orphan_subjects: 0,
        wrong_inn: 0,
        root_categories: 0,
        orphan_categories: 0,
      });
      // Every leaf of the tree has goods: the catalogue knows every category by its name.
      expect(row?.categories).toBe(row?.leaves);
      expect((await readDemoCategories(sql)).length).toBe(row?.leaves);
      expect(row?.regions).toBeGreaterThanOrEqual(10);
    });

    it('prices sensibly: sale prices below the price for some, VAT of 20, 10 or none', async () => {
      const [row] = await sql<Record<string, number>[]>`
        select (select count(*) from products where sale_price is not null)::int as on_sale,
               (select count(*) from products where sale_price >= price or price <= 0)::int as bad_prices,
               (select count(*) from products where effective_price <> coalesce(sale_price, price))::int as bad_effective,
               (select count(*) from products where vat_rate is not null and vat_rate not in (10, 20))::int as bad_vat,
               (select count(distinct coalesce(vat_rate, 0)) from products)::int as vat_kinds,
               (select count(*) from products where jsonb_array_length(specifications) < 2)::int as few_specs,
               (select count(*) from products where length(description) < 60)::int as short_descriptions`;
      expect(row).toMatchObject({ bad_prices: 0, bad_effective: 0, bad_vat: 0, few_specs: 0, short_descriptions: 0 });
      expect(row?.on_sale).toBeGreaterThan(DEMO_PRODUCTS / 10);
      expect(row?.vat_kinds).toBe(3);
    });

    it('gives every product one to four pictures that the storage holds, as WebP 1600×1200 with a 400 px thumbnail', async () => {
      const [counts] = await sql<{ without: number; too_many: number }[]>`
        select (select count(*) from products p where not exists
                  (select 1 from product_images i where i.product_id = p.id and i.position = 0))::int as without,
               (select count(*) from (select product_id from product_images group by product_id
                  having count(*) > 4) s)::int as too_many`;
      expect(counts).toEqual({ without: 0, too_many: 0 });
      const keys = await sql<{ key: string; thumb_key: string }[]>`
        select distinct key, thumb_key from product_images order by key`;
      expect(keys.length).toBeGreaterThan(50);
      for (const { key, thumb_key } of keys) {
        // Named like uploaded pictures, as the media route serves them.
        expect(key).toMatch(/^products\/[0-9a-f-]{36}\.webp$/);
        expect(thumb_key).toBe(key.replace(/\.webp$/, '-thumb.webp'));
        expect(await storage.get(key), key).toBeDefined();
        expect(await storage.get(thumb_key), thumb_key).toBeDefined();
      }
      const first = keys[0] as { key: string; thumb_key: string };
      expect(await sharp(await storage.get(first.key)).metadata()).toMatchObject({
        format: 'webp',
        width: 1600,
        height: 1200,
      });
      expect(await sharp(await storage.get(first.thumb_key)).metadata()).toMatchObject({ format: 'webp', width: 400 });
    });

    it('keeps the counters on the row equal to the favorites and reviews of the demo buyers', async () => {
      const [row] = await sql<Record<string, number>[]>`
        select
          (select count(*) from products p where p.likes_count <>
             (select count(*) from product_favorites f where f.product_id = p.id))::int as likes,
          (select count(*) from products p where p.reviews_count <>
             (select count(*) from product_comments c where c.product_id = p.id and c.stars is not null))::int as reviews,
          (select count(*) from products p where p.rating is distinct from
             (select round(avg(stars), 2) from product_comments c where c.product_id = p.id))::int as ratings,
          (select count(*) from product_favorites)::int as favorites,
          (select count(*) from product_comments)::int as comments,
          (select count(*) from products where status <> 'published' and (likes_count > 0 or reviews_count > 0))::int
            as hidden_activity,
          (select count(*) from users where email like ${`%@${DEMO_BUYER_EMAIL_DOMAIN}`})::int as buyers`;
      expect(row).toMatchObject({ likes: 0, reviews: 0, ratings: 0, hidden_activity: 0 });
      expect(row?.favorites).toBeGreaterThan(1_000);
      expect(row?.comments).toBeGreaterThan(300);
      expect(row?.buyers).toBeGreaterThan(10);
    });

    it('backs every demo review with a completed order of its buyer, and rates from those reviews only', async () => {
      const [row] = await sql<Record<string, number>[]>`
        select
          (select count(*) from product_comments c where c.stars is not null and not exists (
             select 1 from order_items i join orders o on o.id = i.order_id
             where i.review_id = c.id and i.product_id = c.product_id and o.buyer_id = c.user_id
               and o.status = 'completed' and o.status_changed_at < c.created_at))::int as unbacked,
          (select count(*) from products p where p.rating is distinct from
             (select round(avg(c.stars), 2) from product_comments c join order_items i on i.review_id = c.id
              join orders o on o.id = i.order_id and o.status = 'completed' where c.product_id = p.id))::int as ratings,
          (select count(*) from orders o where o.status = 'completed' and
             (select string_agg(e.to_status, ',' order by e.id) from order_events e where e.order_id = o.id)
               <> 'paid,pending,in_progress,completed')::int as bad_paths,
          (select count(*) from order_events e join orders o on o.id = e.order_id
             where e.created_at <= o.created_at or exists (select 1 from order_events l
               where l.order_id = e.order_id and l.id < e.id and l.created_at >= e.created_at))::int as bad_times,
          (select count(*) from orders o where o.total_kopecks <>
             (select sum(i.price_kopecks * i.quantity) from order_items i where i.order_id = o.id))::int as bad_totals,
          (select count(*) from order_items i join products p on p.id = i.product_id
             where i.price_kopecks <> p.effective_price * 100 or i.name <> p.name)::int as bad_snapshots,
          (select count(*) from orders o where o.paid and not exists (select 1 from checkouts c
             join checkout_orders co on co.checkout_id = c.id and co.order_id = o.id
             join sandbox_payments sp on sp.id = c.provider_payment_id::uuid and sp.status = 'succeeded'
             where c.id = o.checkout_id and c.status = 'paid' and c.provider = 'sandbox'))::int as unpaid,
          (select count(*) from orders where postal_code !~ '^[0-9]{6}$' or phone_number !~ '^7[0-9]{10}$'
             or address not like '%г. %')::int as bad_contacts,
          (select count(distinct status) from orders)::int as statuses,
          (select count(distinct seller_id) from orders where status <> 'completed')::int as busy_sellers`;
      expect(row).toMatchObject({
        unbacked: 0,
        ratings: 0,
        bad_paths: 0,
        bad_times: 0,
        bad_totals: 0,
        bad_snapshots: 0,
        unpaid: 0,
        bad_contacts: 0,
        statuses: 6,
      });
      expect(row?.busy_sellers).toBeGreaterThan(100);
      expect(result.rows.orders).toBe(loadedOrders?.n);
    });

    it('tags products and finds them by Russian words in the name, tags or description', async () => {
      const [row] = await sql<Record<string, number>[]>`
        select (select count(*) from products p where p.search_extra is distinct from
                  (select string_agg(t.name, ' ') from product_tag_links l join product_tags t on t.id = l.tag_id
                   where l.product_id = p.id))::int as untagged,
               (select count(*) from products where status = 'published'
                  and search_vector @@ plainto_tsquery('russian', 'кабель'))::int as cables,
               (select count(*) from products where status = 'published'
                  and search_vector @@ plainto_tsquery('russian', 'перчатки нитриловые'))::int as gloves`;
      // Tag names of a product are its search_extra (in any order): only the counts are compared here.
      expect(row?.cables).toBeGreaterThan(10);
      expect(row?.gloves).toBeGreaterThan(0);
      const [links] = await sql<{ n: number; bad: number }[]>`
        select count(*)::int as n,
               count(*) filter (where position(lower(t.name) in lower(p.search_extra)) = 0)::int as bad
        from product_tag_links l join product_tags t on t.id = l.tag_id join products p on p.id = l.product_id`;
      expect(links?.n).toBeGreaterThan(DEMO_PRODUCTS);
      expect(links?.bad).toBe(0);
    });

    it('stores exactly what the generator makes for the seed', async () => {
      const categories = await readDemoCategories(sql);
      const sellers = await sql<{ id: number; soleTrader: boolean }[]>`
        select id::int, entrepreneur_id is not null as "soleTrader" from sellers order by company_id nulls last, entrepreneur_id`;
      const buyers = (
        await sql<{ id: number }[]>`
        select id::int from users where email like ${`%@${DEMO_BUYER_EMAIL_DOMAIN}`} order by email`
      ).map((u) => u.id);
      const [first] = await sql<{ id: number }[]>`select min(id)::int as id from products`;
      const expected = generateDemoMarketplace({
        seed: SEED,
        referenceDate: REFERENCE_DATE,
        count: DEMO_PRODUCTS,
        firstId: first?.id ?? 1,
        categories,
        sellers,
        buyers,
      });
      const stored = await sql`
        select id::int, seller_id::int, category_id::int, name, price::float8 as price, sale_price::float8 as sale_price,
               status, likes_count, rating::float8 as rating
        from products order by id limit 50`;
      expect(stored).toEqual(
        expected.products.slice(0, 50).map((p) => ({
          id: p.id,
          seller_id: p.sellerId,
          category_id: p.categoryId,
          name: p.name,
          price: p.price,
          sale_price: p.salePrice,
          status: p.status,
          likes_count: p.likesCount,
          rating: p.rating,
        })),
      );
    });

    it('loads the same catalogue again, replacing its own goods, without drawing the pictures twice', async () => {
      const schema = () => sql<{ n: number; pending: number }[]>`
        select (select count(*) from pg_indexes where tablename like 'product%')::int
                 + (select count(*) from pg_constraint where conrelid::regclass::text like 'product%')::int as n,
               (select count(*) from app_meta where key = 'demo_deferred_indexes')::int as pending`;
      const [before] = await schema();
      const again = await loadDemoMarketplace(sql, { storage, seed: SEED, referenceDate: REFERENCE_DATE });
      expect(again.picturesDrawn).toBe(0);
      expect(await fingerprint()).toEqual(loaded);
      expect(await orderFingerprint()).toEqual(loadedOrders);
      expect(loadedOrders?.n).toBeGreaterThan(500);
      // The load drops the catalogue's indexes and keys and builds them again afterwards.
      expect((await schema())[0]).toEqual(before);
      expect(before?.n).toBeGreaterThan(20);
      expect(before?.pending).toBe(0);
    });

    it('is removed with the demo register', async () => {
      await clearDemoTables(sql);
      const [row] = await sql<Record<string, number>[]>`
        select (select count(*) from sellers)::int as sellers, (select count(*) from products)::int as products,
               (select count(*) from users where email like ${`%@${DEMO_BUYER_EMAIL_DOMAIN}`})::int as buyers,
               (select count(*) from orders)::int + (select count(*) from checkouts)::int
                 + (select count(*) from sandbox_payments)::int as orders`;
      expect(row).toEqual({ sellers: 0, products: 0, buyers: 0, orders: 0 });
    });
  });
});
