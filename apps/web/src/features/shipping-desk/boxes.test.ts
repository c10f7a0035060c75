import { describe, expect, it } from 'vitest';
import {
  addBox,
  boxCap,
  initialPacking,
  packingProblems,
  removeBox,
  setBoxQty,
  setShip,
  splitEvenly,
  toCreateOrder,
  unpacked,
} from './boxes';

// The reference's v3.create sample (flows.md (b) step 6, bg.shiporderv3.create.md): one customised order, 10 pieces
// of SKU 52000000001, two boxes of 5.
const SKU = 52000000001;
const line = { productSkuId: SKU, max: 10 };

describe('box packing', () => {
  it('splits the reference sample into its two boxes, in the documented nesting', () => {
    const p = splitEvenly(initialPacking([line]), 2);
    expect(packingProblems([line], p)).toEqual([]);
    expect(toCreateOrder(p)).toEqual({
      deliverOrderDetailInfos: [{ productSkuId: SKU, deliverSkuNum: 10 }],
      packageInfos: [
        { packageDetailSaveInfos: [{ productSkuId: SKU, skuNum: 5 }] },
        { packageDetailSaveInfos: [{ productSkuId: SKU, skuNum: 5 }] },
      ],
    });
  });

  it('never ships more than the desk cap, and a box never takes more than is left to pack', () => {
    let p = initialPacking([line]);
    p = setShip(p, line, 99);
    expect(p.ship[SKU]).toBe(10);
    p = addBox(p);
    // Box 1 holds all 10, so box 2 may take nothing until box 1 gives some up.
    expect(boxCap(p, SKU, 1)).toBe(0);
    p = setBoxQty(p, SKU, 1, 4);
    expect(p.boxes[1]![SKU]).toBe(0);
    p = setBoxQty(p, SKU, 0, 7);
    expect(boxCap(p, SKU, 1)).toBe(3);
    p = setBoxQty(p, SKU, 1, 4);
    expect(p.boxes[1]![SKU]).toBe(3);
    expect(unpacked(p, SKU)).toBe(0);
    expect(packingProblems([line], p)).toEqual([]);
  });

  it('shipping fewer takes the pieces back from the last box first; shipping more fills the last box', () => {
    let p = splitEvenly(initialPacking([line]), 2);
    p = setShip(p, line, 3);
    expect(p.boxes).toEqual([{ [SKU]: 3 }, { [SKU]: 0 }]);
    expect(packingProblems([line], p)).toEqual(['第 2 箱是空箱']);
    p = setShip(p, line, 8);
    expect(p.boxes).toEqual([{ [SKU]: 3 }, { [SKU]: 5 }]);
    expect(packingProblems([line], p)).toEqual([]);
  });

  it('names what is wrong: pieces left out of the boxes, nothing shipped', () => {
    let p = addBox(initialPacking([line]));
    p = setBoxQty(p, SKU, 0, 6);
    expect(packingProblems([line], p)).toEqual([`SKU ${SKU} 还有 4 件未装箱`, '第 2 箱是空箱']);
    p = setShip(p, line, 0);
    expect(packingProblems([line], p)).toEqual(['至少发货 1 件', '第 1 箱是空箱', '第 2 箱是空箱']);
  });

  it('a removed box hands its pieces to the first box; the last box stays', () => {
    let p = splitEvenly(initialPacking([line, { productSkuId: 7, max: 3 }]), 3);
    expect(p.boxes.length).toBe(3);
    p = removeBox(p, 2);
    p = removeBox(p, 1);
    expect(removeBox(p, 0)).toBe(p);
    expect(p.boxes).toEqual([{ [SKU]: 10, 7: 3 }]);
  });

  it('leaves SKUs shipped at 0 out of the request', () => {
    const two = [line, { productSkuId: 7, max: 2 }];
    const p = setShip(initialPacking(two), two[1]!, 0);
    expect(toCreateOrder(p)).toEqual({
      deliverOrderDetailInfos: [{ productSkuId: SKU, deliverSkuNum: 10 }],
      packageInfos: [{ packageDetailSaveInfos: [{ productSkuId: SKU, skuNum: 10 }] }],
    });
  });
});
