import { deflateSync } from 'node:zlib';

/** One part of a hand-built multipart/form-data body. */
export interface Part {
  name?: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data payload for app.inject, built by hand (no form-data dependency). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----podbench${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      p.filename === undefined
        ? `form-data; name="${p.name ?? 'field'}"`
        : `form-data; name="${p.name ?? 'file'}"; filename="${p.filename}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (p.filename !== undefined) head.push(`Content-Type: ${p.contentType ?? 'application/octet-stream'}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A real, decodable RGB PNG; `seed` varies the pixels so each call can give different content. */
export function makePng(width = 8, height = 8, seed = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width * 3; x++) raw[y * (width * 3 + 1) + 1 + x] = (x * 31 + y * 17 + seed) & 0xff;
  }
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

// Tiny real images (4×4, purple), made once with sharp: the server decodes every upload for its previews.
const JPEG_4X4 =
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCXAVkq/9k=';
const WEBP_4X4 = 'UklGRjgAAABXRUJQVlA4ICwAAACQAQCdASoEAAQAAUAmJaACdLoAA5gA/u7T3/7nA/7nA/7nA/jr/FAKRwHgAA==';
const TIFF_4X4 =
  'SUkqADgAAAB8Ou18Ou18Ou18Ou18Ou18Ou18Ou18Ou18Ou18Ou18Ou18Ou18Ou18Ou18Ou18Ou0PAAABAwABAAAABAAAAAEBAwABAAAABAAAAAIBAwADAAAAAgEAAAMBAwABAAAAAQAAAAYBAwABAAAAAgAAABEBBAABAAAACAAAABIBAwABAAAAAQAAABUBAwABAAAAAwAAABYBAwABAAAAAAEAABcBBAABAAAAMAAAABoBBQABAAAA8gAAABsBBQABAAAA+gAAABwBAwABAAAAAQAAACgBAwABAAAAAgAAAFMBAwADAAAACAEAAAAAAAAzM8sAAAAIADMzywAAAAgACAAIAAgAAQABAAEA';

export const makeJpeg = (): Buffer => Buffer.from(JPEG_4X4, 'base64');
export const makeWebp = (): Buffer => Buffer.from(WEBP_4X4, 'base64');
export const makeTiff = (): Buffer => Buffer.from(TIFF_4X4, 'base64');
