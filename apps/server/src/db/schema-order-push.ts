import type { Generated } from 'kysely';

/** What a paid order sent to production (migration 20261126_0015). */
export interface OrderPushRecordsTable {
  id: Generated<number>;
  main_id: number;
  order_id: number;
  sub_purchase_order_sn: string;
  shop_name: Generated<string>;
  product_name: Generated<string>;
  quantity: number;
  design_id: number | null;
  design_version: number | null;
  /** JSON PushedFile[] (storage keys). */
  files: string;
  /** success | failed */
  result: string;
  message: Generated<string>;
  pushed_by: number | null;
  created_at: number;
}

export interface OrderPushTables {
  order_push_records: OrderPushRecordsTable;
}
