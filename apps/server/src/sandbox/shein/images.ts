import { randomBytes } from 'node:crypto';
import { SheinCode } from '@podbench/shein';
import sharp from 'sharp';
import type { Executor } from '../../db';
import type { SheinPathHandler } from './handlers';
import { SheinSandboxError } from './verify';

/** Where the sandbox hosts transformed images; path-only (this server, whatever origin it is reached on). */
export const SHEIN_IMAGE_PATH = '/sandbox/shein/img/';
const IMAGE_URL_RE = /^\/sandbox\/shein\/img\/([a-f0-9]{24})\.(jpg|png|webp)$/;
const MAX_BYTES = 3 * 1024 * 1024;
/** The sandbox's code for an image Shein refuses. */
export const IMAGE_REFUSED = '20201';

const refuse = (msg: string) => new SheinSandboxError(IMAGE_REFUSED, msg);

/** The ref behind a hosted image URL (absolute or path-only), or null for anything else. */
export function sheinImageRef(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return IMAGE_URL_RE.exec(path)?.[1] ?? null;
}

async function readOriginal(original: string): Promise<Buffer> {
  if (/^https?:\/\//.test(original)) {
    // Shein downloads the picture itself; a bounded fetch keeps the sandbox from hanging on a slow host.
    const res = await fetch(original, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
    if (!res?.ok) throw refuse('original_url 无法下载');
    const bytes = Buffer.from(await res.arrayBuffer());
    return bytes;
  }
  const base64 = original.replace(/^data:image\/[a-z+]+;base64,/i, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw refuse('图片必须是 http(s) 地址或 base64 编码');
  return Buffer.from(base64, 'base64');
}

/**
 * /open-api/goods/transform-pic: takes `original_url` (an http(s) URL or base64 / data: URI), checks it is a JPEG,
 * PNG or WebP of at most 3 MB and at least 500×500, keeps it for this shop and answers `transformed`, the
 * Shein-hosted URL publishOrEdit accepts (from this shop only).
 */
export const transformPicHandler: SheinPathHandler = {
  path: '/open-api/goods/transform-pic',
  async handle({ db, shop, body }) {
    const original = body.original_url;
    if (typeof original !== 'string' || !original)
      throw new SheinSandboxError(SheinCode.PARAM_INVALID, 'original_url 不能为空');
    const bytes = await readOriginal(original);
    if (bytes.length === 0) throw refuse('图片内容为空');
    if (bytes.length > MAX_BYTES) throw refuse('图片大小不能超过 3M');
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => null);
    if (!meta || !['jpeg', 'png', 'webp'].includes(meta.format ?? '')) throw refuse('图片格式仅支持 JPG、PNG、WEBP');
    if ((meta.width ?? 0) < 500 || (meta.height ?? 0) < 500) throw refuse('图片宽高均需不小于 500px');
    const ext = meta.format === 'jpeg' ? 'jpg' : (meta.format as string);
    const ref = randomBytes(12).toString('hex');
    await db
      .insertInto('sandbox_shein_images')
      .values({
        shop_id: shop.id,
        ref,
        mime: `image/${meta.format}`,
        data: bytes.toString('base64'),
        created_at: Date.now(),
      })
      .execute();
    return {
      image_type: body.image_type ?? 1,
      original: /^https?:\/\//.test(original) ? original : null,
      transformed: `${SHEIN_IMAGE_PATH}${ref}.${ext}`,
      width: meta.width,
      height: meta.height,
    };
  },
};

/** The refs among `refs` this shop transformed. */
export async function ownImageRefs(db: Executor, shopId: number, refs: string[]) {
  if (refs.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('sandbox_shein_images')
    .select('ref')
    .where('shop_id', '=', shopId)
    .where('ref', 'in', refs)
    .execute();
  return new Set(rows.map((r) => r.ref));
}

export async function readHostedImage(db: Executor, ref: string) {
  return db.selectFrom('sandbox_shein_images').select(['mime', 'data']).where('ref', '=', ref).executeTakeFirst();
}
