import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPngDensity } from '../png/png-dpi';
import { decode } from '../test-support/pixels';
import { encodePremultipliedPng } from './encode-png';

describe('encodePremultipliedPng', () => {
  it('round-trips canvas pixels (translucent ones included) and writes the DPI', async () => {
    const canvas = createCanvas(97, 61);
    const ctx = canvas.getContext('2d');
    const g = ctx.createLinearGradient(0, 0, 97, 0);
    g.addColorStop(0, 'rgba(255, 0, 0, 1)');
    g.addColorStop(1, 'rgba(0, 80, 255, 0.1)');
    ctx.fillStyle = g;
    ctx.fillRect(3, 3, 90, 40);
    ctx.fillStyle = 'rgba(20, 200, 90, 0.37)';
    ctx.beginPath();
    ctx.arc(50, 40, 18, 0, Math.PI * 2);
    ctx.fill();

    const png = await encodePremultipliedPng(canvas.data(), canvas.width, canvas.height, { dpi: 300 });
    expect(readPngDensity(png)?.dpiX).toBe(300);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.channels, meta.density]).toEqual([97, 61, 4, 300]);

    const expected = ctx.getImageData(0, 0, 97, 61).data;
    const actual = (await decode(png)).data;
    let worst = 0;
    for (let i = 0; i < expected.length; i += 4) {
      if (expected[i + 3] !== actual[i + 3]) throw new Error(`alpha differs at pixel ${i / 4}`);
      if (expected[i + 3] === 0) continue;
      for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(expected[i + c] - actual[i + c]));
    }
    // Un-premultiplying 8-bit values may round differently from Skia's by a step at low alpha.
    expect(worst).toBeLessThanOrEqual(3);
  });

  it('splits large data over several IDAT chunks and rejects a size mismatch', async () => {
    let seed = 1;
    const random = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed >>> 24;
    };
    // Opaque noise: incompressible, so the ~1.5 MB of deflate output needs two 1 MiB IDAT chunks.
    const noisy = new Uint8Array(700 * 700 * 4).map((_, i) => (i % 4 === 3 ? 255 : random()));
    const png = await encodePremultipliedPng(noisy, 700, 700, { level: 1 });
    expect(png.toString('latin1').split('IDAT').length - 1).toBeGreaterThan(1);
    expect((await sharp(png).raw().toBuffer()).equals(Buffer.from(noisy))).toBe(true);
    await expect(encodePremultipliedPng(noisy, 10, 10)).rejects.toThrow('像素数据与尺寸不符');
  });
});
