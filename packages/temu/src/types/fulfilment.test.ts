import { describe, expect, it } from 'vitest';
import { TemuClient } from '../client';
import { manualClock } from '../clock';
import type { FetchLike } from '../transport';
import { temuTyped } from './calls';
import { temuPrintUrl } from './labels';
import { parseReferenceSample, referenceManifest } from './reference-samples';
import { TEMU_TYPES, type TemuTypeName } from './registry';

/**
 * Fulfilment types (reference flows.md (b)): each case starts from a reference sample and makes the one change
 * that our older code made (issue 19 lists them) or that the reference forbids. Every case must be refused.
 */
// biome-ignore lint/suspicious/noExplicitAny: the cases change sample JSON of any shape
type Sample = Record<string, any>;
const sampleOf = (type: TemuTypeName, kind: 'request' | 'response', file?: string) => {
  const f = referenceManifest().find((x) => x.type === type && x.kind === kind && (!file || x.file === file));
  if (!f) throw new Error(`no ${kind} sample for ${type}`);
  return structuredClone(parseReferenceSample(f)) as Sample;
};

describe('fulfilment requests refuse the old guesses and what the reference forbids', () => {
  const refused: Array<[string, TemuTypeName, (b: Sample) => void]> = [
    [
      'staging.add: the deprecated deliveryAddressType 1',
      'bg.shiporder.staging.add',
      (b) => {
        b.joinInfoList[0].deliveryAddressType = 1;
      },
    ],
    [
      'staging.add: an empty joinInfoList',
      'bg.shiporder.staging.add',
      (b) => {
        b.joinInfoList = [];
      },
    ],
    [
      'v3.create: receiveAddressInfo missing at group level',
      'bg.shiporderv3.create',
      (b) => {
        delete b.deliveryOrderCreateGroupList[0].receiveAddressInfo;
      },
    ],
    [
      'v3.create: no deliveryAddressId',
      'bg.shiporderv3.create',
      (b) => {
        delete b.deliveryOrderCreateGroupList[0].deliveryOrderCreateInfos[0].deliveryAddressId;
      },
    ],
    [
      'v3.create: packageInfos at group level instead of order level',
      'bg.shiporderv3.create',
      (b) => {
        const g = b.deliveryOrderCreateGroupList[0];
        g.packageInfos = g.deliveryOrderCreateInfos[0].packageInfos;
        delete g.deliveryOrderCreateInfos[0].packageInfos;
      },
    ],
    [
      'v3.create: receiveAddressInfo inside the order instead of the group',
      'bg.shiporderv3.create',
      (b) => {
        const g = b.deliveryOrderCreateGroupList[0];
        g.deliveryOrderCreateInfos[0].receiveAddressInfo = g.receiveAddressInfo;
        delete g.receiveAddressInfo;
      },
    ],
    [
      'v3.create: a quantity of 0',
      'bg.shiporderv3.create',
      (b) => {
        b.deliveryOrderCreateGroupList[0].deliveryOrderCreateInfos[0].deliverOrderDetailInfos[0].deliverSkuNum = 0;
      },
    ],
    [
      'packing.send: flat, with a free-text carrier',
      'bg.shiporder.packing.send',
      (b) => {
        Object.assign(b, { expressCompany: '顺丰速运', trackingNo: 'SF123' });
        delete b.thirdPartyDeliveryInfo;
      },
    ],
    [
      'packing.send: no deliverMethod',
      'bg.shiporder.packing.send',
      (b) => {
        delete b.deliverMethod;
      },
    ],
    [
      'packing.send: no deliveryAddressId',
      'bg.shiporder.packing.send',
      (b) => {
        delete b.deliveryAddressId;
      },
    ],
    [
      'packing.send: a platform carrier without the predictId from logisticsmatch',
      'bg.shiporder.packing.send',
      (b) => {
        delete b.thirdPartyDeliveryInfo.predictId;
      },
    ],
    [
      'packing.send: a weight that is not whole kilograms',
      'bg.shiporder.packing.send',
      (b) => {
        b.thirdPartyDeliveryInfo.predictTotalPackageWeight = 1500;
      },
    ],
    [
      'packing.send: self delivery without driver information',
      'bg.shiporder.packing.send',
      (b) => {
        b.deliverMethod = 1;
      },
    ],
    [
      'logisticsmatch: deliveryOrderSnList instead of deliveryOrderSns',
      'bg.shiporderv3.logisticsmatch.get',
      (b) => {
        b.deliveryOrderSnList = b.deliveryOrderSns;
        delete b.deliveryOrderSns;
      },
    ],
    [
      'cancel: a list instead of one deliveryOrderSn',
      'bg.shiporder.cancel',
      (b) => {
        b.deliveryOrderSn = [b.deliveryOrderSn];
      },
    ],
    [
      'cancel: not an FH number',
      'bg.shiporder.cancel',
      (b) => {
        b.deliveryOrderSn = 'WB2509285900002';
      },
    ],
    [
      'purchaseorderv2: pageSize over 500',
      'bg.purchaseorderv2.get',
      (b) => {
        b.pageSize = 501;
      },
    ],
    [
      'purchaseorderv2: a status outside the enum',
      'bg.purchaseorderv2.get',
      (b) => {
        b.statusList = [11];
      },
    ],
    [
      'shiporderv2: a status outside the SDK enum',
      'bg.shiporderv2.get',
      (b) => {
        b.status = 7;
      },
    ],
    [
      'qualityinspection: flat paging instead of pageInfo',
      'bg.goods.qualityinspection.get',
      (b) => {
        Object.assign(b, b.pageInfo);
        delete b.pageInfo;
      },
    ],
    [
      'qualityinspection: a skuQcResult outside 1/2',
      'bg.goods.qualityinspection.get',
      (b) => {
        b.skuQcResult = 3;
      },
    ],
    [
      'custom.label: an invented field',
      'bg.glo.goods.custom.label.get',
      (b) => {
        b.subPurchaseOrderSn = 'WB2509285900002';
      },
    ],
    [
      'boxmarkinfo: no deliveryOrderSnList',
      'bg.logistics.boxmarkinfo.get',
      (b) => {
        delete b.deliveryOrderSnList;
      },
    ],
    [
      'express.note.get: no expressDeliverySn',
      'bg.shiporder.express.note.get',
      (b) => {
        delete b.expressDeliverySn;
      },
    ],
  ];
  for (const [name, type, change] of refused) {
    it(name, () => {
      const body = sampleOf(type, 'request');
      expect(TEMU_TYPES[type].request.safeParse(body).success).toBe(true);
      change(body);
      expect(TEMU_TYPES[type].request.safeParse(body).success).toBe(false);
    });
  }
});

