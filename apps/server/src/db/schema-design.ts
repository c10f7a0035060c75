import type { Generated, Selectable } from 'kysely';

/** Designs and their rendered files (migration 20261122_0006_design). Times are epoch ms. */
export interface DesignsTable {
  id: Generated<number>;
  main_id: number;
  creator_id: number;
  name: string;
  product_id: number;
  /** JSON of the parsed `DesignDocument`. */
  document: string;
  doc_hash: string;
  version: number;
  render_status: Generated<string>;
  render_error: string | null;
  thumbnail_key: string | null;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

export interface DesignRendersTable {
  id: Generated<number>;
  main_id: number;
  design_id: number;
  version: number;
  doc_hash: string;
  kind: string;
  area_key: string;
  color: string;
  /** The blank view a listing mockup shows; '' for print files and rows older than migration 0041. */
  view_key: Generated<string>;
  storage_key: string;
  width: number;
  height: number;
  size: number;
  created_at: number;
}

export interface DesignTables {
  designs: DesignsTable;
  design_renders: DesignRendersTable;
}

export type DesignRow = Selectable<DesignsTable>;
export type DesignRenderRow = Selectable<DesignRendersTable>;
