import type { Executor } from '../../db';

export async function readSiteConfigRows(db: Executor) {
  return db.selectFrom('site_config').select(['key', 'value']).execute();
}
