import { randomInt } from 'node:crypto';
import type { Executor } from '../../../db';
import type { SandboxTemuTiming } from '../../../modules/marketplace/config';
import { advanceRecord, dueRecords, insertRecord, type RecordRow } from '../state/record-repository';
import { unitHash } from './hash';
import { GoodsStatus, parseGoods, type SandboxGoods, type SandboxQc } from './model';

export type QcOutcome = 'pass' | 'fail';
/** What a test may choose for a forced failing inspection: the defect's name and the bill's 次品数. */
export interface QcChoice {
  flaw?: string;
  defective?: number;
}

const FLAWS = [
  '印花偏移',
  '印花模糊',
  '图案掉色',
  '线头未修剪',
  '尺寸与描述不符',
  '面料污渍',
  '包装破损',
  '颜色与图片不符',
];

/** Pass or fail for a product: a hash of its id against the fail ratio, so the same product always inspects alike. */
export const outcomeOf = (productId: number, failRatio: number): QcOutcome =>
  unitHash(`qc:${productId}`) < failRatio ? 'fail' : 'pass';

function inspections(g: SandboxGoods, outcome: QcOutcome, now: number, choice: QcChoice = {}): SandboxQc[] {
  const skus = g.skcs.flatMap((skc) => skc.skus.map((sku) => ({ skc, sku })));
  return skus.map(({ skc, sku }, i) => {
    // A failed product fails on its first SKU and, by the dice, some others; the rest of its SKUs pass.
    const fails = outcome === 'fail' && (i === 0 || unitHash(`qc:${sku.productSkuId}`) < 0.4);
    const photo = skc.previewImgUrls[0] ?? g.carouselImageUrls[0] ?? '';
    const flaw = choice.flaw ?? FLAWS[Math.floor(unitHash(`flaw:${sku.productSkuId}`) * FLAWS.length)]!;
    return {
      qcBillId: randomInt(10 ** 11, 10 ** 12 - 1),
      productId: g.productId,
      productSkcId: skc.productSkcId,
      productSkuId: sku.productSkuId,
      productName: g.productName,
      spec: sku.spec,
      skuQcResult: fails ? 2 : 1,
      flaws: fails ? [{ flawNameDesc: flaw, remark: `抽检发现${flaw}，请整改后重新送检`, attachments: [photo] }] : [],
      qcResultUpdateTime: now,
      ...(fails && choice.defective !== undefined ? { defective: choice.defective } : {}),
    };
  });
}

/**
 * One step of a product's life: 审核中 → 待上架 → 在售 → inspected. Each step is a conditional update of the row as
 * read, so concurrent tickers (or a ticker and a control call) never apply a step twice. Returns whether it moved.
 */
export async function stepGoods(
  db: Executor,
  row: RecordRow,
  timing: SandboxTemuTiming,
  now: number,
  forced?: QcOutcome,
  choice?: QcChoice,
): Promise<boolean> {
  const g = parseGoods(row.data);
  if (row.status === GoodsStatus.REVIEWING) {
    return advanceRecord(
      db,
      row,
      { status: GoodsStatus.REVIEWED, data: { ...g, reviewedAt: now }, dueAt: now + timing.onSaleMs },
      now,
    );
  }
  if (row.status === GoodsStatus.REVIEWED) {
    return advanceRecord(
      db,
      row,
      { status: GoodsStatus.ON_SALE, data: { ...g, onSaleAt: now }, dueAt: now + timing.inspectMs },
      now,
    );
  }
  if (row.status !== GoodsStatus.ON_SALE) return false;
  if (g.inspectedAt !== null && !forced) return false;
  const moved = await advanceRecord(
    db,
    row,
    { status: row.status, data: { ...g, inspectedAt: now }, dueAt: null },
    now,
  );
  if (!moved) return false;
  for (const qc of inspections(g, forced ?? outcomeOf(g.productId, timing.qcFailRatio), now, choice)) {
    await insertRecord(
      db,
      { mallId: row.mall_id, kind: 'qc', ref: String(qc.qcBillId), status: qc.skuQcResult, data: qc, dueAt: null },
      now,
    );
  }
  return true;
}

/** Moves every due product one step; what the ticker runs every few seconds. */
export async function tickGoods(db: Executor, timing: SandboxTemuTiming, now = Date.now()): Promise<number> {
  let moved = 0;
  for (const row of await dueRecords(db, 'goods', now)) if (await stepGoods(db, row, timing, now)) moved++;
  return moved;
}
