import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { headerDimensions } from './header-dimensions';

const make = (format: 'png' | 'jpeg' | 'webp', lossless = false) =>
  sharp({ create: { width: 123, height: 45, channels: 3, background: '#abc' } })
    .withMetadata({ density: 300 })
    [format](format === 'webp' ? { lossless } : {})
    .toBuffer();

describe('headerDimensions', () => {
  it.each([
    ['PNG', 'png', 'image/png', false],
    ['JPEG with JFIF and EXIF first', 'jpeg', 'image/jpeg', false],
    ['lossy WebP', 'webp', 'image/webp', false],
    ['lossless WebP', 'webp', 'image/webp', true],
  ] as const)('reads %s', async (_label, format, mime, lossless) => {
    const head = (await make(format, lossless)).subarray(0, 4100);
    expect(headerDimensions(head, mime)).toEqual({ width: 123, height: 45 });
  });

  it('knows nothing of TIFF or SVG from the head', () => {
    expect(headerDimensions(Buffer.from('II*\0'), 'image/tiff')).toBeNull();
    expect(headerDimensions(Buffer.from('<svg/>'), 'image/svg+xml')).toBeNull();
  });
});
