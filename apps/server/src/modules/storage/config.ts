import { z } from 'zod';

/** File storage variables of the environment, spread into config.ts's schema. */
export const storageEnv = {
  STORAGE_DRIVER: z.enum(['disk', 's3'], { error: 'STORAGE_DRIVER 只能是 disk 或 s3' }).default('disk'),
  S3_ENDPOINT: z.string().url('S3_ENDPOINT 必须是 http(s):// 地址').optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: z.string().trim().min(3, 'S3_BUCKET 至少 3 个字符').optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { error: 'S3_FORCE_PATH_STYLE 只能是 true 或 false' })
    .optional(),
  FILE_URL_SECRET: z.string().trim().min(32, 'FILE_URL_SECRET 至少 32 个字符').optional(),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().positive().default(200_000_000),
  SVG_DECODE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  SVG_DECODE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
};
type StorageEnv = { [K in keyof typeof storageEnv]?: z.infer<(typeof storageEnv)[K]> };

export interface S3Config {
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Unset: the SDK's default credential chain (instance role, env, profile); local mode only. */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** MinIO and most self-hosted servers need path-style URLs. */
  forcePathStyle: boolean;
}

export interface StorageConfig {
  driver: 'disk' | 's3';
  /** Set when driver is s3. */
  s3: S3Config | null;
  /** HMAC key of signed file URLs; null: a random key kept in the database (shared by every process). */
  urlSecret: string | null;
  /** Decoding more pixels than this is refused before any decoding (decompression bombs). */
  maxPixels: number;
  /** One SVG's render budget; past it the render's process is killed and the upload refused. */
  svgDecodeTimeoutMs: number;
  /** SVG renders at once per process (each in its own child process, apart from raster decoding). */
  svgDecodeConcurrency: number;
}

/** S3 needs a bucket in every mode; production also refuses to start without both keys. */
export function readStorageConfig(e: StorageEnv, local: boolean, problems: string[]): StorageConfig {
  const driver = e.STORAGE_DRIVER ?? 'disk';
  let s3: S3Config | null = null;
  if (driver === 's3') {
    if (!e.S3_BUCKET) problems.push('  S3_BUCKET: STORAGE_DRIVER=s3 时必须配置');
    if (!local) {
      for (const k of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!e[k]) problems.push(`  ${k}: production 模式使用 S3 存储时必须配置`);
      }
    }
    s3 = {
      endpoint: e.S3_ENDPOINT ?? null,
      region: e.S3_REGION ?? 'us-east-1',
      bucket: e.S3_BUCKET ?? '',
      accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
    };
  }
  return {
    driver,
    s3,
    urlSecret: e.FILE_URL_SECRET ?? null,
    maxPixels: e.UPLOAD_MAX_PIXELS ?? 200_000_000,
    svgDecodeTimeoutMs: e.SVG_DECODE_TIMEOUT_MS ?? 10_000,
    svgDecodeConcurrency: e.SVG_DECODE_CONCURRENCY ?? 1,
  };
}
