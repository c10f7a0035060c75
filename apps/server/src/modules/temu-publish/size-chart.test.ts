import { describe, expect, it } from 'vitest';
import { sizeChartSpecOf } from './size-chart';
import type { TemuShopCaller } from './temu-shop';

/** A caller of one app whose meta.get lists `columns` (all necessary), counting its calls. */
function callerOf(appScope: object, columns: string[]) {
  const calls: string[] = [];
  const caller = {
    appScope,
    async callType(type: string) {
      calls.push(type);
      if (type === 'bg.goods.sizecharts.class.get') return { sizeSpecClassCat: { classId: 3, classType: 1 } };
      if (type === 'bg.goods.sizecharts.meta.get')
        return {
          sizeSpecMeta: {
            groupList: [{ id: 1, name: '尺码' }],
            elementList: columns.map((name, i) => ({ id: 101 + i, name, necessary: true })),
          },
        };
      return { sizeList: ['S', 'M'] };
    },
  } as unknown as TemuShopCaller;
  return { caller, calls };
}

describe('size-chart spec cache', () => {
  it('is kept per app: two apps in one process never see each other’s columns, one app asks Temu once', async () => {
    const a = callerOf({}, ['胸围', '衣长']);
    const b = callerOf({}, ['衣长', '胸围', '肩宽']);
    expect((await sizeChartSpecOf(a.caller, 30469)).elements.map((e) => e.name)).toEqual(['胸围', '衣长']);
    expect((await sizeChartSpecOf(b.caller, 30469)).elements.map((e) => e.name)).toEqual(['衣长', '胸围', '肩宽']);
    expect((await sizeChartSpecOf(a.caller, 30469)).elements.map((e) => e.name)).toEqual(['胸围', '衣长']);
    expect(a.calls).toHaveLength(3); // class, meta, settings — once
  });
});
