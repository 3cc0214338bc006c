import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../db/private-data-dir';

/**
 * Where asset bytes live (server-rules §9). Keys are opaque relative names chosen by the server;
 * an S3-compatible store can replace the file system by implementing these three calls.
 */
export interface AssetStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes of a key, or null when nothing is stored under it. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Files under `root` (default `<DATA_DIR>/assets/`), one file per key. */
export function createFileStorage(root: string): AssetStorage {
  const fileOf = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      // Write-once: an existing key is never overwritten (assets are immutable by id).
      await writeFile(file, data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    },
    async get(key) {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
