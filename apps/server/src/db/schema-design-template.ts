import type { Generated, Selectable } from 'kysely';

/** Design templates and 批量套图 batches (migration 20261127_0035_design_templates). Times are epoch ms. */
export interface DesignTemplatesTable {
  id: Generated<number>;
  main_id: number;
  creator_id: number;
  name: string;
  /** The blank the template was made on. */
  product_id: number;
  /** JSON of the parsed `DesignDocument` it was saved from. */
  document: string;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

export interface DesignBatchesTable {
  id: Generated<number>;
  main_id: number;
  creator_id: number;
  image_id: number;
  /** place | fit | fill */
  placement: string;
  /** first | all */
  areas: string;
  total: number;
  created_at: number;
}

export interface DesignBatchItemsTable {
  id: Generated<number>;
  batch_id: number;
  main_id: number;
  order_num: number;
  product_id: number;
  color: string;
  /** created | failed */
  status: string;
  design_id: number | null;
  error: string | null;
  /** JSON array of `DesignWarning`. */
  warnings: string;
}

export interface DesignTemplateTables {
  design_templates: DesignTemplatesTable;
  design_batches: DesignBatchesTable;
  design_batch_items: DesignBatchItemsTable;
}

export type DesignTemplateRow = Selectable<DesignTemplatesTable>;
