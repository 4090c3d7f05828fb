import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What a first page may download of scripts (gzip): the budget `bench:card` reports on and the browser suite holds. */
export const GOAL_INITIAL_JS_KB = 250;

export type TAssetSize = {
  file: string;
  kind: 'entry' | 'modulepreload' | 'stylesheet' | 'lazy';
  raw: number;
  gzip: number;
};

/**
 * Builds the web app into `outDir` (a scratch folder: apps/web/dist is what
 * the running servers serve) with the project's own Vite config.
 */
export function buildWeb(outDir: string): void {
  const vite = path.resolve('apps/web/node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.resolve('apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed with status ${result.status}`);
}

const sizeOf = (dist: string, href: string) => {
  const bytes = readFileSync(path.join(dist, href.replace(/^\//, '')));
  // Level 9, as a server would precompress static assets once.
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

/**
 * What the first page load fetches — index.html's module script, its
 * modulepreloads and stylesheets — and every other JS chunk (loaded later,
 * on demand), with raw and gzip sizes in bytes.
 */
export function measureWebBuild(dist: string): { initial: TAssetSize[]; lazy: TAssetSize[] } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial: TAssetSize[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src?.startsWith('/assets/')) continue;
    const kind = tag.startsWith('<script')
      ? 'entry'
      : /rel="modulepreload"/.test(tag)
        ? 'modulepreload'
        : /rel="stylesheet"/.test(tag)
          ? 'stylesheet'
          : undefined;
    if (kind) initial.push({ file: src.replace('/assets/', ''), kind, ...sizeOf(dist, src) });
  }
  const loadedFirst = new Set(initial.map((asset) => asset.file));
  const lazy = readdirSync(path.join(dist, 'assets'))
    .filter((file) => file.endsWith('.js') && !loadedFirst.has(file))
    .map((file): TAssetSize => ({ file, kind: 'lazy', ...sizeOf(dist, `/assets/${file}`) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { initial, lazy };
}
