import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ccstResponse,
  compositeQueryTask,
  compositeTask,
  compositeTaskBody,
  customInfos,
  customInfoTemplates,
  formatBeijing,
  MAX_WINDOW_DAYS,
  motherChildOrders,
  PURCHASE_ORDER_STATUS,
  parseBeijing,
  purchaseOrderInfos,
  purchaseOrderQuery,
  purchaseOrderSearch,
  purchaseOrderStatusLabel,
  sheinResponse,
  splitWindows,
} from '../src/purchase-orders';
// @ts-expect-error plain .mjs script, no types
import { defaultReferenceDir, FIXTURE_DIR, samplesFrom } from './purchase-orders-fixtures.mjs';

const fixture = (name: string) => JSON.parse(readFileSync(join(FIXTURE_DIR, name), 'utf8'));
const REF = defaultReferenceDir() as string;

/** Each fixture (one JSON sample of the reference) and the schema it must parse with. */
const SCHEMAS: Record<string, { safeParse(v: unknown): { success: boolean; error?: unknown } }> = {
  'order.purchase-order-infos.1.json': sheinResponse(purchaseOrderInfos),
  'order.get-mothe-child-orders.1.json': sheinResponse(motherChildOrders),
  'ccst.custom-infos.1.json': ccstResponse(customInfos),
  'ccst.custom-info.templates.1.json': ccstResponse(customInfoTemplates),
  'ccst.composite.task.1.json': compositeTaskBody,
  'ccst.composite.task.2.json': ccstResponse(compositeTask),
  'ccst.composite.queryTask.1.json': ccstResponse(compositeQueryTask),
};

