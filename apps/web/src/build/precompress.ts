import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files that compress well; images and fonts (woff2) are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map)$/i;

/** Smaller files gain less than the cost of picking the compressed copy. */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export type TPrecompressed = { file: string; bytes: number; br: number; gzip: number };

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of at least
 * PRECOMPRESS_MIN_BYTES under `dir`, at the strongest settings: it runs once
 * per build, and the server sends these files as they are (lib/web.ts). A copy
 * that would not be smaller is not written.
 */
export async function precompressDirectory(dir: string): Promise<TPrecompressed[]> {
  const files: string[] = [];
  for await (const file of filesUnder(dir)) {
    if (TEXT_FILE.test(file) && (await stat(file)).size >= PRECOMPRESS_MIN_BYTES) files.push(file);
  }
  return Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      return { file: path.relative(dir, file), bytes: body.length, br: br.length, gzip: gz.length };
    }),
  );
}

/** Vite plugin: precompresses the finished build in its output folder. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'sverka-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
