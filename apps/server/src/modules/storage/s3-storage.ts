import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from './config';
import { assertKey, MissingObjectError, type Storage, type StoredObject } from './storage';

const notFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');

/** S3 copy sources are `bucket/key`, URL-encoded per segment. */
const copySource = (bucket: string, key: string) => `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * S3-compatible object storage (AWS S3, MinIO, OSS/COS in S3 mode). Uploads stream through lib-storage's
 * multipart upload (never buffered whole); S3 writes are atomic, so a reader never sees half an object.
 * A copy is one request up to 5 GB, far above UPLOAD_MAX_BYTES.
 */
export function createS3Storage(cfg: S3Config, client = createS3Client(cfg)): Storage {
  const Bucket = cfg.bucket;
  return {
    driver: 's3',
    async put(key, body, meta) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: assertKey(key), Body: body, ContentType: meta.contentType },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
      });
      try {
        await upload.done();
      } catch (err) {
        body.destroy();
        throw err;
      }
    },
    async get(key) {
      try {
        const r = await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key) }));
        if (!(r.Body instanceof Readable)) throw new Error('S3 response body is not a Node stream');
        return { body: r.Body, size: Number(r.ContentLength ?? 0) };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: assertKey(key) }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
    },
    async move(fromKey, toKey) {
      try {
        await client.send(
          new CopyObjectCommand({ Bucket, Key: assertKey(toKey), CopySource: copySource(Bucket, assertKey(fromKey)) }),
        );
      } catch (err) {
        if (notFound(err)) throw new MissingObjectError(fromKey);
        throw err;
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: fromKey }));
    },
    list(prefix) {
      return listAll(client, Bucket, prefix);
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

export function createS3Client(cfg: S3Config): S3Client {
  return new S3Client({
    region: cfg.region,
    ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
    forcePathStyle: cfg.forcePathStyle,
    ...(cfg.accessKeyId && cfg.secretAccessKey
      ? { credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } }
      : {}),
  });
}

async function* listAll(client: S3Client, Bucket: string, Prefix: string): AsyncGenerator<StoredObject> {
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
    for (const o of page.Contents ?? []) {
      if (o.Key) yield { key: o.Key, size: Number(o.Size ?? 0), modifiedAt: o.LastModified?.getTime() ?? 0 };
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}
