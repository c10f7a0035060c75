import { pixelsPerMetre } from '../units/dpi';
import { PNG_SIGNATURE, pngChunk } from './chunk';
import { crc32 } from './crc32';

interface Chunk {
  type: string;
  /** Offset of the chunk's length field; the chunk spans `start` to `end` (CRC included). */
  start: number;
  end: number;
  dataStart: number;
  length: number;
}

function readChunks(png: Uint8Array): Chunk[] {
  if (png.length < 8 || PNG_SIGNATURE.some((b, i) => png[i] !== b)) throw new Error('不是 PNG 文件');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Chunk[] = [];
  let pos = 8;
  while (pos + 12 <= png.length) {
    const length = view.getUint32(pos);
    const type = String.fromCharCode(png[pos + 4], png[pos + 5], png[pos + 6], png[pos + 7]);
    const end = pos + 12 + length;
    if (end > png.length) throw new Error('PNG 文件已损坏');
    chunks.push({ type, start: pos, end, dataStart: pos + 8, length });
    pos = end;
    if (type === 'IEND') break;
  }
  return chunks;
}

/** The pHYs chunk for `dpi`: both axes in pixels per metre (unit 1). */
export function physChunk(dpi: number): Uint8Array {
  const ppm = pixelsPerMetre(dpi);
  const data = new Uint8Array(9);
  const view = new DataView(data.buffer);
  view.setUint32(0, ppm);
  view.setUint32(4, ppm);
  data[8] = 1;
  return pngChunk('pHYs', data);
}

/**
 * Writes `dpi` into a PNG as its pHYs chunk (pixels per metre = round(dpi / 0.0254)), replacing any
 * existing pHYs and placing it before the first IDAT as the spec requires. Other chunks are copied
 * byte for byte, so their CRCs stay valid; the new chunk carries its own.
 */
export function setPngDpi(png: Uint8Array, dpi: number): Uint8Array {
  if (!Number.isFinite(dpi) || dpi <= 0) throw new Error('DPI 必须是正数');
  const chunks = readChunks(png);
  const firstIdat = chunks.find((c) => c.type === 'IDAT');
  if (!firstIdat) throw new Error('PNG 文件缺少图像数据');
  const phys = physChunk(dpi);
  const parts: Uint8Array[] = [png.subarray(0, 8)];
  for (const c of chunks) {
    if (c === firstIdat) parts.push(phys);
    if (c.type !== 'pHYs') parts.push(png.subarray(c.start, c.end));
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

export interface PngDensity {
  pixelsPerMetreX: number;
  pixelsPerMetreY: number;
  /** DPI per axis, rounded to 2 decimals; undefined when the unit is not metres. */
  dpiX?: number;
  dpiY?: number;
}

/** Reads the pHYs chunk (null when there is none), verifying its CRC. */
export function readPngDensity(png: Uint8Array): PngDensity | null {
  const chunk = readChunks(png).find((c) => c.type === 'pHYs');
  if (chunk?.length !== 9) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (view.getUint32(chunk.end - 4) !== crc32(png, chunk.start + 4, chunk.end - 4)) throw new Error('pHYs 校验失败');
  const x = view.getUint32(chunk.dataStart);
  const y = view.getUint32(chunk.dataStart + 4);
  const metres = png[chunk.dataStart + 8] === 1;
  const dpi = (ppm: number) => Math.round(ppm * 0.0254 * 100) / 100;
  return { pixelsPerMetreX: x, pixelsPerMetreY: y, ...(metres ? { dpiX: dpi(x), dpiY: dpi(y) } : {}) };
}
