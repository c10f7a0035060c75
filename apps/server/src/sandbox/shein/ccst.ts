import { createHash, randomInt } from 'node:crypto';
import type { Executor } from '../../db';
import type { SheinCall, SheinPathHandler } from './handlers';
import { CCST_CODE, ccstError } from './protocol';
import { loadProduct } from './store';
import type { SandboxSheinOrder } from './orders';

/** ccst.custom-infos.md: the `lang` values. */
const LANGS = [
  'en_US',
  'de_DE',
  'fr_FR',
  'pt_BR',
  'es_ES',
  'ja_JP',
  'it_IT',
  'nl_NL',
  'zh_TW',
  'zh_CN',
  'he_IL',
  'ru_RU',
  'ar_AR',
  'th_TH',
  'id_ID',
  'tr_TR',
  'vi_VI',
  'sv_SV',
  'pl_PL',
  'pt_PT',
  'ko_KR',
  'el_GR',
  'cs_CZ',
  'ro_RO',
  'sk_SK',
  'hu_HU',
  'bg_BG',
];
/** How long a render task stays at status 1 (处理中) before it succeeds. */
export const RENDER_MS = 1000;
const PER_IP_PER_MINUTE = 60;
const hits = new Map<string, { minute: number; n: number }>();

/** 130002: the ccst family's documented 60 calls per minute per IP. */
function countIp(ip: string, now: number) {
  const minute = Math.floor(now / 60_000);
  const h = hits.get(ip);
  const n = h && h.minute === minute ? h.n + 1 : 1;
  hits.set(ip, { minute, n });
  if (n > PER_IP_PER_MINUTE) throw ccstError(CCST_CODE.IP_LIMIT);
}

interface Found {
  orderId: number;
  shopId: number;
  order: SandboxSheinOrder & { tasks?: Array<{ id: string; compositeId: string; createdAt: number }> };
}
async function orderBy(db: Executor, needle: string): Promise<Found | undefined> {
  if (!/^[0-9a-f]{32}$|^\d{19}$/.test(needle)) return undefined;
  const rows = await db
    .selectFrom('sandbox_shein_orders')
    .select(['id', 'shop_id', 'data'])
    .where('data', 'like', `%${needle}%`)
    .execute();
  return rows
    .map((r) => ({ orderId: Number(r.id), shopId: Number(r.shop_id), order: JSON.parse(r.data) as Found['order'] }))
    .find((r) => r.order.customInfoId === needle || r.order.tasks?.some((t) => t.id === needle));
}
/** The customised order behind `customInfoId`, of this shop (120002 when another seller's). */
async function ownOrder(call: SheinCall, customInfoId: unknown, missing = CCST_CODE.CUSTOM_INFO_ID_REQUIRED) {
  if (typeof customInfoId !== 'string' || customInfoId === '') throw ccstError(missing);
  const found = await orderBy(call.db, customInfoId);
  if (!found || found.order.customInfoId !== customInfoId) throw ccstError(CCST_CODE.TEMPLATE_NOT_FOUND);
  if (found.shopId !== call.shop.id) throw ccstError(CCST_CODE.SUPPLIER_MISMATCH);
  return found;
}
const compositeIdOf = (spuName: string) =>
  String(100_000 + (createHash('sha256').update(spuName).digest().readUInt32BE(0) % 900_000));
async function mainImage(call: SheinCall, f: Found) {
  const p = await loadProduct(call.db, f.shopId, f.order.spuName, call.now);
  const skc = p?.skcs.find((s) => s.skcName === f.order.lines[0]?.skc);
  return skc?.images.find((i) => i.image_type === 1)?.image_url ?? '';
}
/** The documented parameters per ccst page; anything else is 100002 请求异常. */
const ALLOWED: Record<string, string[]> = {
  '/open-api/ccst/v1/custom-infos': ['customInfoId', 'lang'],
  '/open-api/ccst/v1/custom-info/templates': ['customInfoId', 'needUpdate'],
  '/open-api/ccst/v1/composite/task': ['customInfoId', 'compositeId', 'needUpdate'],
  '/open-api/ccst/v1/composite/queryTask': ['id'],
};
const bool = (v: unknown) => v === undefined || v === 'true' || v === 'false' || typeof v === 'boolean';

