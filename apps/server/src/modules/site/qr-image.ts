import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/app-error';
import { sha256 } from '../../lib/crypto';
import { writeAudit } from '../audit/service';
import { getSiteConfig } from './service';

/** The customer-service QR the operator uploads in 站点设置 (issue 21 §6): a small PNG, JPEG or WebP. */
export const QR_MAX_BYTES = 1024 * 1024;
const KINDS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
/** Public name of a stored QR image: content-addressed, so a new upload is a new URL (no stale caches). */
export const QR_NAME = /^cs-qr-[0-9a-f]{16}\.(png|jpg|webp)$/;
export const QR_URL_PREFIX = '/api/site/asset/';
const keyOf = (name: string) => `site/${name}`;
const CONTENT_TYPE: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Reads the one file part, checks what it really is, stores it and points the site setting at it. */
export async function saveQrImage(ctx: AppContext, operatorId: number, part: MultipartFile | undefined) {
  if (!part) throw badRequest('请选择二维码图片');
  let buf: Buffer;
  try {
    buf = await part.toBuffer();
  } catch (err) {
    const code = typeof err === 'object' && err && 'code' in err ? (err as { code: unknown }).code : null;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, '二维码图片不能超过 1 MB');
    throw err;
  }
  const kind = await fileTypeFromBuffer(buf);
  const ext = kind ? KINDS[kind.mime] : undefined;
  if (!kind || !ext) throw new AppError(415, '二维码须为 PNG、JPEG 或 WebP 图片');
  const name = `cs-qr-${sha256(buf.toString('base64')).slice(0, 16)}.${ext}`;
  await ctx.storage.put(keyOf(name), Readable.from(buf), { contentType: kind.mime, size: buf.length });
  const url = `${QR_URL_PREFIX}${name}`;
  await ctx.db.transaction().execute(async (trx) => {
    const before = await getSiteConfig(trx);
    const now = Date.now();
    await trx
      .insertInto('site_config')
      .values({ key: 'customerServiceQr', value: JSON.stringify(url), updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(url), updated_at: now }))
      .execute();
    await writeAudit(trx, {
      operatorId,
      action: 'site.qr',
      targetType: 'site',
      targetId: 'customerServiceQr',
      before: { customerServiceQr: before.customerServiceQr },
      after: { customerServiceQr: url, bytes: buf.length },
    });
  });
  return getSiteConfig(ctx.db);
}

/** The stored image for `GET /api/site/asset/:name` (public: the widget shows it to everyone), or null. */
export async function openQrImage(ctx: AppContext, name: string) {
  if (!QR_NAME.test(name)) return null;
  const obj = await ctx.storage.get(keyOf(name));
  if (!obj) return null;
  return { ...obj, contentType: CONTENT_TYPE[name.split('.').pop() ?? ''] ?? 'application/octet-stream' };
}
