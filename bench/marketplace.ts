/**
 * `npm run bench:marketplace [-- --products 100000] [--requests 300] [--seconds 5] [--companies 20000]`:
 * builds (once) or reuses a demo register with a demo marketplace of that many
 * products — generated and loaded with COPY by the demo loader, not through
 * the API — in the database `sverka_bench_marketplace` on DATABASE_URL's
 * server, or an embedded cluster under `.bench/marketplace`. Then, per case
 * (catalogue pages in each ordering, with a category, text search with and
 * without typos, the product page; price ranges nobody asked for before, so
 * the facets are computed, not cached), it makes one untimed pass over the case's
 * URLs, times `--requests` requests one after another (p50/p95/p99), and
 * measures requests/s with 8 keep-alive clients for `--seconds`. Prints one
 * table with the goals: catalogue and search p95 ≤ 50 ms, product page ≤ 30 ms.
 */
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { createSql, type TSql } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres, type TEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { createProgressPrinter } from '../apps/server/src/lib/progress.ts';
import { createDiskStorage } from '../apps/server/src/lib/storage.ts';
import { clearDemoTables, loadDemoDataset, loadDemoMarketplace } from '../apps/server/src/modules/demo/index.ts';
import { wholeNumberOption } from './command-line.ts';
import { percentile, runLoad, warmUp } from './http-load.ts';
import { printTable } from './markdown-table.ts';
import { BENCH_SEED } from './register.ts';

const PRODUCTS = wholeNumberOption('products', 100_000);
const REQUESTS = wholeNumberOption('requests', 300);
const SECONDS = wholeNumberOption('seconds', 5);
/** The register under the catalogue: sellers are a few hundred of its subjects whatever its size. */
const COMPANIES = wholeNumberOption('companies', 20_000);
const CLIENTS = 8;
/** Catalogue pages drawn from the first this many (24 products a page). */
const DEEPEST_PAGE = 40;
const BENCH_DIR = path.resolve('.bench/marketplace');
const REFERENCE_DATE = '2026-11-01';

/** Words buyers type: names, grades, tags, and the same with typos the search should forgive. */
const SEARCHES = [
  'кабель ввг',
  'перчатки нитриловые',
  'цемент м500',
  'краска фасадная',
  'светильник светодиодный',
  'бумага а4',
  'шина зимняя',
  'насос циркуляционный',
  'ноутбук',
  'молоко',
  'поддон деревянный',
  'гофрокороб',
];
/** Words in the tags or descriptions of a large share of the catalogue (about 40 % each). */
const BROAD_SEARCHES = ['доставка', 'опт', 'в наличии'];
const TYPO_SEARCHES = [
  'перчатки нитрловые',
  'кабел ввгнг',
  'светильник светодиодныи',
  'цемент м 500',
  'гофрокороп',
  'арматура а500с 12мм',
];

type TCase = { name: string; goalMs: number; paths: string[] };

async function openDatabase(): Promise<{ sql: TSql; close: () => Promise<void> }> {
  let embedded: TEmbeddedPostgres | undefined;
  let url: string;
  if (process.env.DATABASE_URL) {
    const admin = createSql(process.env.DATABASE_URL, { max: 1 });
    const [exists] = await admin`select 1 from pg_database where datname = 'sverka_bench_marketplace'`;
    if (!exists) await admin.unsafe('create database sverka_bench_marketplace');
    await admin.end();
    const target = new URL(process.env.DATABASE_URL);
    target.pathname = '/sverka_bench_marketplace';
    url = target.toString();
  } else {
    mkdirSync(path.join(BENCH_DIR, 'db'), { recursive: true });
    embedded = await startEmbeddedPostgres(path.join(BENCH_DIR, 'db'));
    url = embedded.url;
  }
  const sql = createSql(url, { max: 10 });
  return {
    sql,
    close: async () => {
      await sql.end();
      await embedded?.stop();
    },
  };
}

