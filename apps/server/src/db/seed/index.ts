import type { AppConfig } from '../../config';
import type { Db } from '../index';
import { seedDemoAccounts } from './accounts';
import { seedMenus } from './menus';
import { seedWelcomeNotice } from './notices';
import { seedSiteConfig } from './site';
import { seedVipPlans } from './vip-plans';

/** Base data every deployment needs, and demo data in local mode. Idempotent. */
export async function seed(db: Db, config: Pick<AppConfig, 'seedDemo'>) {
  await db.transaction().execute(async (trx) => {
    await seedMenus(trx);
    await seedSiteConfig(trx);
    await seedVipPlans(trx);
  });
  if (config.seedDemo) {
    await seedDemoAccounts(db);
    await seedWelcomeNotice(db);
  }
}
