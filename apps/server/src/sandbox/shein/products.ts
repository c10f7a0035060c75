import type { Executor } from '../../db';
import { isObj, onlyKeys, requireList, requireString } from './fields';
import { DEFAULT_LANGUAGE } from './goods';
import type { SheinCall, SheinPathHandler } from './handlers';
import { ownImageRefs, sheinImageRef } from './images';
import { paramError } from './protocol';
import { checkPublish } from './publish-spu';
import { spuInfo } from './spu-info';
import { loadProduct, loadProducts, newCode, type StoredProduct, type StoredSkc, settle } from './store';

/** Every image URL in a publishOrEdit body, wherever it sits. */
function imageUrls(body: unknown, out: string[] = []): string[] {
  if (Array.isArray(body)) for (const x of body) imageUrls(x, out);
  else if (isObj(body))
    for (const [k, v] of Object.entries(body)) {
      if (k === 'image_url' && typeof v === 'string') out.push(v);
      else imageUrls(v, out);
    }
  return out;
}

const refused = (pre: unknown) => ({
  success: false,
  spu_name: null,
  skc_list: null,
  version: null,
  pre_valid_result: pre,
  mcc_valid_result: [],
  extra: {},
});

async function publishOrEdit({ db, shop, body, now, orderEveryMs }: SheinCall) {
  let existing: StoredProduct | undefined;
  if (body.spu_name !== undefined && body.spu_name !== null) {
    const spuName = String(body.spu_name);
    existing = await loadProduct(db, shop.id, spuName, now);
    const why = !existing?.approved
      ? `spu_name ${spuName} 不存在或未审核通过`
      : existing.versions.some((v) => v.state === 1)
        ? '该 SPU 有待审核的公文，不能编辑'
        : null;
    if (why) return refused([{ form: 'basic_info', module: 'spu_name', messages: [why] }]);
  }
  const others = (await loadProducts(db, shop.id)).filter((p) => p.spuName !== existing?.spuName);
  const skuRows = await db
    .selectFrom('sandbox_shein_skus')
    .select(['supplier_sku', 'spu_name'])
    .where('shop_id', '=', shop.id)
    .execute();
  const refs = imageUrls(body.skc_list)
    .map(sheinImageRef)
    .filter((r): r is string => r !== null);
  const { issues, draft } = checkPublish(body, {
    existing,
    takenSpuCodes: new Set(others.map((p) => p.supplierCode)),
    takenSkcCodes: new Set(others.flatMap((p) => p.skcs.map((s) => s.supplierCode))),
    takenSkus: new Set(skuRows.filter((r) => r.spu_name !== existing?.spuName).map((r) => r.supplier_sku)),
    ownImages: await ownImageRefs(db, shop.id, [...new Set(refs)]),
  });
  if (!draft) return refused(issues.list);

  const spuName = existing?.spuName ?? newCode.spu();
  const skcs: StoredSkc[] = draft.skcs.map((d) => ({
    skcName: d.existing?.skcName ?? newCode.skc(spuName),
    supplierCode: d.supplierCode,
    saleAttribute: d.saleAttribute,
    colour: d.colour,
    imageGroupCode: d.existing?.imageGroupCode ?? newCode.group(),
    images: d.images.map((i) => ({ ...i, image_item_id: i.image_item_id || newCode.imageItem() })),
    shelfWay: d.shelfWay,
    documentSn: newCode.document(),
    skus: d.skus.map(({ existing: old, ...k }) => ({ ...k, skuCode: old?.skuCode ?? newCode.sku() })),
  }));
  const kept = (existing?.skcs ?? []).filter((s) => !skcs.some((n) => n.skcName === s.skcName));
  const version = newCode.version();
  const product: StoredProduct = {
    spuName,
    categoryId: draft.categoryId,
    productTypeId: draft.productTypeId,
    supplierCode: draft.supplierCode,
    names: draft.names ?? existing?.names ?? [],
    descs: draft.descs,
    productAttributes: draft.productAttributes,
    sizeAttributes: draft.sizeAttributes,
    skcs: [...kept, ...skcs],
    versions: [
      ...(existing?.versions ?? []),
      {
        version,
        submittedAt: now,
        state: 1,
        failedReason: null,
        skcs: skcs.map((s) => ({ skcName: s.skcName, documentSn: s.documentSn })),
      },
    ],
    approved: existing?.approved ?? false,
  };
  const known = new Set(skuRows.map((r) => r.supplier_sku));
  const fresh = skcs.flatMap((s) => s.skus.map((k) => k.supplierSku)).filter((s) => !known.has(s));
  await db.transaction().execute(async (trx) => {
    if (existing)
      await trx
        .updateTable('sandbox_shein_products')
        .set({ data: JSON.stringify(product), updated_at: now })
        .where('spu_name', '=', spuName)
        .execute();
    else
      await trx
        .insertInto('sandbox_shein_products')
        .values({
          shop_id: shop.id,
          spu_name: spuName,
          data: JSON.stringify(product),
          next_order_at: orderEveryMs > 0 ? now + orderEveryMs : null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    if (fresh.length > 0)
      await trx
        .insertInto('sandbox_shein_skus')
        .values(fresh.map((s) => ({ shop_id: shop.id, supplier_sku: s, spu_name: spuName })))
        .execute();
  });
  return {
    success: true,
    spu_name: spuName,
    skc_list: skcs.map((s) => ({
      skc_name: s.skcName,
      sku_list: s.skus.map((k) => ({ sku_code: k.skuCode, supplier_sku: k.supplierSku })),
    })),
    version,
    pre_valid_result: null,
    mcc_valid_result: null,
    extra: {},
  };
}

async function documentState({ db, shop, body, now }: SheinCall) {
  onlyKeys(body, ['spuList']);
  const list = requireList(body.spuList, 'spuList', 10);
  const data = [];
  for (const [i, raw] of list.entries()) {
    if (!isObj(raw)) throw paramError(`spuList[${i}] 必须是对象`);
    onlyKeys(raw, ['spuName', 'version'], `spuList[${i}]`);
    const spuName = requireString(raw.spuName, `spuList[${i}].spuName`, 64);
    if (raw.version !== undefined && raw.version !== null) requireString(raw.version, `spuList[${i}].version`, 64);
    const p = await loadProduct(db, shop.id, spuName, now);
    const v = p && (raw.version ? p.versions.find((x) => x.version === raw.version) : p.versions.at(-1));
    if (!v) continue;
    data.push({
      spuName,
      version: v.version,
      skcList: v.skcs.map((s) => ({
        skcName: s.skcName,
        documentSn: s.documentSn,
        documentState: v.state,
        failedReason: v.failedReason ? [{ language: DEFAULT_LANGUAGE, content: v.failedReason }] : null,
      })),
    });
  }
  return { data, meta: { count: data.length, customObj: null } };
}

async function checkRepeated({ db, shop, body }: SheinCall) {
  onlyKeys(body, ['supplierSkuList']);
  const list = requireList(body.supplierSkuList, 'supplierSkuList', 200).map((s, i) =>
    requireString(s, `supplierSkuList[${i}]`, 200),
  );
  const rows = await db
    .selectFrom('sandbox_shein_skus')
    .select('supplier_sku')
    .where('shop_id', '=', shop.id)
    .where('supplier_sku', 'in', list)
    .execute();
  const taken = new Set(rows.map((r) => r.supplier_sku));
  return list.map((supplierSku) => ({ supplierSku, repeated: taken.has(supplierSku) }));
}

const post = (
  path: string,
  language: SheinPathHandler['language'],
  handle: SheinPathHandler['handle'],
): SheinPathHandler => ({
  path,
  method: 'POST',
  input: 'json',
  family: 'main',
  language,
  handle,
});

export const productHandlers: SheinPathHandler[] = [
  post('/open-api/goods/product/publishOrEdit', 'goods', publishOrEdit),
  post('/open-api/goods/query-document-state', 'goods?', documentState),
  post('/open-api/goods/product/check-supplierSku-repeated', 'none', checkRepeated),
  post('/open-api/goods/spu-info', 'none', spuInfo),
];

/** Moves the latest pending submission of a product to approved (2) or rejected (3), for the control endpoint. */
export async function reviewNow(
  db: Executor,
  shopId: number,
  spuName: string,
  reject: string | null,
  now = Date.now(),
) {
  const p = await loadProduct(db, shopId, spuName, now);
  const v = p?.versions.filter((x) => x.state === 1).at(-1);
  if (!p || !v) return false;
  v.state = reject ? 3 : 2;
  v.failedReason = reject;
  settle(p, now);
  await db
    .updateTable('sandbox_shein_products')
    .set({ data: JSON.stringify(p), updated_at: now })
    .where('spu_name', '=', spuName)
    .execute();
  return true;
}
