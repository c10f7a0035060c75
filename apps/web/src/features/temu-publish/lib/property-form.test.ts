import type { TemuFormProperty, TemuPropertyInput } from '@podbench/contract';
import { propertyProblems } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import {
  compositionEntries,
  compositionRows,
  compositionStatus,
  listedEntry,
  setProperty,
  visibleProperties,
} from './property-form';

const prop = (templatePid: number, name: string, o: Partial<TemuFormProperty> = {}): TemuFormProperty => ({
  templatePid,
  pid: templatePid - 100,
  refPid: templatePid + 100,
  name,
  required: false,
  control: 'select',
  controlType: 1,
  values: [],
  units: [],
  chooseMax: 1,
  inputMax: 0,
  min: null,
  max: null,
  precision: null,
  showCondition: [],
  numberInputTitle: null,
  ...o,
});

// 是否有印花 (是/否) → 印花工艺 (required, only when 是) → 印花颜色数 (only when 印花工艺 = 刺绣).
const printed = prop(1, '是否有印花', {
  values: [
    { vid: 11, value: '是' },
    { vid: 12, value: '否' },
  ],
});
const technique = prop(2, '印花工艺', {
  required: true,
  values: [
    { vid: 21, value: '数码直喷' },
    { vid: 22, value: '刺绣' },
  ],
  showCondition: [{ parentRefPid: printed.refPid, parentVids: [11] }],
});
const threads = prop(3, '绣线颜色数', {
  control: 'input',
  controlType: 0,
  inputMax: 10,
  showCondition: [{ parentRefPid: technique.refPid, parentVids: [22] }],
});
const fabric = prop(4, '成分', {
  control: 'composition',
  controlType: 16,
  chooseMax: 3,
  units: ['%'],
  values: [
    { vid: 41, value: '棉' },
    { vid: 42, value: '涤纶' },
    { vid: 43, value: '氨纶' },
  ],
});
const leaf = {
  catId: 9,
  catType: 1,
  inputMaxSpecNum: 0,
  properties: [printed, technique, threads, fabric],
  saleProperties: [],
  fingerprint: 'f',
  fetchedAt: 0,
};

describe('showCondition visibility', () => {
  it('shows a child only while its parent has a matching value', () => {
    const names = (chosen: TemuPropertyInput[]) => visibleProperties(leaf, chosen).map((p) => p.name);
    expect(names([])).toEqual(['是否有印花', '成分']);
    const yes = setProperty(leaf, [], printed, [listedEntry(printed, 11)]);
    expect(names(yes)).toEqual(['是否有印花', '印花工艺', '成分']);
    const no = setProperty(leaf, [], printed, [listedEntry(printed, 12)]);
    expect(names(no)).toEqual(['是否有印花', '成分']);
  });

  it('drops a hidden child and its own child when the parent changes, so nothing hidden is sent', () => {
    let chosen = setProperty(leaf, [], printed, [listedEntry(printed, 11)]);
    chosen = setProperty(leaf, chosen, technique, [listedEntry(technique, 22)]);
    chosen = setProperty(leaf, chosen, threads, [{ ...listedEntry(threads, 0), value: '3' }]);
    expect(chosen.map((v) => v.name)).toEqual(['是否有印花', '印花工艺', '绣线颜色数']);
    chosen = setProperty(leaf, chosen, printed, [listedEntry(printed, 12)]);
    expect(chosen.map((v) => `${v.name}=${v.value}`)).toEqual(['是否有印花=否']);
    expect(propertyProblems(leaf, chosen)).toEqual([]);
  });

  it('a required child counts only while shown', () => {
    const yes = setProperty(leaf, [], printed, [listedEntry(printed, 11)]);
    expect(propertyProblems(leaf, yes).map(([, m]) => m)).toContain('请填写必填属性「印花工艺」');
    const no = setProperty(leaf, [], printed, [listedEntry(printed, 12)]);
    expect(propertyProblems(leaf, no)).toEqual([]);
  });
});

describe('composition sum', () => {
  it('says what is missing or over, live', () => {
    expect(compositionStatus([])).toMatchObject({ ok: false, hint: '请添加成分' });
    expect(compositionStatus([{ vid: 41, percent: 60 }])).toMatchObject({
      sum: 60,
      ok: false,
      hint: '合计 60%，还差 40%',
    });
    expect(
      compositionStatus([
        { vid: 41, percent: 60 },
        { vid: 42, percent: 45.5 },
      ]),
    ).toMatchObject({ sum: 105.5, ok: false, hint: '合计 105.5%，超出 5.5%' });
    expect(
      compositionStatus([
        { vid: 41, percent: 60 },
        { vid: null, percent: 40 },
      ]),
    ).toMatchObject({ ok: false, hint: '每一行都要选择成分并填写含量' });
  });

  it('adds up decimals without float drift and writes entries the contract accepts', () => {
    const rows = [
      { vid: 41, percent: 33.3 },
      { vid: 42, percent: 33.3 },
      { vid: 43, percent: 33.4 },
    ];
    expect(compositionStatus(rows)).toEqual({ sum: 100, ok: true, hint: '合计 100%' });
    const entries = compositionEntries(fabric, rows);
    expect(entries.map((e) => [e.vid, e.value, e.numberInputValue, e.valueUnit])).toEqual([
      [41, '棉', '33.3', '%'],
      [42, '涤纶', '33.3', '%'],
      [43, '氨纶', '33.4', '%'],
    ]);
    expect(compositionRows(entries, fabric)).toEqual(rows);
    expect(propertyProblems(leaf, entries)).toEqual([]);
  });

  it('a half-filled row stays out of the body, and a sum off 100 is a problem', () => {
    const entries = compositionEntries(fabric, [
      { vid: 41, percent: 70 },
      { vid: 42, percent: null },
    ]);
    expect(entries).toHaveLength(1);
    expect(propertyProblems(leaf, entries).map(([, m]) => m)).toEqual(['「成分」各项之和须为 100（现为 70）']);
  });
});

describe('free text length', () => {
  // The sandbox's and Temu's 护理说明: one input (inputMaxNum 1) of at most maxValue characters (attrs.get: 文本最长长度).
  const care = prop(5, '护理说明', { control: 'input', controlType: 0, inputMax: 1, max: '200' });
  const careLeaf = { ...leaf, properties: [care] };
  const text = (n: number) => [{ ...listedEntry(care, 0), value: '洗'.repeat(n) }];

  it('takes a text up to maxValue characters, whatever inputMaxNum says', () => {
    expect(propertyProblems(careLeaf, text(150))).toEqual([]);
    expect(propertyProblems(careLeaf, text(200))).toEqual([]);
  });

  it('refuses a text longer than maxValue, in Chinese', () => {
    expect(propertyProblems(careLeaf, text(201)).map(([, m]) => m)).toEqual(['「护理说明」最多 200 个字']);
  });
});
