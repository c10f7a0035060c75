import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Executor } from '../../db';
import { intValue, onlyKeys } from './fields';
import type { SheinPathHandler } from './handlers';
import { paramError } from './protocol';

/** Where the sandbox hosts Shein image URLs: `<origin>/sandbox/shein/img/<23 hex><image_type>.<jpg|png>`. */
export const SHEIN_IMAGE_PATH = '/sandbox/shein/img/';
const IMAGE_URL_RE = /^https?:\/\/[^/]+\/sandbox\/shein\/img\/([a-f0-9]{23}[12567])\.(jpg|png)$/;
const MAX_BYTES = 3 * 1024 * 1024;
/** goods.upload-pic.md: 1 main, 2 detail, 5 square, 6 colour block, 7 site detail. */
export const IMAGE_TYPES = [1, 2, 5, 6, 7] as const;

/** The image rules of goods.upload-pic.md per image_type; null when the picture fits, else why not. */
function breaksRules(type: number, w: number, h: number): string | null {
  const square = (lo: number, hi: number) => w === h && w >= lo && w <= hi;
  if (type === 1 || type === 2)
    return (w === 1340 && h === 1785) || square(900, 2200) ? null : '主图/细节图需 1340×1785 或 900~2200 的 1:1';
  if (type === 5) return square(900, 2200) ? null : '方块图需 1:1，900×900 ~ 2200×2200';
  if (type === 6) return w === 80 && h === 80 ? null : '色块图需 80×80';
  return w * 4 === h * 3 && w > 900 ? null : '详情图需 3:4 且宽大于 900';
}

/** Checks bytes against the rules; the hosted record or the reason it fails. */
type Accepted = { ok: true; ext: string; mime: string; w: number; h: number } | { ok: false; reason: string };
async function accept(bytes: Buffer, type: number): Promise<Accepted> {
  if (bytes.length === 0) return { ok: false, reason: '图片内容为空' };
  if (bytes.length > MAX_BYTES) return { ok: false, reason: '图片大小不能超过 3MB' };
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta || !['jpeg', 'png'].includes(meta.format ?? ''))
    return { ok: false, reason: '图片格式仅支持 JPG、JPEG、PNG' };
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  const bad = breaksRules(type, w, h);
  if (bad) return { ok: false, reason: bad };
  return { ok: true, ext: meta.format === 'jpeg' ? 'jpg' : 'png', mime: `image/${meta.format}`, w, h };
}

async function host(db: Executor, shopId: number, bytes: Buffer, type: number, mime: string) {
  const ref = randomBytes(12).toString('hex').slice(0, 23) + String(type);
  await db
    .insertInto('sandbox_shein_images')
    .values({ shop_id: shopId, ref, mime, data: bytes.toString('base64'), created_at: Date.now() })
    .execute();
  return ref;
}

const imageTypeOf = (v: unknown) => {
  const n = intValue(v, true);
  if (n === null || !(IMAGE_TYPES as readonly number[]).includes(n))
    throw paramError('image_type 只能是 1、2、5、6、7');
  return n;
};

/** POST /open-api/goods/upload-pic: multipart `image_type` + `file` (goods.upload-pic.md). */
export const uploadPicHandler: SheinPathHandler = {
  path: '/open-api/goods/upload-pic',
  method: 'POST',
  input: 'multipart',
  family: 'main',
  language: 'goods',
  async handle({ db, shop, upload, origin }) {
    const fields = upload?.fields ?? {};
    onlyKeys(fields, ['image_type'], '表单');
    const type = imageTypeOf(fields.image_type);
    if (!upload?.file) throw paramError('file 为必填项（multipart 文件）');
    const got = await accept(upload.file.data, type);
    if (!got.ok) throw paramError(got.reason);
    const ref = await host(db, shop.id, upload.file.data, type, got.mime);
    return {
      image_url: `${origin}${SHEIN_IMAGE_PATH}${ref}.${got.ext}`,
      width: got.w,
      height: got.h,
      size: upload.file.data.length,
      image_hex_type: got.ext,
    };
  },
};

/** POST /open-api/goods/transform-pic: Shein downloads `original_url` (http(s) only) (goods.transform-pic.md). */
export const transformPicHandler: SheinPathHandler = {
  path: '/open-api/goods/transform-pic',
  method: 'POST',
  input: 'json',
  family: 'main',
  language: 'goods',
  async handle({ db, shop, body, origin }) {
    onlyKeys(body, ['image_type', 'original_url']);
    const type = imageTypeOf(body.image_type);
    const original = body.original_url;
    if (typeof original !== 'string' || !original) throw paramError('original_url 为必填项');
    if (!/^https?:\/\/[^\s/]+\/\S*$/i.test(original)) throw paramError('original_url 必须是可下载的 http(s) 图片地址');
    const fail = (reason: string) => ({ original, transformed: '', failure_reason: reason });
    const res = await fetch(original, { signal: AbortSignal.timeout(10_000), redirect: 'follow' }).catch(() => null);
    if (!res?.ok) return fail('图片下载异常');
    const bytes = Buffer.from(await res.arrayBuffer());
    const got = await accept(bytes, type);
    if (!got.ok) return fail(got.reason);
    const ref = await host(db, shop.id, bytes, type, got.mime);
    return { original, transformed: `${origin}${SHEIN_IMAGE_PATH}${ref}.${got.ext}`, failure_reason: '' };
  },
};

/** The hosted ref behind a Shein image URL this sandbox issued, or null; its last character is the image_type. */
export function sheinImageRef(url: unknown): string | null {
  return typeof url === 'string' ? (IMAGE_URL_RE.exec(url)?.[1] ?? null) : null;
}
export const imageTypeOfRef = (ref: string) => Number(ref.slice(-1));

/** The refs among `refs` this shop uploaded or transformed. */
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
