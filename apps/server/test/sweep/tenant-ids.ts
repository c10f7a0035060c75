import type { ZodType } from 'zod';
import type { SweepRoute } from './routes';
import { fillPath } from './routes';
import type { Resource, TenantA, TenantIds } from './tenant-a';
import { inner, isOptional, sample, shapeOf } from './zod-inputs';

/**
 * How the cross-tenant sweep fills seller A's ids into seller B's requests. A field is an id when its name is
 * `id`/`ids` or ends in Id/Ids/Sn/No; it names:
 *  1. what PER_ROUTE says for that route and field (null: not a seller's resource, e.g. a catalogue or plan id),
 *  2. else what BY_FIELD says for the field name,
 *  3. else (`id`, `ids`) the resource of the longest BY_PREFIX prefix of the route.
 * An id field none of these place makes the sweep fail, naming the route and the field.
 */
export const BY_PREFIX: Array<[string, Resource]> = [
  ['/api/gallery/images', 'image'],
  ['/api/gallery/folders', 'folder'],
  ['/api/file/', 'file'],
  ['/api/clientDesign/', 'design'],
  ['/api/removal/', 'removalTask'],
  ['/api/shop/', 'shop'],
  ['/api/onlineProduct/', 'onlineProduct'],
  ['/api/clientProduct/temuTemplate/', 'template'],
  ['/api/clientProduct/temuPublish/', 'publish'],
  ['/api/orderTemu/', 'order'],
  ['/api/payTemu/', 'order'],
  ['/api/qualityCheck/', 'qc'],
  ['/api/withdraw/', 'withdraw'],
  ['/api/clientUser/', 'subAccount'],
  ['/api/notice/', 'notice'],
  ['/api/clientOrderPushRecord/', 'pushRecord'],
  ['/api/recharge/', 'recharge'],
  ['/api/clientProduct/sheinTemplate/', 'sheinTemplate'],
  ['/api/clientProduct/sheinPublish/', 'sheinPublish'],
  ['/api/orderShein/', 'sheinOrder'],
  ['/api/fulfilment/shipments', 'shipment'],
  ['/api/notification/', 'notification'],
  ['/api/clientDesignTemplate/', 'designTemplate'],
];

export const BY_FIELD: Record<string, Resource | null> = {
  folderId: 'folder',
  parentId: 'folder',
  imageIds: 'image',
  fileIds: 'file',
  designId: 'design',
  templateId: 'template',
  templateIds: 'template',
  shopId: 'shop',
  shopIds: 'shop',
  taskIds: 'removalTask',
  batchId: 'removalBatch',
  outTradeNo: 'recharge',
  orderSn: 'orderSn',
  childWaybillSn: 'waybillLabel',
  productId: null, // a catalogue product
  planId: null, // a VIP plan
  catId: null, // a Temu category
  blankId: null, // a catalogue blank (shared by every seller)
  parentSpecId: null, // a Temu spec dimension (bg.glo.goods.parentspec.get)
  variantIds: null, // catalogue blank variants (shared by every seller)
};

export const PER_ROUTE: Record<string, Record<string, Resource | null>> = {
  'GET /api/onlineProduct/syncStatus': { ids: 'goodsSyncJob' },
  'GET /api/orderTemu/syncStatus': { ids: 'orderSyncJob' },
  'GET /api/clientProduct/temuTemplate/categories': { parentId: null },
  'GET /api/clientProduct/sheinTemplate/attributes': { categoryId: null }, // a Shein category
  'POST /api/clientProduct/uploadToShein': { templateIds: 'sheinTemplate', shopIds: 'sheinShop' },
  'GET /api/clientProduct/sheinOnline/page': { shopId: 'sheinShop' },
  'GET /api/orderShein/page': { shopId: 'sheinShop' },
  'POST /api/orderShein/sync': { shopId: 'sheinShop' },
  'GET /api/orderShein/syncStatus': { ids: 'sheinOrderSyncJob' },
  'GET /api/clientProduct/sheinPublish/page': { templateId: 'sheinTemplate' },
  'POST /api/fulfilment/desk/add': { orderIds: 'order' },
  // Temu's own warehouse, ship-from address and quote ids: no seller's resource; the shop decides ownership.
  'POST /api/fulfilment/shipments/create': { subWarehouseId: null, deliveryAddressId: null },
  'POST /api/fulfilment/shipments/book': { predictId: null },
  'POST /api/clientDesignTemplate/apply': { templateId: 'designTemplate', productId: null },
  'POST /api/clientDesignTemplate/batch': { imageId: 'image', productId: null },
  'GET /api/clientDesignTemplate/batchDetail': { id: 'designBatch' },
};

