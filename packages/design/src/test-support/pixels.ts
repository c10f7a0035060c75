import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

export async function decode(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export function rgba(p: Pixels, x: number, y: number): [number, number, number, number] {
  const i = (Math.round(y) * p.width + Math.round(x)) * 4;
  return [p.data[i], p.data[i + 1], p.data[i + 2], p.data[i + 3]];
}

/** Pixels in a region that are mostly opaque and darker than mid-grey: glyph ink for dark text. */
export function darkPixels(p: Pixels, x0 = 0, y0 = 0, x1 = p.width, y1 = p.height): number {
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * p.width + x) * 4;
      if (p.data[i + 3] > 128 && p.data[i] + p.data[i + 1] + p.data[i + 2] < 384) n++;
    }
  }
  return n;
}

/** Bounding box of pixels with any alpha; null when the image is empty. */
export function inkBox(p: Pixels): { x: number; y: number; width: number; height: number } | null {
  let minX = p.width;
  let minY = p.height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      if (p.data[(y * p.width + x) * 4 + 3] > 0) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  return maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** A test photo: left half pure red, right half pure blue, so orientation and flips are visible. */
export async function twoColourImage(width = 400, height = 300): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ff0000';
  ctx.fillRect(0, 0, width / 2, height);
  ctx.fillStyle = '#0000ff';
  ctx.fillRect(width / 2, 0, width / 2, height);
  return canvas.encode('png');
}
