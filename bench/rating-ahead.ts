/**
 * `npm run bench:rating-ahead [-- --companies 1000000] [--seconds 20] [--queries 100] [--searches-only]`:
 * on the benchmarks' shared demo register (`register.ts`; built once), with every stored rating dropped:
 * - a pass rating ahead (`rateAhead`) working all the time, here without a server: subjects and seconds;
 * - the same pass over the register once all is rated (the scan a recurring pass pays when there is nothing to do);
 * - the search API (one client, a mix of every query kind, timed to the last byte) against a server in a child
 *   process for `--seconds`: with no pass, then with the pass running in the server at the background share it
 *   runs at (0.5), then working all the time (1.0). Before each run only the ratings of the queries' hits are
 *   kept (rated by one untimed round of the queries first), so the searches are as they are on a rated register
 *   and queue no rating of their own, and the pass has every other subject to rate; per run the search latencies,
 *   the server's event-loop delay and how many subjects the pass rated a second.
 * Prints two tables (`--searches-only`: the second).
 */
import http from 'node:http';
import { buildApp } from '../apps/server/src/app.ts';
import { createSql, type TSql } from '../apps/server/src/db/client.ts';
import { invalidateAllReliability, rateAhead } from '../apps/server/src/modules/reliability/index.ts';
import { hasFlag, wholeNumberOption } from './command-line.ts';
import { get, percentile } from './http-load.ts';
import { printTable } from './markdown-table.ts';
import { openRegister } from './register.ts';
import { sampleQueries } from './search-queries.ts';
import { announceListening, spawnServerChild } from './server-child.ts';

const COMPANIES = wholeNumberOption('companies', 1_000_000);
const SECONDS = wholeNumberOption('seconds', 20);
const QUERIES = wholeNumberOption('queries', 100);
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

const fmt = (value: number, digits = 1) => value.toFixed(digits);
const count = (value: number) => value.toLocaleString('en-US');

/** The server child: `rating-ahead.ts --serve <database url> <share>`; share 0 serves without a pass. */
async function serve(databaseUrl: string, share: number): Promise<void> {
  const sql = createSql(databaseUrl, { max: 10 });
  const app = await buildApp({ config: { env: 'production', logLevel: 'warn', webDist: undefined }, sql, jobs: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const stop = new AbortController();
  // Stopped when the bench stops the server; what it rated by then is counted in the database.
  const pass = share > 0 ? rateAhead(sql, { share, signal: stop.signal }).catch(() => null) : Promise.resolve(null);
  announceListening(address, async () => {
    stop.abort(new Error('bench over'));
    await pass;
    await app.close();
    await sql.end();
  });
}

if (process.argv[2] === '--serve') {
  await serve(process.argv[3] as string, Number(process.argv[4]));
} else {
  await main();
}

/** The pass alone, here: over a register without ratings, then over the same register all rated. */
async function timePasses(sql: TSql): Promise<void> {
  const [subjects] = await sql<{ n: number }[]>`
    select (select count(*) from companies) + (select count(*) from entrepreneurs) as n`;
  await invalidateAllReliability(sql);
  const full = await rateAhead(sql);
  const idle = await rateAhead(sql);
  printTable(
    ['pass (no server)', 'subjects rated', 'seconds', 'subjects/s'],
    [
      [
        'every subject unrated, share 1.0',
        count(full?.rated ?? 0),
        fmt((full?.ms ?? 0) / 1000),
        count(Math.round(((full?.rated ?? 0) * 1000) / (full?.ms || 1))),
      ],
      ['every subject rated (the scan only)', count(idle?.rated ?? 0), fmt((idle?.ms ?? 0) / 1000), '—'],
    ],
  );
  console.log(`\n${count(Number(subjects?.n))} subjects (${count(COMPANIES)} companies).\n`);
}

async function main(): Promise<void> {
  const register = await openRegister(COMPANIES);
  const { sql } = register;
  try {
    if (!hasFlag('searches-only')) await timePasses(sql);
    const samples = await sampleQueries(sql, QUERIES);
    const queries = Object.values(samples).flat();
    await keepOnlyHitRatings(sql, register.url, queries);
    const rows: string[][] = [];
    for (const share of [0, 0.5, 1]) {
      await sql`truncate company_reliability`;
      await sql`insert into company_reliability select * from bench_hit_ratings`;
      const [before] = await sql<{ n: number }[]>`select count(*)::int as n from company_reliability`;
      const server = await spawnServerChild([process.argv[1] as string, '--serve', register.url, String(share)]);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const latencies: number[] = [];
      let ratedAtEnd = 0;
      try {
        server.resetStats();
        const until = performance.now() + SECONDS * 1000;
        for (let i = 0; performance.now() < until; i++) {
          const q = queries[i % queries.length] as string;
          const sent = performance.now();
          const status = await get(
            agent,
            `http://127.0.0.1:${server.port}/api/v1/search?q=${encodeURIComponent(q)}`,
            BROWSER_ENCODINGS,
          );
          if (status !== 200) throw new Error(`${q}: HTTP ${status}`);
          latencies.push(performance.now() - sent);
        }
        const [stored] = await sql<{ n: number }[]>`select count(*)::int as n from company_reliability`;
        ratedAtEnd = (stored?.n ?? 0) - (before?.n ?? 0);
      } finally {
        agent.destroy();
        await server.stop();
      }
      latencies.sort((a, b) => a - b);
      const stats = server.stats();
      rows.push([
        share === 0 ? 'no pass' : `pass at share ${fmt(share)}`,
        count(latencies.length),
        fmt(percentile(latencies, 0.5)),
        fmt(percentile(latencies, 0.95)),
        fmt(percentile(latencies, 0.99)),
        fmt(latencies.at(-1) ?? 0),
        fmt(stats?.loopP99 ?? 0),
        fmt(stats?.loopMax ?? 0),
        count(Math.round(ratedAtEnd / SECONDS)),
      ]);
    }
    printTable(
      ['server', 'searches', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'loop p99 ms', 'loop max ms', 'rated/s'],
      rows,
    );
    console.log(
      `\nOne client, ${SECONDS} s a run, ${count(queries.length)} queries of every kind in turn; before each run only ` +
        'the ratings of their hits were stored.',
    );
  } finally {
    await sql`drop table if exists bench_hit_ratings`;
    await register.close();
  }
}

/**
 * Rates the hits of every query (one untimed round against a server without a pass: each reply queues its hits'
 * rating) and keeps those ratings aside in `bench_hit_ratings`.
 */
async function keepOnlyHitRatings(sql: TSql, url: string, queries: readonly string[]): Promise<void> {
  await invalidateAllReliability(sql);
  const server = await spawnServerChild([process.argv[1] as string, '--serve', url, '0']);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (const q of queries) {
      await get(agent, `http://127.0.0.1:${server.port}/api/v1/search?q=${encodeURIComponent(q)}`);
    }
    // The rating jobs the replies queued run in the server: done once the stored count stops growing.
    const stored = async () =>
      (await sql<{ n: number }[]>`select count(*)::int as n from company_reliability`)[0]?.n ?? 0;
    for (let last = -1, now = await stored(); now !== last; last = now, now = await stored()) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    agent.destroy();
    await server.stop();
  }
  await sql`drop table if exists bench_hit_ratings`;
  await sql`create unlogged table bench_hit_ratings as select * from company_reliability`;
  const [kept] = await sql<{ n: number }[]>`select count(*)::int as n from bench_hit_ratings`;
  console.log(`The queries' hits: ${count(kept?.n ?? 0)} subjects rated and kept for every run.\n`);
}
