import { describe, expect, it } from 'vitest';
import {
  addBox,
  boxCap,
  initialPacking,
  lineKey,
  packingProblems,
  removeBox,
  setBoxQty,
  setShip,
  shippedOrderIds,
  splitEvenly,
  toBoxItems,
  unpacked,
} from './boxes';

// The reference's v3.create sample (flows.md (b) step 6, bg.shiporderv3.create.md): one customised order, 10 pieces
// of SKU 52000000001, two boxes of 5.
const ORDER = 11;
const SKU = 52000000001;
const KEY = lineKey(ORDER, SKU);
const line = { key: KEY, max: 10, name: 'WB2509285900002 黑色/S' };

describe('box packing', () => {
  it('splits the reference sample into its two boxes of 5', () => {
    const p = splitEvenly(initialPacking([line]), 2);
    expect(packingProblems([line], p)).toEqual([]);
    expect(toBoxItems(p)).toEqual([
      { items: [{ orderId: ORDER, productSkuId: SKU, quantity: 5 }] },
      { items: [{ orderId: ORDER, productSkuId: SKU, quantity: 5 }] },
    ]);
    expect(shippedOrderIds(p)).toEqual([ORDER]);
  });

  it('never ships more than the desk cap, and a box never takes more than is left to pack', () => {
    let p = initialPacking([line]);
    p = setShip(p, line, 99);
    expect(p.ship[KEY]).toBe(10);
    p = addBox(p);
    // Box 1 holds all 10, so box 2 may take nothing until box 1 gives some up.
    expect(boxCap(p, KEY, 1)).toBe(0);
    p = setBoxQty(p, KEY, 1, 4);
    expect(p.boxes[1]![KEY]).toBe(0);
    p = setBoxQty(p, KEY, 0, 7);
    expect(boxCap(p, KEY, 1)).toBe(3);
    p = setBoxQty(p, KEY, 1, 4);
    expect(p.boxes[1]![KEY]).toBe(3);
    expect(unpacked(p, KEY)).toBe(0);
    expect(packingProblems([line], p)).toEqual([]);
  });

  it('shipping fewer takes the pieces back from the last box first; shipping more fills the last box', () => {
    let p = splitEvenly(initialPacking([line]), 2);
    p = setShip(p, line, 3);
    expect(p.boxes).toEqual([{ [KEY]: 3 }, { [KEY]: 0 }]);
    expect(packingProblems([line], p)).toEqual(['第 2 箱是空箱']);
    p = setShip(p, line, 8);
    expect(p.boxes).toEqual([{ [KEY]: 3 }, { [KEY]: 5 }]);
    expect(packingProblems([line], p)).toEqual([]);
  });

  it('names what is wrong: pieces left out of the boxes, nothing shipped', () => {
    let p = addBox(initialPacking([line]));
    p = setBoxQty(p, KEY, 0, 6);
    expect(packingProblems([line], p)).toEqual([`${line.name} 还有 4 件未装箱`, '第 2 箱是空箱']);
    p = setShip(p, line, 0);
    expect(packingProblems([line], p)).toEqual(['至少发货 1 件', '第 1 箱是空箱', '第 2 箱是空箱']);
  });

  it('a box may mix orders of one warehouse; an order ships whole or not at all', () => {
    const a2 = { key: lineKey(ORDER, 7), max: 2, name: 'A 白/M' };
    const b1 = { key: lineKey(12, 8), max: 3, name: 'B 黑/L' };
    const lines = [line, a2, b1];
    let p = initialPacking(lines);
    expect(toBoxItems(p)).toEqual([
      {
        items: [
          { orderId: ORDER, productSkuId: SKU, quantity: 10 },
          { orderId: ORDER, productSkuId: 7, quantity: 2 },
          { orderId: 12, productSkuId: 8, quantity: 3 },
        ],
      },
    ]);
    p = setShip(p, a2, 0);
    expect(packingProblems(lines, p)).toEqual(['A 白/M 发货数为 0：同一备货单须整单发货']);
    p = setShip(setShip(p, line, 0), b1, 3);
    expect(packingProblems(lines, p)).toEqual([]);
    expect(shippedOrderIds(p)).toEqual([12]);
    expect(toBoxItems(p)).toEqual([{ items: [{ orderId: 12, productSkuId: 8, quantity: 3 }] }]);
  });

  it('a removed box hands its pieces to the first box; the last box stays', () => {
    const other = { key: lineKey(ORDER, 7), max: 3 };
    let p = splitEvenly(initialPacking([line, other]), 3);
    expect(p.boxes.length).toBe(3);
    p = removeBox(p, 2);
    p = removeBox(p, 1);
    expect(removeBox(p, 0)).toBe(p);
    expect(p.boxes).toEqual([{ [KEY]: 10, [other.key]: 3 }]);
  });
});
