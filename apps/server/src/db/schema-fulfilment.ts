import type { Generated } from 'kysely';

/** The shipping desk (migration 20261127_0031_fulfilment_desk). Times epoch ms; Temu ids as numbers. */
export interface FulfilmentDeskOrdersTable {
  id: Generated<number>;
  main_id: number;
  shop_id: number;
  order_id: number;
  sub_purchase_order_sn: string;
  /** on_desk | refused | shipping | shipped */
  state: string;
  error_code: number | null;
  error_msg: string | null;
  sub_warehouse_id: number | null;
  warehouse_name: Generated<string>;
  receive_address: string | null;
  lines: Generated<string>;
  deliver_by: number | null;
  shipment_id: number | null;
  created_at: number;
  updated_at: number;
}

export interface FulfilmentShipmentsTable {
  id: Generated<number>;
  main_id: number;
  shop_id: number;
  request_key: string;
  sub_warehouse_id: number;
  warehouse_name: string;
  receive_address: string;
  delivery_address_id: number;
  boxes: string;
  state: string;
  error: string | null;
  box_marks_printed_at: number | null;
  quote: string | null;
  quoted_at: number | null;
  deliver_method: number | null;
  express_company_id: number | null;
  express_company_name: string | null;
  express_delivery_sn: string | null;
  express_batch_sn: string | null;
  weight_g: number | null;
  pickup_at: number | null;
  actor: string;
  actor_id: number | null;
  booked_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface FulfilmentShipOrdersTable {
  id: Generated<number>;
  shipment_id: number;
  main_id: number;
  shop_id: number;
  order_id: number;
  sub_purchase_order_sn: string;
  delivery_order_sn: string;
  temu_status: number | null;
  created_at: number;
  updated_at: number;
}

export interface FulfilmentTables {
  fulfilment_desk_orders: FulfilmentDeskOrdersTable;
  fulfilment_shipments: FulfilmentShipmentsTable;
  fulfilment_ship_orders: FulfilmentShipOrdersTable;
}
