import path from 'node:path';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { type DbHandle, openDb } from './db';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';
import { withStartupLock } from './db/startup-lock';
import { createPaymentRegistry } from './modules/payment/registry';
import { createSmsProvider } from './modules/sms/factory';
import { createStorage } from './modules/storage/factory';

export interface Runtime {
  ctx: AppContext;
  handle: DbHandle;
}

/** Opens the database, migrates, seeds and wires the providers chosen by the config. */
export async function createRuntime(config: AppConfig, dbOverride?: DbHandle): Promise<Runtime> {
  const handle =
    dbOverride ?? openDb({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'podbench.db') });
  // One process at a time migrates and seeds (several starting at once on one database do it once).
  const ctx = await withStartupLock(handle, async () => {
    await migrateToLatest(handle.db);
    const ctx: AppContext = {
      config,
      db: handle.db,
      dialect: handle.dialect,
      sms: createSmsProvider(config, handle.db),
      storage: createStorage(config),
      payments: createPaymentRegistry(config, handle.db),
    };
    // After the context: the catalogue seed writes its generated mockups through ctx.storage.
    await seed(handle.db, config, ctx.storage);
    return ctx;
  });
  return { ctx, handle };
}
