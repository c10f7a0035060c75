import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, MissingObjectError, type Storage, type StoredObject, TMP_PREFIX } from './storage';

const isErrno = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && (err as NodeJS.ErrnoException).code === code;

/**
 * Files under `root`. A put writes `tmp/put-<uuid>.part` and renames it into place, so a reader never
 * sees half a file and a crash mid-write leaves only a stale tmp/ file for the sweep.
 */
export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => path.join(root, assertKey(key));
  return {
    driver: 'disk',
    async put(key, body) {
      const target = resolve(key);
      const partial = path.join(root, `${TMP_PREFIX}put-${randomUUID()}.part`);
      await fsp.mkdir(path.dirname(partial), { recursive: true });
      const out = fs.createWriteStream(partial);
      try {
        await pipeline(body, out);
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await fsp.rename(partial, target);
      } catch (err) {
        // pipeline rejects as soon as the source errors, possibly before the write stream has even opened
        // its file; removing first would leave the file it opens afterwards. Wait for its close, then remove.
        if (!out.closed) await new Promise<void>((r) => out.once('close', () => r()));
        await fsp.rm(partial, { force: true });
        throw err;
      }
    },
    async get(key) {
      const file = resolve(key);
      try {
        const st = await fsp.stat(file);
        if (!st.isFile()) return null;
        return { body: fs.createReadStream(file) as Readable, size: st.size };
      } catch {
        return null;
      }
    },
    async exists(key) {
      try {
        return (await fsp.stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await fsp.rm(resolve(key), { force: true });
    },
    async move(fromKey, toKey) {
      const target = resolve(toKey);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      try {
        await fsp.rename(resolve(fromKey), target);
      } catch (err) {
        if (isErrno(err, 'ENOENT')) throw new MissingObjectError(fromKey);
        throw err;
      }
    },
    list(prefix) {
      const slash = prefix.lastIndexOf('/');
      const dir = slash < 0 ? '' : prefix.slice(0, slash);
      if (dir) assertKey(dir);
      return walk(root, dir, prefix);
    },
    async ping() {
      await fsp.mkdir(root, { recursive: true });
      await fsp.access(root, fs.constants.W_OK);
    },
    localPath: resolve,
  };
}

async function* walk(root: string, dir: string, prefix: string): AsyncGenerator<StoredObject> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(path.join(root, dir), { withFileTypes: true });
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return;
    throw err;
  }
  for (const e of entries) {
    const key = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* walk(root, key, prefix);
    } else if (e.isFile() && key.startsWith(prefix)) {
      const st = await fsp.stat(path.join(root, key)).catch(() => null);
      if (st) yield { key, size: st.size, modifiedAt: st.mtimeMs };
    }
  }
}
