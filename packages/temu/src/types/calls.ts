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

/** One typed helper per type of the publishing flow, over a client (or a shop-bound caller). */
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
  };
}
export type TemuTypedCalls = ReturnType<typeof temuTypedCalls>;

/** `temuTyped(client).goodsAdd(body, { accessToken, shopKey })` — the helpers bound to one client. */
export const temuTyped = (client: TemuClient) =>
  temuTypedCalls((type, params, opts) => client.callType(type, params, opts));
