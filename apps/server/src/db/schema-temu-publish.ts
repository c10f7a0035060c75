import type { Generated } from 'kysely';

/** Listing templates and publishes (migration 20261124_0010). Times epoch ms, money fen, JSON as text. */
export interface TemuTemplatesTable {
  id: Generated<number>;
  main_id: number;
  design_id: number | null;
  title: string;
  title_en: Generated<string>;
  /** JSON number[]: category path, leaf last. */
  category_ids: string;
  category_path: Generated<string>;
  /** JSON {name,value}[]. */
  attributes: string;
  /** JSON string[]. */
  images: string;
  /** JSON TemuTemplateSku[]. */
  skus: string;
  /** Migration 0019, JSON (null on older templates = the defaults): TemuTechnology, TemuSizeChart, TemuPricingRule. */
  technology: string | null;
  size_chart: string | null;
  pricing: string | null;
  status: Generated<number>;
  /** Migration 0029: the whole TemuTemplateBody (JSON); null only before it ran. */
  listing: string | null;
  /** 1 = 需补全: converted by migration 0029 and not saved since. */
  needs_completion: Generated<number>;
  /** JSON TemuLeafTemplate the form was filled from (refresh & diff). */
  leaf_snapshot: string | null;
  created_at: number;
  updated_at: number;
}

export interface TemuPublishesTable {
  id: Generated<number>;
  main_id: number;
  template_id: number;
  shop_id: number;
  /** queued | adding | success | failed. */
  state: string;
  attempts: Generated<number>;
  error: string | null;
  goods_id: string | null;
  /** JSON string[]. */
  sku_ids: string | null;
  started_at: number | null;
  finished_at: number | null;
  created_at: number;
  updated_at: number;
  /** Migration 0022, unused since 0026: publishes run as jobs of the queue, whose lease is on the job. */
  lease_owner: string | null;
  lease_until: number | null;
  /** Migration 0029. */
  error_code: number | null;
  /** deferred (2000197): when the job runs again. */
  deferred_until: number | null;
  /** When bg.glo.goods.add was last sent (an answer may have been lost after it). */
  add_sent_at: number | null;
  /** JSON {productId, productSkcId}: the listing a 2000168 duplicates. */
  duplicate_of: string | null;
  /** JSON string[]. */
  skc_ids: string | null;
  /** JSON TemuPublishedSku[]. */
  sku_map: string | null;
  /** JSON TemuTemplateChange[]. */
  template_changes: string | null;
  notice: string | null;
  currency: string | null;
}

/** Migration 0029: bg.goods.attrs.get per leaf, normalised (TemuLeafTemplate JSON). */
export interface TemuLeafTemplatesTable {
  cat_id: number;
  data: string;
  fetched_at: number;
}

/** Migration 0029: a seller's colour/size → sale value (TemuSaleSpec JSON) per blank and leaf. */
export interface TemuSpecMappingsTable {
  main_id: number;
  blank_id: number;
  cat_id: number;
  /** 'color' | 'size'. */
  kind: string;
  name: string;
  spec: string;
  updated_at: number;
}

/** Migration 0029: bg.glo.goods.list.get rows, one per SKC. */
export interface TemuOnlineSkcsTable {
  id: Generated<number>;
  main_id: number;
  shop_id: number;
  product_id: string;
  product_skc_id: string;
  product_name: string;
  ext_code: string;
  image_url: string | null;
  site_status: number | null;
  leaf_cat_name: string | null;
  /** JSON OnlineSkcSku[]. */
  skus: string;
  price_min: number | null;
  price_max: number | null;
  created_at_temu: number | null;
  synced_at: number;
}

export interface TemuCategoryCacheTable {
  cat_id: number;
  parent_id: number;
  data: string;
  fetched_at: number;
}

/** Migration 0026: publishes queued per seller and Beijing day (the daily quota, counted atomically). */
export interface TemuPublishQuotaDaysTable {
  main_id: number;
  /** Start of the Beijing day, epoch ms. */
  day: number;
  used: number;
}

export interface TemuPublishTables {
  temu_publish_quota_days: TemuPublishQuotaDaysTable;
  temu_templates: TemuTemplatesTable;
  temu_publishes: TemuPublishesTable;
  temu_category_cache: TemuCategoryCacheTable;
  temu_leaf_templates: TemuLeafTemplatesTable;
  temu_spec_mappings: TemuSpecMappingsTable;
  temu_online_skcs: TemuOnlineSkcsTable;
}
