import type { Readable } from 'node:stream';

/** One stored object as a listing returns it. */
export interface StoredObject {
  key: string;
  size: number;
  /** Epoch ms of the last write. */
  modifiedAt: number;
}

/**
 * Where file bytes live. Keys are opaque, slash-separated and never contain user input verbatim.
 * Two drivers with the same behaviour (one test suite runs against both): local disk (default) and
 * S3-compatible object storage.
 */
export interface Storage {
  readonly driver: 'disk' | 's3';
  /** Stores the stream under `key`; resolves once the bytes are durable. A reader never sees half an object. */
  put(key: string, body: Readable, meta: { contentType: string; size?: number }): Promise<void>;
  /** Opens the stored bytes, or null when the key does not exist. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Moves an object to another key, replacing what is there (disk: rename; S3: copy + delete). Used to
   * commit staged uploads without reading them back. A missing source rejects with `MissingObjectError`.
   */
  move(fromKey: string, toKey: string): Promise<void>;
  /** Every object whose key starts with `prefix` (for sweeps; not for request paths). */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Reachability probe for readiness checks. */
  ping(): Promise<void>;
  /** Disk only: the object's file, so that libvips can read it itself instead of through a buffered stream. */
  localPath?(key: string): string;
}

export class MissingObjectError extends Error {
  constructor(readonly key: string) {
    super(`storage object not found: ${key}`);
    this.name = 'MissingObjectError';
  }
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/** Keys are built by the server; anything else is a bug, refused before it reaches a path or a bucket. */
export function assertKey(key: string): string {
  if (!KEY.test(key) || key.includes('..') || key.includes('//') || key.length > 512) {
    throw new Error(`invalid storage key: ${key}`);
  }
  return key;
}

/** Prefix of staged (not yet committed) objects; the sweep deletes stale ones left by crashes. */
export const TMP_PREFIX = 'tmp/';
