import type { Generated } from 'kysely';

/** Synced Temu goods and quality checks (migration 20261122_0007). Times epoch ms, money fen, JSON as text. */
export interface TemuOnlineProductsTable {
  id: Generated<number>;
  main_id: number;
  shop_id: number;
  product_id: string;
  product_name: string;
  /** Temu's skcSiteStatus: 0 审核中, 1 待上架, 2 在售, 3 已下架. */
  status: number;
  image_url: string | null;
  /** JSON: OnlineSkc[] (SKCs with their SKUs, prices and sales). */
  skcs: string;
  /** JSON string array. */
  carousel: string;
  skc_count: number;
  sku_count: number;
  price_min: number;
  price_max: number;
  sales_30d: number;
  sales_total: number;
  on_sale_at: number | null;
  /** sha256 of what was synced: an unchanged product is not rewritten. */
  content_hash: string;
  last_synced_at: number;
  created_at: number;
  updated_at: number;
}

export interface TemuQualityChecksTable {
  id: Generated<number>;
  main_id: number;
  shop_id: number;
  qc_bill_id: string;
  product_id: string;
  product_skc_id: string;
  product_sku_id: string;
  product_name: string;
  spec: string;
  /** 1 合格, 2 不合格. */
  result: number;
  /** JSON: { name, remark, photos[] }[]; filled from the detail call. */
  defects: string;
  defect_count: number;
  inspected_at: number;
  last_synced_at: number;
  created_at: number;
  updated_at: number;
}

export interface TemuGoodsTables {
  temu_online_products: TemuOnlineProductsTable;
  temu_quality_checks: TemuQualityChecksTable;
}
