import type { Generated } from 'kysely';

/** Gallery, job queue and secrets tables (migration 20261122_0004_gallery). Times are epoch ms. */
export interface GalleryFoldersTable {
  id: Generated<number>;
  main_id: number;
  /** 0 is the root. */
  parent_id: Generated<number>;
  name: string;
  created_at: number;
  updated_at: number;
}

/** A picture in a seller's gallery: a named, filed view of a stored file, with the file's facts copied for listing. */
export interface GalleryImagesTable {
  id: Generated<number>;
  main_id: number;
  file_id: number;
  /** 0 is the root. */
  folder_id: Generated<number>;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  width: number;
  height: number;
  dpi: number | null;
  color_space: Generated<string>;
  has_alpha: Generated<number>;
  preview_small_key: string | null;
  preview_large_key: string | null;
  /** 'upload' | 'removal' (a background-removal result). */
  source: Generated<string>;
  source_image_id: number | null;
  uploader_id: number;
  created_at: number;
  updated_at: number;
  /** Set while in the recycle bin; purged 30 days later. */
  deleted_at: number | null;
}

export interface GalleryTagsTable {
  id: Generated<number>;
  main_id: number;
  name: string;
  created_at: number;
}

export interface GalleryImageTagsTable {
  image_id: number;
  tag_id: number;
  main_id: number;
}

/** Background work claimed with a lease (jobs/runner.ts). */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  main_id: Generated<number>;
  /** Groups jobs a user started together (a background-removal batch). */
  group_key: string | null;
  /** JSON. */
  payload: Generated<string>;
  /** 'queued' | 'running' | 'done' | 'failed' */
  status: string;
  progress: Generated<number>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: number;
  lease_owner: string | null;
  lease_until: number | null;
  /** Migration 0026: the shop a job works on (per-shop cap of its lane), from its kind's `shopOf`. */
  shop_id: number | null;
  /** JSON. */
  result: string | null;
  error: string | null;
  /** Enqueueing a second job with the same key does nothing (scheduled tasks, one per period). */
  dedupe_key: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

/** Images per seller and folder (migration 0008), kept with every change to gallery_images. */
export interface GalleryCountsTable {
  main_id: number;
  folder_id: number;
  live: Generated<number>;
  trash: Generated<number>;
}

export interface GalleryTables {
  gallery_counts: GalleryCountsTable;
  gallery_folders: GalleryFoldersTable;
  gallery_images: GalleryImagesTable;
  gallery_tags: GalleryTagsTable;
  gallery_image_tags: GalleryImageTagsTable;
  jobs: JobsTable;
  app_secrets: AppSecretsTable;
}
