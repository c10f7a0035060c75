import { crc32 as zlibCrc32 } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';
import { readPngDensity, setPngDpi } from './png-dpi';

/**
 * A PNG as the renderer makes it (@napi-rs/canvas), optionally with its own pHYs. Not sharp's: its
 * PNGs also carry an eXIf resolution, which libvips prefers over pHYs when reading.
 */
const makePng = (resolution?: number) => {
  const canvas = createCanvas(40, 30);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'rgba(200, 10, 10, 0.5)';
  ctx.fillRect(5, 5, 20, 10);
  return canvas.encode('png', resolution ? { resolution } : {});
};

/** Chunk types in order, with each CRC checked against zlib's independent implementation. */
function chunkList(png: Uint8Array): string[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const types: string[] = [];
  for (let pos = 8; pos < png.length; ) {
    const length = view.getUint32(pos);
    const type = Buffer.from(png.subarray(pos + 4, pos + 8)).toString('latin1');
    const crc = view.getUint32(pos + 8 + length);
    expect(crc, `CRC of ${type}`).toBe(zlibCrc32(png.subarray(pos + 4, pos + 8 + length)));
    types.push(type);
    pos += 12 + length;
  }
  return types;
}

describe('setPngDpi', () => {
  it('computes the same CRC-32 as zlib', () => {
    const bytes = new TextEncoder().encode('pHYs and some bytes 定制');
    expect(crc32(bytes)).toBe(zlibCrc32(bytes));
  });

  it('adds pHYs before the first IDAT; sharp reads the density back', async () => {
    const png = await makePng();
    expect(readPngDensity(png)).toBeNull();
    const out = setPngDpi(png, 300);
    const types = chunkList(out);
    expect(types.indexOf('pHYs')).toBeLessThan(types.indexOf('IDAT'));
    expect(types.filter((t) => t === 'pHYs')).toHaveLength(1);
    expect(readPngDensity(out)).toEqual({ pixelsPerMetreX: 11811, pixelsPerMetreY: 11811, dpiX: 300, dpiY: 300 });
    expect((await sharp(out).metadata()).density).toBe(300);
  });

  it('replaces an existing pHYs and leaves the pixels alone', async () => {
    const png = await makePng(72);
    expect(readPngDensity(png)?.dpiX).toBeCloseTo(72, 0);
    const out = setPngDpi(png, 600);
    expect(chunkList(out).filter((t) => t === 'pHYs')).toHaveLength(1);
    expect((await sharp(out).metadata()).density).toBe(600);
    const [a, b] = await Promise.all([sharp(png).raw().toBuffer(), sharp(out).raw().toBuffer()]);
    expect(b.equals(a)).toBe(true);
    expect(setPngDpi(setPngDpi(out, 150), 150)).toEqual(setPngDpi(out, 150));
  });

  it('refuses what is not a PNG and nonsense DPI', async () => {
    expect(() => setPngDpi(new Uint8Array([1, 2, 3]), 300)).toThrow('不是 PNG 文件');
    const png = await makePng();
    expect(() => setPngDpi(png, 0)).toThrow('DPI 必须是正数');
  });
});
