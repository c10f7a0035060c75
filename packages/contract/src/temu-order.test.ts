import { describe, expect, it } from 'vitest';
import {
  computeTemuOrderCost,
  TEMU_ORDER_STATES,
  TEMU_ORDER_TRANSITIONS,
  temuOrderIdsBody,
  temuOrderPageQuery,
  temuOrderTransitionError,
} from './temu-order';

describe('temu order state machine', () => {
  it('allows exactly the table and explains every refusal in Chinese', () => {
    for (const from of TEMU_ORDER_STATES) {
      for (const to of TEMU_ORDER_STATES) {
        const err = temuOrderTransitionError(from, to);
        if (TEMU_ORDER_TRANSITIONS[from].includes(to)) expect(err).toBeNull();
        else expect(err).toMatch(/^订单(当前为|已是)「/);
      }
    }
    expect(temuOrderTransitionError('completed', 'cancelled')).toBe('订单当前为「已完成」，不能变为「已取消」');
    expect(temuOrderTransitionError('nonsense', 'unpaid')).toBe('订单状态「nonsense」无效');
  });

  it('runs 待支付 → … → 已完成 along the table', () => {
    const path = ['unpaid', 'to_produce', 'producing', 'to_ship', 'shipped', 'warehoused', 'completed'] as const;
    for (let i = 1; i < path.length; i++) expect(temuOrderTransitionError(path[i - 1]!, path[i]!)).toBeNull();
  });
});

describe('temu order cost', () => {
  it('is base × quantity less the VIP discount, plus packing and shipping by weight', () => {
    const c = computeTemuOrderCost(
      [
        { unitCostFen: 2550, quantity: 3, weightG: 180 },
        { unitCostFen: 2750, quantity: 2, weightG: 200 },
      ],
      10,
    );
    // base 7650 + 5500 = 13150; discount floor(1315) ; 5 pieces × 80; 940 g → first kilogram only.
    expect(c).toEqual({ baseCostFen: 13150, discountFen: 1315, packingFen: 400, shippingFen: 600, totalFen: 12835 });
    // 2,400 g: first kg + 3 × 500 g.
    expect(computeTemuOrderCost([{ unitCostFen: 1000, quantity: 10, weightG: 240 }], 0).shippingFen).toBe(1200);
    expect(computeTemuOrderCost([], 10).totalFen).toBe(0);
  });
});

describe('temu order inputs', () => {
  it('refuses bad input with Chinese messages', () => {
    const ids = temuOrderIdsBody.safeParse({ ids: [] });
    expect(ids.success).toBe(false);
    expect(ids.error?.issues[0]?.message).toBe('请选择订单');
    const q = temuOrderPageQuery.safeParse({ state: 'paid' });
    expect(q.error?.issues[0]?.message).toBe('订单状态不正确');
    expect(temuOrderPageQuery.parse({ state: '', shopId: '' })).toMatchObject({ pageNum: 1, pageSize: 10 });
  });
});
