import type { Readable } from 'node:stream';

/**
 * Where file bytes live. Keys are opaque, slash-separated and never contain user input verbatim.
 * Two drivers: local disk (default) and S3-compatible object storage (the gallery issue adds it).
 */
export interface Storage {
  readonly driver: 'disk' | 's3';
  /** Stores the stream under `key`; resolves once the bytes are durable. */
  put(key: string, body: Readable, meta: { contentType: string; size?: number }): Promise<void>;
  /** Opens the stored bytes, or null when the key does not exist. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Reachability probe for readiness checks. */
  ping(): Promise<void>;
}
