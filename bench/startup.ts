/**
 * `npm run bench:startup`: how long a user waits after `npm start` until the
 * page is served, on an empty DATA_DIR (first start: cluster, migrations, then
 * the page while the demo data loads behind it) and again on the same DATA_DIR
 * (second start: everything reused). Also shows when the demo data was in
 * (search and cards answer), how long the demo load itself took, when every
 * subject was rated (a register too large for the load to rate is rated ahead
 * after it) and how long stopping takes. The web build is made beforehand so
 * it is not counted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type TServerProcess } from '../scripts/server-process.ts';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { printTable } from './markdown-table.ts';

ensureWebBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-bench-startup-'));
const rows: string[][] = [];
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** Polls the dataset until the demo load behind the page has ended. */
async function demoLoaded(baseUrl: string): Promise<void> {
  for (;;) {
    const dataset = (await (await fetch(`${baseUrl}/api/v1/dataset`)).json()) as { loading_percent: number | null };
    if (dataset.loading_percent === null) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the server says the ratings ahead are done (or could not be), ten minutes at most. */
async function ratedAhead(server: TServerProcess): Promise<void> {
  const deadline = performance.now() + 600_000;
  while (!/Demo ratings ready|Demo ratings not computed ahead/.test(server.output())) {
    if (performance.now() > deadline) throw new Error('the ratings ahead did not end in ten minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function measure(label: string) {
  const startedAt = performance.now();
  const server = await startServer({ dataDir, servedOnly: true });
  const page = await fetch(`${server.baseUrl}/`, { headers: { accept: 'text/html' } });
  const servedMs = performance.now() - startedAt;
  if (!page.ok || !(await page.text()).includes('<div id="root">')) throw new Error('the page was not served');
  await demoLoaded(server.baseUrl);
  const dataMs = performance.now() - startedAt;
  const search = await fetch(`${server.baseUrl}/api/v1/search?q=${encodeURIComponent('ООО')}`);
  if (!search.ok) throw new Error(`search answered ${search.status} once the demo data was in`);
  const demo = /Demo data loaded: .* in ([\d.]+) s/.exec(server.output());
  // A register too large for the load to rate is rated ahead after it (while search and cards answer).
  if (/Rating the demo subjects ahead/.test(server.output())) await ratedAhead(server);
  const rated = /Demo ratings ready: .* in ([\d.]+) s/.exec(server.output());
  const ratedMs = rated ? performance.now() - startedAt : undefined;
  const stopAt = performance.now();
  const exitCode = await server.stop();
  rows.push([
    label,
    seconds(servedMs),
    seconds(dataMs),
    demo ? Number(demo[1]).toFixed(2) : '—',
    ratedMs === undefined ? '—' : seconds(ratedMs),
    seconds(performance.now() - stopAt),
    String(exitCode),
  ]);
}

try {
  await measure('first start (empty DATA_DIR)');
  await measure('second start (data reused)');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

printTable(
  ['run', 'to served page, s', 'to search and cards, s', 'demo load, s', 'to every rating, s', 'stop, s', 'exit code'],
  rows,
);
