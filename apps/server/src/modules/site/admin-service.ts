import { ONLINE_WINDOW_MS, type OnlineUsers, type SiteConfigSaveBody } from '@podbench/contract';
import type { Executor } from '../../db';
import { writeAudit } from '../audit/service';
import { getSiteConfig } from './service';

/** Saves the operator-editable keys (one row each) and records before/after in the audit log. */
export async function saveSiteConfig(db: Executor, operatorId: number, body: SiteConfigSaveBody) {
  await db.transaction().execute(async (trx) => {
    const before = await getSiteConfig(trx);
    const now = Date.now();
    const values = { ...body, siteName: body.title };
    for (const [key, value] of Object.entries(values)) {
      await trx
        .insertInto('site_config')
        .values({ key, value: JSON.stringify(value), updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: now }))
        .execute();
    }
    await writeAudit(trx, {
      operatorId,
      action: 'site.save',
      targetType: 'site',
      targetId: 'config',
      before,
      after: await getSiteConfig(trx),
    });
  });
  return getSiteConfig(db);
}

/**
 * Live sessions seen in the last five minutes. A session's last_seen is written at most once a minute, so the count
 * is exact to about a minute.
 */
export async function countOnline(db: Executor, now = Date.now()): Promise<OnlineUsers> {
  const r = await db
    .selectFrom('sessions')
    .select([(eb) => eb.fn.count('user_id').distinct().as('users'), (eb) => eb.fn.countAll().as('sessions')])
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>=', now - ONLINE_WINDOW_MS)
    .executeTakeFirst();
  return {
    users: Number(r?.users ?? 0),
    sessions: Number(r?.sessions ?? 0),
    windowMinutes: ONLINE_WINDOW_MS / 60_000,
  };
}
