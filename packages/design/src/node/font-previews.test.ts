import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES, FONT_PREVIEW, fontPreviewRow } from '../fonts';
import { decode } from '../test-support/pixels';
import { drawFontPreviews } from './font-previews';

const { width, rowHeight, scale } = FONT_PREVIEW;

describe('font picker preview sprite', () => {
  it('is committed up to date: one inked row per family, the same pixels the real fonts draw now', async () => {
    const committed = await decode(readFileSync(join(__dirname, '../../assets/font-previews.png')));
    expect([committed.width, committed.height]).toEqual([width * scale, rowHeight * scale * FONT_FAMILIES.length]);
    for (let row = 0; row < FONT_FAMILIES.length; row++) {
      let ink = 0;
      for (let y = row * rowHeight * scale; y < (row + 1) * rowHeight * scale; y++)
        for (let x = 0; x < committed.width; x++) if (committed.data[(y * committed.width + x) * 4 + 3] > 128) ink++;
      expect(ink, FONT_FAMILIES[row].family).toBeGreaterThan(300);
    }
    // Stale after adding or reordering a family: run `npm run font-previews -w packages/design`.
    const fresh = drawFontPreviews().data();
    let differ = 0;
    for (let i = 3; i < fresh.length; i += 4) if (Math.abs(fresh[i] - committed.data[i]) > 8) differ++;
    expect(differ).toBe(0);
  });

  it('maps each family to its own row', () => {
    expect(FONT_FAMILIES.map((f) => fontPreviewRow(f.family))).toEqual(FONT_FAMILIES.map((_, i) => i));
  });
});
