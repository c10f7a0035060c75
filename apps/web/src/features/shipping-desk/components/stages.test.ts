import { describe, expect, it } from 'vitest';
import { pickupTime } from './quote-options';
import { nextStep, shipmentStep } from './shipment-progress';

describe('shipment stages', () => {
  it('box marks come between creating and booking; tracking follows Temu (待收货 → 已收货 → 已入库)', () => {
    expect(shipmentStep({ state: 'created', boxMarksPrintedAt: null })).toBe(1);
    expect(nextStep({ state: 'created', boxMarksPrintedAt: null })).toBe('下一步：打印箱唛');
    expect(nextStep({ state: 'created', boxMarksPrintedAt: 1 })).toBe('下一步：选择物流并发货');
    expect(nextStep({ state: 'booked', boxMarksPrintedAt: 1 })).toBe('等待仓库收货');
    expect(nextStep({ state: 'received', boxMarksPrintedAt: 1 })).toBe('等待入库');
    expect(shipmentStep({ state: 'warehoused', boxMarksPrintedAt: 1 })).toBe(5);
    expect(nextStep({ state: 'cancelled', boxMarksPrintedAt: null })).toBe('已取消，备货单已回到发货台');
  });
});

describe('pickup time', () => {
  // The reference's logisticsmatch sample slot: 2025-10-24 09:00–18:00 Beijing time.
  const start = Date.parse('2025-10-24T09:00:00+08:00');
  const end = Date.parse('2025-10-24T18:00:00+08:00');
  it('is the slot start for a slot still ahead', () => {
    expect(pickupTime({ start, end }, start - 3_600_000)).toBe(start);
  });
  it('is ten minutes from now inside a slot that has begun (a slot about to close is not offered)', () => {
    const now = Date.parse('2025-10-24T12:00:00+08:00');
    expect(pickupTime({ start, end }, now)).toBe(now + 10 * 60_000);
    expect(pickupTime({ start, end }, end - 60_000)).toBe(start);
  });
});
