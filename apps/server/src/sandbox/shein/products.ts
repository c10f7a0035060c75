import { randomInt } from 'node:crypto';
import { SheinCode } from '@podbench/shein';
import type { Executor } from '../../db';
import { SANDBOX_CATEGORIES } from '../temu/catalog/categories';
import type { SheinPathHandler } from './handlers';
import { ownImageRefs, sheinImageRef } from './images';
import { SheinSandboxError } from './verify';

/** Attribute ids of the sandbox's attribute template: 颜色 and 尺码 are sales attributes, 材质 is required. */
export const ATTR = { color: 27, size: 87, material: 160 } as const;
/** Codes of publishOrEdit refusals (the sandbox's; Shein's pages list none). */
export const PUBLISH_REFUSED = '20101';
export const SUPPLIER_SKU_EXISTS = '20110';

export interface SandboxSheinSku {
  supplierSku: string;
  skuCode: string;
  size: string;
  price: number;
  stock: number;
}
export interface SandboxSheinSkc {
  supplierCode: string;
  skcName: string;
  color: string;
  skus: SandboxSheinSku[];
}
export interface SandboxSheinProduct {
  spuName: string;
  categoryId: number;
  name: string;
  images: string[];
  skcs: SandboxSheinSkc[];
}

const refuse = (msg: string) => new SheinSandboxError(PUBLISH_REFUSED, msg);
const arr = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => Boolean(x) && typeof x === 'object') : [];
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const leafIds = new Set(SANDBOX_CATEGORIES.filter((c) => c.template).map((c) => c.catId));
const code = (prefix: string) => `${prefix}${Date.now().toString(36)}${randomInt(1e5, 1e6)}`;

interface ParsedSkc {
  supplierCode: string;
  color: string;
  skus: Array<{ supplierSku: string; size: string; price: number; stock: number }>;
}

/** Reads and checks a publishOrEdit body the way Shein's pre-validation does; refusals name the field. */
function parseRequest(body: Record<string, unknown>) {
  const categoryId = Number(body.category_id);
  if (!Number.isInteger(categoryId) || categoryId <= 0) throw refuse('category_id 不能为空');
  if (!leafIds.has(categoryId)) throw refuse(`category_id ${categoryId} 不是末级类目`);
  const name = str(arr(body.multi_language_name_list)[0]?.name);
  if (!name) throw refuse('multi_language_name_list 商品名称不能为空');
  if (name.length > 200) throw refuse('商品名称不能超过 200 个字符');
  const attrs = arr(body.product_attribute_list);
  const material = attrs.find((a) => Number(a.attribute_id) === ATTR.material);
  if (!material || !str(material.attribute_extra_value ?? material.attribute_value_name))
    throw refuse('缺少必填属性：材质（attribute_id 160）');
  const images = arr(obj(body.image_info).image_info_list).map((i) => i.image_url);
  if (images.length === 0) throw refuse('image_info 至少需要 1 张图片');
  if (images.length > 10) throw refuse('image_info 最多 10 张图片');
  const skcList = arr(body.skc_list);
  if (skcList.length === 0) throw refuse('skc_list 不能为空');
  if (skcList.length > 20) throw refuse('skc_list 最多 20 个');
  const colors = new Set<string>();
  const supplierSkus = new Set<string>();
  const skcs: ParsedSkc[] = skcList.map((skc, i) => {
    const sale = obj(skc.sale_attribute);
    const color = str(sale.attribute_value_name);
    if (Number(sale.attribute_id) !== ATTR.color || !color) throw refuse(`skc_list[${i}] 缺少销售属性：颜色`);
    if (colors.has(color)) throw refuse(`skc_list 颜色「${color}」重复`);
    colors.add(color);
    const skuList = arr(skc.sku_list);
    if (skuList.length === 0) throw refuse(`skc_list[${i}].sku_list 不能为空`);
    const sizes = new Set<string>();
    return {
      supplierCode: str(skc.supplier_code),
      color,
      skus: skuList.map((sku, j) => {
        const at = `skc_list[${i}].sku_list[${j}]`;
        const supplierSku = str(sku.supplier_sku);
        if (!supplierSku || supplierSku.length > 64) throw refuse(`${at}.supplier_sku 不能为空且不超过 64 个字符`);
        if (supplierSkus.has(supplierSku)) throw refuse(`supplier_sku ${supplierSku} 重复`);
        supplierSkus.add(supplierSku);
        const size = str(
          arr(sku.sale_attribute_list).find((a) => Number(a.attribute_id) === ATTR.size)?.attribute_value_name,
        );
        if (!size) throw refuse(`${at} 缺少销售属性：尺码`);
        if (sizes.has(size)) throw refuse(`颜色「${color}」的尺码「${size}」重复`);
        sizes.add(size);
        const price = Number(arr(sku.price_info_list)[0]?.base_price);
        if (!Number.isFinite(price) || price < 1 || price > 100_000) throw refuse(`${at} 供货价需在 1 ~ 100000 之间`);
        const stock = Number(arr(sku.stock_info_list)[0]?.inventory_num ?? 0);
        if (!Number.isInteger(stock) || stock < 0) throw refuse(`${at} 库存不能小于 0`);
        return { supplierSku, size, price: Math.round(price * 100) / 100, stock };
      }),
    };
  });
  return { categoryId, name, images, skcs, supplierSkus: [...supplierSkus] };
}

