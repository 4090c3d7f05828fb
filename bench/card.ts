/**
 * `npm run bench:card [-- --companies 1000000] [--subjects 1000] [--seconds 10] [--same-process]
 *   [--only company,finances] [--skip-cache] [--skip-queries] [--web-dist <dir>] [--accept-encoding "gzip, br"]`:
 * reuses (or builds once) the demo register that bench:search uses — the
 * database `sverka_bench_search` on DATABASE_URL's server, or an embedded
 * cluster under `.bench/search` — builds the web app into a scratch folder
 * (or serves `--web-dist` as it is), starts the real app with that build in a
 * child process of its own (card-server.ts; `--same-process` starts it in this
 * one, as the benchmark did before), and for every endpoint a company card
 * calls (the card page's HTML, and the sole trader's card) first reads each of
 * `--subjects` random subjects once, timed («first read»: nothing kept for it
 * yet, unless an earlier run or pass read it), then runs 8 keep-alive clients
 * over them for `--seconds`, in five slices. A hello-world route on the same
 * app, measured in a slice as long after each of the endpoint's, gives the
 * ceiling it is compared with.
 * Beside requests per second, which swing with whatever else the machine runs,
 * it prints the CPU time per request of the server process and of its
 * database sessions, which hardly do. Three passes: the endpoints running their
 * queries on every request (card documents and the response cache off), from
 * card documents (response cache off: the database path), and as `npm start`
 * serves them (both on). Each pass starts with no card document kept, so its
 * first reads build them. `--only` keeps the endpoints whose name contains one
 * of the words; `--skip-queries` and `--skip-cache` leave out the first and the
 * last pass. `--accept-encoding` sends that header with every timed request, as browsers do (none by default:
 * the hello-world reply is too short to compress, the endpoints' are not).
 * Prints markdown tables, then the web build's initial download (gzip) and its
 * largest lazy chunks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { defaultResponseCacheConfig } from '../apps/server/src/config.ts';
import type { TSql } from '../apps/server/src/db/client.ts';
import {
  BENCH_SERVER_APPLICATION,
  DOCUMENT_STATS_PATH,
  HELLO_PATH,
  startServerHere,
  startServerProcess,
  type TBenchKeeping,
  type TBenchServer,
} from './card-server.ts';
import { hasFlag, wholeNumberOption } from './command-line.ts';
import { firstPass, percentile, runLoad, type TLoadResult } from './http-load.ts';
import { printTable } from './markdown-table.ts';
import { cpuBetween, readCpu } from './process-cpu.ts';
import { openRegister } from './register.ts';
import { buildWeb, GOAL_INITIAL_JS_KB, measureWebBuild, type TAssetSize } from './web-build-sizes.ts';

const COMPANIES = wholeNumberOption('companies', 1_000_000);
const SUBJECTS = wholeNumberOption('subjects', 1000);
const SECONDS = wholeNumberOption('seconds', 10);
const SAME_PROCESS = hasFlag('same-process');
const SKIP_CACHE = hasFlag('skip-cache');
const SKIP_QUERIES = hasFlag('skip-queries');
const textOption = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const ONLY = textOption('only')?.split(',').filter(Boolean);
const GIVEN_WEB_DIST = textOption('web-dist');
/** `--accept-encoding "gzip, deflate, br"`: what every timed request accepts, as a browser's do (none by default). */
const ACCEPT_ENCODING = textOption('accept-encoding');
const CLIENTS = 8;
const GOAL_SHARE = 0.3;
const GOAL_P95_MS = 10;
/** Initial files smaller than this (gzip bytes) share one row of the size table. */
const SMALL_ASSET_BYTES = 2048;

type TSubject = { id: number; inn: string };
type TEndpoint = { name: string; of: 'companies' | 'entrepreneurs'; path: (s: TSubject) => string };

