import {
  type ManagedType,
  SHOP_EXPIRY_WARN_MS,
  type ShopPlatform,
  type ShopRow,
  type ShopStatus,
} from '@podbench/contract';
import { TEMU_APIS } from '@podbench/temu';
import { parseStringArray } from '../../lib/json';
import { type ShopRecord, ShopState } from './repository';

const MANAGED: Record<string, ManagedType> = { full: '全托管', semi: '半托管' };

/**
 * Typed in `@podbench/temu` but called by no module: not asked of the seller. bg.glo.goods.labelv2.get prints
 * ordinary goods' barcodes; the product prints customised goods' labels (bg.glo.goods.custom.label.get) only.
 */
const TEMU_UNCALLED = new Set(['bg.glo.goods.labelv2.get']);

/** Types a Temu token must be authorised for: every API the product calls with a token. */
const TEMU_REQUIRED_SCOPES = Object.values(TEMU_APIS)
  .filter((s) => !('needsToken' in s) || s.needsToken !== false)
  .filter((s) => !TEMU_UNCALLED.has(s.type))
  .map((s) => s.type);

export function shopStatus(
  r: Pick<ShopRecord, 'unbound_at' | 'status' | 'token_expire_time'>,
  now: number,
): ShopStatus {
  if (r.unbound_at !== null) return '已解绑';
  if (r.status === ShopState.TOKEN_DEAD) return '已过期';
  if (r.token_expire_time !== null && Number(r.token_expire_time) <= now) return '已过期';
  return '正常';
}

/** The list row; the credential stays behind. */
export function toShopRow(r: ShopRecord, now = Date.now()): ShopRow {
  const status = shopStatus(r, now);
  const expire = r.token_expire_time === null ? null : Number(r.token_expire_time);
  const scopes = new Set(parseStringArray(r.api_scopes));
  return {
    id: Number(r.id),
    platform: r.platform as ShopPlatform,
    mallId: r.mall_id,
    mallName: r.mall_name,
    managedType: (r.managed_type && MANAGED[r.managed_type]) || null,
    tokenExpireTime: expire,
    expiringSoon: status === '正常' && expire !== null && expire - now <= SHOP_EXPIRY_WARN_MS,
    lastSyncTime: r.last_sync_time === null ? null : Number(r.last_sync_time),
    status,
    authorizedAt: Number(r.authorized_at),
    missingScopes:
      r.platform === 'temu' && status !== '已解绑' ? TEMU_REQUIRED_SCOPES.filter((t) => !scopes.has(t)) : [],
  };
}