const ccst = (method: 'GET' | 'POST', path: string, handle: SheinPathHandler['handle']): SheinPathHandler => ({
  path,
  method,
  input: method === 'GET' ? 'query' : 'json',
  family: 'ccst',
  language: 'order?',
  handle: async (call) => {
    countIp(call.ip, call.now);
    const allowed = ALLOWED[path] ?? [];
    const given = Object.keys(method === 'GET' ? call.query : call.body);
    if (given.some((k) => !allowed.includes(k))) throw ccstError(CCST_CODE.REQUEST_ABNORMAL);
    return handle(call);
  },
});

export const ccstHandlers: SheinPathHandler[] = [
  ccst('GET', '/open-api/ccst/v1/custom-infos', async (call) => {
    const { customInfoId, lang } = call.query;
    if (!customInfoId) throw ccstError(CCST_CODE.CUSTOM_INFO_ID_REQUIRED);
    if (!lang || !LANGS.includes(lang)) throw ccstError(CCST_CODE.REQUEST_ABNORMAL);
    const f = await ownOrder(call, customInfoId);
    const effect = await mainImage(call, f);
    const text = `定制${f.order.orderNo.slice(-4)}`;
    const zh = lang.startsWith('zh');
    return {
      id: customInfoId,
      customInfo: {
        preview: { effects: [effect], images: [effect], texts: [text] },
        stores: [
          {
            id: '738329',
            key: 'image',
            label: zh ? '2D 预览' : '2D Preview',
            moduleType: 'preview',
            propertyName: '2d-preview',
            type: 'image',
            value: effect,
          },
          {
            id: '345989',
            key: 'source',
            label: zh ? '图片上传' : 'Photo upload',
            moduleType: 'photo_upload',
            propertyName: 'photo-upload',
            type: 'image[]',
            value: [effect],
          },
          {
            id: '749240',
            key: 'value',
            label: zh ? '文本输入框' : 'Text',
            moduleType: 'text',
            propertyName: 'text',
            type: 'string',
            value: text,
          },
        ],
        customizerId: compositeIdOf(f.order.spuName),
        customizerVersion: 1,
      },
    };
  }),
  ccst('GET', '/open-api/ccst/v1/custom-info/templates', async (call) => {
    if (!bool(call.query.needUpdate)) throw ccstError(CCST_CODE.REQUEST_ABNORMAL);
    const f = await ownOrder(call, call.query.customInfoId);
    return {
      customInfoId: f.order.customInfoId,
      template: [{ title: `${f.order.spuName} 定制模板`, compositeId: compositeIdOf(f.order.spuName) }],
    };
  }),
  ccst('POST', '/open-api/ccst/v1/composite/task', async (call) => {
    const { customInfoId, compositeId, needUpdate } = call.body;
    if (!bool(needUpdate)) throw ccstError(CCST_CODE.REQUEST_ABNORMAL);
    const f = await ownOrder(call, customInfoId);
    const cid = typeof compositeId === 'number' ? String(compositeId) : compositeId;
    if (typeof cid !== 'string' || cid === '') throw ccstError(CCST_CODE.REQUEST_ABNORMAL);
    if (cid !== compositeIdOf(f.order.spuName)) throw ccstError(CCST_CODE.TEMPLATE_NOT_FOUND);
    const id = `2${Array.from({ length: 18 }, () => randomInt(10)).join('')}`;
    f.order.tasks = [...(f.order.tasks ?? []), { id, compositeId: cid, createdAt: call.now }];
    await call.db
      .updateTable('sandbox_shein_orders')
      .set({ data: JSON.stringify(f.order) })
      .where('id', '=', f.orderId)
      .execute();
    return { id };
  }),
  ccst('GET', '/open-api/ccst/v1/composite/queryTask', async (call) => {
    const id = call.query.id;
    if (!id) throw ccstError(CCST_CODE.ID_REQUIRED);
    const f = await orderBy(call.db, id);
    const task = f?.order.tasks?.find((t) => t.id === id);
    if (!f || !task) throw ccstError(CCST_CODE.TASK_NOT_FOUND);
    if (f.shopId !== call.shop.id) throw ccstError(CCST_CODE.SUPPLIER_MISMATCH);
    const done = call.now >= task.createdAt + RENDER_MS;
    return {
      id,
      customInfoId: f.order.customInfoId,
      compositeId: task.compositeId,
      status: done ? 2 : 1,
      failedReason: '',
      resources: done ? [await mainImage(call, f)] : [],
    };
  }),
];
