/**
 * `npm run bench:load [-- --companies 1000000] [--seconds 60] [--users 200] [--connections 200]
 *   [--pause 1000] [--subjects 2000] [--only one|two]`:
 * the site under a visitor's mix of requests — search page and header dropdown, company cards, the
 * marketplace catalogue and sign-ins (weights in load-mix.ts) — from this process, over loopback,
 * against server processes of their own started as `npm start` starts them:
 *  1. one instance;
 *  2. two instances behind nginx (round-robin, X-Forwarded-For, started with its own configuration in
 *     a temporary folder), sharing the database and, when it answers, Redis (REDIS_URL, else
 *     redis://127.0.0.1:6379, under a prefix of this run).
 * Each gets (a) `--users` users who each wait `--pause` ms after an answer before the next request
 * (about 200 requests/s offered by default) — goals: 0 errors, p95 ≤ 100 ms, RSS flat — and (b)
 * saturation: `--connections` connections sending without pause — the most requests/s and the latency
 * at that rate, 0 errors. Every run lasts `--seconds` after an untimed warm-up. RSS of every server
 * process is sampled each second (start, end and largest per run), and the CPU time the servers got is
 * read: on a machine shared with other work, requests per server CPU-second compare better than req/s.
 *
 * The register is the demo one in an embedded cluster under `.bench/` (`.bench/search`, the one
 * bench:search and bench:card build, at 1M companies — minutes on first use; `.bench/load-<N>` for
 * `--companies N`, for quick runs), with the demo marketplace added once. Never DATABASE_URL: this is
 * not to run against a shared database.
 *
 * It is a load test, not an abuse test: the servers run with the sign-in and registration rate limits
 * raised out of reach, and 100 users registered at the start sign in with the right password
 * (so the sign-in throttle never steps in). The servers log at `warn` (no access log), so their output
 * does not pile up in this process.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { redisReachable } from '../apps/server/test/redis.ts';
import { guardAgainstOrphans } from '../scripts/orphan-guard.ts';
import { startReverseProxy, type TReverseProxy } from '../scripts/reverse-proxy.ts';
import { startServer, type TServerProcess } from '../scripts/server-process.ts';
import { choiceOption, wholeNumberOption } from './command-line.ts';
import { percentile } from './http-load.ts';
import {
  createMix,
  runLoad,
  sampleProcesses,
  type TProcessSample,
  type TRunResult,
  treeCpuSeconds,
} from './load-mix.ts';
import { csrfPair, openLoadRegister, registerUsers, sampleTraffic } from './load-setup.ts';
import { printTable } from './markdown-table.ts';

const COMPANIES = wholeNumberOption('companies', 1_000_000);
const SECONDS = Math.min(600, wholeNumberOption('seconds', 60));
const USERS = Math.min(2_000, wholeNumberOption('users', 200));
const CONNECTIONS = Math.min(2_000, wholeNumberOption('connections', 200));
const PAUSE_MS = wholeNumberOption('pause', 1_000, 0);
const SUBJECTS = wholeNumberOption('subjects', 2_000);
const ONLY = choiceOption('only', ['one', 'two', 'both'], 'both');
/**
 * Enough that no account has more than a few sign-ins in flight at saturation (about 25 a second, each taking up
 * to a second): past 5 at once the account throttle answers 429.
 */
const SIGN_IN_USERS = 100;
const WARM_UP_SECONDS = 5;
/** A request unanswered by then counts as an error (and the run stays bounded). */
const REQUEST_TIMEOUT_MS = 30_000;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const GOAL_P95_MS = 100;
/** The row of the processes table for the embedded cluster: its postmaster and every backend. */
const DATABASE = 'PostgreSQL';
/** The row of this process, which sends the requests. */
const CLIENTS = 'load generator';

type TRun = { name: string; instances: number; clients: string; offered: string; result: TRunResult };
type TRss = TProcessSample & { run: string; process: string; seconds: number };

const ms = (value: number) => value.toFixed(1);
const mb = (value: number) => value.toFixed(0);

