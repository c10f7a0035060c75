import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from './storage';

const KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/** Files under `root`, written to a temp name and renamed so a reader never sees half a file. */
export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    driver: 'disk',
    async put(key, body) {
      const target = resolve(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
      try {
        await pipeline(body, fs.createWriteStream(tmp));
        await fsp.rename(tmp, target);
      } catch (err) {
        await fsp.rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const file = resolve(key);
      try {
        const st = await fsp.stat(file);
        return { body: fs.createReadStream(file) as Readable, size: st.size };
      } catch {
        return null;
      }
    },
    async exists(key) {
      try {
        await fsp.access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await fsp.rm(resolve(key), { force: true });
    },
    async ping() {
      await fsp.mkdir(root, { recursive: true });
      await fsp.access(root, fs.constants.W_OK);
    },
  };
}
