import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './index';
import * as m0001 from './migrations/20261122_0001_foundation';

/** Every migration, in order. Frozen once landed: add new files, never edit old ones. */
const migrations: Record<string, Migration> = {
  '20261122_0001_foundation': m0001,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs pending migrations. Kysely's migrator locks, so several processes starting at once migrate once. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败: ${failed?.migrationName ?? ''} ${String(error ?? '')}`);
  }
}
