/**
 * Pixel dimensions read from the first bytes of a PNG, WebP or JPEG, before the rest of the upload is read:
 * a decompression bomb (a tiny file whose header claims 100000×100000) is refused without storing or decoding
 * it. TIFF keeps its sizes anywhere in the file and SVG has none up front; sharp's header read covers them later.
 */
export function headerDimensions(head: Buffer, mime: string): { width: number; height: number } | null {
  if (mime === 'image/png') return png(head);
  if (mime === 'image/webp') return webp(head);
  if (mime === 'image/jpeg') return jpeg(head);
  return null;
}

function png(b: Buffer) {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function webp(b: Buffer) {
  if (b.length < 30) return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return null;
}

/** Walks the marker segments to the first start-of-frame (SOF0–SOF15 except DHT, JPG and DAC). */
function jpeg(b: Buffer) {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    const len = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5) };
    }
    i += 2 + len;
  }
  return null;
}