describe('fulfilment answers are read in their documented shapes only', () => {
  const res = (type: TemuTypeName, body: unknown) => TEMU_TYPES[type].response.safeParse(body).success;

  it('receiveaddressv2: groups, not list[]', () => {
    const r = sampleOf('bg.shiporder.receiveaddressv2.get', 'response');
    r.result = { list: r.result.subPurchaseReceiveAddressGroups };
    expect(res('bg.shiporder.receiveaddressv2.get', r)).toBe(false);
  });

  it('receiveaddressv2: a group without the receiver name and phone', () => {
    const r = sampleOf('bg.shiporder.receiveaddressv2.get', 'response');
    delete r.result.subPurchaseReceiveAddressGroups[0].receiveAddressInfo.receiverName;
    expect(res('bg.shiporder.receiveaddressv2.get', r)).toBe(false);
  });

  it('v3.create: deliveryOrders, not deliveryOrderList', () => {
    const r = sampleOf('bg.shiporderv3.create', 'response');
    r.result = { deliveryOrderList: r.result.deliveryOrders };
    expect(res('bg.shiporderv3.create', r)).toBe(false);
  });

  it('boxmarkinfo: data mode is a list, print mode a string; an object is neither', () => {
    const data = sampleOf('bg.logistics.boxmarkinfo.get', 'response', 'bg.logistics.boxmarkinfo.get.data.response.txt');
    expect(Array.isArray(data.result)).toBe(true);
    expect(res('bg.logistics.boxmarkinfo.get', data)).toBe(true);
    data.result = { list: data.result };
    expect(res('bg.logistics.boxmarkinfo.get', data)).toBe(false);
    const print = sampleOf(
      'bg.logistics.boxmarkinfo.get',
      'response',
      'bg.logistics.boxmarkinfo.get.print.response.txt',
    );
    expect(typeof print.result).toBe('string');
  });

  it('qualityinspectiondetail: defects live in historyVOS[].qcDetail.flawDTOList, not flawList', () => {
    const r = sampleOf('bg.goods.qualityinspectiondetail.get', 'response');
    expect(r.result.historyVOS[0].qcDetail.flawDTOList[0].attachments).toHaveLength(1);
    r.result = { flawList: r.result.historyVOS[0].qcDetail.flawDTOList };
    expect(res('bg.goods.qualityinspectiondetail.get', r)).toBe(false);
  });

  it('staging.add: joinErrorList entries carry the per-order code', () => {
    const r = sampleOf('bg.shiporder.staging.add', 'response');
    delete r.result.joinErrorList[0].errorCode;
    expect(res('bg.shiporder.staging.add', r)).toBe(false);
  });

  it('mall.address.get: a bare list', () => {
    const r = sampleOf('bg.mall.address.get', 'response');
    r.result = { list: r.result };
    expect(res('bg.mall.address.get', r)).toBe(false);
  });

  it('labelv2: a data row needs a label code (new or legacy DTO)', () => {
    const r = sampleOf('bg.glo.goods.labelv2.get', 'response', 'bg.glo.goods.labelv2.get.data.response.txt');
    const row = r.result.labelCodePageResult.data[0];
    row.productLabelCodeDTO = row.productSkuLabelCodeDTO;
    delete row.productSkuLabelCodeDTO;
    expect(res('bg.glo.goods.labelv2.get', r)).toBe(true);
    delete row.productLabelCodeDTO;
    expect(res('bg.glo.goods.labelv2.get', r)).toBe(false);
  });
});

