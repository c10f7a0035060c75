import type { Db } from '../src/db';

/** Rows written straight into the tables the dashboard and the profit report read (states the API takes days to reach). */
let seq = 0;
const next = () => ++seq;

export async function insertShop(
  db: Db,
  mainId: number,
  o: { name: string; platform?: string; expiresAt: number | null; status?: number; unbound?: boolean },
) {
  const now = Date.now();
  const r = await db
    .insertInto('shops')
    .values({
      main_id: mainId,
      platform: o.platform ?? 'temu',
      mall_id: `stat-mall-${process.pid}-${next()}`,
      mall_name: o.name,
      managed_type: 'full',
      credential_cipher: 'x',
      token_expire_time: o.expiresAt,
      status: o.status ?? 0,
      last_sync_time: null,
      authorized_at: now,
      authorized_by: mainId,
      unbound_at: o.unbound ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** A listing template whose SKUs declare these supply prices per blank variant. */
export async function insertTemplate(db: Db, mainId: number, prices: Record<number, number>) {
  const now = Date.now();
  const skus = Object.entries(prices).map(([variantId, priceFen]) => ({
    variantId: Number(variantId),
    color: '白色',
    size: 'M',
    priceFen,
    stock: 10,
    weightG: 200,
    lenMm: 300,
    widthMm: 200,
    heightMm: 20,
    baseCostFen: 1500,
  }));
  const r = await db
    .insertInto('temu_templates')
    .values({
      main_id: mainId,
      design_id: null,
      title: '统计测试模板',
      category_ids: '[]',
      attributes: '[]',
      images: '[]',
      skus: JSON.stringify(skus),
      technology: null,
      size_chart: null,
      pricing: null,
      listing: null,
      leaf_snapshot: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

export interface OrderSpec {
  shopId: number;
  purchaseTime: number;
  state: string;
  totalFen?: number;
  paidFen?: number | null;
  refunded?: boolean;
  expectDeliverAt?: number | null;
  lines: Array<{
    templateId: number | null;
    variantId: number | null;
    sku: string;
    quantity: number;
    unitCostFen: number | null;
  }>;
}

export async function insertOrder(db: Db, mainId: number, o: OrderSpec) {
  const now = Date.now();
  const quantity = o.lines.reduce((n, l) => n + l.quantity, 0);
  const base = o.lines.reduce((n, l) => n + (l.unitCostFen ?? 0) * l.quantity, 0);
  const paid = o.paidFen ?? null;
  const r = await db
    .insertInto('temu_orders')
    .values({
      main_id: mainId,
      shop_id: o.shopId,
      sub_purchase_order_sn: `WB-STAT-${process.pid}-${next()}`,
      original_purchase_order_sn: null,
      product_name: '统计测试T恤',
      product_skc_id: '9001',
      image_url: null,
      temu_status: 1,
      state: o.state,
      template_id: o.lines[0]?.templateId ?? null,
      design_id: null,
      matched: 1,
      quantity,
      base_cost_fen: base,
      total_fen: o.totalFen ?? paid ?? base,
      purchase_time: o.purchaseTime,
      content_hash: 'x',
      paid_fen: paid,
      paid_at: paid === null ? null : o.purchaseTime + 60_000,
      refunded_at: o.refunded ? o.purchaseTime + 120_000 : null,
      expect_deliver_at: o.expectDeliverAt ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderId = Number(r.id);
  for (const l of o.lines) {
    await db
      .insertInto('temu_order_lines')
      .values({
        order_id: orderId,
        product_sku_id: l.sku,
        sku_ext_code: `EXT-${l.sku}`,
        spec: '白色/M',
        quantity: l.quantity,
        template_id: l.templateId,
        variant_id: l.variantId,
        design_id: null,
        unit_cost_fen: l.unitCostFen,
        weight_g: 200,
      })
      .execute();
  }
  return orderId;
}

export async function insertPublish(db: Db, mainId: number, platform: 'temu' | 'shein', shopId: number, state: string) {
  const now = Date.now();
  // One publish per template and shop (unique): each gets its own template.
  const templateId = await insertTemplate(db, mainId, {});
  const row = { main_id: mainId, template_id: templateId, shop_id: shopId, state, created_at: now, updated_at: now };
  if (platform === 'temu') await db.insertInto('temu_publishes').values(row).execute();
  else await db.insertInto('shein_publishes').values(row).execute();
}

export async function insertQc(db: Db, mainId: number, shopId: number, result: 1 | 2, inspectedAt: number) {
  const now = Date.now();
  const n = next();
  await db
    .insertInto('temu_quality_checks')
    .values({
      main_id: mainId,
      shop_id: shopId,
      qc_bill_id: `QC-${process.pid}-${n}`,
      product_id: '1',
      product_skc_id: '2',
      product_sku_id: '3',
      product_name: '统计测试T恤',
      spec: '白色/M',
      result,
      defects: '[]',
      defect_count: result === 2 ? 1 : 0,
      inspected_at: inspectedAt,
      last_synced_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
