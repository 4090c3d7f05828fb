import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are relative paths chosen by the server
 * (`avatars/<uuid>.png`), never by the client. Local disk today; an
 * S3-compatible adapter can implement the same three calls.
 */
export type TStorage = {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or undefined when there is no such key. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
};

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]{2,5}$/;

/** A fresh key under `folder` with the given extension. */
export function newStorageKey(folder: string, extension: string): string {
  return `${folder}/${randomUUID()}.${extension}`;
}

export function createDiskStorage(root: string): TStorage {
  const fileOf = (key: string) => {
    // Keys come from the server, but a key read back from a URL must never climb out of the root.
    if (!KEY_PATTERN.test(key)) throw new Error(`bad storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // A row names a key only after put resolves, so nobody is sent to a half-written file.
      await writeFile(file, data, { mode: 0o600 });
    },
    async get(key) {
      if (!KEY_PATTERN.test(key)) return undefined;
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
