import type { AppConfig } from '../../config';
import type { Storage } from '../../modules/storage/storage';
import type { Db } from '../index';
import { seedDemoAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedMenus } from './menus';
import { seedWelcomeNotice } from './notices';
import { seedSiteConfig } from './site';
import { seedVipPlans } from './vip-plans';

/**
 * Base data every deployment needs, and demo data in local mode. Idempotent. Production seeds the catalogue by
 * command (`npm run admin -- seed-catalogue`); local mode does it here, through `storage` for its mockups.
 */
export async function seed(db: Db, config: Pick<AppConfig, 'seedDemo' | 'mode'>, storage?: Storage) {
  await db.transaction().execute(async (trx) => {
    await seedMenus(trx);
    await seedSiteConfig(trx);
    await seedVipPlans(trx);
  });
  if (config.seedDemo) {
    await seedDemoAccounts(db);
    await seedWelcomeNotice(db);
  }
  if (config.mode === 'local' && storage) await seedCatalogue(db, storage);
}
