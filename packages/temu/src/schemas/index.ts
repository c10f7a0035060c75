import type { z } from 'zod';
import type { TemuApiName } from '../apis';
import * as f from './fulfilment';
import * as g from './goods';
import * as m from './mall';

/** The zod schema that checks each API's `result`. Every API in TEMU_APIS has one (the compiler insists). */
export const TEMU_RESULT_SCHEMAS = {
  'bg.mall.info.get': m.mallInfoResult,
  'bg.open.accesstoken.info.get': m.tokenInfoResult,
  'bg.open.accesstoken.create': m.tokenCreateResult,
  'bg.goods.cats.get': g.catsResult,
  'bg.goods.attrs.get': g.attrsResult,
  'bg.goods.sizecharts.class.get': g.sizeClassResult,
  'bg.goods.sizecharts.meta.get': g.sizeMetaResult,
  'bg.goods.sizecharts.create': g.sizeChartCreateResult,
  'bg.goods.image.upload': g.imageUploadResult,
  'bg.goods.add': g.goodsAddResult,
  'bg.goods.list.get': g.goodsListResult,
  'bg.goods.detail.get': g.goodsDetailResult,
  'bg.purchaseorderv2.get': f.purchaseOrdersResult,
  'bg.shiporder.staging.add': f.stagingAddResult,
  'bg.shiporder.receiveaddressv2.get': f.receiveAddressResult,
  'bg.shiporderv3.create': f.shipOrderCreateResult,
  'bg.shiporder.packing.send': f.packingSendResult,
  'bg.shiporderv2.get': f.shipOrdersResult,
  'bg.goods.custom.label.get': f.customLabelResult,
  'bg.goods.labelv2.get': f.labelV2Result,
  'bg.logistics.boxmarkinfo.get': f.boxMarkResult,
  'bg.goods.qualityinspection.get': f.qualityListResult,
  'bg.goods.qualityinspectiondetail.get': f.qualityDetailResult,
  'bg.goods.salesv2.get': f.salesResult,
} as const satisfies Record<TemuApiName, z.ZodType>;

export type TemuResult<N extends TemuApiName> = z.output<(typeof TEMU_RESULT_SCHEMAS)[N]>;

export { mallInfoResult, tokenCreateResult, tokenInfoResult } from './mall';
export { attrsResult, catsResult } from './goods';
