import { TemuApiError } from '@podbench/temu';
import type { Executor } from '../../db';
import { AppError, notFound } from '../../lib/app-error';
import { findShop, markShopTokenDead, ShopState } from './repository';
import { credentialAad, type TokenCipher } from './token-cipher';

export interface TemuShopAccess {
  shopId: number;
  mallId: string;
  accessToken: string;
}

/**
 * A seller's live Temu shop with its token opened, for the work that calls Temu on the shop's behalf
 * (publishing, order and quality-check syncs). Pass `mallId` as the client's `shopKey` so calls share the
 * shop's rate-limit bucket.
 */
export async function openTemuShop(
  db: Executor,
  cipher: TokenCipher,
  mainId: number,
  shopId: number,
): Promise<TemuShopAccess> {
  const row = await findShop(db, mainId, shopId);
  if (row?.platform !== 'temu' || row.unbound_at !== null) throw notFound('店铺不存在或已解绑');
  if (row.status === ShopState.TOKEN_DEAD) throw new AppError(400, `店铺「${row.mall_name}」授权已失效，请重新授权`);
  const { accessToken } = JSON.parse(cipher.open(row.credential_cipher, credentialAad('temu', row.mall_id))) as {
    accessToken: string;
  };
  return { shopId: Number(row.id), mallId: row.mall_id, accessToken };
}

/** After a failed call: a token Temu refuses (expired, replaced) marks the shop 已过期 until re-authorised. */
export async function noteTemuFailure(db: Executor, shopId: number, err: unknown) {
  if (err instanceof TemuApiError && err.tokenDead) await markShopTokenDead(db, shopId, Date.now());
}

/** A seller's live Shein shop with its keys opened (secretKey already decrypted at authorisation). */
export async function openSheinShop(db: Executor, cipher: TokenCipher, mainId: number, shopId: number) {
  const row = await findShop(db, mainId, shopId);
  if (row?.platform !== 'shein' || row.unbound_at !== null) throw notFound('店铺不存在或已解绑');
  const keys = JSON.parse(cipher.open(row.credential_cipher, credentialAad('shein', row.mall_id))) as {
    openKeyId: string;
    secretKey: string;
  };
  return { shopId: Number(row.id), mallId: row.mall_id, ...keys };
}
