import { type SellerSettings, type SellerSettingsPatch, shanghaiDate } from '@podbench/contract';
import type { Executor } from '../../db';

export interface StoredSettings {
  marginFloorPercent: number;
  autoPayEnabled: boolean;
  autoPayDailyCapFen: number;
}

const DEFAULTS: StoredSettings = { marginFloorPercent: 0, autoPayEnabled: false, autoPayDailyCapFen: 0 };

/** The seller's settings (migration 0038); the defaults — no floor, auto-pay off — when never saved. */
export async function readSettings(db: Executor, mainId: number): Promise<StoredSettings> {
  const r = await db.selectFrom('seller_settings').selectAll().where('main_id', '=', mainId).executeTakeFirst();
  if (!r) return DEFAULTS;
  return {
    marginFloorPercent: Number(r.margin_floor_percent),
    autoPayEnabled: Number(r.auto_pay_enabled) === 1,
    autoPayDailyCapFen: Number(r.auto_pay_daily_cap_fen),
  };
}

/** What auto-pay spent on the Beijing day of `now`. */
export async function autoPaidOn(db: Executor, mainId: number, now: number): Promise<number> {
  const r = await db
    .selectFrom('auto_pay_days')
    .select('paid_fen')
    .where('main_id', '=', mainId)
    .where('day', '=', shanghaiDate(now))
    .executeTakeFirst();
  return Number(r?.paid_fen ?? 0);
}

export async function settingsView(db: Executor, mainId: number, now = Date.now()): Promise<SellerSettings> {
  const [s, today] = await Promise.all([readSettings(db, mainId), autoPaidOn(db, mainId, now)]);
  return { ...s, autoPaidTodayFen: today };
}

/** Saves the fields sent (one upsert), leaving the others as they were. */
export async function saveSettings(db: Executor, mainId: number, patch: SellerSettingsPatch, now = Date.now()) {
  const cur = await readSettings(db, mainId);
  const next = {
    margin_floor_percent: patch.marginFloorPercent ?? cur.marginFloorPercent,
    auto_pay_enabled: (patch.autoPayEnabled ?? cur.autoPayEnabled) ? 1 : 0,
    auto_pay_daily_cap_fen: patch.autoPayDailyCapFen ?? cur.autoPayDailyCapFen,
    updated_at: now,
  };
  await db
    .insertInto('seller_settings')
    .values({ main_id: mainId, ...next })
    .onConflict((oc) => oc.column('main_id').doUpdateSet(next))
    .execute();
  return settingsView(db, mainId, now);
}
