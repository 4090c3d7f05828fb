/**
 * `npm run bench:search [-- --companies 1000000] [--queries 200] [--seconds 10]`:
 * builds (once) or reuses a demo register of that size — in the database
 * `sverka_bench_search` on DATABASE_URL's server, or an embedded cluster under
 * `.bench/search` — then, per query kind, times the search API over HTTP
 * (`GET /api/v1/search`) and the same search without HTTP (the service's SQL
 * round trips) on the same queries, after one untimed pass over them (the
 * figures are for a warm cache), and measures throughput with 8
 * concurrent HTTP clients over a mix of all kinds. Queries are drawn from the
 * data itself. Prints one table.
 */
import { ZSearchQuery } from '@sverka/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { searchSubjects } from '../apps/server/src/modules/search/index.ts';
import { wholeNumberOption } from './command-line.ts';
import { percentile } from './http-load.ts';
import { printTable } from './markdown-table.ts';
import { openRegister } from './register.ts';
import { sampleQueries, type TQueryKind } from './search-queries.ts';

const COMPANIES = wholeNumberOption('companies', 1_000_000);
const QUERIES = wholeNumberOption('queries', 200);
const SECONDS = wholeNumberOption('seconds', 10);
const CLIENTS = 8;

const ms = (value: number) => value.toFixed(1);

async function timeEach(queries: string[], run: (q: string) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (const q of queries) {
    const started = performance.now();
    await run(q);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const register = await openRegister(COMPANIES);
const { sql } = register;
try {
  const samples = await sampleQueries(sql, QUERIES);
  const app = await buildApp({ config: { env: 'production', logLevel: 'warn', webDist: undefined }, sql, jobs: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const viaApi = async (q: string) => {
    const response = await fetch(`${address}/api/v1/search?q=${encodeURIComponent(q)}`);
    if (response.status !== 200) throw new Error(`${q}: HTTP ${response.status}`);
    return response.json();
  };
  const viaSql = (q: string) => searchSubjects(sql, ZSearchQuery.parse({ q }));

  const rows: string[][] = [];
  for (const [kind, queries] of Object.entries(samples) as [TQueryKind, string[]][]) {
    // One untimed pass first, so neither side is timed reading pages from disk that the other then finds cached.
    for (const q of queries) await viaSql(q);
    const api = await timeEach(queries, viaApi);
    const raw = await timeEach(queries, viaSql);
    rows.push([
      kind,
      String(queries.length),
      ...[api, raw].flatMap((t) => [0.5, 0.95, 0.99].map((p) => ms(percentile(t, p)))),
      (percentile(api, 0.95) / Math.max(percentile(raw, 0.95), 0.001)).toFixed(2),
    ]);
  }

  const mixed = Object.values(samples).flat();
  let served = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = client; performance.now() < until; i += CLIENTS) {
        await viaApi(mixed[i % mixed.length] as string);
        served++;
      }
    }),
  );
  await app.close();

  console.log(
    `\nSearch over ${COMPANIES.toLocaleString('en-US')} companies and ${Math.round(COMPANIES / 2).toLocaleString('en-US')} sole traders, ms:\n`,
  );
  printTable(
    ['kind', 'queries', 'API p50', 'API p95', 'API p99', 'SQL p50', 'SQL p95', 'SQL p99', 'API/SQL p95'],
    rows,
  );
  console.log(
    `\nThroughput, ${CLIENTS} concurrent clients, mixed kinds, ${SECONDS} s: ${Math.round(served / SECONDS)} requests/s`,
  );
} finally {
  await register.close();
}