/** Non-id fields a request needs to be otherwise valid (so that only ownership can refuse it). */
export const VALID_REST: Record<string, (a: TenantA) => Record<string, unknown>> = {
  'POST /api/clientDesign/save': (a) => ({
    name: '乙的设计',
    productId: a.productId,
    document: withoutImages(a.designDocument),
    version: a.designVersion,
  }),
  'POST /api/gallery/images/rename': () => ({ name: '乙改名' }),
  'POST /api/gallery/folders/rename': () => ({ name: '乙改名' }),
  'POST /api/gallery/folders/create': () => ({ name: '乙的文件夹' }),
  'POST /api/gallery/images/tags': () => ({ add: ['乙标签'], remove: [] }),
  'POST /api/clientDesign/rename': () => ({ name: '乙改名' }),
  'POST /api/clientUser/edit': () => ({ nickName: '乙改名', permissions: [], status: 0 }),
  'POST /api/shop/reauthorize': () => ({ accessToken: 'x'.repeat(32) }),
  'POST /api/removal/save': () => ({ folderId: 0 }),
  'POST /api/clientProduct/temuTemplate/save': (a) => ({ template: a.templateBody }),
  'POST /api/clientProduct/sheinTemplate/save': (a) => ({ template: a.sheinTemplateBody }),
  'POST /api/fulfilment/shipments/create': (a) => ({
    requestKey: 'sweep-tenant-b',
    boxes: [{ items: [{ orderId: a.ids.order, productSkuId: 1, quantity: 1 }] }],
  }),
  'POST /api/fulfilment/shipments/quote': () => ({ weightG: 1000 }),
  'POST /api/clientDesignTemplate/rename': () => ({ name: '乙改名' }),
  'POST /api/clientDesignTemplate/apply': (a) => ({ productId: a.productId, color: '白色' }),
  'POST /api/clientDesignTemplate/batch': (a) => ({ targets: [{ productId: a.productId, color: '白色' }] }),
  'POST /api/fulfilment/shipments/book': () => ({ method: 'own', shipId: 1, trackingNo: 'SF12345678' }),
};

/**
 * Resources every seller sees (published announcements): B may read them; the sweep checks only that B's calls
 * change none of A's rows (A's read marks) and show nothing of A's.
 */
export const SHARED_RESOURCES = new Set<Resource>(['notice']);

/** A design document with its image layers left out (they name A's gallery images, refused before the design). */
function withoutImages(doc: unknown) {
  const d = doc as { areas: Record<string, { layers: Array<{ type: string }> }> };
  const areas = Object.fromEntries(
    Object.entries(d.areas).map(([k, area]) => [k, { ...area, layers: area.layers.filter((l) => l.type !== 'image') }]),
  );
  return { ...d, areas };
}

export const isIdField = (name: string) => /^(id|ids)$|(Id|Ids|Sn|No)$/.test(name);

export function resourceFor(route: SweepRoute, field: string): Resource | null | undefined {
  const own = PER_ROUTE[route.key];
  if (own && field in own) return own[field];
  if (field in BY_FIELD) return BY_FIELD[field];
  if (field !== 'id' && field !== 'ids') return undefined;
  const hit = BY_PREFIX.filter(([p]) => route.url.startsWith(p)).sort((x, y) => y[0].length - x[0].length)[0];
  return hit?.[1];
}

const kind = (s: ZodType) => (inner(s) as unknown as { _zod: { def: { type: string } } })._zod.def.type;

function fill(s: ZodType, value: number | string, inQuery: boolean): unknown {
  const k = kind(s);
  if (k === 'array') return inQuery ? String(value) : [value];
  if (k === 'string') return String(value);
  if (typeof value === 'string' && k === 'number') return value;
  return inQuery ? String(value) : value;
}

export interface TenantRequest {
  url: string;
  payload?: Record<string, unknown>;
  /** The id fields and what they were filled with. */
  filled: Array<[string, Resource]>;
}

/**
 * B's request carrying A's ids, or null when the route takes no id. `unplaced` collects the id fields no table
 * places (the sweep fails on them).
 */
export function tenantRequest(route: SweepRoute, a: TenantA, unplaced: string[]): TenantRequest | null {
  const ids: TenantIds = a.ids;
  const filled: Array<[string, Resource]> = [];
  const place = (field: string, s: ZodType | undefined, inQuery: boolean, base: unknown) => {
    if (!isIdField(field)) return base;
    const res = resourceFor(route, field);
    if (res === null) return base;
    if (res === undefined) {
      unplaced.push(`${route.key}: field "${field}" — say which of A's resources it names in test/sweep/tenant-ids.ts`);
      return base;
    }
    filled.push([field, res]);
    return s ? fill(s, ids[res], inQuery) : String(ids[res]);
  };
  const pShape = shapeOf(route.params) ?? {};
  const url0 = fillPath(route.url, (name) => String(place(name, pShape[name], true, 'a')));
  const query: Record<string, string> = {};
  for (const [k, s] of Object.entries(shapeOf(route.querystring) ?? {})) {
    const base = isOptional(s) ? undefined : sample(s, k);
    const v = place(k, s, true, base);
    if (v !== undefined) query[k] = String(v);
  }
  let payload: Record<string, unknown> | undefined;
  const bShape = shapeOf(route.body);
  if (bShape) {
    payload = {};
    for (const [k, s] of Object.entries(bShape)) {
      const base = isOptional(s) ? undefined : sample(s, k);
      const v = place(k, s, false, base);
      if (v !== undefined) payload[k] = v;
    }
    Object.assign(payload, VALID_REST[route.key]?.(a));
  }
  if (!filled.length) return null;
  const qs = new URLSearchParams(query).toString();
  return { url: qs ? `${url0}?${qs}` : url0, payload, filled };
}