/** Every request the card page makes for a company, the page's own HTML, and the sole trader's card. */
const ALL_ENDPOINTS: TEndpoint[] = [
  { name: '/api/v1/company/?query=', of: 'companies', path: (s) => `/api/v1/company/?query=${s.inn}` },
  { name: '/api/v1/companies/{id}', of: 'companies', path: (s) => `/api/v1/companies/${s.id}` },
  { name: '/api/v1/company-finances/', of: 'companies', path: (s) => `/api/v1/company-finances/?query=${s.inn}` },
  { name: '/api/v1/legal-cases/', of: 'companies', path: (s) => `/api/v1/legal-cases/?inn=${s.inn}` },
  { name: '/api/v1/contracts/', of: 'companies', path: (s) => `/api/v1/contracts/?inn=${s.inn}` },
  { name: '/api/v1/inspection/', of: 'companies', path: (s) => `/api/v1/inspection/?inn=${s.inn}` },
  { name: '/api/v1/history/', of: 'companies', path: (s) => `/api/v1/history/?query=${s.inn}` },
  { name: '/api/v1/reliability/', of: 'companies', path: (s) => `/api/v1/reliability/?query=${s.inn}` },
  { name: '/counter-parties/{inn} (HTML)', of: 'companies', path: (s) => `/counter-parties/${s.inn}` },
  { name: '/api/v1/entrepreneur/?query=', of: 'entrepreneurs', path: (s) => `/api/v1/entrepreneur/?query=${s.inn}` },
];
const ENDPOINTS = ONLY ? ALL_ENDPOINTS.filter((e) => ONLY.some((word) => e.name.includes(word))) : ALL_ENDPOINTS;

/** Random existing subjects: random ids in the id range, the ones that exist, shuffled by the draw. */
async function sampleSubjects(sql: TSql, table: TEndpoint['of'], count: number): Promise<TSubject[]> {
  const [range] = await sql<{ min: number; max: number }[]>`select min(id) as min, max(id) as max from ${sql(table)}`;
  if (!range) throw new Error(`The register has no ${table}`);
  const ids = Array.from(
    { length: count * 2 },
    () => range.min + Math.floor(Math.random() * (range.max - range.min + 1)),
  );
  const rows = await sql<TSubject[]>`select id, inn from ${sql(table)} where id = any(${ids}::bigint[])`;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const subjects = [...new Set(ids)].flatMap((id) => byId.get(id) ?? []).slice(0, count);
  if (subjects.length < count) throw new Error(`Only ${subjects.length} of ${count} ${table} found`);
  return subjects;
}

const ms = (value: number) => value.toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

type TMeasured = TLoadResult & {
  first: { latencies: number[]; failures: number };
  /** Share of the timed run's requests answered from a card document. */
  fromDocuments: number;
  /** CPU milliseconds per answered request of the timed run: the server process's and its database sessions'. */
  cpu: { server: number; database: number };
};
/** An endpoint, and hello world measured in the slices between the endpoint's own. */
type TEndpointMeasured = { endpoint: TMeasured; hello: TMeasured };
type TPass = { results: [string, TEndpointMeasured][] };

/**
 * Slices each endpoint's `--seconds` are cut into, each after a slice of hello world as long: this
 * machine's speed moves by a third within minutes, so an endpoint is compared with the hello world measured
 * beside it, not with one measured minutes before or after.
 */
const SLICES = 5;

type TSlices = {
  latencies: number[];
  failures: number;
  seconds: number;
  hits: number;
  cpu: { server: number; database: number };
};
const noSlices = (): TSlices => ({ latencies: [], failures: 0, seconds: 0, hits: 0, cpu: { server: 0, database: 0 } });

