import { crc32 } from './crc32';

export const PNG_SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

/**
 * One PNG chunk: length, type, data, CRC of type + data. `crc` is pluggable so Node can use zlib's
 * native CRC for multi-megabyte IDAT data while the browser keeps the table implementation.
 */
export function pngChunk(type: string, data: Uint8Array, crc: (bytes: Uint8Array) => number = crc32): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) chunk[4 + i] = type.charCodeAt(i);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc(chunk.subarray(4, 8 + data.length)));
  return chunk;
}
