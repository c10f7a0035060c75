import type { Generated, Selectable } from 'kysely';

/** Catalogue tables (migration 20261122_0005_catalogue). Fen integers, epoch-ms times, 0 = on sale. */
export interface BlankCategoriesTable {
  id: Generated<number>;
  /** 0 for a top-level category. */
  parent_id: Generated<number>;
  name: string;
  order_num: Generated<number>;
  status: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface BlanksTable {
  id: Generated<number>;
  code: string;
  category_id: number;
  name: string;
  description: string;
  material: string;
  production_days: number;
  /** Temu customizedTechnologyReq firstType / twiceType codes. */
  tech_first_type: number;
  tech_second_type: number;
  /** JSON of the contract's `SizeChart`, or null for one-size blanks. */
  size_chart: string | null;
  order_num: Generated<number>;
  /** 0 on sale, 1 withdrawn. */
  status: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface BlankVariantsTable {
  id: Generated<number>;
  blank_id: number;
  color_name: string;
  color_hex: string;
  size: string;
  base_cost_fen: number;
  weight_g: number;
  sku_code: string;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  order_num: Generated<number>;
  status: Generated<number>;
}

export interface BlankPrintAreasTable {
  id: Generated<number>;
  blank_id: number;
  area_key: string;
  name: string;
  width_mm: number;
  height_mm: number;
  dpi: number;
  width_px: number;
  height_px: number;
  safe_inset_px: Generated<number>;
  order_num: Generated<number>;
}

export interface BlankViewsTable {
  id: Generated<number>;
  blank_id: number;
  view_key: string;
  name: string;
  width_px: number;
  height_px: number;
  shading_key: string;
  order_num: Generated<number>;
}

export interface BlankViewImagesTable {
  id: Generated<number>;
  view_id: number;
  color_name: string;
  image_key: string;
  thumb_key: string;
}

export interface BlankViewAreasTable {
  id: Generated<number>;
  view_id: number;
  print_area_id: number;
  /** JSON quad in the view's pixels. */
  quad: string;
}

export interface CatalogueTables {
  blank_categories: BlankCategoriesTable;
  blanks: BlanksTable;
  blank_variants: BlankVariantsTable;
  blank_print_areas: BlankPrintAreasTable;
  blank_views: BlankViewsTable;
  blank_view_images: BlankViewImagesTable;
  blank_view_areas: BlankViewAreasTable;
}

export type BlankRow = Selectable<BlanksTable>;
export type BlankVariantRow = Selectable<BlankVariantsTable>;
export type BlankPrintAreaRow = Selectable<BlankPrintAreasTable>;
export type BlankViewRow = Selectable<BlankViewsTable>;