/** Adds one slice of load over `urls` to `into`, with the CPU it cost and the document hits it made. */
async function loadSlice(sql: TSql, server: TBenchServer, urls: string[], seconds: number, into: TSlices) {
  const hitsBefore = await documentHits(server);
  const before = await readCpu(sql, server.pid, BENCH_SERVER_APPLICATION);
  const started = performance.now();
  const result = await runLoad({
    urlFor: (n) => urls[n % urls.length] as string,
    clients: CLIENTS,
    seconds,
    headers: ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {},
  });
  const spent = cpuBetween(before, await readCpu(sql, server.pid, BENCH_SERVER_APPLICATION));
  into.latencies.push(...result.latencies);
  into.failures += result.failures;
  into.seconds += (performance.now() - started) / 1000;
  into.hits += (await documentHits(server)) - hitsBefore;
  into.cpu.server += spent.server;
  into.cpu.database += spent.database;
}

function measured(slices: TSlices, first: TMeasured['first']): TMeasured {
  const answered = Math.max(1, slices.latencies.length);
  return {
    latencies: slices.latencies.sort((a, b) => a - b),
    requestsPerSecond: slices.latencies.length / Math.max(slices.seconds, Number.MIN_VALUE),
    failures: slices.failures,
    first,
    fromDocuments: slices.hits / answered,
    cpu: { server: slices.cpu.server / answered, database: slices.cpu.database / answered },
  };
}

/** One endpoint: a timed first read of every URL, then `--seconds` of load in slices, hello world between them. */
async function measureEndpoint(
  sql: TSql,
  server: TBenchServer,
  urls: string[],
  helloUrls: string[],
): Promise<TEndpointMeasured> {
  const first = await firstPass(urls, CLIENTS);
  const endpoint = noSlices();
  const hello = noSlices();
  for (let slice = 0; slice < SLICES; slice++) {
    await loadSlice(sql, server, helloUrls, SECONDS / SLICES, hello);
    await loadSlice(sql, server, urls, SECONDS / SLICES, endpoint);
  }
  return { endpoint: measured(endpoint, first), hello: measured(hello, { latencies: [], failures: 0 }) };
}

/** Requests the server answered from card documents so far. */
async function documentHits(server: TBenchServer): Promise<number> {
  const response = await fetch(`${server.base}${DOCUMENT_STATS_PATH}`);
  return ((await response.json()) as { hits: number }).hits;
}

/** Loads every endpoint over its subjects, beside hello world, on a server started with no card document kept; stops the server. */
async function measurePass(
  sql: TSql,
  subjects: Record<TEndpoint['of'], TSubject[]>,
  start: () => Promise<TBenchServer>,
): Promise<TPass> {
  await sql`select invalidate_card_documents(null)`;
  await sql`truncate card_documents`;
  const server = await start();
  const helloUrls = Array.from({ length: 1000 }, () => `${server.base}${HELLO_PATH}`);
  try {
    const results: [string, TEndpointMeasured][] = [];
    for (const endpoint of ENDPOINTS) {
      const urls = subjects[endpoint.of].map((s) => `${server.base}${endpoint.path(s)}`);
      const result = await measureEndpoint(sql, server, urls, helloUrls);
      if (result.endpoint.first.failures) {
        console.warn(`${endpoint.name}: ${result.endpoint.first.failures} first reads did not answer 200`);
      }
      results.push([endpoint.name, result]);
    }
    return { results };
  } finally {
    await server.stop();
  }
}

