/**
 * `npm run bench:search [-- --companies 1000000] [--queries 200] [--seconds 10]`:
 * builds (once) or reuses a demo register of that size — in the database
 * `sverka_bench_search` on DATABASE_URL's server, or an embedded cluster under
 * `.bench/search` — then, per query kind, times the search API over HTTP
 * (`GET /api/v1/search`, the server in a child process of its own, so the
 * clients here never share its event loop; a kept-alive socket that accepts compression as a browser does,
 * timed to the last byte, and Node's fetch beside it) and the same search without HTTP (the service's SQL
 * round trips) on the same queries, after one untimed pass over them (the
 * figures are for a warm cache), and measures throughput with 8
 * concurrent HTTP clients over a mix of all kinds. Queries are drawn from the
 * data itself. Prints one table.
 *
 * Hits carry their stored reliability ratings. Per kind, with no rating stored (a large register is rated
 * lazily): the API "cold" (each reply queues its hits' rating, which runs in the process meanwhile), then
 * what computing one page's ratings inline would cost instead (one gathering statement per kind), and with
 * the page's ratings stored: the search's SQL with them joined to its pages, as a reply runs it, and the API. Stored ratings are a cache, so
 * the register's are dropped at each kind's start.
 */
import http from 'node:http';
import { ZSearchQuery } from '@sverka/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { createSql, type TSql } from '../apps/server/src/db/client.ts';
import { invalidateAllReliability, listRatings, ratingsOf } from '../apps/server/src/modules/reliability/index.ts';
import { searchSubjects } from '../apps/server/src/modules/search/index.ts';
import { wholeNumberOption } from './command-line.ts';
import { get, percentile } from './http-load.ts';
import { printTable } from './markdown-table.ts';
import { openRegister } from './register.ts';
import { sampleQueries, type TQueryKind } from './search-queries.ts';
import { announceListening, spawnServerChild } from './server-child.ts';

const COMPANIES = wholeNumberOption('companies', 1_000_000);
const QUERIES = wholeNumberOption('queries', 200);
const SECONDS = wholeNumberOption('seconds', 10);
const CLIENTS = 8;
/** What a browser sends: the server compresses the reply as it would for one. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

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

/** Waits until the rating jobs queued by replies have finished: the stored count stops growing. */
async function ratingJobsSettled(sql: TSql) {
  const count = async () => (await sql<{ n: number }[]>`select count(*)::int as n from company_reliability`)[0]?.n ?? 0;
  for (let last = -1, now = await count(); now !== last; last = now, now = await count()) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The server child: `search.ts --serve <database url>`, the app as the API serves search, without jobs. */
async function serve(databaseUrl: string): Promise<void> {
  const sql = createSql(databaseUrl, { max: 10 });
  const app = await buildApp({ config: { env: 'production', logLevel: 'warn', webDist: undefined }, sql, jobs: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  announceListening(address, () => app.close().then(() => sql.end()));
}

if (process.argv[2] === '--serve') {
  await serve(process.argv[3] as string);
} else {
  await main();
}

async function main(): Promise<void> {
  const register = await openRegister(COMPANIES);
  const { sql } = register;
  // The server runs in a process of its own, so the clients' HTTP work here is not counted in its replies.
  const server = await spawnServerChild([process.argv[1] as string, '--serve', register.url]);
  try {
    const samples = await sampleQueries(sql, QUERIES);
    const address = `http://127.0.0.1:${server.port}`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    /** The API as a browser asks it (compression accepted), on a kept-alive socket, until the last byte. */
    const viaApi = async (q: string) => {
      const status = await get(agent, `${address}/api/v1/search?q=${encodeURIComponent(q)}`, BROWSER_ENCODINGS);
      if (status !== 200) throw new Error(`${q}: HTTP ${status}`);
    };
    /** The same through Node's fetch, which adds its own stream machinery, decoding and JSON parsing. */
    const viaFetch = async (q: string) => {
      const response = await fetch(`${address}/api/v1/search?q=${encodeURIComponent(q)}`);
      if (response.status !== 200) throw new Error(`${q}: HTTP ${response.status}`);
      return response.json();
    };
    const viaSql = (q: string) => searchSubjects(sql, ZSearchQuery.parse({ q }));
    // The ratings the API joins to its pages, without queuing the missing ones (the API's own queue does that).
    const storedRatings = listRatings({ sql, log: { warn: () => undefined } });
    /** The search as a reply runs it: its pages read with their stored ratings joined. */
    const viaSqlRated = (q: string) => searchSubjects(sql, ZSearchQuery.parse({ q }), storedRatings);
    /** What the reply would wait for if it computed its page's missing ratings itself, search excluded. */
    const ratePageInline = async (q: string) => {
      const { rows } = await viaSql(q);
      const started = performance.now();
      for (const kind of ['company', 'entrepreneur'] as const) {
        const subjects = rows.filter((row) => row.kind === kind).map((row) => ({ id: Number(row.id), inn: row.inn }));
        if (subjects.length) await ratingsOf(sql, kind, subjects);
      }
      return performance.now() - started;
    };

    const rows: string[][] = [];
    for (const [kind, queries] of Object.entries(samples) as [TQueryKind, string[]][]) {
      await invalidateAllReliability(sql);
      // One untimed pass first, so neither side is timed reading pages from disk that the other then finds cached.
      for (const q of queries) await viaSql(q);
      const raw = await timeEach(queries, viaSql);
      const cold = await timeEach(queries, viaApi);
      await ratingJobsSettled(sql);
      await invalidateAllReliability(sql);
      const inline: number[] = [];
      for (const q of queries) inline.push(await ratePageInline(q));
      inline.sort((a, b) => a - b);
      const rated = await timeEach(queries, viaSqlRated);
      const api = await timeEach(queries, viaApi);
      const fetched = await timeEach(queries, viaFetch);
      rows.push([
        kind,
        String(queries.length),
        ...[api, raw].flatMap((t) => [0.5, 0.95, 0.99].map((p) => ms(percentile(t, p)))),
        ms(percentile(fetched, 0.95)),
        ms(percentile(rated, 0.5)),
        ms(percentile(rated, 0.95)),
        ms(percentile(cold, 0.95)),
        ms(percentile(inline, 0.5)),
        ms(percentile(inline, 0.95)),
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
    await server.stop();

    console.log(
      `\nSearch over ${COMPANIES.toLocaleString('en-US')} companies and ${Math.round(COMPANIES / 2).toLocaleString('en-US')} sole traders, ms:\n`,
    );
    printTable(
      [
        'kind',
        'queries',
        'API p50',
        'API p95',
        'API p99',
        'SQL p50',
        'SQL p95',
        'SQL p99',
        'fetch p95',
        'SQL rated p50',
        'SQL rated p95',
        'API cold p95',
        'rate page p50',
        'rate page p95',
      ],
      rows,
    );
    console.log(
      '\nAPI: ratings of the hits stored (joined to the page), kept-alive HTTP with compression accepted, until the ' +
        "last byte. fetch: the same through Node's fetch (decoded and parsed). SQL: the search alone. " +
        'SQL rated: the same with the ' +
        "page's stored ratings joined, as a reply runs it. API cold: none stored, each reply queues its hits for rating. " +
        "rate page: computing one page's missing ratings inline (one gathering statement per kind), what a reply " +
        'would wait for if it did.',
    );
    console.log(
      `\nThroughput, ${CLIENTS} concurrent clients, mixed kinds, ${SECONDS} s: ${Math.round(served / SECONDS)} requests/s`,
    );
  } finally {
    await server.stop();
    await register.close();
  }
}
