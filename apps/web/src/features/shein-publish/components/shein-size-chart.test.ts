import { describe, expect, it } from 'vitest';
import type { SheinAttributeDef } from '../api/shein-publish';
import { sizeChartProblems } from './shein-size-chart';

// A T恤 leaf's template as the pack documents attribute_type 2 (size) rows: 衣长 required (status 3), 胸围 optional.
const defs: SheinAttributeDef[] = [
  { attributeId: 1, name: '颜色', sale: true, required: true, kind: 'sale' },
  { attributeId: 11, name: '衣长', sale: false, required: true, kind: 'size' },
  { attributeId: 12, name: '胸围', sale: false, required: false, kind: 'size' },
  { attributeId: 21, name: '成分', sale: false, required: true, kind: 'composition' },
];
const sizes = ['S', 'M'];

describe('sizeChartProblems', () => {
  it('asks for a required size attribute until every size has it', () => {
    expect(sizeChartProblems(defs, sizes, [])).toEqual([
      { field: 'sizeChart.11', message: '请在尺码表中为每个尺码填写 Shein 必填尺寸「衣长」' },
    ]);
    const half = [{ attributeId: 11, name: '衣长', values: { S: '68' } }];
    expect(sizeChartProblems(defs, sizes, half)).toHaveLength(1);
  });

  it('passes a filled chart and leaves an optional row empty', () => {
    const full = [{ attributeId: 11, name: '衣长', values: { S: '68', M: '70.5' } }];
    expect(sizeChartProblems(defs, sizes, full)).toEqual([]);
  });

  it('refuses values that are not positive numbers with at most 2 decimals', () => {
    const bad = [
      { attributeId: 11, name: '衣长', values: { S: '0', M: '70' } },
      { attributeId: 12, name: '胸围', values: { S: '9.999', M: 'abc' } },
    ];
    expect(sizeChartProblems(defs, sizes, bad).map((p) => p.field)).toEqual([
      'sizeChart.11.S',
      'sizeChart.12.S',
      'sizeChart.12.M',
    ]);
  });

  it('has nothing to say for a leaf without size attributes (older servers answer no kind)', () => {
    const old: SheinAttributeDef[] = [{ attributeId: 5, name: '材质', sale: false, required: true }];
    expect(sizeChartProblems(old, sizes, [])).toEqual([]);
  });
});