/** Loads the register and the catalogue unless ones of this size and seed are there. */
async function ensureCatalogue(sql: TSql): Promise<void> {
  await migrateDatabase(sql);
  const storage = createDiskStorage(path.join(BENCH_DIR, 'uploads'));
  const [meta] = await sql<
    { dataset: { kind: string; seed: number; companies: number } | null; products: number | null }[]
  >`
    select (select value from app_meta where key = 'dataset') as dataset,
           (select (value->>'products')::int from app_meta where key = 'demo_marketplace') as products`;
  const dataset = meta?.dataset;
  if (dataset?.kind !== 'demo' || dataset.seed !== BENCH_SEED || dataset.companies !== COMPANIES) {
    await clearDemoTables(sql);
    const result = await loadDemoDataset(sql, {
      companies: COMPANIES,
      entrepreneurs: Math.round(COMPANIES / 2),
      seed: BENCH_SEED,
      marketplace: { storage, products: PRODUCTS },
      onProgress: createProgressPrinter('Demo data'),
    });
    console.log(
      `Loaded the register and ${PRODUCTS.toLocaleString('en-US')} products in ${(result.ms / 1000).toFixed(0)} s.`,
    );
  } else if (meta?.products !== PRODUCTS) {
    const started = performance.now();
    await loadDemoMarketplace(sql, { storage, seed: BENCH_SEED, referenceDate: REFERENCE_DATE, products: PRODUCTS });
    console.log(
      `Loaded ${PRODUCTS.toLocaleString('en-US')} products in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );
  } else {
    console.log(`Reusing the catalogue of ${PRODUCTS.toLocaleString('en-US')} products.`);
  }
  await sql`vacuum analyze products, product_images, product_tag_links, product_favorites, product_comments`;
}

/** `count` draws of `from`, cycling through a shuffled copy so every item comes up evenly. */
function spread<T>(from: readonly T[], count: number): T[] {
  const shuffled = from.slice().sort(() => Math.random() - 0.5);
  return Array.from({ length: count }, (_, i) => shuffled[i % shuffled.length] as T);
}

const page = () => 1 + Math.floor(Math.random() * DEEPEST_PAGE);

/** Each search with the root category most of its matches are in, as a buyer narrowing a search would pick. */
async function searchesWithCategories(sql: TSql): Promise<[string, number][]> {
  const pairs: [string, number][] = [];
  for (const q of SEARCHES) {
    const [row] = await sql<{ root: number }[]>`
      select c.parent_id::int as root from products p join product_categories c on c.id = p.category_id
      where p.status = 'published' and p.search_vector @@ plainto_tsquery('russian', ${q})
      group by c.parent_id order by count(*) desc limit 1`;
    if (row) pairs.push([q, row.root]);
  }
  return pairs;
}

async function buildCases(sql: TSql): Promise<TCase[]> {
  const leaves = await sql<{ id: number; n: number }[]>`
    select category_id::int as id, count(*)::int as n from products where status = 'published'
    group by category_id order by n desc`;
  const roots = await sql<{ id: number }[]>`select id::int from product_categories where parent_id is null`;
  const products = await sql<{ id: number }[]>`
    select id::int from products where status = 'published' order by random() limit ${Math.max(REQUESTS, 1000)}`;
  const catalogue = (query: () => string) => Array.from({ length: REQUESTS }, () => `/api/v1/products/?${query()}`);
  const leafPage = (leaf: { id: number; n: number }) => 1 + Math.floor(Math.random() * Math.min(10, leaf.n / 24));
  return [
    { name: 'catalogue, popularity (default)', goalMs: 50, paths: catalogue(() => `page=${page()}`) },
    { name: 'catalogue, price ascending', goalMs: 50, paths: catalogue(() => `page=${page()}&ordering=price-asc`) },
    { name: 'catalogue, price descending', goalMs: 50, paths: catalogue(() => `page=${page()}&ordering=price-desc`) },
    { name: 'catalogue, newest', goalMs: 50, paths: catalogue(() => `page=${page()}&ordering=newest`) },
    {
      name: 'catalogue, leaf category',
      goalMs: 50,
      paths: spread(leaves, REQUESTS).map((leaf) => `/api/v1/products/?category=${leaf.id}&page=${leafPage(leaf)}`),
    },
    {
      name: 'catalogue, root category, by price',
      goalMs: 50,
      paths: spread(roots, REQUESTS).map(
        (root) => `/api/v1/products/?category=${root.id}&ordering=price-asc&page=${1 + Math.floor(Math.random() * 10)}`,
      ),
    },
    {
      // Every price range is new, so the server cannot answer the facets from its cache.
      name: 'catalogue, random price range',
      goalMs: 50,
      paths: catalogue(() => {
        const min = 100 + Math.floor(Math.random() * 5_000);
        return `price_min=${min}&price_max=${min * (2 + Math.floor(Math.random() * 20))}`;
      }),
    },
    {
      name: 'search',
      goalMs: 50,
      paths: spread(SEARCHES, REQUESTS).map((q) => `/api/v1/products/?search=${encodeURIComponent(q)}`),
    },
    {
      name: 'search, a broad word',
      goalMs: 50,
      paths: spread(BROAD_SEARCHES, REQUESTS).map((q) => `/api/v1/products/?search=${encodeURIComponent(q)}`),
    },
    {
      name: 'search with a typo',
      goalMs: 50,
      paths: spread(TYPO_SEARCHES, REQUESTS).map((q) => `/api/v1/products/?search=${encodeURIComponent(q)}`),
    },
    {
      name: 'search, random price range',
      goalMs: 50,
      paths: spread([...SEARCHES, ...TYPO_SEARCHES], REQUESTS).map(
        (q) =>
          `/api/v1/products/?search=${encodeURIComponent(q)}&price_min=${Math.floor(Math.random() * 100_000) / 100}`,
      ),
    },
    {
      name: 'search in its category, by price',
      goalMs: 50,
      paths: spread(await searchesWithCategories(sql), REQUESTS).map(
        ([q, root]) => `/api/v1/products/?search=${encodeURIComponent(q)}&category=${root}&ordering=price-asc`,
      ),
    },
    {
      name: 'product page',
      goalMs: 30,
      paths: spread(products, REQUESTS).map((p) => `/api/v1/products/${p.id}/`),
    },
  ];
}

/** Times each request alone, one after another; rejects on any answer but 200. */
async function timeOneByOne(urls: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const ms = (value: number) => value.toFixed(1);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

console.log(`Load average (1/5/15 min) at start: ${load()}`);
const database = await openDatabase();
const { sql } = database;
try {
  await ensureCatalogue(sql);
  const [counts] = await sql<{ published: number; sellers: number }[]>`
    select count(*) filter (where status = 'published')::int as published, count(distinct seller_id)::int as sellers
    from products`;
  const cases = await buildCases(sql);
  const app = await buildApp({ config: { env: 'production', logLevel: 'warn', webDist: undefined }, sql, jobs: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const rows: string[][] = [];
  for (const benchCase of cases) {
    const urls = benchCase.paths.map((p) => `${address}${p}`);
    const failed = await warmUp(urls, CLIENTS);
    if (failed) throw new Error(`${benchCase.name}: ${failed} of ${urls.length} warm-up requests did not answer 200`);
    const times = await timeOneByOne(urls);
    const throughput = await runLoad({
      urlFor: (n) => urls[n % urls.length] as string,
      clients: CLIENTS,
      seconds: SECONDS,
    });
    const p95 = percentile(times, 0.95);
    rows.push([
      benchCase.name,
      String(times.length),
      ms(percentile(times, 0.5)),
      ms(p95),
      ms(percentile(times, 0.99)),
      throughput.requestsPerSecond.toFixed(0),
      `≤ ${benchCase.goalMs}`,
      p95 <= benchCase.goalMs ? 'yes' : 'no',
      String(throughput.failures),
    ]);
    console.log(`${benchCase.name}: p95 ${ms(p95)} ms`);
  }
  await app.close();
  console.log(
    `\nMarketplace API over ${PRODUCTS.toLocaleString('en-US')} products (${counts?.published.toLocaleString('en-US')} published) ` +
      `of ${counts?.sellers} sellers: latency of requests one at a time after a warm-up pass, ms; requests/s with ` +
      `${CLIENTS} keep-alive clients for ${SECONDS} s (clients and server share one process):\n`,
  );
  printTable(['case', 'requests', 'p50', 'p95', 'p99', 'requests/s', 'goal p95', 'met', 'non-200'], rows);
  console.log(`\nLoad average (1/5/15 min) at the end: ${load()}`);
} finally {
  await database.close();
}
