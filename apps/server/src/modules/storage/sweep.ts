import { type Storage, TMP_PREFIX } from './storage';

/** Staged uploads live seconds to minutes; anything in tmp/ older than this was left by a crash. */
export const STALE_TMP_MS = 6 * 60 * 60 * 1000;

/** Deletes stale objects under tmp/ (staged uploads, partial disk writes). Returns how many went. */
export async function sweepStaleTmp(storage: Storage, olderThanMs = STALE_TMP_MS, now = Date.now()): Promise<number> {
  let deleted = 0;
  for await (const o of storage.list(TMP_PREFIX)) {
    if (o.modifiedAt < now - olderThanMs) {
      await storage.delete(o.key);
      deleted++;
    }
  }
  return deleted;
}
