/**
 * Splitting one stock-up order's SKUs into boxes (v3.create: per order `deliverOrderDetailInfos[]` = how many of each
 * SKU ship, `packageInfos[].packageDetailSaveInfos[]` = what each box holds). Pure functions, so the editor's rules
 * are tested apart from the screen:
 * - a SKU ships 0 … `skuDeliveryQuantityMaxLimit` pieces (0 = left on the desk); the order ships at least one piece;
 * - the boxes hold exactly what ships, SKU by SKU (Σ box quantities = shipped quantity), and no box is empty.
 */

/** One SKU line of an order on the desk (staging.get `orderDetailVOList[]`). */
export interface BoxLine {
  productSkuId: number;
  /** The desk's cap (`skuDeliveryQuantityMaxLimit`). */
  max: number;
}

/** What ships (per SKU) and how it is packed: `boxes[i][productSkuId]` = pieces of that SKU in box i. */
export interface Packing {
  ship: Record<number, number>;
  boxes: Array<Record<number, number>>;
}

const clampInt = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.floor(Number(n) || 0)));

/** Everything up to each cap, in one box. */
export function initialPacking(lines: readonly BoxLine[]): Packing {
  const ship: Record<number, number> = {};
  for (const l of lines) ship[l.productSkuId] = l.max;
  return { ship, boxes: [{ ...ship }] };
}

/** Pieces of a SKU already in the boxes other than `except`. */
export const packedElsewhere = (p: Packing, sku: number, except: number) =>
  p.boxes.reduce((n, b, i) => (i === except ? n : n + (b[sku] ?? 0)), 0);

/** The most box `index` may hold of a SKU: what ships less what the other boxes hold. */
export const boxCap = (p: Packing, sku: number, index: number) =>
  Math.max(0, (p.ship[sku] ?? 0) - packedElsewhere(p, sku, index));

/** Pieces of a SKU not yet in any box. */
export const unpacked = (p: Packing, sku: number) => (p.ship[sku] ?? 0) - packedElsewhere(p, sku, -1);

/**
 * Ship `qty` of a SKU (clamped to 0 … cap). Boxes that now hold more than ships give back from the last box first;
 * added pieces go into the last box, so a one-box order stays consistent without further edits.
 */
export function setShip(p: Packing, line: BoxLine, qty: number): Packing {
  const sku = line.productSkuId;
  const next = clampInt(qty, 0, line.max);
  const boxes = p.boxes.map((b) => ({ ...b }));
  let over = boxes.reduce((n, b) => n + (b[sku] ?? 0), 0) - next;
  for (let i = boxes.length - 1; i >= 0 && over > 0; i--) {
    const take = Math.min(over, boxes[i]![sku] ?? 0);
    boxes[i]![sku] = (boxes[i]![sku] ?? 0) - take;
    over -= take;
  }
  if (over < 0 && boxes.length > 0) {
    const last = boxes[boxes.length - 1]!;
    last[sku] = (last[sku] ?? 0) - over;
  }
  return { ship: { ...p.ship, [sku]: next }, boxes };
}

/** Put `qty` of a SKU in box `index`, never more than the box may hold. */
export function setBoxQty(p: Packing, sku: number, index: number, qty: number): Packing {
  const boxes = p.boxes.map((b, i) => (i === index ? { ...b, [sku]: clampInt(qty, 0, boxCap(p, sku, index)) } : b));
  return { ...p, boxes };
}

/** A new empty box at the end (fill it from the others). */
export const addBox = (p: Packing): Packing => ({ ...p, boxes: [...p.boxes, {}] });

/** Removes box `index`; its pieces go back into the first remaining box. The last box cannot be removed. */
export function removeBox(p: Packing, index: number): Packing {
  if (p.boxes.length <= 1) return p;
  const gone = p.boxes[index] ?? {};
  const boxes = p.boxes.filter((_, i) => i !== index).map((b) => ({ ...b }));
  for (const [sku, n] of Object.entries(gone)) boxes[0]![Number(sku)] = (boxes[0]![Number(sku)] ?? 0) + n;
  return { ...p, boxes };
}

/** Spreads what ships over `count` boxes as evenly as possible, SKU by SKU (the first boxes take the remainder). */
export function splitEvenly(p: Packing, count: number): Packing {
  const n = clampInt(count, 1, Math.max(1, totalPieces(p)));
  const boxes: Array<Record<number, number>> = Array.from({ length: n }, () => ({}));
  let offset = 0;
  for (const [key, qty] of Object.entries(p.ship)) {
    const sku = Number(key);
    for (let k = 0; k < qty; k++) {
      const box = boxes[(offset + k) % n]!;
      box[sku] = (box[sku] ?? 0) + 1;
    }
    offset = (offset + qty) % n;
  }
  return { ...p, boxes };
}

export const totalPieces = (p: Packing) => Object.values(p.ship).reduce((n, q) => n + q, 0);
export const boxPieces = (box: Record<number, number>) => Object.values(box).reduce((n, q) => n + q, 0);

/** Why this packing cannot become a ship order (Chinese, one line each); empty when it can. */
export function packingProblems(lines: readonly BoxLine[], p: Packing): string[] {
  const problems: string[] = [];
  for (const l of lines) {
    const q = p.ship[l.productSkuId] ?? 0;
    if (q > l.max) problems.push(`SKU ${l.productSkuId} 最多发 ${l.max} 件`);
    const left = unpacked(p, l.productSkuId);
    if (left > 0) problems.push(`SKU ${l.productSkuId} 还有 ${left} 件未装箱`);
    if (left < 0) problems.push(`SKU ${l.productSkuId} 装箱数超过发货数 ${-left} 件`);
  }
  if (totalPieces(p) === 0) problems.push('至少发货 1 件');
  p.boxes.forEach((b, i) => {
    if (boxPieces(b) === 0) problems.push(`第 ${i + 1} 箱是空箱`);
  });
  return problems;
}

/** The order's part of v3.create: lines shipped (quantity ≥ 1) and boxes with their non-zero contents. */
export function toCreateOrder(p: Packing) {
  return {
    deliverOrderDetailInfos: Object.entries(p.ship)
      .filter(([, q]) => q > 0)
      .map(([sku, q]) => ({ productSkuId: Number(sku), deliverSkuNum: q })),
    packageInfos: p.boxes.map((b) => ({
      packageDetailSaveInfos: Object.entries(b)
        .filter(([, q]) => q > 0)
        .map(([sku, q]) => ({ productSkuId: Number(sku), skuNum: q })),
    })),
  };
}
