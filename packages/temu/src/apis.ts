/**
 * THE one place that knows, per API, which gateway serves it, under which `type`, how fast it may be called and
 * whether it is safe to repeat. Sources: 196 接口列表 (gateway and per-shop qps), 000 PA网关调用说明 (types that
 * moved to PA under new names). Callers name an API by its classic (CN) name or by its wire name; both resolve here.
 */
export type TemuZone = 'CN' | 'PA';

export interface TemuApiSpec {
  /** Gateway that serves the type. */
  zone: TemuZone;
  /** The `type` sent on the wire (differs from the key when the API moved to PA). */
  type: string;
  /** Documented per-shop limit (calls per second); absent → DEFAULT_QPS. */
  qps?: number;
  /** Safe to send again after a transient failure (reads). Writes are never retried blindly. */
  idempotent: boolean;
  /** Needs an access_token (only the code exchange does not). */
  needsToken?: boolean;
}

/** 196 says "typically 3–5 qps per shop"; when an API's own limit is not published, assume the lower bound. */
export const DEFAULT_QPS = 3;

const read = (zone: TemuZone, type: string, qps?: number): TemuApiSpec => ({ zone, type, qps, idempotent: true });
const write = (zone: TemuZone, type: string, qps?: number): TemuApiSpec => ({ zone, type, qps, idempotent: false });

export const TEMU_APIS = {
  // 基础 / 授权
  'bg.mall.info.get': read('CN', 'bg.mall.info.get'),
  // Also on PA as bg.open.accesstoken.info.get.global; the CN type answers for the same token.
  'bg.open.accesstoken.info.get': read('CN', 'bg.open.accesstoken.info.get'),
  // The one-time code is spent by the first call: never repeat it.
  'bg.open.accesstoken.create': { ...write('CN', 'bg.open.accesstoken.create'), needsToken: false },
  // 类目属性
  'bg.goods.cats.get': read('CN', 'bg.goods.cats.get'),
  'bg.goods.attrs.get': read('CN', 'bg.goods.attrs.get'),
  // 尺码表 (199 四、尺码表): class → meta → create (reusable=false: the businessId goes straight into goods.add)
  'bg.goods.sizecharts.class.get': read('CN', 'bg.goods.sizecharts.class.get'),
  'bg.goods.sizecharts.meta.get': read('CN', 'bg.goods.sizecharts.meta.get'),
  'bg.goods.sizecharts.create': write('CN', 'bg.goods.sizecharts.create'),
  // 图片 / 货品 (moved to PA)
  'bg.goods.image.upload': write('PA', 'bg.goods.image.upload.global'),
  'bg.goods.add': write('PA', 'bg.glo.goods.add'),
  'bg.goods.list.get': read('PA', 'bg.glo.goods.list.get'),
  'bg.goods.detail.get': read('PA', 'bg.glo.goods.detail.get'),
  // 备货单 / 发货
  'bg.purchaseorderv2.get': read('CN', 'bg.purchaseorderv2.get', 3),
  'bg.shiporder.staging.add': write('CN', 'bg.shiporder.staging.add', 3),
  'bg.shiporder.receiveaddressv2.get': read('CN', 'bg.shiporder.receiveaddressv2.get', 5),
  'bg.shiporderv3.create': write('CN', 'bg.shiporderv3.create', 5),
  'bg.shiporder.packing.send': write('CN', 'bg.shiporder.packing.send', 5),
  'bg.shiporderv2.get': read('CN', 'bg.shiporderv2.get', 3),
  // 条码 / 箱唛
  'bg.goods.custom.label.get': read('PA', 'bg.glo.goods.custom.label.get'),
  'bg.goods.labelv2.get': read('PA', 'bg.glo.goods.labelv2.get'),
  'bg.logistics.boxmarkinfo.get': read('CN', 'bg.logistics.boxmarkinfo.get', 3),
  // 质检 / 销售
  'bg.goods.qualityinspection.get': read('CN', 'bg.goods.qualityinspection.get'),
  'bg.goods.qualityinspectiondetail.get': read('CN', 'bg.goods.qualityinspectiondetail.get'),
  'bg.goods.salesv2.get': read('CN', 'bg.goods.salesv2.get'),
} as const satisfies Record<string, TemuApiSpec>;

export type TemuApiName = keyof typeof TEMU_APIS;

const byWireType = new Map<string, TemuApiName>(
  (Object.keys(TEMU_APIS) as TemuApiName[]).map((name) => [TEMU_APIS[name].type, name]),
);

/** The classic name for either a classic or a wire name; undefined for an API the product does not use. */
export function apiNameOf(nameOrType: string): TemuApiName | undefined {
  if (nameOrType in TEMU_APIS) return nameOrType as TemuApiName;
  return byWireType.get(nameOrType);
}

export function apiSpec(name: TemuApiName): TemuApiSpec {
  return TEMU_APIS[name];
}

/** The per-shop qps for a wire type or name (the sandbox enforces the same numbers). */
export function qpsOf(nameOrType: string): number {
  const name = apiNameOf(nameOrType);
  const spec: TemuApiSpec | undefined = name ? TEMU_APIS[name] : undefined;
  return spec?.qps ?? DEFAULT_QPS;
}

/** Every wire type the product calls: what a seller should tick when authorising the app. */
export const TEMU_WIRE_TYPES: readonly string[] = Object.values(TEMU_APIS).map((s) => s.type);
