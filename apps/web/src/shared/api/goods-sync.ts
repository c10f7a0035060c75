import { type GoodsSyncResult, type SyncJobState, TEMU_GOODS_API } from '@podbench/contract';
import { http } from '@/shared/request/request';

/**
 * Temu goods syncs (在线商品, 质检结果) queue one job per shop and report progress through one endpoint; shared so
 * both pages use the same 同步 button without importing each other.
 */
export const startGoodsSync = (url: string, shopId?: number) =>
  http.post<GoodsSyncResult>(url, shopId ? { shopId } : {});
export const getSyncStatus = (ids: number[], statusUrl: string = TEMU_GOODS_API.syncStatus) =>
  http.get<SyncJobState[]>(statusUrl, { ids: ids.join(',') });
