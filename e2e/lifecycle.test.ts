import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@sverka/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { isProcessAlive } from '../apps/server/src/lib/process-alive.ts';
import { postmasterPidOf, startServer, type TServerProcess } from '../scripts/server-process.ts';

const newDataDir = () => {
  const made = mkdtempSync(path.join(tmpdir(), 'sverka-lifecycle-'));
  dataDirs.push(made);
  return made;
};
/** Removed once every server is stopped. */
const dataDirs: string[] = [];
const dataDir = newDataDir();
/** Every server the tests start, stopped again even when an assertion fails halfway (stopping twice is harmless). */
const started: TServerProcess[] = [];
const start = async (options: Parameters<typeof startServer>[0]) => {
  const server = await startServer(options);
  started.push(server);
  return server;
};
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  for (const made of dataDirs) rmSync(made, { recursive: true, force: true });
});

const postmasterFile = path.join(dataDir, 'pg', 'postmaster.pid');

describe('npm start life cycle', () => {
  it('seeds on the first start only, keeps the data, and leaves no database process when stopped', async () => {
    const env = { DEMO_COMPANIES: '1000', DEMO_ENTREPRENEURS: '500' };
    // The page is served before the demo data is in: search says it is loading, the dataset how far it got.
    const first = await start({ dataDir, env, servedOnly: true });
    const loading = await (await fetch(`${first.baseUrl}/api/v1/dataset`)).json();
    expect(loading).toMatchObject({ kind: 'demo', companies: 1000, entrepreneurs: 500, loaded_at: null });
    expect(loading.loading_percent).toBeGreaterThanOrEqual(0);
    const early = await fetch(`${first.baseUrl}/api/v1/search?q=${encodeURIComponent('ООО')}`);
    expect(early.status).toBe(503);
    expect((await early.json()).detail).toBe(MESSAGES.demoDataLoading);
    const page = await fetch(first.baseUrl, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    await expect
      .poll(async () => (await (await fetch(`${first.baseUrl}/api/v1/dataset`)).json()).loading_percent, {
        timeout: 120_000,
        interval: 250,
      })
      .toBeNull();
    expect(first.output()).toMatch(/Demo data loaded: 1000 companies, 500 sole traders/);
    expect((await fetch(`${first.baseUrl}/api/v1/search?q=${encodeURIComponent('ООО')}`)).status).toBe(200);
    const dataset = await (await fetch(`${first.baseUrl}/api/v1/dataset`)).json();
    expect(dataset).toMatchObject({ kind: 'demo', companies: 1000, entrepreneurs: 500 });
    const companies = await (await fetch(`${first.baseUrl}/api/v1/companies/?page_size=1`)).json();
    // The demo marketplace comes with it: published goods whose pictures the server has stored and serves.
    const goods = await (await fetch(`${first.baseUrl}/api/v1/products/?page_size=1`)).json();
    expect(goods.count).toBeGreaterThan(4_000);
    const picture = await fetch(`${first.baseUrl}${goods.result[0].images[0].image}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const postgresPid = postmasterPidOf(dataDir);
    expect(await first.stop(), first.output()).toBe(0);
    expect(isProcessAlive(postgresPid)).toBe(false);
    expect(existsSync(postmasterFile)).toBe(false);

    const second = await start({ dataDir, env });
    expect(second.output()).not.toMatch(/Demo data loaded/);
    const again = await (await fetch(`${second.baseUrl}/api/v1/companies/?page_size=1`)).json();
    expect(again.result[0].inn).toBe(companies.result[0].inn);
    expect(again.count).toBe(1000);
    expect(await second.stop(), second.output()).toBe(0);
  });

  it('stopped during its first demo load, exits cleanly at once and loads the data on the next start', async () => {
    const cutDataDir = newDataDir();
    // Large enough to be copying on worker threads when the stop comes.
    const first = await start({ dataDir: cutDataDir, env: { DEMO_COMPANIES: '30000' }, servedOnly: true });
    await expect
      .poll(async () => (await (await fetch(`${first.baseUrl}/api/v1/dataset`)).json()).loading_percent, {
        timeout: 60_000,
        interval: 100,
      })
      .toBeGreaterThan(0);
    const postgresPid = postmasterPidOf(cutDataDir);
    expect(await first.stop(), first.output()).toBe(0);
    expect(first.output()).toMatch(
      /Demo data load stopped: the next start loads it again\n[\s\S]*\[sverka\] stopped\n/,
    );
    expect(first.output()).not.toMatch(/shutdown took too long|TypeError/);
    expect(isProcessAlive(postgresPid)).toBe(false);

    // Too many subjects for the load to rate them itself: they are rated ahead once it is done.
    const second = await start({ dataDir: cutDataDir, env: { DEMO_COMPANIES: '2000', DEMO_ENTREPRENEURS: '400' } });
    expect(second.output()).toMatch(/Demo data loaded: 2000 companies, 400 sole traders/);
    const dataset = await (await fetch(`${second.baseUrl}/api/v1/dataset`)).json();
    expect(dataset).toMatchObject({ kind: 'demo', companies: 2000, entrepreneurs: 400, loading_percent: null });
    const companies = await (await fetch(`${second.baseUrl}/api/v1/companies/?page_size=1`)).json();
    expect(companies.count).toBe(2000);
    await expect.poll(() => second.output(), { timeout: 60_000 }).toMatch(/Demo ratings ready: 2400 subjects/);
    // The first search of these names shows every hit's mark: none is left for a job after the reply.
    const search = await (await fetch(`${second.baseUrl}/api/v1/search?q=${encodeURIComponent('строй')}`)).json();
    expect(search.results.length).toBeGreaterThan(10);
    expect(search.results.filter((hit: { reliability: unknown }) => hit.reliability === null)).toEqual([]);
    expect(await second.stop(), second.output()).toBe(0);
  });

  it('stops cleanly while a client trickles a request body: the request is cut, the database stopped', async () => {
    const trickleDataDir = newDataDir();
    const server = await start({ dataDir: trickleDataDir, env: { DEMO_COMPANIES: '200', DEMO_ENTREPRENEURS: '100' } });
    const postgresPid = postmasterPidOf(trickleDataDir);
    const { port } = new URL(server.baseUrl);
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    // Writing to the connection once the server has cut it fails (EPIPE): only its close matters here.
    socket.on('error', () => undefined);
    const cut = new Promise((resolve) => socket.once('close', resolve));
    // A body that says 1,000 bytes and gets one a second, as a slow upload or a slow-loris client sends it.
    socket.write('POST /auth/users/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n');
    socket.write('Content-Length: 1000\r\n\r\n{"email":');
    const trickle = setInterval(() => socket.write(' '), 1_000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await server.stop(), server.output()).toBe(0);
      await cut;
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
    expect(server.output()).toMatch(
      /Requests still open after 5 s: their connections are closed\n[\s\S]*\[sverka\] stopped\n/,
    );
    expect(isProcessAlive(postgresPid)).toBe(false);
  });

  it('refuses a bad configuration with a message naming the variable', async () => {
    await expect(startServer({ dataDir, env: { PORT: 'eighty' }, timeoutMs: 20_000 })).rejects.toThrow(/PORT/);
  });
});
