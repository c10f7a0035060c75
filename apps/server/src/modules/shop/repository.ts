import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import { toCount } from '../../db';
import type { ShopsTable } from '../../db/schema-marketplace';

export type ShopRecord = Selectable<ShopsTable>;

/** Shop status values stored in `shops.status` (unbinding sets `unbound_at` instead). */
export const ShopState = { LIVE: 0, TOKEN_DEAD: 2 } as const;

export interface CredentialFields {
  /** Left out: the row keeps its name. */
  mall_name?: string;
  managed_type: string | null;
  credential_cipher: string;
  token_expire_time: number | null;
  api_scopes: string;
  authorized_at: number;
  authorized_by: number;
}

/** A seller's shop by id, bound or not; another seller's id finds nothing. */
export async function findShop(db: Executor, mainId: number, id: number) {
  return db.selectFrom('shops').selectAll().where('id', '=', id).where('main_id', '=', mainId).executeTakeFirst();
}

/** The live binding of a mall, whoever holds it. */
export async function findLiveShopByMall(db: Executor, platform: string, mallId: string) {
  return db
    .selectFrom('shops')
    .selectAll()
    .where('platform', '=', platform)
    .where('mall_id', '=', mallId)
    .where('unbound_at', 'is', null)
    .executeTakeFirst();
}

/** The seller's latest row for a mall (bound or unbound): binding the mall again reuses it. */
export async function findOwnShopByMall(db: Executor, mainId: number, platform: string, mallId: string) {
  return db
    .selectFrom('shops')
    .selectAll()
    .where('main_id', '=', mainId)
    .where('platform', '=', platform)
    .where('mall_id', '=', mallId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function countLiveShops(db: Executor, mainId: number) {
  const r = await db
    .selectFrom('shops')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('main_id', '=', mainId)
    .where('unbound_at', 'is', null)
    .executeTakeFirst();
  return toCount(r?.n);
}

export async function insertShop(
  db: Executor,
  s: CredentialFields & { mall_name: string; main_id: number; platform: string; mall_id: string; now: number },
) {
  const { now, ...fields } = s;
  const r = await db
    .insertInto('shops')
    .values({ ...fields, status: ShopState.LIVE, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** New credential on an existing row: live again, token fresh. */
export async function updateShopCredential(db: Executor, mainId: number, id: number, c: CredentialFields) {
  await db
    .updateTable('shops')
    .set({ ...c, status: ShopState.LIVE, unbound_at: null, updated_at: c.authorized_at })
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .execute();
}

/** The seller's own name for a shop; false when the id is not this seller's. */
export async function renameShopRow(db: Executor, mainId: number, id: number, mallName: string, now: number) {
  const r = await db
    .updateTable('shops')
    .set({ mall_name: mallName, updated_at: now })
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Unbinds and wipes the credential: an unbound shop keeps its history, not its token. */
export async function unbindShopRow(db: Executor, mainId: number, id: number, now: number) {
  const r = await db
    .updateTable('shops')
    .set({ unbound_at: now, credential_cipher: '', updated_at: now })
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .where('unbound_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function pageShopRows(
  db: Executor,
  q: { mainId: number; platform: string; includeUnbound: boolean; offset: number; limit: number },
) {
  let base = db.selectFrom('shops').where('main_id', '=', q.mainId).where('platform', '=', q.platform);
  if (!q.includeUnbound) base = base.where('unbound_at', 'is', null);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').offset(q.offset).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.n) };
}

/** Marks that the marketplace refused the token (expired, revoked): the list shows 已过期 until re-authorised. */
export async function markShopTokenDead(db: Executor, id: number, now: number) {
  await db.updateTable('shops').set({ status: ShopState.TOKEN_DEAD, updated_at: now }).where('id', '=', id).execute();
}

export async function touchShopSync(db: Executor, id: number, now: number) {
  await db.updateTable('shops').set({ last_sync_time: now, updated_at: now }).where('id', '=', id).execute();
}
