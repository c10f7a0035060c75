import { randomBytes } from 'node:crypto';
import type { Executor } from '../../../db';

export interface SandboxTemuApp {
  appKey: string;
  appSecret: string;
}

const SLOT = 'default';

/**
 * The sandbox's one app, created on first use and kept: its key and secret survive restarts so a configured
 * client keeps working. Concurrent first uses race on the primary key; the loser reads the winner's row.
 */
export async function ensureSandboxTemuApp(db: Executor): Promise<SandboxTemuApp> {
  const read = () =>
    db.selectFrom('sandbox_temu_apps').select(['app_key', 'app_secret']).where('slot', '=', SLOT).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('sandbox_temu_apps')
      .values({
        slot: SLOT,
        // Shaped like Temu's: 32 hex characters of key, 40 of secret.
        app_key: randomBytes(16).toString('hex'),
        app_secret: randomBytes(20).toString('hex'),
        created_at: Date.now(),
      })
      .onConflict((oc) => oc.column('slot').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('sandbox Temu app missing after insert');
  return { appKey: row.app_key, appSecret: row.app_secret };
}

export async function findSandboxTemuApp(db: Executor, appKey: string): Promise<SandboxTemuApp | undefined> {
  const row = await db
    .selectFrom('sandbox_temu_apps')
    .select(['app_key', 'app_secret'])
    .where('app_key', '=', appKey)
    .executeTakeFirst();
  return row && { appKey: row.app_key, appSecret: row.app_secret };
}
