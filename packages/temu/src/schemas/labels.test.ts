import { describe, expect, it } from 'vitest';
import { TEMU_APIS } from '../apis';
import { TEMU_RESULT_SCHEMAS } from './index';

describe('label schemas', () => {
  it('route the customised-goods label to PA under its glo name and box marks to CN', () => {
    expect(TEMU_APIS['bg.goods.custom.label.get']).toMatchObject({ zone: 'PA', type: 'bg.glo.goods.custom.label.get' });
    expect(TEMU_APIS['bg.logistics.boxmarkinfo.get']).toMatchObject({ zone: 'CN', qps: 3, idempotent: true });
  });

  it('read label codes as strings (a numeric code keeps its digits) and fill absent text with ""', () => {
    const r = TEMU_RESULT_SCHEMAS['bg.goods.custom.label.get'].parse({
      totalCount: 1,
      customLabelList: [
        { subPurchaseOrderSn: 'WB1', productSkuId: '42', labelCode: 384756102938, quantity: 3, specName: null },
      ],
    });
    expect(r.customLabelList[0]).toMatchObject({
      labelCode: '384756102938',
      productSkuId: 42,
      specName: '',
      quantity: 3,
    });
    expect(TEMU_RESULT_SCHEMAS['bg.goods.custom.label.get'].parse({ dataKey: 'k' }).customLabelList).toEqual([]);
  });

  it('refuse a box mark without its package number (nothing to scan)', () => {
    const mark = {
      deliveryOrderSn: 'FH1',
      subPurchaseOrderSn: 'WB1',
      packageSn: 'PC1',
      packageIndex: 1,
      totalPackageNum: 2,
      deliverSkuNum: 5,
    };
    const ok = TEMU_RESULT_SCHEMAS['bg.logistics.boxmarkinfo.get'].parse({ boxMarkInfoList: [mark] });
    expect(ok.boxMarkInfoList[0]).toMatchObject({ packageSn: 'PC1', skuList: [], supplierName: '' });
    const { packageSn: _, ...without } = mark;
    expect(TEMU_RESULT_SCHEMAS['bg.logistics.boxmarkinfo.get'].safeParse({ boxMarkInfoList: [without] }).success).toBe(
      false,
    );
  });
});
