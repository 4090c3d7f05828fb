/**
 * `npm run bench:card [-- --companies 1000000] [--subjects 1000] [--seconds 10]`:
 * reuses (or builds once) the demo register that bench:search uses — the
 * database `sverka_bench_search` on DATABASE_URL's server, or an embedded
 * cluster under `.bench/search` — builds the web app into a scratch folder,
 * starts the real app on a port with that build, and for every endpoint a
 * company card calls (and the card page's HTML) runs 8 keep-alive clients
 * over random existing companies for `--seconds`, after one untimed pass over
 * them. A hello-world route added to the same app instance gives the ceiling
 * the endpoints are compared with. Prints markdown tables, then the web
 * build's initial download (gzip) and its largest lazy chunks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { defaultResponseCacheConfig } from '../apps/server/src/config.ts';
import type { TSql } from '../apps/server/src/db/client.ts';
import { wholeNumberOption } from './command-line.ts';
import { percentile, runLoad, type TLoadResult, warmUp } from './http-load.ts';
import { printTable } from './markdown-table.ts';
import { openRegister } from './register.ts';
import { buildWeb, measureWebBuild, type TAssetSize } from './web-build-sizes.ts';

const COMPANIES = wholeNumberOption('companies', 1_000_000);
const SUBJECTS = wholeNumberOption('subjects', 1000);
const SECONDS = wholeNumberOption('seconds', 10);
const CLIENTS = 8;
const GOAL_SHARE = 0.3;
const GOAL_P95_MS = 30;
const GOAL_INITIAL_JS_KB = 250;
/** Initial files smaller than this (gzip bytes) share one row of the size table. */
const SMALL_ASSET_BYTES = 2048;

type TSubject = { id: number; inn: string };

/** Every request the card page makes for a company, and the page's own HTML. */
const ENDPOINTS: [string, (s: TSubject) => string][] = [
  ['/api/v1/company/?query=', (s) => `/api/v1/company/?query=${s.inn}`],
  ['/api/v1/companies/{id}', (s) => `/api/v1/companies/${s.id}`],
  ['/api/v1/company-finances/', (s) => `/api/v1/company-finances/?query=${s.inn}`],
  ['/api/v1/legal-cases/', (s) => `/api/v1/legal-cases/?inn=${s.inn}`],
  ['/api/v1/contracts/', (s) => `/api/v1/contracts/?inn=${s.inn}`],
  ['/api/v1/inspection/', (s) => `/api/v1/inspection/?inn=${s.inn}`],
  ['/api/v1/history/', (s) => `/api/v1/history/?query=${s.inn}`],
  ['/api/v1/reliability/', (s) => `/api/v1/reliability/?query=${s.inn}`],
  ['/counter-parties/{inn} (HTML)', (s) => `/counter-parties/${s.inn}`],
];

/** Random existing companies: random ids in the id range, the ones that exist, shuffled by the draw. */
async function sampleSubjects(sql: TSql, count: number): Promise<TSubject[]> {
  const [range] = await sql<{ min: number; max: number }[]>`select min(id) as min, max(id) as max from companies`;
  if (!range) throw new Error('The register has no companies');
  const ids = Array.from(
    { length: count * 2 },
    () => range.min + Math.floor(Math.random() * (range.max - range.min + 1)),
  );
  const rows = await sql<TSubject[]>`select id, inn from companies where id = any(${ids}::bigint[])`;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const subjects = [...new Set(ids)].flatMap((id) => byId.get(id) ?? []).slice(0, count);
  if (subjects.length < count) throw new Error(`Only ${subjects.length} of ${count} companies found`);
  return subjects;
}

const ms = (value: number) => value.toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

type TPass = { results: [string, TLoadResult][]; hello: TLoadResult };

/** Loads every endpoint over the subjects (one untimed pass first), then the hello-world route; closes the app. */
async function measurePass(subjects: TSubject[], app: FastifyInstance): Promise<TPass> {
  app.get('/bench/hello', { schema: { hide: true } }, async () => 'hello world');
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const results: [string, TLoadResult][] = [];
  for (const [name, pathFor] of ENDPOINTS) {
    const failed = await warmUp(
      subjects.map((s) => `${address}${pathFor(s)}`),
      CLIENTS,
    );
    if (failed) console.warn(`${name}: ${failed} of ${subjects.length} warm-up requests did not answer 200`);
    const urlFor = (n: number) => `${address}${pathFor(subjects[n % subjects.length] as TSubject)}`;
    results.push([name, await runLoad({ urlFor, clients: CLIENTS, seconds: SECONDS })]);
  }
  await warmUp(
    Array.from({ length: 1000 }, () => `${address}/bench/hello`),
    CLIENTS,
  );
  const hello = await runLoad({ urlFor: () => `${address}/bench/hello`, clients: CLIENTS, seconds: SECONDS });
  await app.close();
  return { results, hello };
}

