import type { z } from 'zod';
import type { TemuApiSpec } from '../apis';
import * as cat from './category';
import * as add from './goods-add';
import * as read from './goods-read';
import * as img from './image';
import * as lbl from './labels';
import * as qc from './quality';
import * as ship from './shipping';
import * as stock from './stock-orders';
import * as mall from './mall';
import * as size from './size-chart';

/**
 * The publishing flow's types (reference flows.md (a)) and the fulfilment flow's (flows.md (b)), keyed by their wire `type`, each with its gateway
 * (reference README §3.1), whether a blind repeat is safe, and its request / result / response schemas.
 * qps: Temu doc 196's per-shop limit where it states one (the fulfilment types), else the client's DEFAULT_QPS.
 */
export interface TemuTypeDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  spec: TemuApiSpec;
  request: Req;
  result: Res;
  response: z.ZodType;
}

const def = <Req extends z.ZodType, Res extends z.ZodType>(
  zone: TemuApiSpec['zone'],
  type: string,
  idempotent: boolean,
  request: Req,
  result: Res,
  response: z.ZodType,
  /** Per-shop limit from Temu doc 196 (as the reference's README §3.1 lists it); absent → DEFAULT_QPS. */
  qps?: number,
): TemuTypeDef<Req, Res> => ({ spec: { zone, type, idempotent, ...(qps ? { qps } : {}) }, request, result, response });