function printPass(title: string, { results }: TPass): void {
  console.log(`\n${title}\n`);
  const cpu = (m: TMeasured) => `${ms(m.cpu.server * 1000)} + ${ms(m.cpu.database * 1000)}`;
  printTable(
    [
      'endpoint',
      'first read p50 / p95',
      'requests',
      'p50',
      'p95',
      'p99',
      'requests/s',
      'hello world beside',
      'of hello world',
      `p95 ≤ ${GOAL_P95_MS} ms`,
      'CPU µs/request app + db',
      'from documents',
      'non-200',
    ],
    results.map(([name, { endpoint: r, hello }]) => {
      const share = r.requestsPerSecond / hello.requestsPerSecond;
      return [
        name,
        `${ms(percentile(r.first.latencies, 0.5))} / ${ms(percentile(r.first.latencies, 0.95))}`,
        String(r.latencies.length),
        ms(percentile(r.latencies, 0.5)),
        ms(percentile(r.latencies, 0.95)),
        ms(percentile(r.latencies, 0.99)),
        r.requestsPerSecond.toFixed(0),
        hello.requestsPerSecond.toFixed(0),
        `${(share * 100).toFixed(1)} %${share >= GOAL_SHARE ? '' : ' ✗'}`,
        percentile(r.latencies, 0.95) <= GOAL_P95_MS ? 'yes' : 'no',
        cpu(r),
        `${(r.fromDocuments * 100).toFixed(0)} %`,
        String(r.failures),
      ];
    }),
  );
  const hellos = results.map(([, { hello }]) => hello);
  const rates = hellos.map((h) => h.requestsPerSecond);
  const cpus = hellos.map((h) => h.cpu.server * 1000);
  console.log(
    `\nHello world on the same app, in ${SLICES} slices beside each endpoint's ${SLICES}: ` +
      `${Math.min(...rates).toFixed(0)}–${Math.max(...rates).toFixed(0)} requests/s, ` +
      `${Math.min(...cpus).toFixed(1)}–${Math.max(...cpus).toFixed(1)} CPU µs/request ` +
      `(goal: every endpoint ≥ ${GOAL_SHARE * 100} % of the hello world beside it).`,
  );
}

function printWebSizes(webDist: string): void {
  const web = measureWebBuild(webDist);
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
}

const webDist = GIVEN_WEB_DIST
  ? path.resolve(GIVEN_WEB_DIST)
  : mkdtempSync(path.join(tmpdir(), 'sverka-bench-card-web-'));
console.log(`Load average (1/5/15 min) at start: ${load()}`);
const register = await openRegister(COMPANIES);
const { sql, url } = register;
try {
  if (!GIVEN_WEB_DIST) buildWeb(webDist);
  const subjects = {
    companies: await sampleSubjects(sql, 'companies', SUBJECTS),
    entrepreneurs: await sampleSubjects(sql, 'entrepreneurs', SUBJECTS),
  };
  const startServer = SAME_PROCESS ? startServerHere : startServerProcess;
  const start = (keeping: TBenchKeeping) => () => startServer(url, webDist, keeping);
  const where = SAME_PROCESS
    ? 'clients and server share one process, so the app CPU includes the clients'
    : 'the server in a process of its own';
  const over =
    `card endpoints over ${SUBJECTS.toLocaleString('en-US')} random companies of ` +
    `${COMPANIES.toLocaleString('en-US')} (the ИП card over as many sole traders), ${CLIENTS} keep-alive clients, ` +
    `${SECONDS} s each, ms (${where})`;
  if (!SKIP_QUERIES) {
    const queries = await measurePass(sql, subjects, start({ cache: false, documents: false }));
    printPass(`Queries on every request (card documents and response cache off): ${over}:`, queries);
  }
  // The database path: a card read is one read of its document, built by the pass's first read.
  const documents = await measurePass(sql, subjects, start({ cache: false, documents: true }));
  printPass(`Database path (card documents on, response cache off): ${over}:`, documents);
  if (!SKIP_CACHE) {
    // As `npm start` runs: a reply of a card route also stays in memory until the registry changes or its TTL ends.
    const cacheConfig = defaultResponseCacheConfig();
    const cached = await measurePass(sql, subjects, start({ cache: true, documents: true }));
    printPass(
      `As \`npm start\` serves them (card documents on, response cache on, ${cacheConfig.ttlMs / 1000} s TTL, ` +
        `${cacheConfig.maxBytes / 1024 / 1024} MB): the same subjects, the first read filling both, ms:`,
      cached,
    );
  }
  printWebSizes(webDist);
  console.log(`\nLoad average (1/5/15 min) at the end: ${load()}`);
} finally {
  await register.close();
  if (!GIVEN_WEB_DIST) rmSync(webDist, { recursive: true, force: true });
}
