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
}
