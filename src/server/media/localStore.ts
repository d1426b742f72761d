import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, assertSafePrefix, type BlobStore } from './store';

/** A file being written: named apart until it is whole, and never listed. */
const PARTIAL = '.partial';

const missing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/** Files under a folder of DATA_DIR: the embedded default. `mode` 0o600 keeps private files private. */
export function createLocalStore(root: string, options: { mode?: number } = {}): BlobStore {
  const fileOf = (key: string) => path.join(root, ...assertSafeKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader meanwhile finds the whole file or none, never part of
      // one (a room's copy made on request is read by the next request while it is being stored).
      const partial = `${file}.${randomBytes(6).toString('hex')}${PARTIAL}`;
      try {
        await writeFile(partial, bytes, { mode: options.mode });
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
    async open(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return undefined;
        return { body: createReadStream(file), length: info.size };
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      const folder = path.join(root, ...assertSafePrefix(prefix).slice(0, -1).split('/'));
      try {
        const entries = await readdir(folder, { recursive: true, withFileTypes: true });
        return entries
          .filter((e) => e.isFile() && !e.name.endsWith(PARTIAL))
          .map((e) => prefix + path.relative(folder, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
      } catch (err) {
        if (missing(err)) return [];
        throw err;
      }
    },
    async removeAll(prefix) {
      await rm(path.join(root, ...assertSafePrefix(prefix).slice(0, -1).split('/')), { recursive: true, force: true });
    },
  };
}
