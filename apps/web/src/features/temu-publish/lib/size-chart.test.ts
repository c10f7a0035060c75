import { describe, expect, it } from 'vitest';
import { chartNeedsFit, fitChartToClass } from './size-chart';

const tops = {
  classId: 3,
  elements: [
    { id: 101, name: '胸围', necessary: true },
    { id: 102, name: '衣长', necessary: true },
    { id: 103, name: '肩宽', necessary: false },
  ],
};

describe('size chart in the class terms', () => {
  it("converts the blank's flat chest to the class's round one and drops what the class does not know", () => {
    const blank = {
      classId: null,
      unit: 'cm',
      columns: ['衣长', '胸宽', '袖口'],
      rows: [
        { size: 'S', values: ['69', '46', '15'] },
        { size: 'M', values: ['72', '49.5', '16'] },
      ],
    };
    expect(chartNeedsFit(blank, tops)).toBe(true);
    const fitted = fitChartToClass(blank, tops);
    expect(fitted).toEqual({
      classId: 3,
      unit: 'cm',
      columns: ['衣长', '胸围'],
      rows: [
        { size: 'S', values: ['69', '92'] },
        { size: 'M', values: ['72', '99'] },
      ],
    });
    expect(chartNeedsFit(fitted, tops)).toBe(false);
  });

  it('adds a missing necessary column empty, keeps the round one when both are there', () => {
    const chart = { classId: 3, unit: 'cm', columns: ['胸围', '胸宽'], rows: [{ size: 'S', values: ['90', '45'] }] };
    expect(fitChartToClass(chart, tops)).toMatchObject({ columns: ['胸围', '衣长'], rows: [{ values: ['90', ''] }] });
  });
});