function summarise(result: TRunResult) {
  const latencies = [...result.byKind.values()].flatMap((tally) => tally.latencies).sort((a, b) => a - b);
  const failures = new Map<string, number>();
  for (const tally of result.byKind.values()) {
    for (const [outcome, count] of tally.failures) failures.set(outcome, (failures.get(outcome) ?? 0) + count);
  }
  const errors = [...failures.values()].reduce((sum, count) => sum + count, 0);
  return { latencies, failures, errors, requestsPerSecond: (latencies.length + errors) / result.seconds };
}

async function main(): Promise<void> {
  const register = await openLoadRegister(COMPANIES);
  guardAgainstOrphans({ watchPid: process.pid, clusterDirs: [register.clusterDir] });
  const scratch = mkdtempSync(path.join(tmpdir(), 'sverka-bench-load-'));
  const servers: TServerProcess[] = [];
  let proxy: TReverseProxy | undefined;
  const useRedis = ONLY !== 'one' && (await redisReachable(REDIS_URL));
  const redisPrefix = `sverka-bench-load:${randomUUID()}:`;
  const runs: TRun[] = [];
  const rss: TRss[] = [];
  try {
    const traffic = await sampleTraffic(register.sql, SUBJECTS);
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'off',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_LOGIN: '1000000/1m',
      RATE_LIMIT_REGISTER: '1000000/1m',
      ...(useRedis ? { REDIS_URL, REDIS_PREFIX: redisPrefix } : {}),
    };
    const start = async () => {
      const server = await startServer({ dataDir: register.dataDir, env, databaseUrl: register.url });
      servers.push(server);
      guardAgainstOrphans({ watchPid: process.pid, killPids: server.child.pid ? [server.child.pid] : [] });
      return server;
    };
    const first = await start();
    const mix = createMix({
      ...traffic,
      users: await registerUsers(first.baseUrl, SIGN_IN_USERS),
      csrf: await csrfPair(first.baseUrl),
    });
    const postmasterPid = Number(
      readFileSync(path.join(register.clusterDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const pids = () => Object.fromEntries(servers.map((server, i) => [`server ${i + 1}`, server.child.pid ?? 0]));

    const measure = async (name: string, instances: number, baseUrl: string) => {
      console.log(`${name}: warming up for ${WARM_UP_SECONDS} s…`);
      await runLoad({
        baseUrl,
        next: mix,
        workers: 20,
        pauseMs: 0,
        seconds: WARM_UP_SECONDS,
        timeoutMs: REQUEST_TIMEOUT_MS,
      });
      for (const paced of [true, false]) {
        const run = `${name}, ${paced ? '(a) paced' : '(b) saturation'}`;
        console.log(`${run}: ${SECONDS} s…`);
        const sampler = sampleProcesses(pids());
        const databaseCpuAtStart = treeCpuSeconds(postmasterPid);
        const ownCpuAtStart = process.cpuUsage();
        const result = await runLoad({
          baseUrl,
          next: mix,
          workers: paced ? USERS : CONNECTIONS,
          pauseMs: paced ? PAUSE_MS : 0,
          seconds: SECONDS,
          timeoutMs: REQUEST_TIMEOUT_MS,
        });
        for (const [name, sample] of Object.entries(sampler.stop())) {
          rss.push({ run, process: name, seconds: result.seconds, ...sample });
        }
        const databaseCpu = treeCpuSeconds(postmasterPid) - databaseCpuAtStart;
        const ownCpu = process.cpuUsage(ownCpuAtStart);
        const clientCpu = (ownCpu.user + ownCpu.system) / 1e6;
        rss.push({ run, process: CLIENTS, seconds: result.seconds, start: 0, end: 0, max: 0, cpuSeconds: clientCpu });
        rss.push({
          run,
          process: DATABASE,
          seconds: result.seconds,
          start: 0,
          end: 0,
          max: 0,
          cpuSeconds: databaseCpu,
        });
        runs.push({
          name: run,
          instances,
          clients: paced ? `${USERS} users` : `${CONNECTIONS} connections`,
          offered: paced ? `≈${Math.round((USERS * 1000) / Math.max(1, PAUSE_MS))}/s` : 'max',
          result,
        });
      }
    };

    if (ONLY !== 'two') await measure('one instance', 1, first.baseUrl);
    if (ONLY !== 'one') {
      const second = await start();
      const ports = [first, second].map((server) => Number(new URL(server.baseUrl).port));
      try {
        proxy = await startReverseProxy({ dir: path.join(scratch, 'proxy'), upstreams: ports });
        guardAgainstOrphans({ watchPid: process.pid, killPids: proxy.child.pid ? [proxy.child.pid] : [] });
      } catch (error) {
        console.log(`Two instances skipped: ${(error as Error).message}`);
      }
      if (proxy) await measure(`two instances behind nginx${useRedis ? ', Redis' : ''}`, 2, proxy.baseUrl);
    }
  } finally {
    await proxy?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    reportServerErrors(servers);
    if (useRedis) {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
    await register.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  report(runs, rss);
}

/** What the servers logged as errors (a 500 is logged with its cause), counted by message. */
function reportServerErrors(servers: TServerProcess[]): void {
  servers.forEach((server, i) => {
    const counts = new Map<string, number>();
    for (const line of server.output().split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
        if ((entry.level ?? 0) < 50) continue;
        const key = `${entry.msg ?? ''}: ${entry.err?.message ?? ''}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      } catch {}
    }
    for (const [message, count] of counts) console.log(`server ${i + 1} logged ${count} × ${message}`);
  });
}

function report(runs: TRun[], rss: TRss[]): void {
  console.log(
    `\nbench:load: ${COMPANIES.toLocaleString('en-US')} companies, ${SECONDS} s a run, mix ` +
      'search 25 % / dropdown 15 % / card 30 % / catalogue 25 % / sign-in 5 %; load average at the end ' +
      `${loadavg()
        .map((value) => value.toFixed(2))
        .join(' / ')}\n`,
  );
  const rows = runs.map((run) => {
    const { latencies, errors, requestsPerSecond } = summarise(run.result);
    const cpu = rss
      .filter((row) => row.run === run.name && row.process.startsWith('server'))
      .reduce((sum, row) => sum + row.cpuSeconds, 0);
    return [
      run.name,
      run.clients,
      run.offered,
      String(latencies.length + errors),
      requestsPerSecond.toFixed(0),
      cpu > 0 ? ((latencies.length + errors) / cpu).toFixed(0) : '—',
      ms(percentile(latencies, 0.5)),
      ms(percentile(latencies, 0.95)),
      ms(percentile(latencies, 0.99)),
      ms(latencies.at(-1) ?? 0),
      String(errors),
    ];
  });
  printTable(
    [
      'run',
      'clients',
      'offered',
      'requests',
      'req/s',
      'per server CPU s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'errors',
    ],
    rows,
  );

  console.log('\nBy kind of request (p95 ms, errors):\n');
  const kinds = [...new Set(runs.flatMap((run) => [...run.result.byKind.keys()]))];
  printTable(
    ['run', ...kinds],
    runs.map((run) => [
      run.name,
      ...kinds.map((kind) => {
        const tally = run.result.byKind.get(kind);
        if (!tally) return '—';
        const errors = [...tally.failures.values()].reduce((sum, count) => sum + count, 0);
        return `${ms(percentile(tally.latencies, 0.95))}${errors ? ` (${errors} err)` : ''}`;
      }),
    ]),
  );

  console.log(
    '\nServers, the database and the load generator over each run: RSS (MB) and the CPU they got (cores: CPU\n' +
      'seconds a second; the machine has 2, shared with whatever else runs):\n',
  );
  printTable(
    ['run', 'process', 'RSS start', 'RSS end', 'RSS max', 'CPU s', 'cores'],
    rss.map((row) => [
      row.run,
      row.process,
      ...(row.process.startsWith('server') ? [mb(row.start), mb(row.end), mb(row.max)] : ['—', '—', '—']),
      row.cpuSeconds.toFixed(1),
      (row.cpuSeconds / row.seconds).toFixed(2),
    ]),
  );

  for (const run of runs) {
    const { failures } = summarise(run.result);
    if (failures.size) {
      console.log(`\nErrors of ${run.name}: ${[...failures].map(([outcome, n]) => `${outcome} × ${n}`).join(', ')}`);
    }
  }
  console.log(`\nGoals: (a) 0 errors, p95 ≤ ${GOAL_P95_MS} ms, RSS flat; (b) 0 errors.`);
}

await main();
