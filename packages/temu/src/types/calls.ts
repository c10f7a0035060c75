import type { z } from 'zod';
import type { TemuCallOptions, TemuClient } from '../client';
import { TEMU_TYPES, type TemuTypeName, type TemuTypeRequest, type TemuTypeResult } from './registry';

/**
 * A request that does not match the reference's contract for its type. Thrown before anything is sent (no
 * rate-limit token is spent, Temu never sees it); `issues` say which field and why.
 */
export class TemuRequestInvalidError extends Error {
  readonly type: string;
  readonly issues: readonly { path: string; message: string }[];

  constructor(type: string, issues: readonly z.core.$ZodIssue[]) {
    const list = issues.map((i) => ({ path: i.path.map(String).join('.') || '(请求)', message: i.message }));
    const first = list[0];
    super(`Temu 请求参数不符合接口要求（${type}${first ? `：${first.path} ${first.message}` : ''}）`);
    this.name = 'TemuRequestInvalidError';
    this.type = type;
    this.issues = list;
  }
}

/** Checks `params` against the type's request schema; throws TemuRequestInvalidError listing every issue. */
export function assertTemuRequest<T extends TemuTypeName>(type: T, params: unknown): TemuTypeRequest<T> {
  const parsed = TEMU_TYPES[type].request.safeParse(params);
  if (!parsed.success) throw new TemuRequestInvalidError(type, parsed.error.issues);
  return params as TemuTypeRequest<T>;
}

type Caller = <T extends TemuTypeName>(
  type: T,
  params: TemuTypeRequest<T>,
  opts?: TemuCallOptions,
) => Promise<TemuTypeResult<T>>;

/** One typed helper per type of the publishing and fulfilment flows, over a client (or a shop-bound caller). */
export function temuTypedCalls(call: Caller) {
  const one =
    <T extends TemuTypeName>(type: T) =>
    (params: TemuTypeRequest<T>, opts?: TemuCallOptions) =>
      call(type, params, opts);
  const none =
    <T extends TemuTypeName>(type: T) =>
    (opts?: TemuCallOptions) =>
      call(type, {} as TemuTypeRequest<T>, opts);
  return {
    /** bg.mall.info.get [CN] */
    mallInfoGet: none('bg.mall.info.get'),
    /** bg.open.accesstoken.info.get [CN] */
    accessTokenInfoGet: none('bg.open.accesstoken.info.get'),
    /** bg.open.accesstoken.info.get.global [PA] */
    accessTokenInfoGetGlobal: none('bg.open.accesstoken.info.get.global'),
    /** bg.goods.cats.get [CN] */
    catsGet: one('bg.goods.cats.get'),
    /** bg.goods.attrs.get [CN] */
    attrsGet: one('bg.goods.attrs.get'),
    /** bg.glo.goods.parentspec.get [PA] */
    parentSpecGet: none('bg.glo.goods.parentspec.get'),
    /** bg.glo.goods.spec.create [PA] */
    specCreate: one('bg.glo.goods.spec.create'),
    /** bg.goods.sizecharts.class.get [CN] */
    sizeChartClassGet: one('bg.goods.sizecharts.class.get'),
    /** bg.goods.sizecharts.meta.get [CN] */
    sizeChartMetaGet: one('bg.goods.sizecharts.meta.get'),
    /** bg.goods.sizecharts.settings.get [CN] */
    sizeChartSettingsGet: one('bg.goods.sizecharts.settings.get'),
    /** bg.goods.sizecharts.create [CN] */
    sizeChartCreate: one('bg.goods.sizecharts.create'),
    /** bg.goods.sizecharts.template.create [CN] */
    sizeChartTemplateCreate: one('bg.goods.sizecharts.template.create'),
    /** bg.goods.image.upload.global [PA] */
    imageUploadGlobal: one('bg.goods.image.upload.global'),
    /** bg.glo.goods.add [PA] — not idempotent: never repeated by the client. */
    goodsAdd: one('bg.glo.goods.add'),
    /** bg.glo.goods.list.get [PA] */
    goodsListGet: one('bg.glo.goods.list.get'),
    /** bg.glo.goods.detail.get [PA] */
    goodsDetailGet: one('bg.glo.goods.detail.get'),
    // Fulfilment (flows.md (b)).
    /** bg.purchaseorderv2.get [CN] */
    purchaseOrdersGet: one('bg.purchaseorderv2.get'),
    /** bg.shiporder.staging.add [CN] — check joinErrorList (60001 = already there). */
    stagingAdd: one('bg.shiporder.staging.add'),
    /** bg.shiporder.staging.get [CN] */
    stagingGet: one('bg.shiporder.staging.get'),
    /** bg.shiporder.receiveaddressv2.get [CN] */
    receiveAddressGet: one('bg.shiporder.receiveaddressv2.get'),
    /** bg.mall.address.get [CN] */
    mallAddressGet: none('bg.mall.address.get'),
    /** bg.shiporderv3.create [CN] — not idempotent. */
    shipOrderCreate: one('bg.shiporderv3.create'),
    /** bg.shiporderv3.logisticsmatch.get [CN] */
    logisticsMatchGet: one('bg.shiporderv3.logisticsmatch.get'),
    /** bg.logistics.company.get [CN] */
    logisticsCompanyGet: one('bg.logistics.company.get'),
    /** bg.shiporder.packing.send [CN] — irreversible. */
    packingSend: one('bg.shiporder.packing.send'),
    /** bg.shiporder.cancel [CN] */
    shipOrderCancel: one('bg.shiporder.cancel'),
    /** bg.shiporderv2.get [CN] */
    shipOrdersGet: one('bg.shiporderv2.get'),
    /** bg.shiporder.express.note.get [CN] */
    expressNoteGet: one('bg.shiporder.express.note.get'),
    /** bg.glo.goods.custom.label.get [PA] — a dataKey string when return_data_key is "true". */
    customLabelGet: one('bg.glo.goods.custom.label.get'),
    /** bg.glo.goods.labelv2.get [PA] — a dataKey string when return_data_key is "true". */
    labelV2Get: one('bg.glo.goods.labelv2.get'),
    /** bg.logistics.boxmarkinfo.get [CN] — a list, or a dataKey string when return_data_key is "true". */
    boxMarkGet: one('bg.logistics.boxmarkinfo.get'),
    /** bg.goods.qualityinspection.get [CN] */
    qualityListGet: one('bg.goods.qualityinspection.get'),
    /** bg.goods.qualityinspectiondetail.get [CN] */
    qualityDetailGet: one('bg.goods.qualityinspectiondetail.get'),
    /** bg.goods.salesv2.get [CN] */
    salesGet: one('bg.goods.salesv2.get'),
  };
}
export type TemuTypedCalls = ReturnType<typeof temuTypedCalls>;

/** `temuTyped(client).goodsAdd(body, { accessToken, shopKey })` — the helpers bound to one client. */
export const temuTyped = (client: TemuClient) =>
  temuTypedCalls((type, params, opts) => client.callType(type, params, opts));
