import type { Generated } from 'kysely';

/** Shein templates, publishes, orders and the Shein sandbox (migration 20261126_0020). Times epoch ms, money fen. */
export interface SheinTemplatesTable {
  id: Generated<number>;
  main_id: number;
  design_id: number | null;
  title: string;
  category_id: number | null;
  category_path: Generated<string>;
  /** JSON SheinTemplateBody. */
  body: string;
  created_at: number;
  updated_at: number;
}

export interface SheinPublishesTable {
  id: Generated<number>;
  main_id: number;
  template_id: number;
  shop_id: number;
  /** queued | adding | success | failed. */
  state: string;
  attempts: Generated<number>;
  error: string | null;
  /** Set as soon as Shein answered once: later runs edit this SPU instead of creating another. */
  spu_name: string | null;
  /** JSON Record<templateImageRef, sheinUrl>: images already transformed for this shop. */
  images: string | null;
  /** JSON SheinPublishedProduct once published. */
  product: string | null;
  started_at: number | null;
  finished_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface SheinOrdersTable {
  id: Generated<number>;
  main_id: number;
  shop_id: number;
  order_no: string;
  status: number;
  spu_name: Generated<string>;
  title: Generated<string>;
  quantity: number;
  amount_fen: number;
  /** JSON SheinOrderLine[]. */
  lines: string;
  content_hash: string;
  placed_at: number;
  shein_updated_at: number;
  created_at: number;
  updated_at: number;
  /** 1 急采 / 2 备货 (migration 0032). */
  order_type: Generated<number>;
  status_name: Generated<string>;
  custom_info_id: Generated<string>;
  /** JSON SheinCustomisation, once read from ccst. */
  custom_info: string | null;
  custom_error: string | null;
  /** JSON SheinOrderFields: the documented order-level fields. */
  fields: string | null;
}

/** Per shop and order type: the end of the last update-time window read completely (migration 0032). */
export interface SheinOrderCursorsTable {
  shop_id: number;
  order_type: number;
  synced_until: number;
  updated_at: number;
}

export interface SheinCategoryCacheTable {
  slot: string;
  data: string;
  fetched_at: number;
}

export interface SandboxSheinImagesTable {
  id: Generated<number>;
  shop_id: number;
  ref: string;
  mime: string;
  /** base64. */
  data: string;
  created_at: number;
}

export interface SandboxSheinProductsTable {
  id: Generated<number>;
  shop_id: number;
  spu_name: string;
  data: string;
  next_order_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface SandboxSheinSkusTable {
  id: Generated<number>;
  shop_id: number;
  supplier_sku: string;
  spu_name: string;
}

export interface SandboxSheinOrdersTable {
  id: Generated<number>;
  shop_id: number;
  order_no: string;
  status: number;
  data: string;
  created_at: number;
  updated_at: number;
}

export interface SheinTables {
  shein_templates: SheinTemplatesTable;
  shein_publishes: SheinPublishesTable;
  shein_orders: SheinOrdersTable;
  shein_order_cursors: SheinOrderCursorsTable;
  shein_category_cache: SheinCategoryCacheTable;
  sandbox_shein_images: SandboxSheinImagesTable;
  sandbox_shein_products: SandboxSheinProductsTable;
  sandbox_shein_skus: SandboxSheinSkusTable;
  sandbox_shein_orders: SandboxSheinOrdersTable;
}
