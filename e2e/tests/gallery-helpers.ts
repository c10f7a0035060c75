import { crc32, deflateSync } from 'node:zlib';

/** Images for the gallery specs, encoded here (the e2e package has no image library). */

const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/**
 * An RGB PNG: a flat `background` with a `foreground` disc in the middle, and a pHYs chunk declaring `dpi`
 * (so the gallery shows a print size). Distinct colours give distinct files.
 */
export function artworkPng(
  width: number,
  height: number,
  background: number[],
  foreground: number[],
  dpi = 300,
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const phys = Buffer.alloc(9);
  const ppm = Math.round(dpi / 0.0254);
  phys.writeUInt32BE(ppm, 0);
  phys.writeUInt32BE(ppm, 4);
  phys[8] = 1;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const r = Math.min(width, height) / 3;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = (x - width / 2) ** 2 + (y - height / 2) ** 2 < r * r;
      raw.set(inside ? foreground : background, y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    sig,
    chunk('IHDR', ihdr),
    chunk('pHYs', phys),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });
