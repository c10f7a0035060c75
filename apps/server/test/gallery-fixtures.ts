import { GALLERY_API, type GalleryUploadResult } from '@podbench/contract';
import sharp from 'sharp';
import type { TestApp } from './helper';
import { multipart, type Part } from './multipart';

/** Helpers for the gallery suites (not a test file). */

/** A decodable PNG with distinct content per seed: a coloured square on a flat background. */
export async function artPng(width = 64, height = 48, seed = 1, density?: number): Promise<Buffer> {
  const bg = { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 31) % 256, alpha: 1 };
  const square = await sharp({
    create: { width: Math.max(1, width >> 1), height: Math.max(1, height >> 1), channels: 3, background: '#7c3aed' },
  })
    .png()
    .toBuffer();
  let img = sharp({ create: { width, height, channels: 3, background: bg } }).composite([
    { input: square, left: width >> 2, top: height >> 2 },
  ]);
  if (density) img = img.withMetadata({ density });
  return img.png().toBuffer();
}

export async function jpeg(width: number, height: number, opts: { orientation?: number; seed?: number } = {}) {
  const img = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: (opts.seed ?? 0) % 256, b: 40 } },
  });
  return (opts.orientation ? img.withMetadata({ orientation: opts.orientation }) : img)
    .jpeg({ quality: 85 })
    .toBuffer();
}

export const filePart = (filename: string, data: Buffer | string, contentType = 'application/octet-stream'): Part => ({
  filename,
  data,
  contentType,
});

export function galleryUpload(t: TestApp, token: string, parts: Part[], folderId?: number) {
  const all: Part[] = folderId === undefined ? parts : [{ name: 'folderId', data: String(folderId) }, ...parts];
  return t.call<GalleryUploadResult>({ method: 'POST', url: GALLERY_API.upload, token, ...multipart(all) });
}

/** One PNG uploaded to the gallery; returns the image. */
export async function uploadOne(t: TestApp, token: string, name: string, seed: number, folderId?: number) {
  const r = await galleryUpload(t, token, [filePart(name, await artPng(64, 48, seed))], folderId);
  if (r.code !== 200) throw new Error(`upload failed: ${r.msg}`);
  return r.data.items[0].image;
}

export const get = <T>(
  t: TestApp,
  token: string,
  url: string,
  query: Record<string, string | number | undefined> = {},
) => {
  const qs = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  return t.call<T>({ method: 'GET', url: qs ? `${url}?${qs}` : url, token });
};
export const post = <T>(t: TestApp, token: string, url: string, payload: object) =>
  t.call<T>({ method: 'POST', url, token, payload });
