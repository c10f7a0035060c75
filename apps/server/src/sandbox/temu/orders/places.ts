import { stableInt } from './wire';

/**
 * The places of the fulfilment flow: Temu's receiving sub-warehouses, the seller's ship-from address and the
 * carriers. The first warehouse, its address and the first carrier are the ones in Temu doc 121's sample (as the
 * reference files quote them); the second warehouse and the other carriers are the sandbox's own.
 */
export interface ReceiveAddressInfo {
  provinceCode: number;
  provinceName: string;
  cityCode: number;
  cityName: string;
  districtCode: number;
  districtName: string;
  detailAddress: string;
  receiverName: string;
  phone: string;
}
export interface Warehouse {
  subWarehouseId: number;
  subWarehouseName: string;
  subWarehouseEnglishName: string;
  receiveAddressInfo: ReceiveAddressInfo;
}

export const WAREHOUSES: readonly Warehouse[] = [
  {
    subWarehouseId: 884585485737,
    subWarehouseName: '南极六仓1号子仓',
    subWarehouseEnglishName: 'Nanji Warehouse 6 Sub 1',
    receiveAddressInfo: {
      provinceCode: 43000000000006,
      provinceName: '广东省',
      cityCode: 43000000000094,
      cityName: '肇庆市',
      districtCode: 43000000000839,
      districtName: '四会市',
      detailAddress: '大沙镇沙箱物流园 6 号库 1 号门',
      receiverName: 'putao',
      phone: '13800000000',
    },
  },
  {
    subWarehouseId: 884585485801,
    subWarehouseName: '白云二仓3号子仓',
    subWarehouseEnglishName: 'Baiyun Warehouse 2 Sub 3',
    receiveAddressInfo: {
      provinceCode: 43000000000006,
      provinceName: '广东省',
      cityCode: 43000000000076,
      cityName: '广州市',
      districtCode: 43000000000701,
      districtName: '白云区',
      detailAddress: '太和镇沙箱仓储中心 2 号库 3 号门',
      receiverName: 'muyang',
      phone: '13900000000',
    },
  },
];

export const warehouseById = (id: number) => WAREHOUSES.find((w) => w.subWarehouseId === id);

/** The shop's one ship-from address (bg.mall.address.get); its id is stable per shop. */
export function sellerAddress(mallId: string) {
  return {
    id: stableInt(`addr|${mallId}`, 11),
    mallId: Number(mallId),
    isDefault: true,
    provinceCode: 43000000000006,
    provinceName: '广东省',
    cityCode: 43000000000094,
    cityName: '肇庆市',
    districtCode: 43000000000839,
    districtName: '四会市',
    addressDetail: '沙箱工业园 8 栋 1 楼',
    addressLabel: '工厂',
  };
}

/** Platform-recommended carriers (logisticsmatch) and the carrier dictionary (bg.logistics.company.get). */
export const PLATFORM_CARRIERS = [
  {
    expressCompanyId: 10240055298362,
    expressCompanyName: '蚁链腾达物流',
    courierTimeType: 1,
    min: '8.50',
    max: '12.00',
  },
  { expressCompanyId: 10240055298417, expressCompanyName: '沙箱快运', courierTimeType: 2, min: '6.00', max: '9.50' },
] as const;
export const SHIP_LIST = [
  { shipId: 10240055298362, shipName: '蚁链腾达物流' },
  { shipId: 10240055298417, shipName: '沙箱快运' },
  { shipId: 10240055298501, shipName: '顺丰速运' },
  { shipId: 10240055298502, shipName: '中通快递' },
];
