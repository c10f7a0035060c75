import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { SandboxTemuError } from '../handlers/registry';

/** Where the sandbox hosts uploaded images. Path-only: it is this server, whatever origin or port it is reached on. */
export const IMAGE_PATH = '/sandbox/temu/img/';
export const IMAGE_URL_RE = /^\/sandbox\/temu\/img\/([a-f0-9]{24})\.([a-z0-9]{2,5})$/;
/** The sandbox's code for an image Temu refuses (format, size, proportions). */
export const IMAGE_ERROR_CODE = 6000020;
const MAX_BYTES = 2 * 1024 * 1024;

export interface CheckedImage {
  ref: string;
  url: string;
  mime: string;
  width: number;
  height: number;
  base64: string;
}

const refuse = (msg: string) => new SandboxTemuError(IMAGE_ERROR_CODE, msg);

/**
 * Checks an upload like Temu does (212 常见问题 2-6): JPEG or PNG, at most 2 MB of original image, and for
 * `sizeMode` 2 (apparel carousel) 3:4 with width ≥ 1340 and height ≥ 1785; `sizeMode` 1 wants at least 800×800 square.
 */
export async function checkImage(image: string, sizeMode: number | undefined): Promise<CheckedImage> {
  const base64 = image.replace(/^data:image\/[a-z+]+;base64,/i, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw refuse('图片不是合法的 base64 编码');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw refuse('图片内容为空');
  if (bytes.length > MAX_BYTES) throw refuse('图片大小不能超过2M');
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta || (meta.format !== 'jpeg' && meta.format !== 'png')) throw refuse('图片格式仅支持JPG、JPEG、PNG');
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (sizeMode === 2 && (Math.abs(width * 4 - height * 3) > width * 0.02 || width < 1340 || height < 1785)) {
    throw refuse('服饰类目skc轮播图校验失败，应符合宽高比例为3:4，宽>=1340px，高>=1785px，<=2M');
  }
  if (sizeMode === 1 && (width !== height || width < 800)) {
    throw refuse('图片校验失败，应符合宽高比例为1:1，宽高>=800px，<=2M');
  }
  const ext = meta.format === 'jpeg' ? 'jpg' : 'png';
  const ref = randomBytes(12).toString('hex');
  return { ref, url: `${IMAGE_PATH}${ref}.${ext}`, mime: `image/${meta.format}`, width, height, base64 };
}

/** The record ref behind a URL the sandbox returned, or null for anything else. */
export const imageRefOf = (url: unknown) => (typeof url === 'string' ? (IMAGE_URL_RE.exec(url)?.[1] ?? null) : null);
