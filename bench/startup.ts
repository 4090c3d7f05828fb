/**
 * `npm run bench:startup`: how long a user waits after `npm start` until the
 * page is served, on an empty DATA_DIR (first start: cluster, migrations, demo
 * data) and again on the same DATA_DIR (second start: everything reused).
 * Also shows how long the demo load itself took and how long stopping takes.
 * The web build is made beforehand so it is not counted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../scripts/server-process.ts';
import { ensureWebBuild } from '../scripts/web-build.mjs';

ensureWebBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-bench-startup-'));
const rows: string[][] = [];

async function measure(label: string) {
  const startedAt = performance.now();
  const server = await startServer({ dataDir });
  const page = await fetch(`${server.baseUrl}/`, { headers: { accept: 'text/html' } });
  const servedMs = performance.now() - startedAt;
  if (!page.ok || !(await page.text()).includes('<div id="root">')) throw new Error('the page was not served');
  const demo = /Demo data loaded: .* in ([\d.]+) s/.exec(server.output());
  const stopAt = performance.now();
  const exitCode = await server.stop();
  rows.push([
    label,
    (servedMs / 1000).toFixed(2),
    demo ? Number(demo[1]).toFixed(2) : '—',
    ((performance.now() - stopAt) / 1000).toFixed(2),
    String(exitCode),
  ]);
}

try {
  await measure('first start (empty DATA_DIR)');
  await measure('second start (data reused)');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const header = ['run', 'to served page, s', 'demo load, s', 'stop, s', 'exit code'];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
