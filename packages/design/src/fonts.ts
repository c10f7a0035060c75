/**
 * The fonts a design may use. Every family here is shipped from npm (@fontsource) and loaded from the
 * same woff2 files by the browser (CSS @font-face with unicode-range) and by the server
 * (`GlobalFonts.registerFromPath`), so the editor and the print file draw the same glyphs.
 * Adding a family means adding its package, its CSS import in `browser/font-faces.ts` and its files in
 * `node/register-fonts.ts`.
 */
export const FONT_FAMILIES = [
  { family: 'Noto Sans SC', label: '思源黑体', pkg: '@fontsource/noto-sans-sc', italicFiles: false },
  { family: 'Roboto', label: 'Roboto', pkg: '@fontsource/roboto', italicFiles: true },
] as const;

export type FontFamily = (typeof FONT_FAMILIES)[number]['family'];

export const FONT_FAMILY_NAMES = FONT_FAMILIES.map((f) => f.family) as [FontFamily, ...FontFamily[]];

export const DEFAULT_FONT_FAMILY: FontFamily = 'Noto Sans SC';

/** Weights shipped for every family; anything else would be synthesised differently per platform. */
export const FONT_WEIGHTS = [400, 700] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

/**
 * The CSS family list for a text layer. Chinese is always the fallback so a Latin family never drops
 * to a platform font for CJK glyphs (the server has other CJK fonts installed, the browser may not).
 */
export function fontStack(family: FontFamily): string {
  return family === DEFAULT_FONT_FAMILY ? `"${family}"` : `"${family}", "${DEFAULT_FONT_FAMILY}"`;
}