export async function findSandboxProduct(db: Executor, spuName: string) {
  const r = await db
    .selectFrom('sandbox_shein_products')
    .select(['shop_id', 'data'])
    .where('spu_name', '=', spuName)
    .executeTakeFirst();
  return r && { shopId: Number(r.shop_id), product: JSON.parse(r.data) as SandboxSheinProduct };
}

/**
 * /open-api/goods/product/publishOrEdit: without spu_name creates a product (every supplier_sku must be new to the
 * shop), with spu_name edits that product of this shop, keeping the SKC / SKU codes of known supplier codes.
 * Answers spu_name and the codes per supplier_sku.
 */
export const publishOrEditHandler: SheinPathHandler = {
  path: '/open-api/goods/product/publishOrEdit',
  async handle({ db, shop, body, orderEveryMs }) {
    const req = parseRequest(body);
    const refs = req.images.map(sheinImageRef);
    const own = await ownImageRefs(
      db,
      shop.id,
      refs.filter((r): r is string => r !== null),
    );
    const bad = req.images.findIndex((_, i) => !refs[i] || !own.has(refs[i] as string));
    if (bad >= 0) throw refuse(`image_info 第 ${bad + 1} 张图片不是本店铺经 transform-pic 转换的图片`);

    const spuName = str(body.spu_name);
    const existing = spuName ? await findSandboxProduct(db, spuName) : undefined;
    if (spuName && (!existing || existing.shopId !== shop.id))
      throw new SheinSandboxError(SheinCode.PARAM_INVALID, `spu_name ${spuName} 不存在`);
    const taken = await db
      .selectFrom('sandbox_shein_skus')
      .select(['supplier_sku', 'spu_name'])
      .where('shop_id', '=', shop.id)
      .where('supplier_sku', 'in', req.supplierSkus)
      .execute();
    const clash = taken.find((t) => t.spu_name !== spuName);
    if (clash)
      throw new SheinSandboxError(
        SUPPLIER_SKU_EXISTS,
        `supplier_sku ${clash.supplier_sku} 已存在，spu_name=${clash.spu_name}`,
      );

    const old = existing?.product;
    const name = spuName || code('s');
    const product: SandboxSheinProduct = {
      spuName: name,
      categoryId: req.categoryId,
      name: req.name,
      images: req.images as string[],
      skcs: req.skcs.map((s) => {
        const prev = old?.skcs.find((p) => p.color === s.color);
        const skcName = prev?.skcName ?? code('sk');
        return {
          supplierCode: s.supplierCode,
          skcName,
          color: s.color,
          skus: s.skus.map((k) => ({
            ...k,
            skuCode: prev?.skus.find((p) => p.supplierSku === k.supplierSku)?.skuCode ?? code('I'),
          })),
        };
      }),
    };
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      if (old) {
        await trx
          .updateTable('sandbox_shein_products')
          .set({ data: JSON.stringify(product), updated_at: now })
          .where('spu_name', '=', name)
          .execute();
      } else {
        await trx
          .insertInto('sandbox_shein_products')
          .values({
            shop_id: shop.id,
            spu_name: name,
            data: JSON.stringify(product),
            next_order_at: orderEveryMs > 0 ? now + orderEveryMs : null,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      const known = new Set(taken.map((t) => t.supplier_sku));
      const fresh = req.supplierSkus.filter((s) => !known.has(s));
      if (fresh.length > 0)
        await trx
          .insertInto('sandbox_shein_skus')
          .values(fresh.map((s) => ({ shop_id: shop.id, supplier_sku: s, spu_name: name })))
          .execute();
    });
    return {
      success: true,
      spu_name: name,
      skc_list: product.skcs.map((s) => ({
        supplier_code: s.supplierCode,
        skc_name: s.skcName,
        sku_list: s.skus.map((k) => ({ supplier_sku: k.supplierSku, sku_code: k.skuCode })),
      })),
    };
  },
};