describe('fulfilment calls', () => {
  it('uses the per-shop limits Temu doc 196 states (reference README §3.1)', () => {
    const qps = Object.fromEntries(
      (Object.keys(TEMU_TYPES) as TemuTypeName[]).map((t) => [t, TEMU_TYPES[t].spec.qps ?? null]),
    );
    expect(qps).toMatchObject({
      'bg.purchaseorderv2.get': 3,
      'bg.shiporder.staging.add': 3,
      'bg.shiporder.staging.get': 5,
      'bg.shiporder.receiveaddressv2.get': 5,
      'bg.shiporderv3.create': 5,
      'bg.shiporderv3.logisticsmatch.get': 5,
      'bg.shiporder.packing.send': 5,
      'bg.shiporderv2.get': 3,
      'bg.shiporder.cancel': 3,
      'bg.logistics.boxmarkinfo.get': 3,
      'bg.mall.address.get': null,
      'bg.glo.goods.add': null,
    });
  });

  it('box marks in print mode: CN, return_data_key as the string "true", a dataKey for the CN print page', async () => {
    const seen: Array<{ url: string; body: Sample }> = [];
    const answer = sampleOf(
      'bg.logistics.boxmarkinfo.get',
      'response',
      'bg.logistics.boxmarkinfo.get.print.response.txt',
    );
    const fetch: FetchLike = async (url, init) => {
      seen.push({ url, body: JSON.parse(init.body) });
      return { status: 200, headers: { get: () => null }, text: async () => JSON.stringify(answer) };
    };
    const client = new TemuClient({
      appKey: 'k',
      appSecret: 's',
      gateways: { CN: 'https://cn.example', PA: 'https://pa.example' },
      fetch,
      clock: manualClock(),
    });
    const key = await temuTyped(client).boxMarkGet(
      { deliveryOrderSnList: ['FH2505142395173'], return_data_key: 'true' },
      { accessToken: 'tok' },
    );
    expect(seen[0].url).toBe('https://cn.example/openapi/router');
    expect(seen[0].body.return_data_key).toBe('true');
    expect(typeof key).toBe('string');
    expect(temuPrintUrl('CN', key as string)).toMatch(
      /^https:\/\/openapi\.kuajingmaihuo\.com\/tool\/print\?dataKey=c4d15d25-/,
    );
  });
});
