import { randomInt } from 'node:crypto';
import type { Executor } from '../../db';

/** How long Shein's review of a submission takes in the sandbox: documentState 1 → 2 after this. */
export const REVIEW_MS = 1500;

export interface IdValue {
  attribute_id: number;
  attribute_value_id?: number;
  attribute_extra_value?: string;
}
export interface StoredImage {
  image_item_id: number;
  image_type: number;
  image_sort: number;
  image_url: string;
}
export interface StoredSku {
  skuCode: string;
  supplierSku: string;
  saleAttributes: IdValue[];
  length: string;
  width: string;
  height: string;
  weight: number;
  mallState: number;
  stopPurchase: number;
  costPrice: string;
  currency: string;
  stock: number;
}
export interface StoredSkc {
  skcName: string;
  supplierCode: string;
  saleAttribute: { attribute_id: number; attribute_value_id: number };
  /** Text of the colour value, for order lines (suffixZh). */
  colour: string;
  imageGroupCode: string;
  images: StoredImage[];
  shelfWay: string;
  documentSn: string;
  skus: StoredSku[];
}
export interface StoredVersion {
  version: string;
  submittedAt: number;
  /** 1 pending, 2 approved, 3 rejected (query-document-state's enum). */
  state: 1 | 2 | 3;
  failedReason: string | null;
  skcs: Array<{ skcName: string; documentSn: string }>;
}
export interface StoredProduct {
  spuName: string;
  categoryId: number;
  productTypeId: number;
  supplierCode: string;
  names: Array<{ language: string; name: string }>;
  descs: Array<{ language: string; name: string }>;
  productAttributes: IdValue[];
  sizeAttributes: Array<Record<string, unknown>>;
  skcs: StoredSkc[];
  versions: StoredVersion[];
  /** Once a version was approved, spu-info answers and purchase orders may name its SKUs. */
  approved: boolean;
}

/** Platform-looking codes: spu `s…`, skc `ss…`, sku `I…`, version `SPMP…`, document `SPMPA…`, group `G…`. */
const alnum = (n: number) =>
  Array.from({ length: n }, () => '0123456789abcdefghijklmnopqrstuvwxyz'[randomInt(36)]).join('');
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
export const newCode = {
  spu: () => `s${digits(12)}`,
  skc: (spu: string) => `s${spu}${digits(5)}`,
  sku: () => `I${alnum(11)}`,
  version: () => `SPMP${digits(15)}`,
  document: () => `SPMPA${digits(15)}`,
  group: () => `G${alnum(11)}`,
  imageItem: () => randomInt(2_000_000_000, 2_147_483_647),
};

/** Settles a pending version whose review time has come (approval; the control endpoint can reject). */
export function settle(p: StoredProduct, now: number): boolean {
  let changed = false;
  for (const v of p.versions) {
    if (v.state === 1 && now >= v.submittedAt + REVIEW_MS) {
      v.state = 2;
      changed = true;
    }
  }
  if (p.versions.some((v) => v.state === 2) && !p.approved) {
    p.approved = true;
    changed = true;
  }
  return changed;
}

export async function loadProducts(db: Executor, shopId: number) {
  const rows = await db.selectFrom('sandbox_shein_products').select('data').where('shop_id', '=', shopId).execute();
  return rows.map((r) => JSON.parse(r.data) as StoredProduct);
}

/** A product of this shop, its pending review settled; undefined when the shop has none of that name. */
export async function loadProduct(db: Executor, shopId: number, spuName: string, now = Date.now()) {
  const r = await db
    .selectFrom('sandbox_shein_products')
    .select('data')
    .where('shop_id', '=', shopId)
    .where('spu_name', '=', spuName)
    .executeTakeFirst();
  if (!r) return undefined;
  const p = JSON.parse(r.data) as StoredProduct;
  if (settle(p, now)) await saveProduct(db, p, now);
  return p;
}

export async function saveProduct(db: Executor, p: StoredProduct, now: number) {
  await db
    .updateTable('sandbox_shein_products')
    .set({ data: JSON.stringify(p), updated_at: now })
    .where('spu_name', '=', p.spuName)
    .execute();
}

export async function countSpus(db: Executor, shopId: number) {
  const r = await db
    .selectFrom('sandbox_shein_products')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Settles every pending review of the shop that is due (orders only name approved products). */
export async function settleShop(db: Executor, shopId: number, now: number, force = false) {
  const products = await loadProducts(db, shopId);
  for (const p of products) {
    if (force) for (const v of p.versions) if (v.state === 1) v.submittedAt = now - REVIEW_MS;
    if (settle(p, now)) await saveProduct(db, p, now);
  }
  return products;
}