export const TEMU_TYPES = {
  'bg.mall.info.get': def(
    'CN',
    'bg.mall.info.get',
    true,
    mall.mallInfoGetRequestSchema,
    mall.mallInfoGetResultSchema,
    mall.mallInfoGetResponseSchema,
  ),
  'bg.open.accesstoken.info.get': def(
    'CN',
    'bg.open.accesstoken.info.get',
    true,
    mall.accessTokenInfoGetRequestSchema,
    mall.accessTokenInfoGetResultSchema,
    mall.accessTokenInfoGetResponseSchema,
  ),
  'bg.open.accesstoken.info.get.global': def(
    'PA',
    'bg.open.accesstoken.info.get.global',
    true,
    mall.accessTokenInfoGetGlobalRequestSchema,
    mall.accessTokenInfoGetGlobalResultSchema,
    mall.accessTokenInfoGetGlobalResponseSchema,
  ),
  'bg.goods.cats.get': def(
    'CN',
    'bg.goods.cats.get',
    true,
    cat.catsGetRequestSchema,
    cat.catsGetResultSchema,
    cat.catsGetResponseSchema,
  ),
  'bg.goods.attrs.get': def(
    'CN',
    'bg.goods.attrs.get',
    true,
    cat.attrsGetRequestSchema,
    cat.attrsGetResultSchema,
    cat.attrsGetResponseSchema,
  ),
  'bg.glo.goods.parentspec.get': def(
    'PA',
    'bg.glo.goods.parentspec.get',
    true,
    cat.parentSpecGetRequestSchema,
    cat.parentSpecGetResultSchema,
    cat.parentSpecGetResponseSchema,
  ),
  // Whether creating the same name twice returns the same specId is not found: not repeated blindly.
  'bg.glo.goods.spec.create': def(
    'PA',
    'bg.glo.goods.spec.create',
    false,
    cat.specCreateRequestSchema,
    cat.specCreateResultSchema,
    cat.specCreateResponseSchema,
  ),
  'bg.goods.sizecharts.class.get': def(
    'CN',
    'bg.goods.sizecharts.class.get',
    true,
    size.sizeChartClassGetRequestSchema,
    size.sizeChartClassGetResultSchema,
    size.sizeChartClassGetResponseSchema,
  ),
  'bg.goods.sizecharts.meta.get': def(
    'CN',
    'bg.goods.sizecharts.meta.get',
    true,
    size.sizeChartMetaGetRequestSchema,
    size.sizeChartMetaGetResultSchema,
    size.sizeChartMetaGetResponseSchema,
  ),
  'bg.goods.sizecharts.settings.get': def(
    'CN',
    'bg.goods.sizecharts.settings.get',
    true,
    size.sizeChartSettingsGetRequestSchema,
    size.sizeChartSettingsGetResultSchema,
    size.sizeChartSettingsGetResponseSchema,
  ),
  'bg.goods.sizecharts.create': def(
    'CN',
    'bg.goods.sizecharts.create',
    false,
    size.sizeChartCreateRequestSchema,
    size.sizeChartCreateResultSchema,
    size.sizeChartCreateResponseSchema,
  ),
  'bg.goods.sizecharts.template.create': def(
    'CN',
    'bg.goods.sizecharts.template.create',
    false,
    size.sizeChartTemplateCreateRequestSchema,
    size.sizeChartTemplateCreateResultSchema,
    size.sizeChartTemplateCreateResponseSchema,
  ),
  'bg.goods.image.upload.global': def(
    'PA',
    'bg.goods.image.upload.global',
    false,
    img.imageUploadGlobalRequestSchema,
    img.imageUploadGlobalResultSchema,
    img.imageUploadGlobalResponseSchema,
  ),
  // Not idempotent: a lost answer is reconciled with bg.glo.goods.list.get before any retry.
  'bg.glo.goods.add': def(
    'PA',
    'bg.glo.goods.add',
    false,
    add.goodsAddRequestSchema,
    add.goodsAddResultSchema,
    add.goodsAddResponseSchema,
  ),
  'bg.glo.goods.list.get': def(
    'PA',
    'bg.glo.goods.list.get',
    true,
    read.goodsListGetRequestSchema,
    read.goodsListGetResultSchema,
    read.goodsListGetResponseSchema,
  ),
  'bg.glo.goods.detail.get': def(
    'PA',
    'bg.glo.goods.detail.get',
    true,
    read.goodsDetailGetRequestSchema,
    read.goodsDetailGetResultSchema,
    read.goodsDetailGetResponseSchema,
  ),

  // Fulfilment (reference flows.md (b)); qps from Temu doc 196 §三 where it states one.
  'bg.purchaseorderv2.get': def(
    'CN',
    'bg.purchaseorderv2.get',
    true,
    stock.purchaseOrdersGetRequestSchema,
    stock.purchaseOrdersGetResultSchema,
    stock.purchaseOrdersGetResponseSchema,
    3,
  ),
  // Re-adding answers 60001 in joinErrorList: safe to repeat.
  'bg.shiporder.staging.add': def(
    'CN',
    'bg.shiporder.staging.add',
    true,
    ship.stagingAddRequestSchema,
    ship.stagingAddResultSchema,
    ship.stagingAddResponseSchema,
    3,
  ),
  'bg.shiporder.staging.get': def(
    'CN',
    'bg.shiporder.staging.get',
    true,
    ship.stagingGetRequestSchema,
    ship.stagingGetResultSchema,
    ship.stagingGetResponseSchema,
    5,
  ),
  'bg.shiporder.receiveaddressv2.get': def(
    'CN',
    'bg.shiporder.receiveaddressv2.get',
    true,
    ship.receiveAddressGetRequestSchema,
    ship.receiveAddressGetResultSchema,
    ship.receiveAddressGetResponseSchema,
    5,
  ),
  'bg.mall.address.get': def(
    'CN',
    'bg.mall.address.get',
    true,
    ship.mallAddressGetRequestSchema,
    ship.mallAddressGetResultSchema,
    ship.mallAddressGetResponseSchema,
  ),
  // Not idempotent: after a lost answer, look for the FH with bg.shiporderv2.get first.
  'bg.shiporderv3.create': def(
    'CN',
    'bg.shiporderv3.create',
    false,
    ship.shipOrderCreateRequestSchema,
    ship.shipOrderCreateResultSchema,
    ship.shipOrderCreateResponseSchema,
    5,
  ),
  'bg.shiporderv3.logisticsmatch.get': def(
    'CN',
    'bg.shiporderv3.logisticsmatch.get',
    true,
    ship.logisticsMatchGetRequestSchema,
    ship.logisticsMatchGetResultSchema,
    ship.logisticsMatchGetResponseSchema,
    5,
  ),
  'bg.logistics.company.get': def(
    'CN',
    'bg.logistics.company.get',
    true,
    ship.logisticsCompanyGetRequestSchema,
    ship.logisticsCompanyGetResultSchema,
    ship.logisticsCompanyGetResponseSchema,
  ),
  // Irreversible.
  'bg.shiporder.packing.send': def(
    'CN',
    'bg.shiporder.packing.send',
    false,
    ship.packingSendRequestSchema,
    ship.packingSendResultSchema,
    ship.packingSendResponseSchema,
    5,
  ),
  'bg.shiporder.cancel': def(
    'CN',
    'bg.shiporder.cancel',
    false,
    ship.shipOrderCancelRequestSchema,
    ship.shipOrderCancelResultSchema,
    ship.shipOrderCancelResponseSchema,
    3,
  ),
  'bg.shiporderv2.get': def(
    'CN',
    'bg.shiporderv2.get',
    true,
    ship.shipOrdersGetRequestSchema,
    ship.shipOrdersGetResultSchema,
    ship.shipOrdersGetResponseSchema,
    3,
  ),
  'bg.shiporder.express.note.get': def(
    'CN',
    'bg.shiporder.express.note.get',
    true,
    ship.expressNoteGetRequestSchema,
    ship.expressNoteGetResultSchema,
    ship.expressNoteGetResponseSchema,
  ),
  'bg.glo.goods.custom.label.get': def(
    'PA',
    'bg.glo.goods.custom.label.get',
    true,
    lbl.customLabelGetRequestSchema,
    lbl.customLabelGetResultSchema,
    lbl.customLabelGetResponseSchema,
  ),
  'bg.glo.goods.labelv2.get': def(
    'PA',
    'bg.glo.goods.labelv2.get',
    true,
    lbl.labelV2GetRequestSchema,
    lbl.labelV2GetResultSchema,
    lbl.labelV2GetResponseSchema,
  ),
  'bg.logistics.boxmarkinfo.get': def(
    'CN',
    'bg.logistics.boxmarkinfo.get',
    true,
    lbl.boxMarkGetRequestSchema,
    lbl.boxMarkGetResultSchema,
    lbl.boxMarkGetResponseSchema,
    3,
  ),
  'bg.goods.qualityinspection.get': def(
    'CN',
    'bg.goods.qualityinspection.get',
    true,
    qc.qualityListGetRequestSchema,
    qc.qualityListGetResultSchema,
    qc.qualityListGetResponseSchema,
  ),
  'bg.goods.qualityinspectiondetail.get': def(
    'CN',
    'bg.goods.qualityinspectiondetail.get',
    true,
    qc.qualityDetailGetRequestSchema,
    qc.qualityDetailGetResultSchema,
    qc.qualityDetailGetResponseSchema,
  ),
  'bg.goods.salesv2.get': def(
    'CN',
    'bg.goods.salesv2.get',
    true,
    stock.salesGetRequestSchema,
    stock.salesGetResultSchema,
    stock.salesGetResponseSchema,
  ),
} as const;

export type TemuTypeName = keyof typeof TEMU_TYPES;
export type TemuTypeRequest<T extends TemuTypeName> = z.input<(typeof TEMU_TYPES)[T]['request']>;
export type TemuTypeResult<T extends TemuTypeName> = z.output<(typeof TEMU_TYPES)[T]['result']>;
