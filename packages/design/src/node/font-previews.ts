import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { FONT_FAMILIES, FONT_PREVIEW } from '../fonts';
import { registerFontFamily } from './register-fonts';

/** The picker's preview sprite (see `FONT_PREVIEW` in `fonts.ts`): each family's label in its own face, dark grey, transparent. */
export function drawFontPreviews(): Canvas {
  const { width, rowHeight, fontSize, scale } = FONT_PREVIEW;
  const canvas = createCanvas(width * scale, rowHeight * scale * FONT_FAMILIES.length);
  const ctx = canvas.getContext('2d');
  ctx.scale(scale, scale);
  ctx.fillStyle = '#1f1f1f';
  ctx.textBaseline = 'middle';
  FONT_FAMILIES.forEach((f, row) => {
    registerFontFamily(f.family);
    ctx.font = `400 ${fontSize}px "${f.family}"`;
    ctx.fillText(f.label, 2, row * rowHeight + rowHeight / 2, width - 4);
  });
  return canvas;
}