function printPass(title: string, { results, hello }: TPass): void {
  console.log(`\n${title}\n`);
  printTable(
    ['endpoint', 'requests', 'p50', 'p95', 'p99', 'requests/s', 'of hello world', `p95 ≤ ${GOAL_P95_MS} ms`, 'non-200'],
    results.map(([name, r]) => [
      name,
      String(r.latencies.length),
      ms(percentile(r.latencies, 0.5)),
      ms(percentile(r.latencies, 0.95)),
      ms(percentile(r.latencies, 0.99)),
      r.requestsPerSecond.toFixed(0),
      `${((r.requestsPerSecond / hello.requestsPerSecond) * 100).toFixed(1)} %${r.requestsPerSecond / hello.requestsPerSecond >= GOAL_SHARE ? '' : ' ✗'}`,
      percentile(r.latencies, 0.95) <= GOAL_P95_MS ? 'yes' : 'no',
      String(r.failures),
    ]),
  );
  console.log(
    `\nHello world on the same app: ${hello.requestsPerSecond.toFixed(0)} requests/s, p50 ${ms(percentile(hello.latencies, 0.5))} ms, ` +
      `p95 ${ms(percentile(hello.latencies, 0.95))} ms (goal: every endpoint ≥ ${GOAL_SHARE * 100} % of it).`,
  );
}

const webDist = mkdtempSync(path.join(tmpdir(), 'sverka-bench-card-web-'));
console.log(`Load average (1/5/15 min) at start: ${load()}`);
const register = await openRegister(COMPANIES);
const { sql } = register;
try {
  buildWeb(webDist);
  const web = measureWebBuild(webDist);
  const subjects = await sampleSubjects(sql, SUBJECTS);

  // The database path (every request runs its queries) and the configuration `npm start` runs, where
  // a reply of a card route stays in memory until the registry changes or its TTL ends.
  const uncached = await measurePass(
    subjects,
    await buildApp({ config: { env: 'production', logLevel: 'warn', webDist }, sql, jobs: false }),
  );
  const cacheConfig = defaultResponseCacheConfig();
  const cached = await measurePass(
    subjects,
    await buildApp({
      config: { env: 'production', logLevel: 'warn', webDist, responseCache: cacheConfig },
      sql,
      jobs: false,
    }),
  );

  printPass(
    `Database path (response cache off): card endpoints over ${SUBJECTS.toLocaleString('en-US')} random companies of ` +
      `${COMPANIES.toLocaleString('en-US')}, ${CLIENTS} keep-alive clients, ${SECONDS} s each, ms (clients and server share one process):`,
    uncached,
  );
  printPass(
    `As \`npm start\` serves them (response cache on, ${cacheConfig.ttlMs / 1000} s TTL, ${cacheConfig.maxBytes / 1024 / 1024} MB): ` +
      `the same ${SUBJECTS.toLocaleString('en-US')} companies viewed again after one pass, ms:`,
    cached,
  );

  const sizeRow = (asset: TAssetSize) => [asset.file, asset.kind, kb(asset.raw), kb(asset.gzip)];
  const total = (label: string, assets: TAssetSize[]) => [
    label,
    '',
    kb(assets.reduce((sum, asset) => sum + asset.raw, 0)),
    kb(assets.reduce((sum, asset) => sum + asset.gzip, 0)),
  ];
  const initialJs = web.initial.filter((asset) => asset.kind !== 'stylesheet');
  const jsGzip = initialJs.reduce((sum, asset) => sum + asset.gzip, 0);
  // Split builds preload dozens of tiny chunks; they are summed in one row so the table stays readable.
  const listed = web.initial.filter((asset) => asset.gzip >= SMALL_ASSET_BYTES);
  const small = web.initial.filter((asset) => asset.gzip < SMALL_ASSET_BYTES);
  console.log('\nWeb build, what the first page load fetches (KB, gzip level 9):\n');
  printTable(
    ['file', 'kind', 'raw KB', 'gzip KB'],
    [
      ...listed.map(sizeRow),
      ...(small.length ? [total(`${small.length} files under ${SMALL_ASSET_BYTES / 1024} KB gzip`, small)] : []),
      total('initial JS', initialJs),
      total(
        'initial CSS',
        web.initial.filter((asset) => asset.kind === 'stylesheet'),
      ),
    ],
  );
  console.log(
    `\nInitial JS: ${kb(jsGzip)} KB gzip (goal ≤ ${GOAL_INITIAL_JS_KB} KB: ${jsGzip / 1024 <= GOAL_INITIAL_JS_KB ? 'met' : 'missed'}).`,
  );
  console.log('\nLargest lazy chunks (loaded on demand):\n');
  printTable(['file', 'kind', 'raw KB', 'gzip KB'], web.lazy.slice(0, 8).map(sizeRow));
  console.log(`\nLoad average (1/5/15 min) at the end: ${load()}`);
} finally {
  await register.close();
  rmSync(webDist, { recursive: true, force: true });
}
