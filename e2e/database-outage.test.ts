import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type TEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { isProcessAlive } from '../apps/server/src/lib/process-alive.ts';
import { postmasterPidOf, startServer, type TServerProcess } from '../scripts/server-process.ts';

/** No request may take longer than this while the database is away: a hang fails the test instead of stalling it. */
const CLIENT_TIMEOUT_MS = 3_000;
const RECOVERY_TIMEOUT_MS = 30_000;
const DEMO = { DEMO_COMPANIES: '200', DEMO_ENTREPRENEURS: '100' };

const dirs: string[] = [];
const tempDir = (label: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `sverka-${label}-`));
  dirs.push(dir);
  return dir;
};
const servers: TServerProcess[] = [];
const clusters: TEmbeddedPostgres[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const cluster of clusters) await cluster.stop().catch(() => undefined);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function killPostmaster(dataDir: string): Promise<number> {
  const pid = postmasterPidOf(dataDir);
  process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 100 && isProcessAlive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(isProcessAlive(pid)).toBe(false);
  return pid;
}

type TAnswer = { path: string; status: number; ms: number; body: string };

/** One GET with a client-side timeout; a request that does not answer in time throws and fails the test. */
async function timedGet(baseUrl: string, urlPath: string): Promise<TAnswer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${urlPath}`, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
  const body = await response.text();
  return { path: urlPath, status: response.status, ms: performance.now() - started, body };
}

const DB_BACKED = '/api/v1/companies/?page_size=1';

/** Polls health and a database-backed endpoint until both answer 200, or the time is up. */
async function pollUntilRecovered(baseUrl: string): Promise<TAnswer[]> {
  const answers: TAnswer[] = [];
  const started = Date.now();
  const deadline = started + RECOVERY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const round = await Promise.all([timedGet(baseUrl, '/api/health'), timedGet(baseUrl, DB_BACKED)]);
    answers.push(...round);
    if (round.every((answer) => answer.status === 200)) {
      const slowest = Math.max(...answers.map((answer) => answer.ms));
      const refused = answers.filter((answer) => answer.status === 503).length;
      console.info(
        `recovered after ${Date.now() - started} ms; ${refused} of ${answers.length} answers 503, slowest ${Math.round(slowest)} ms`,
      );
      return answers;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not recovered in ${RECOVERY_TIMEOUT_MS} ms: ${JSON.stringify(answers.slice(-2))}`);
}

/** What every answer during an outage must look like: 200 or a quick 503 in Russian that names nothing inside. */
function expectCleanOutage(answers: TAnswer[], databasePort: number): void {
  for (const answer of answers) {
    expect([200, 503], `${answer.path}: ${answer.body}`).toContain(answer.status);
    if (answer.status !== 503) continue;
    expect(answer.body).not.toMatch(/ECONN|CONNECT_TIMEOUT|CONNECTION_|127\.0\.0\.1|postgres/i);
    expect(answer.body).not.toContain(String(databasePort));
    if (answer.path === DB_BACKED) {
      expect(JSON.parse(answer.body)).toEqual({
        detail: 'Сервис временно недоступен. Попробуйте позже',
        code: 'UNAVAILABLE',
      });
    } else {
      expect(JSON.parse(answer.body)).toEqual({ status: 'degraded', database: 'unavailable' });
    }
  }
}

describe('a database that dies under a running server', () => {
  it('restarts a killed embedded cluster by itself and answers 503 quickly meanwhile', async () => {
    const dataDir = tempDir('outage-embedded');
    const server = await startServer({ dataDir, env: DEMO });
    servers.push(server);
    expect((await timedGet(server.baseUrl, DB_BACKED)).status).toBe(200);
    const port = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);

    const killed = await killPostmaster(dataDir);
    const answers = await pollUntilRecovered(server.baseUrl);
    expectCleanOutage(answers, port);
    expect(server.output()).toMatch(/starting it again on port/);
    const restarted = postmasterPidOf(dataDir);
    expect(restarted).not.toBe(killed);
    expect(isProcessAlive(restarted)).toBe(true);

    // After the restart the server still owns the cluster: SIGTERM ends both, promptly.
    const stopStarted = performance.now();
    expect(await server.stop(), server.output()).toBe(0);
    expect(performance.now() - stopStarted).toBeLessThan(10_000);
    expect(isProcessAlive(restarted)).toBe(false);
  }, 120_000);

  it('on DATABASE_URL answers 503 quickly while the server is down and recovers when it is back', async () => {
    const clusterDir = tempDir('outage-external-db');
    const cluster = await startEmbeddedPostgres(clusterDir);
    clusters.push(cluster);
    const server = await startServer({ dataDir: tempDir('outage-external'), env: DEMO, databaseUrl: cluster.url });
    servers.push(server);
    expect((await timedGet(server.baseUrl, DB_BACKED)).status).toBe(200);

    await killPostmaster(clusterDir);
    // Down for a while: every answer is a quick 503, health included, and nothing recovers on its own.
    const down: TAnswer[] = [];
    const until = Date.now() + 4_000;
    while (Date.now() < until) {
      down.push(await timedGet(server.baseUrl, '/api/health'), await timedGet(server.baseUrl, DB_BACKED));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The very first request may still have been answered before the server noticed; the rest must be 503.
    expect(down.slice(2).map((answer) => answer.status)).toEqual(down.slice(2).map(() => 503));
    expectCleanOutage(down, cluster.port);

    // The database comes back on the same address: the server picks it up without a restart.
    const back = await startEmbeddedPostgres(clusterDir, undefined, { port: cluster.port });
    clusters.push(back);
    expectCleanOutage(await pollUntilRecovered(server.baseUrl), cluster.port);

    // And it still stops promptly when the database is gone.
    await killPostmaster(clusterDir);
    await timedGet(server.baseUrl, DB_BACKED);
    const stopStarted = performance.now();
    await server.stop();
    expect(performance.now() - stopStarted).toBeLessThan(10_000);
  }, 120_000);
});
