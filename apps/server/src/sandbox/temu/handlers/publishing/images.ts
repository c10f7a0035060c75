import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { z } from 'zod';
import type { Executor } from '../../../../db';
import { IMAGE_PATH, imageRefOf } from '../../goods/images';
import { findRecords, insertRecord } from '../../state/record-repository';
import { SandboxTemuError, type TemuTypeHandler } from '../registry';
import { checkParams } from './params';

/** bg.goods.image.upload.global's own codes (PG 图片处理API组-PA, via bg.goods.image.upload.global.md). */
export const ImageUploadCode = { BAD_PARAMS: 120000001, BAD_BASE64: 120000021, UNDECODABLE: 120000022 } as const;
const MESSAGES = {
  120000001: '请求入参非法',
  120000021: '图片Base64编码非法',
  120000022: '图片Base64编码解码失败',
} as const;

const params = z.looseObject({
  // The page marks `image` 否, but an upload without one has nothing to upload: refused as 请求入参非法.
  image: z.string().min(1),
  imageBizType: z.union([z.literal(0), z.literal(1)]).optional(),
  options: z
    .looseObject({
      sizeMode: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
      doIntelligenceCrop: z.boolean().optional(),
      cateId: z.number().int().positive().optional(),
      boost: z.boolean().optional(),
    })
    .optional(),
});

/** What the sandbox keeps of an upload: the original, as Temu checks the original at publish time (doc 199 §8-5). */
export interface StoredImage {
  mime: string;
  /** sharp's name of the format: jpeg, png, webp, gif … */
  format: string;
  width: number;
  height: number;
  bytes: number;
  base64: string;
  imageBizType: number;
}

/**
 * bg.goods.image.upload.global (PA). Accepts a `data:image/…;base64,` URI (Temu doc 192's example) or plain base64
 * (the SDK's form); any image the decoder reads is hosted, because Temu checks format, size and proportions when the
 * URL is published (2000014/2000017/2000018/2000020/2000021), not at upload. Answers `imageUrl` (the original),
 * `url: null`, `urls: []` (no AI crop is made).
 */
export const imageUploadHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.goods.image.upload.global',
    zone: 'PA',
    handle: async (c) => {
      const p = checkParams(params, c.params, ImageUploadCode.BAD_PARAMS, MESSAGES[ImageUploadCode.BAD_PARAMS]);
      const m = /^data:([a-z]+\/[a-z0-9.+-]+);base64,/i.exec(p.image);
      const b64 = m ? p.image.slice(m[0].length) : p.image;
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64.replace(/\s+/g, '')) || b64.replace(/\s+/g, '').length % 4 !== 0) {
        throw new SandboxTemuError(ImageUploadCode.BAD_BASE64, MESSAGES[ImageUploadCode.BAD_BASE64]);
      }
      const bytes = Buffer.from(b64, 'base64');
      const meta = await sharp(bytes)
        .metadata()
        .catch(() => null);
      if (!meta?.format || !meta.width || !meta.height) {
        throw new SandboxTemuError(ImageUploadCode.UNDECODABLE, MESSAGES[ImageUploadCode.UNDECODABLE]);
      }
      const ref = randomBytes(12).toString('hex');
      const ext = meta.format === 'jpeg' ? 'jpg' : meta.format;
      const img: StoredImage = {
        mime: `image/${meta.format}`,
        format: meta.format,
        width: meta.width,
        height: meta.height,
        bytes: bytes.length,
        base64: bytes.toString('base64'),
        imageBizType: p.imageBizType ?? 0,
      };
      await insertRecord(
        c.db,
        { mallId: c.mall!.mallId, kind: 'image', ref, status: 0, data: img, dueAt: null },
        c.now,
      );
      return { imageUrl: `${IMAGE_PATH}${ref}.${ext}`, url: null, urls: [] };
    },
  },
];

/** The shop's uploads behind a list of URLs (null where a URL is not one of them). */
export async function uploadedImages(db: Executor, mallId: string, urls: string[]): Promise<(StoredImage | null)[]> {
  const refs = urls.map(imageRefOf);
  const rows = await findRecords(db, 'image', [...new Set(refs.filter((r): r is string => r !== null))]);
  const byRef = new Map(rows.filter((r) => r.mall_id === mallId).map((r) => [r.ref, r]));
  return refs.map((ref) => {
    const row = ref ? byRef.get(ref) : undefined;
    if (!row) return null;
    const d = JSON.parse(row.data) as Partial<StoredImage> & {
      mime: string;
      width: number;
      height: number;
      base64: string;
    };
    return {
      mime: d.mime,
      format: d.format ?? d.mime.replace('image/', ''),
      width: d.width,
      height: d.height,
      bytes: d.bytes ?? Buffer.from(d.base64, 'base64').length,
      base64: d.base64,
      imageBizType: d.imageBizType ?? 0,
    };
  });
}
