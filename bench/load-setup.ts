import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createSql, type TSql } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres, type TEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { createDiskStorage } from '../apps/server/src/lib/storage.ts';
import { loadDemoMarketplace } from '../apps/server/src/modules/demo/index.ts';
import { BENCH_SEED, ensureRegister } from './register.ts';
import { sampleQueries } from './search-queries.ts';

/**
 * The data of bench:load: the demo register in an embedded cluster under the
 * worktree's `.bench/` (the 1M one bench:search and bench:card build, or one
 * of its own per smaller size, so a quick run never replaces theirs), with the
 * demo marketplace for the catalogue, and what the traffic is drawn from.
 */

const REFERENCE_DATE = '2026-11-01';
/** Users who sign in during the runs; deleted and made again each run. */
export const USER_EMAIL_PATTERN = 'bench-load-%@bench.invalid';
const USER_PASSWORD = 'Bench-load-2024';

export type TLoadRegister = {
  url: string;
  sql: TSql;
  /** DATA_DIR of the servers: the catalogue's pictures are stored there. */
  dataDir: string;
  /** The cluster's folder, for the orphan guard. */
  clusterDir: string;
  close: () => Promise<void>;
};

export async function openLoadRegister(companies: number): Promise<TLoadRegister> {
  const clusterDir = path.resolve(companies === 1_000_000 ? '.bench/search' : `.bench/load-${companies}`);
  const dataDir = path.join(clusterDir, 'app');
  mkdirSync(dataDir, { recursive: true });
  const embedded: TEmbeddedPostgres = await startEmbeddedPostgres(clusterDir);
  const sql = createSql(embedded.url, { max: 4 });
  const close = async () => {
    await sql.end();
    await embedded.stop();
  };
  try {
    await ensureRegister(sql, companies);
    const [meta] = await sql`select 1 from app_meta where key = 'demo_marketplace'`;
    if (!meta) {
      const started = performance.now();
      const result = await loadDemoMarketplace(sql, {
        storage: createDiskStorage(path.join(dataDir, 'uploads')),
        seed: BENCH_SEED,
        referenceDate: REFERENCE_DATE,
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`Loaded the demo marketplace (${result.rows.products ?? 0} products) in ${seconds} s.`);
    }
    await sql`delete from users where email like ${USER_EMAIL_PATTERN}`;
  } catch (error) {
    await close();
    throw error;
  }
  return { url: embedded.url, sql, dataDir, clusterDir, close };
}

export type TTrafficSource = { searches: string[]; inns: string[]; cataloguePaths: string[] };

/** Queries of every kind bench:search times, random companies' ИНН, catalogue pages as buyers open them. */
export async function sampleTraffic(sql: TSql, subjects: number): Promise<TTrafficSource> {
  const searches = Object.values(await sampleQueries(sql, 30)).flat();
  const [range] = await sql<{ min: number; max: number }[]>`select min(id) as min, max(id) as max from companies`;
  if (!range) throw new Error('The register has no companies');
  const ids = Array.from(
    { length: subjects * 2 },
    () => range.min + Math.floor(Math.random() * (range.max - range.min + 1)),
  );
  const rows = await sql<{ inn: string }[]>`select inn from companies where id = any(${ids}::bigint[])`;
  const inns = rows.map((row) => row.inn).slice(0, subjects);
  const leaves = await sql<{ id: number }[]>`
    select distinct category_id::int as id from products where status = 'published' limit 50`;
  const orderings = ['', '&ordering=price-asc', '&ordering=newest'];
  const cataloguePaths = [
    ...Array.from({ length: 30 }, (_, i) => `/api/v1/products/?page=${1 + (i % 10)}${orderings[i % 3]}`),
    ...leaves.map((leaf) => `/api/v1/products/?category=${leaf.id}`),
    ...['кабель', 'перчатки', 'краска', 'бумага а4'].map((q) => `/api/v1/products/?search=${encodeURIComponent(q)}`),
  ];
  return { searches, inns, cataloguePaths };
}

/** The CSRF pair a browser gets from the server. */
export async function csrfPair(baseUrl: string): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${baseUrl}/auth/csrf/`);
  const token = /csrftoken=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('the server set no csrftoken cookie');
  return { cookie: token, token };
}

/** Registers `count` users through the API (as people would), for the sign-ins of the mix. */
export async function registerUsers(baseUrl: string, count: number): Promise<{ email: string; password: string }[]> {
  const csrf = await csrfPair(baseUrl);
  const run = randomUUID().slice(0, 8);
  const users = Array.from({ length: count }, (_, i) => ({
    email: `bench-load-${run}-${i}@bench.invalid`,
    password: USER_PASSWORD,
  }));
  for (const user of users) {
    const response = await fetch(`${baseUrl}/auth/users/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf.cookie}`, 'x-csrftoken': csrf.token },
      body: JSON.stringify({ full_name: 'Нагрузка Тестовая', ...user }),
    });
    if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  }
  return users;
}
