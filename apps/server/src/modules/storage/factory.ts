import path from 'node:path';
import type { AppConfig } from '../../config';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The storage driver the config selects: disk under DATA_DIR/files (default) or S3-compatible. */
export function createStorage(config: AppConfig): Storage {
  if (config.storage.driver === 's3' && config.storage.s3) return createS3Storage(config.storage.s3);
  return createDiskStorage(path.join(config.dataDir, 'files'));
}
