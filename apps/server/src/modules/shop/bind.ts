import type { Db, Dialect, Executor } from '../../db';
import { conflict, forbidden } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { syncAuthorisedShop } from '../online-product/auto-sync';
import { getShopLimit } from './limit';
import {
  type CredentialFields,
  countLiveShops,
  findLiveShopByMall,
  findOwnShopByMall,
  findShop,
  insertShop,
  type ShopRecord,
  updateShopCredential,
} from './repository';
import { credentialAad, type TokenCipher } from './token-cipher';

export interface ShopDeps {
  db: Db;
  dialect: Dialect;
  cipher: TokenCipher;
}

/** What a marketplace told us about the shop a credential opens. */
export interface VerifiedShop {
  platform: 'temu' | 'shein';
  mallId: string;
  /** The name a new row gets. */
  mallName: string;
  /** The seller gave `mallName` (else an existing row keeps its stored name, which the seller may have set). */
  nameGiven?: boolean;
  managedType: 'full' | 'semi' | null;
  expiresAt: number | null;
  scopes: string[];
  /** The credential as JSON ({ accessToken } or { openKeyId, secretKey }); sealed before it is stored. */
  credential: string;
}

const TAKEN = '该店铺已被其他账号授权绑定，请先在原账号解绑后再授权';

/** On PostgreSQL, binds of one seller queue on the seller's row so the shop limit cannot be passed by a race. */
async function lockSeller(trx: Executor, dialect: Dialect, mainId: number) {
  if (dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', mainId).forUpdate().execute();
}

/**
 * Binds a verified shop to the seller. The seller's live row for the mall is re-authorised in place; a mall live
 * under another seller is refused (409); otherwise the seller's earlier row for the mall is revived, or a new one
 * made, within the VIP shop limit. The unique index on live (platform, mall_id) settles races between sellers.
 */
export async function bindShop(
  deps: ShopDeps,
  user: { mainId: number; id: number },
  v: VerifiedShop,
): Promise<ShopRecord> {
  const now = Date.now();
  const mallName = v.mallName.slice(0, 128);
  const fields: CredentialFields = {
    ...(v.nameGiven ? { mall_name: mallName } : {}),
    managed_type: v.managedType,
    credential_cipher: deps.cipher.seal(v.credential, credentialAad(v.platform, v.mallId)),
    token_expire_time: v.expiresAt,
    api_scopes: JSON.stringify(v.scopes),
    authorized_at: now,
    authorized_by: user.id,
  };
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      await lockSeller(trx, deps.dialect, user.mainId);
      const live = await findLiveShopByMall(trx, v.platform, v.mallId);
      if (live && Number(live.main_id) !== user.mainId) throw conflict(TAKEN);
      if (live) {
        await updateShopCredential(trx, user.mainId, Number(live.id), fields);
        return Number(live.id);
      }
      const limit = await getShopLimit(trx, user.mainId);
      if ((await countLiveShops(trx, user.mainId)) >= limit) {
        throw forbidden(`当前会员等级最多可授权 ${limit} 个店铺，请先解绑不用的店铺或升级会员`);
      }
      const own = await findOwnShopByMall(trx, user.mainId, v.platform, v.mallId);
      if (own) {
        await updateShopCredential(trx, user.mainId, Number(own.id), fields);
        return Number(own.id);
      }
      return insertShop(trx, {
        ...fields,
        mall_name: mallName,
        main_id: user.mainId,
        platform: v.platform,
        mall_id: v.mallId,
        now,
      });
    });
    const row = await findShop(deps.db, user.mainId, id);
    if (!row) throw new Error('bound shop vanished');
    await syncAuthorisedShop(deps.db, { id, mainId: user.mainId, platform: v.platform });
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(TAKEN);
    throw err;
  }
}