describe('purchase-order golden fixtures', () => {
  it('are the reference samples, verbatim (re-read from ../shared/references/shein when present)', () => {
    const files = readdirSync(FIXTURE_DIR).sort();
    expect(files).toEqual(Object.keys(SCHEMAS).sort());
    if (!existsSync(REF)) return; // the fixture list above is still checked
    const samples = samplesFrom(REF) as Map<string, string>;
    expect([...samples.keys()].sort()).toEqual(files);
    for (const [name, text] of samples) expect(readFileSync(join(FIXTURE_DIR, name), 'utf8'), name).toBe(text);
  });

  it.each(Object.keys(SCHEMAS))('%s parses', (name) => {
    const r = SCHEMAS[name]?.safeParse(fixture(name));
    expect(r?.error).toBeUndefined();
    expect(r?.success).toBe(true);
  });

  it('reads the official purchase-order example as documented', () => {
    const env = sheinResponse(purchaseOrderInfos).parse(fixture('order.purchase-order-infos.1.json'));
    expect(env.code).toBe('0');
    expect(env.info).toMatchObject({ count: 1, pageNo: 1, pageSize: 20 });
    const o = env.info.list[0];
    expect(o).toMatchObject({
      orderNo: 'PB2505200000635',
      type: 1,
      typeName: '急采',
      status: 8,
      statusName: '已完成',
      storageId: '1',
      recommendedSubWarehouseId: '0',
      warehouseName: '佛山仓',
      requestTakeParcelTime: '2025-04-23 23:59:59',
      // the unset time 1970-01-01 08:00:01 reads as null
      receiptTime: null,
      reserveTime: null,
      requestReceiptTime: null,
      storageTime: '2025-04-24 21:44:48',
      customInfoId: '',
      prepareTypeId: 17,
    });
    expect(purchaseOrderStatusLabel(o?.status ?? 0)).toBe(o?.statusName);
    expect(o?.orderLabelInfo.map((l) => l.orderLabel)).toEqual([163, 13, 193]);
    expect(o?.orderExtends).toHaveLength(1);
    expect(o?.orderExtends[0]).toMatchObject({
      skc: 's255904',
      skuCode: 'I2840edmz',
      supplierSku: 'SBR28',
      suffixZh: '棕色-28 inch',
      price: 73,
      orderQuantity: 1,
      deliveryQuantity: 1,
      needQuantity: null,
    });
  });

  it('reads the ccst examples: customisation, templates, render task', () => {
    const ci = ccstResponse(customInfos).parse(fixture('ccst.custom-infos.1.json')).data;
    expect(ci.id).toBe('58d3dcb1f269463da29dc4a2957cd7a7');
    expect(ci.customInfo.preview.texts).toEqual(['123113']);
    expect(ci.customInfo.stores.map((s) => s.type)).toEqual(['image', 'faceattr[]', 'image[]', 'string']);
    const t = ccstResponse(customInfoTemplates).parse(fixture('ccst.custom-info.templates.1.json')).data;
    expect(t.template).toEqual([{ title: 'jing测试(1)', compositeId: '738329' }]);
    const q = ccstResponse(compositeQueryTask).parse(fixture('ccst.composite.queryTask.1.json')).data;
    expect(q).toMatchObject({ id: '2559732325967204352', status: 2, compositeId: '738329' });
    expect(ccstResponse(compositeTask).parse(fixture('ccst.composite.task.2.json')).data.id).toBe(
      '2559732325967204352',
    );
    const mc = sheinResponse(motherChildOrders).parse(fixture('order.get-mothe-child-orders.1.json')).info;
    expect(mc.map((x) => x.motherOrChildOrders)).toEqual([[], [], []]);
  });

  it('knows the documented status enum', () => {
    expect(Object.keys(PURCHASE_ORDER_STATUS).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(purchaseOrderStatusLabel(2)).toBe('已下单');
    expect(purchaseOrderStatusLabel(99)).toBe('未知状态（99）');
  });
});

describe('purchase-order query', () => {
  it('accepts the documented sample request and writes it back the same', () => {
    const md = existsSync(REF) ? readFileSync(join(REF, 'order.purchase-order-infos.md'), 'utf8') : '';
    const line = /GET \/open-api\/order\/purchase-order-infos\?(\S+) HTTP/.exec(md)?.[1];
    const sample =
      line ??
      'type=2&updateTimeStart=2025-05-01%2000:00:00&updateTimeEnd=2025-05-31%2023:59:59&pageNumber=1&pageSize=200&selectJitMother=2';
    const params = new URLSearchParams(sample);
    const q = {
      type: 2 as const,
      updateTimeStart: params.get('updateTimeStart') ?? '',
      updateTimeEnd: params.get('updateTimeEnd') ?? '',
      pageNumber: Number(params.get('pageNumber')),
      pageSize: Number(params.get('pageSize')),
      selectJitMother: 2 as const,
    };
    expect(q.updateTimeStart).toBe('2025-05-01 00:00:00');
    expect(Object.fromEntries(purchaseOrderSearch(q))).toEqual(Object.fromEntries(params));
  });

  it('refuses what the reference forbids, in Chinese', () => {
    const base = { type: 1, pageNumber: 1, pageSize: 200, updateTimeStart: '2025-01-01 00:00:00' };
    const msg = (v: unknown) =>
      purchaseOrderQuery
        .safeParse(v)
        .error?.issues.map((i) => i.message)
        .join(';');
    expect(msg({ ...base, updateTimeEnd: '2025-03-01 00:00:00' })).toBeUndefined(); // 59 days
    expect(msg({ ...base, updateTimeEnd: '2025-03-03 00:00:00' })).toBe('时间范围不能超过 60 天');
    expect(msg({ ...base, pageSize: 201, updateTimeEnd: '2025-01-02 00:00:00' })).toBe('每页最多 200 条');
    expect(msg({ type: 1, pageNumber: 1, pageSize: 20, updateTimeStart: '2025-01-01 00:00:00' })).toBe(
      '开始与结束时间须成对提供',
    );
    expect(msg({ type: 1, pageNumber: 1, pageSize: 20 })).toBe('须提供单号、SKC、货号或一个时间范围');
    expect(msg({ ...base, updateTimeEnd: '2025/01/02' })).toContain('yyyy-MM-dd HH:mm:ss');
    expect(purchaseOrderQuery.safeParse({ ...base, type: 3, updateTimeEnd: '2025-01-02 00:00:00' }).success).toBe(
      false,
    );
    expect(
      purchaseOrderQuery.safeParse({
        pageNumber: 1,
        pageSize: 1,
        orderNos: Array.from({ length: 201 }, (_, i) => `P${i}`),
      }).success,
    ).toBe(false);
  });

  it('splits a long range into windows of at most 60 days, without gap or overlap', () => {
    const start = parseBeijing('2025-01-01 00:00:00') ?? 0;
    const end = parseBeijing('2025-06-30 23:59:59') ?? 0;
    const w = splitWindows(start, end);
    expect(w).toHaveLength(4); // 181 days
    expect(w[0]?.start).toBe(start);
    expect(w.at(-1)?.end).toBe(end);
    for (const [i, x] of w.entries()) {
      expect(x.end - x.start).toBeLessThanOrEqual(MAX_WINDOW_DAYS * 86_400_000);
      const next = w[i + 1];
      if (next) expect(next.start - x.end).toBe(1000);
      expect(
        purchaseOrderQuery.safeParse({
          pageNumber: 1,
          pageSize: 200,
          updateTimeStart: formatBeijing(x.start),
          updateTimeEnd: formatBeijing(x.end),
        }).success,
      ).toBe(true);
    }
    expect(formatBeijing(start)).toBe('2025-01-01 00:00:00');
    expect(splitWindows(end, start)).toEqual([]);
    expect(parseBeijing('1970-01-01 08:00:01')).toBeNull();
  });
});
