import { z } from 'zod';
import type { Executor } from '../../db';
import type { Shop } from '../online-product/sync';
import { knownBills, touchBills, upsertQc } from './repository';

const PAGE = 50;
const num = z.coerce.number();
const remoteQc = z.looseObject({
  qcBillId: num,
  productId: num.nullish(),
  productSkcId: num.nullish(),
  productSkuId: num.nullish(),
  productName: z.string().nullish(),
  spec: z.string().nullish(),
  skuQcResult: num,
  qcResultUpdateTime: num.nullish(),
});
const remoteDetail = z.looseObject({
  flawList: z
    .array(
      z.looseObject({
        flawNameDesc: z.string().nullish(),
        remark: z.string().nullish(),
        attachments: z.array(z.string()).nullish(),
      }),
    )
    .nullish(),
});

/**
 * Reads every inspection of the shop (bg.goods.qualityinspection.get) and, for bills that are new or whose result
 * changed, their defects and photos (…detail.get); upserts by (shop, qcBillId). Safe to run twice.
 */
export async function syncShopQualityChecks(
  db: Executor,
  c: Shop,
  shop: { id: number; mainId: number },
  progress: (p: number) => Promise<void>,
) {
  const bills: Array<z.infer<typeof remoteQc>> = [];
  for (let pageNo = 1; ; pageNo++) {
    const r = await c.call('bg.goods.qualityinspection.get', { pageNo, pageSize: PAGE });
    bills.push(...r.skuList.map((x) => remoteQc.parse(x)));
    if (r.skuList.length < PAGE || bills.length >= Number(r.total ?? 0)) break;
  }
  await progress(20);
  const known = await knownBills(db, shop.id);
  const fresh = bills.filter((b) => known.get(String(b.qcBillId)) !== b.skuQcResult);
  const now = Date.now();
  for (const [i, b] of fresh.entries()) {
    const d = remoteDetail.parse(await c.call('bg.goods.qualityinspectiondetail.get', { qcBillId: b.qcBillId }));
    const defects = (d.flawList ?? []).map((f) => ({
      name: f.flawNameDesc ?? '未注明',
      remark: f.remark ?? '',
      photos: f.attachments ?? [],
    }));
    await upsertQc(
      db,
      {
        mainId: shop.mainId,
        shopId: shop.id,
        qcBillId: String(b.qcBillId),
        productId: String(b.productId ?? ''),
        productSkcId: String(b.productSkcId ?? ''),
        productSkuId: String(b.productSkuId ?? ''),
        productName: b.productName ?? '',
        spec: b.spec ?? '',
        result: b.skuQcResult,
        defects: JSON.stringify(defects),
        defectCount: defects.length,
        inspectedAt: b.qcResultUpdateTime ?? now,
      },
      now,
    );
    await progress(20 + (80 * (i + 1)) / fresh.length);
  }
  await touchBills(db, shop.id, now);
  return { checks: bills.length, fetched: fresh.length };
}
