/**
 * Splitting the SKU lines of one warehouse's orders into physical boxes (a box may hold lines of several orders; the
 * server turns the boxes into v3.create's per-order `deliverOrderDetailInfos[]` and `packageInfos[]`). Pure
 * functions, so the editor's rules are tested apart from the screen:
 * - a line ships 0 … `skuDeliveryQuantityMaxLimit` pieces (0 = stays on the desk); at least one piece ships;
 * - an order ships all of its lines or none (a partly shipped order is refused: Temu's reference does not say that
 *   a ship order may leave a line out, so the editor does not try);
 * - the boxes hold exactly what ships, line by line (Σ box quantities = shipped quantity), and no box is empty.
 * A line is keyed `orderId:productSkuId` ({@link lineKey}).
 */

/** One SKU line of an order on the desk (staging.get `orderDetailVOList[]`). */
export interface BoxLine {
  key: string;
  /** The desk's cap (`skuDeliveryQuantityMaxLimit`). */
  max: number;
  /** The line's name in messages (order number and spec). */
  name?: string;
}

export const lineKey = (orderId: number, productSkuId: number) => `${orderId}:${productSkuId}`;
const splitKey = (key: string) => {
  const [orderId, productSkuId] = key.split(':').map(Number);
  return { orderId: orderId!, productSkuId: productSkuId! };
};

/** What ships (per line) and how it is packed: `boxes[i][key]` = pieces of that line in box i. */
export interface Packing {
  ship: Record<string, number>;
  boxes: Array<Record<string, number>>;
}

const clampInt = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.floor(Number(n) || 0)));

/** Everything up to each cap, in one box. */
export function initialPacking(lines: readonly BoxLine[]): Packing {
  const ship: Record<string, number> = {};
  for (const l of lines) ship[l.key] = l.max;
  return { ship, boxes: [{ ...ship }] };
}

/** Pieces of a line already in the boxes other than `except`. */
export const packedElsewhere = (p: Packing, key: string, except: number) =>
  p.boxes.reduce((n, b, i) => (i === except ? n : n + (b[key] ?? 0)), 0);

/** The most box `index` may hold of a line: what ships less what the other boxes hold. */
export const boxCap = (p: Packing, key: string, index: number) =>
  Math.max(0, (p.ship[key] ?? 0) - packedElsewhere(p, key, index));

/** Pieces of a line not yet in any box. */
export const unpacked = (p: Packing, key: string) => (p.ship[key] ?? 0) - packedElsewhere(p, key, -1);

/**
 * Ship `qty` of a line (clamped to 0 … cap). Boxes that now hold more than ships give back from the last box first;
 * added pieces go into the last box, so a one-box shipment stays consistent without further edits.
 */
export function setShip(p: Packing, line: BoxLine, qty: number): Packing {
  const key = line.key;
  const next = clampInt(qty, 0, line.max);
  const boxes = p.boxes.map((b) => ({ ...b }));
  let over = boxes.reduce((n, b) => n + (b[key] ?? 0), 0) - next;
  for (let i = boxes.length - 1; i >= 0 && over > 0; i--) {
    const take = Math.min(over, boxes[i]![key] ?? 0);
    boxes[i]![key] = (boxes[i]![key] ?? 0) - take;
    over -= take;
  }
  if (over < 0 && boxes.length > 0) {
    const last = boxes[boxes.length - 1]!;
    last[key] = (last[key] ?? 0) - over;
  }
  return { ship: { ...p.ship, [key]: next }, boxes };
}

/** Put `qty` of a line in box `index`, never more than the box may hold. */
export function setBoxQty(p: Packing, key: string, index: number, qty: number): Packing {
  const boxes = p.boxes.map((b, i) => (i === index ? { ...b, [key]: clampInt(qty, 0, boxCap(p, key, index)) } : b));
  return { ...p, boxes };
}

/** A new empty box at the end (fill it from the others). */
export const addBox = (p: Packing): Packing => ({ ...p, boxes: [...p.boxes, {}] });

/** Removes box `index`; its pieces go back into the first remaining box. The last box cannot be removed. */
export function removeBox(p: Packing, index: number): Packing {
  if (p.boxes.length <= 1) return p;
  const gone = p.boxes[index] ?? {};
  const boxes = p.boxes.filter((_, i) => i !== index).map((b) => ({ ...b }));
  for (const [key, n] of Object.entries(gone)) boxes[0]![key] = (boxes[0]![key] ?? 0) + n;
  return { ...p, boxes };
}

/** Spreads what ships over `count` boxes as evenly as possible, line by line (the first boxes take the remainder). */
export function splitEvenly(p: Packing, count: number): Packing {
  const n = clampInt(count, 1, Math.max(1, totalPieces(p)));
  const boxes: Array<Record<string, number>> = Array.from({ length: n }, () => ({}));
  let offset = 0;
  for (const [key, qty] of Object.entries(p.ship)) {
    for (let k = 0; k < qty; k++) {
      const box = boxes[(offset + k) % n]!;
      box[key] = (box[key] ?? 0) + 1;
    }
    offset = (offset + qty) % n;
  }
  return { ...p, boxes };
}

export const totalPieces = (p: Packing) => Object.values(p.ship).reduce((n, q) => n + q, 0);
export const boxPieces = (box: Record<string, number>) => Object.values(box).reduce((n, q) => n + q, 0);

/** Why this packing cannot become a shipment (Chinese, one line each); empty when it can. */
export function packingProblems(lines: readonly BoxLine[], p: Packing): string[] {
  const problems: string[] = [];
  const byOrder = new Map<number, { shipped: number; idle: string[] }>();
  for (const l of lines) {
    const q = p.ship[l.key] ?? 0;
    const name = l.name ?? l.key;
    if (q > l.max) problems.push(`${name} 最多发 ${l.max} 件`);
    const left = unpacked(p, l.key);
    if (left > 0) problems.push(`${name} 还有 ${left} 件未装箱`);
    if (left < 0) problems.push(`${name} 装箱数超过发货数 ${-left} 件`);
    const o = byOrder.get(splitKey(l.key).orderId) ?? { shipped: 0, idle: [] };
    if (q > 0) o.shipped++;
    else o.idle.push(name);
    byOrder.set(splitKey(l.key).orderId, o);
  }
  for (const o of byOrder.values()) {
    if (o.shipped > 0 && o.idle.length > 0) problems.push(`${o.idle.join('、')} 发货数为 0：同一备货单须整单发货`);
  }
  if (totalPieces(p) === 0) problems.push('至少发货 1 件');
  p.boxes.forEach((b, i) => {
    if (boxPieces(b) === 0) problems.push(`第 ${i + 1} 箱是空箱`);
  });
  return problems;
}

/** The boxes as the create request takes them (`boxes[].items[]`, only non-zero quantities). */
export function toBoxItems(p: Packing) {
  return p.boxes.map((b) => ({
    items: Object.entries(b)
      .filter(([, q]) => q > 0)
      .map(([key, quantity]) => ({ ...splitKey(key), quantity })),
  }));
}

/** The orders that ship something. */
export const shippedOrderIds = (p: Packing) => [
  ...new Set(
    Object.entries(p.ship)
      .filter(([, q]) => q > 0)
      .map(([key]) => splitKey(key).orderId),
  ),
];
