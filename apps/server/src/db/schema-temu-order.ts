import type { Generated } from 'kysely';

/** Stock-up orders (migration 20261126_0011). Times epoch ms, money fen. */
export interface TemuOrdersTable {
  id: Generated<number>;
  main_id: number;
  shop_id: number;
  sub_purchase_order_sn: string;
  original_purchase_order_sn: string | null;
  product_name: Generated<string>;
  product_skc_id: Generated<string>;
  image_url: string | null;
  /** Temu's own status (0 待接单 … 10 已取消). */
  temu_status: number;
  /** Our platform state (contract `TemuOrderState`). */
  state: string;
  template_id: number | null;
  design_id: number | null;
  /** 1 when every line names one of our templates and a blank variant (so it can be costed and produced). */
  matched: Generated<number>;
  quantity: Generated<number>;
  base_cost_fen: Generated<number>;
  discount_fen: Generated<number>;
  packing_fen: Generated<number>;
  shipping_fen: Generated<number>;
  total_fen: Generated<number>;
  purchase_time: number;
  /** sha256 of what Temu sent: an unchanged order is not rewritten by a re-sync. */
  content_hash: string;
  paid_fen: number | null;
  pay_ledger_id: number | null;
  paid_at: number | null;
  refund_ledger_id: number | null;
  refunded_at: number | null;
  cancel_reason: string | null;
  created_at: number;
  updated_at: number;
  // Migration 20261127_0030: bg.purchaseorderv2.get's documented fields.
  /** 1 加急 (urgencyType). */
  urgency_type: Generated<number>;
  /** 1 JIT备货 (purchaseStockType). */
  purchase_stock_type: Generated<number>;
  settlement_type: Generated<number>;
  is_custom: Generated<number>;
  is_first: Generated<number>;
  /** isCanJoinDeliverPlatform */
  can_join_deliver: Generated<number>;
  /** deliverInfo.expectLatestDeliverTimeOrDefault / expectLatestArrivalTimeOrDefault, ms. */
  expect_deliver_at: number | null;
  expect_arrival_at: number | null;
  /** When bg.shiporder.staging.get last gave this order's customised lines (personalText). */
  staging_read_at: number | null;
  receive_warehouse_name: string | null;
  delivery_order_sn: string | null;
  /** The whole documented record as Temu sent it (JSON). */
  temu_data: string | null;
}

export interface TemuOrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_sku_id: string;
  sku_ext_code: Generated<string>;
  spec: Generated<string>;
  quantity: number;
  template_id: number | null;
  variant_id: number | null;
  design_id: number | null;
  unit_cost_fen: number | null;
  weight_g: number | null;
  // Migration 20261127_0030.
  fulfilment_sku_id: string | null;
  deliver_quantity: number | null;
  real_receive_quantity: number | null;
  advice_quantity: number | null;
  purchase_up_limit: number | null;
  qc_result: number | null;
  customization_type: number | null;
  /** processTypeVO as text: 单一工艺 · 皮具/布艺定制工艺 · 数码直喷 */
  process_type: string | null;
  /** staging.get orderDetailVOList[].productSkuId: the customised SKU's own id (its barcode's key). */
  personal_sku_id: string | null;
  /** staging.get orderDetailVOList[].personalText: the customisation. */
  personal_text: string | null;
  /** Supply price (申报价, fen) when the sync wrote the line; null before migration 0040 (docs/statistics.md). */
  supply_price_fen: Generated<number | null>;
}

export interface TemuOrderEventsTable {
  id: Generated<number>;
  order_id: number;
  from_state: string | null;
  to_state: string;
  temu_status: number | null;
  /** seller | operator | sync */
  actor: string;
  actor_id: number | null;
  remark: Generated<string>;
  created_at: number;
}

export interface TemuOrderSyncTable {
  shop_id: number;
  main_id: number;
  /** Latest purchase time seen: the next sync reads from a little before it. */
  watermark: number;
  synced_at: number;
  /** statusNumMap / delayNumMap as JSON, as last read (SDK-only fields: null when Temu gave none). */
  status_num_map: string | null;
  delay_num_map: string | null;
  today_can_deliver_num: number | null;
  counts_at: number | null;
}

/** Shipments to Temu's warehouse (migration 20261126_0011_temu_shipments). */
export interface TemuShipmentsTable {
  id: Generated<number>;
  main_id: number;
  shop_id: number;
  order_id: number;
  delivery_order_sn: string | null;
  carrier: string;
  tracking_no: string;
  weight_g: number;
  /** Temu's ship-order status: 0 to pack, 1 awaiting receipt, 2 received, 3 warehoused … */
  temu_status: number | null;
  /** pending | sent | failed */
  state: string;
  error: string | null;
  operator_id: number | null;
  shipped_at: number | null;
  created_at: number;
  updated_at: number;
}

/** The seller's distinct products on orders: a name search finds SKCs here, then orders by index. */
export interface TemuOrderProductsTable {
  main_id: number;
  product_skc_id: string;
  product_name: string;
}

/** A seller's orders per state and their total, kept by triggers on temu_orders (migration 0042). */
export interface TemuOrderStateCountsTable {
  main_id: number;
  state: string;
  n: number;
  total_fen: number;
}

export interface TemuOrderTables {
  temu_orders: TemuOrdersTable;
  temu_order_lines: TemuOrderLinesTable;
  temu_order_events: TemuOrderEventsTable;
  temu_order_sync: TemuOrderSyncTable;
  temu_shipments: TemuShipmentsTable;
  temu_order_products: TemuOrderProductsTable;
  temu_order_state_counts: TemuOrderStateCountsTable;
  /** PostgreSQL: what statements changed since the last fold (migration 0042; always empty on SQLite). */
  temu_order_state_deltas: TemuOrderStateCountsTable;
}
