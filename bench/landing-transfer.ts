/**
 * `npm run bench:landing [-- --url http://localhost:3000]`: opens the landing
 * page in headless Chromium as a first-time visitor (empty cache) and prints
 * what crossed the wire by kind — bytes transferred (compressed, as sent)
 * against bytes decoded — with the encodings seen. Without `--url` it starts
 * the app as `npm start` does (building the web app when needed) on a scratch
 * DATA_DIR with a small demo register, and stops it afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../e2e/browser.ts';
import { startServer, type TServerProcess } from '../scripts/server-process.ts';
import { printTable } from './markdown-table.ts';

type TRow = { files: number; transferred: number; decoded: number; encodings: Set<string> };

const urlFlag = process.argv.indexOf('--url');
let server: TServerProcess | undefined;
let dataDir: string | undefined;
let baseUrl = urlFlag >= 0 ? (process.argv[urlFlag + 1] ?? '') : '';
if (!baseUrl) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-bench-landing-'));
  server = await startServer({
    dataDir,
    env: { DEMO_COMPANIES: '500', DEMO_ENTREPRENEURS: '250' },
    timeoutMs: 600_000,
  });
  baseUrl = server.baseUrl;
}

const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' });
  const page = await context.newPage();
  const rows = new Map<string, TRow>();
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const [sizes, body] = await Promise.all([request.sizes(), response.body().catch(() => Buffer.alloc(0))]);
        const kind = request.resourceType();
        const row = rows.get(kind) ?? { files: 0, transferred: 0, decoded: 0, encodings: new Set<string>() };
        row.files += 1;
        row.transferred += sizes.responseBodySize;
        row.decoded += body.length;
        row.encodings.add(response.headers()['content-encoding'] ?? 'none');
        rows.set(kind, row);
      })(),
    );
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await Promise.all(pending);

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const sorted = [...rows.entries()].sort((a, b) => b[1].decoded - a[1].decoded);
  const sum = (pick: (row: TRow) => number) => sorted.reduce((total, [, row]) => total + pick(row), 0);
  console.log(`\nThe landing page (${baseUrl}/) on a first visit, response bodies by kind:\n`);
  printTable(
    ['kind', 'files', 'transferred KB', 'decoded KB', 'encodings'],
    [
      ...sorted.map(([kind, row]) => [
        kind,
        String(row.files),
        kb(row.transferred),
        kb(row.decoded),
        [...row.encodings].sort().join(', '),
      ]),
      ['total', String(sum((row) => row.files)), kb(sum((row) => row.transferred)), kb(sum((row) => row.decoded)), ''],
    ],
  );
  await context.close();
} finally {
  await browser.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
