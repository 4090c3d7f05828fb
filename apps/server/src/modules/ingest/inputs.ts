import { createReadStream, type Stats } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** One file to read: a plain file, a file inside a directory, or a zip member. */
export type TInputEntry = {
  /** Stable name used in checkpoints and rejection reports: `archive.zip!member.xml` or a relative path. */
  name: string;
  /** Uncompressed size in bytes. */
  size: number;
  open: () => Promise<Readable>;
};

export type TInput = {
  path: string;
  /** Size and modification time: the same fingerprint means the same input, so a run may resume. */
  fingerprint: string;
  /** Uncompressed bytes of all entries together, for progress. */
  totalBytes: number;
  entries: () => AsyncGenerator<TInputEntry>;
};

const fingerprintOf = (stats: Stats) => `${stats.size}:${Math.trunc(stats.mtimeMs)}`;

/** Members of a zip in central-directory order, each opened lazily as a stream. */
async function* zipEntries(zipPath: string, prefix: string): AsyncGenerator<TInputEntry> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(zipPath, { lazyEntries: true, autoClose: false }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  try {
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        const onEntry = (found: yauzl.Entry) => {
          cleanup();
          resolve(found);
        };
        const onEnd = () => {
          cleanup();
          resolve(null);
        };
        const onError = (error: Error) => {
          cleanup();
          reject(error);
        };
        const cleanup = () => {
          zip.off('entry', onEntry);
          zip.off('end', onEnd);
          zip.off('error', onError);
        };
        zip.on('entry', onEntry);
        zip.on('end', onEnd);
        zip.on('error', onError);
        zip.readEntry();
      });
      if (!entry) return;
      if (entry.fileName.endsWith('/')) continue;
      yield {
        name: `${prefix}!${entry.fileName}`,
        size: entry.uncompressedSize,
        open: () =>
          new Promise<Readable>((resolve, reject) =>
            zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
          ),
      };
    }
  } finally {
    zip.close();
  }
}

async function* fileEntries(filePath: string, name: string, size: number): AsyncGenerator<TInputEntry> {
  if (filePath.toLowerCase().endsWith('.zip')) {
    yield* zipEntries(filePath, name);
    return;
  }
  yield { name, size, open: async () => createReadStream(filePath) };
}

/** Sum of the members' uncompressed sizes, read from the central directory only. */
async function zipUncompressedSize(zipPath: string): Promise<number> {
  let total = 0;
  for await (const entry of zipEntries(zipPath, '')) total += entry.size;
  return total;
}

/** Bytes a file yields when read: its size, or for a zip its members' uncompressed sizes. */
const readableBytes = (file: string, size: number) =>
  file.toLowerCase().endsWith('.zip') ? zipUncompressedSize(file) : Promise.resolve(size);

/** Every regular file under a directory, depth first, sorted by name so the order is stable. */
async function listFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(full)));
    else if (entry.isFile()) found.push(full);
  }
  return found;
}

/**
 * Opens what the command line names: a file, a zip (its members are read in
 * order, never extracted to disk) or a directory of either.
 * @throws Error with a plain message when the path does not exist.
 */
export async function openInput(inputPath: string): Promise<TInput> {
  const absolute = path.resolve(inputPath);
  const stats = await stat(absolute).catch(() => {
    throw new Error(`Нет такого файла или папки: ${absolute}`);
  });
  if (stats.isDirectory()) {
    const files = await listFiles(absolute);
    const all = await Promise.all(files.map(async (file) => ({ file, stats: await stat(file) })));
    return {
      path: absolute,
      fingerprint: all.map(({ file, stats: s }) => `${path.relative(absolute, file)}=${fingerprintOf(s)}`).join(';'),
      totalBytes: (await Promise.all(all.map(({ file, stats: s }) => readableBytes(file, s.size)))).reduce(
        (sum, bytes) => sum + bytes,
        0,
      ),
      entries: async function* () {
        for (const { file, stats: s } of all) yield* fileEntries(file, path.relative(absolute, file), s.size);
      },
    };
  }
  return {
    path: absolute,
    fingerprint: fingerprintOf(stats),
    totalBytes: await readableBytes(absolute, stats.size),
    entries: () => fileEntries(absolute, path.basename(absolute), stats.size),
  };
}
