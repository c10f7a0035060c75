import type { PageResult, ShopPageQuery, ShopRow } from '@podbench/contract';
import type { Executor } from '../../db';
import { notFound } from '../../lib/app-error';
import { toShopRow } from './mapping';
import { findShop, pageShopRows, renameShopRow, unbindShopRow } from './repository';

export async function pageShops(db: Executor, mainId: number, q: ShopPageQuery): Promise<PageResult<ShopRow>> {
  const { rows, total } = await pageShopRows(db, {
    mainId,
    platform: q.platform,
    includeUnbound: q.includeUnbound,
    offset: (q.pageNum - 1) * q.pageSize,
    limit: q.pageSize,
  });
  const now = Date.now();
  return { rows: rows.map((r) => toShopRow(r, now)), total };
}

/** 解绑: the row stays for history, the credential is wiped, the mall is free to bind again. */
export async function unbindShop(db: Executor, mainId: number, id: number) {
  if (!(await unbindShopRow(db, mainId, id, Date.now()))) throw notFound('店铺不存在或已解绑');
}

/** 修改店铺名称: Temu gives no mall name, so the seller names the shop; another seller's id is not found. */
export async function renameShop(db: Executor, mainId: number, id: number, mallName: string): Promise<ShopRow> {
  if (!(await renameShopRow(db, mainId, id, mallName, Date.now()))) throw notFound('店铺不存在');
  const row = await findShop(db, mainId, id);
  if (!row) throw notFound('店铺不存在');
  return toShopRow(row);
}
