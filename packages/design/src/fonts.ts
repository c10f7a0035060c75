/**
 * The fonts a design may use (docs/fonts.md lists each one's licence). Every family is shipped from npm
 * (@fontsource, SIL OFL 1.1) and loaded from the same woff2 files by the browser (CSS @font-face with
 * unicode-range, imported on demand by `browser/font-faces.ts`) and by the server (`GlobalFonts.registerFromPath`,
 * lazily per family in `node/register-fonts.ts`), so the editor and the print file draw the same glyphs.
 * Adding a family means adding its package (exact version), a row here (at the end: stored documents and the
 * preview sprite's rows follow this order), its CSS loader in `browser/font-faces.ts`, and regenerating the
 * picker's preview sprite (`npm run font-previews -w packages/design`). Removing one would break stored documents.
 */
export const FONT_CATEGORIES = {
  'zh-sans': '中文黑体',
  'zh-serif': '中文宋体',
  'zh-rounded': '中文圆体',
  'zh-hand': '中文手写',
  'zh-display': '中文展示',
  'latin-sans': '英文无衬线',
  'latin-serif': '英文衬线',
  'latin-script': '英文手写',
  'latin-display': '英文展示',
} as const;
export type FontCategory = keyof typeof FONT_CATEGORIES;

export const FONT_FAMILIES = [
  { family: 'Noto Sans SC', label: '思源黑体', category: 'zh-sans', pkg: '@fontsource/noto-sans-sc', bold: true },
  { family: 'Roboto', label: 'Roboto', category: 'latin-sans', pkg: '@fontsource/roboto', bold: true, italic: true },
  { family: 'Noto Serif SC', label: '思源宋体', category: 'zh-serif', pkg: '@fontsource/noto-serif-sc', bold: true },
  { family: 'ZCOOL KuaiLe', label: '站酷快乐体', category: 'zh-rounded', pkg: '@fontsource/zcool-kuaile' },
  { family: 'Ma Shan Zheng', label: '马善政毛笔楷书', category: 'zh-hand', pkg: '@fontsource/ma-shan-zheng' },
  { family: 'Long Cang', label: '龙藏体', category: 'zh-hand', pkg: '@fontsource/long-cang' },
  {
    family: 'ZCOOL QingKe HuangYou',
    label: '站酷庆科黄油体',
    category: 'zh-display',
    pkg: '@fontsource/zcool-qingke-huangyou',
  },
  { family: 'ZCOOL XiaoWei', label: '站酷小薇体', category: 'zh-display', pkg: '@fontsource/zcool-xiaowei' },
  {
    family: 'Playfair Display',
    label: 'Playfair Display',
    category: 'latin-serif',
    pkg: '@fontsource/playfair-display',
    bold: true,
    italic: true,
  },
  { family: 'Pacifico', label: 'Pacifico', category: 'latin-script', pkg: '@fontsource/pacifico' },
  {
    family: 'Dancing Script',
    label: 'Dancing Script',
    category: 'latin-script',
    pkg: '@fontsource/dancing-script',
    bold: true,
  },
  { family: 'Great Vibes', label: 'Great Vibes', category: 'latin-script', pkg: '@fontsource/great-vibes' },
  { family: 'Bebas Neue', label: 'Bebas Neue', category: 'latin-display', pkg: '@fontsource/bebas-neue' },
  { family: 'Oswald', label: 'Oswald', category: 'latin-display', pkg: '@fontsource/oswald', bold: true },
] as const satisfies ReadonlyArray<{
  family: string;
  label: string;
  category: FontCategory;
  pkg: string;
  /** Ships a 700 face; without one, bold is drawn regular on both sides (browsers would synthesise it, Skia not). */
  bold?: true;
  /** Ships italic faces. */
  italic?: true;
}>;

export type FontFamily = (typeof FONT_FAMILIES)[number]['family'];
export type FontFamilyInfo = (typeof FONT_FAMILIES)[number];

export const FONT_FAMILY_NAMES = FONT_FAMILIES.map((f) => f.family) as [FontFamily, ...FontFamily[]];

export const DEFAULT_FONT_FAMILY: FontFamily = 'Noto Sans SC';

/** Weights a family may ship; a family without a 700 face draws 400 for bold (see `effectiveFontWeight`). */
export const FONT_WEIGHTS = [400, 700] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

const byFamily = new Map<string, FontFamilyInfo>(FONT_FAMILIES.map((f) => [f.family, f]));

export function fontFamilyInfo(family: FontFamily): FontFamilyInfo {
  return byFamily.get(family) ?? FONT_FAMILIES[0];
}

export function fontHasBold(family: FontFamily): boolean {
  return 'bold' in fontFamilyInfo(family);
}

/** The weight actually drawn: 700 only where the family ships a bold face, so screen and print agree. */
export function effectiveFontWeight(family: FontFamily, weight: FontWeight): FontWeight {
  return weight === 700 && fontHasBold(family) ? 700 : 400;
}

/**
 * The CSS family list for a text layer. Chinese is always the fallback so a Latin family never drops
 * to a platform font for CJK glyphs (the server has other CJK fonts installed, the browser may not).
 */
export function fontStack(family: FontFamily): string {
  return family === DEFAULT_FONT_FAMILY ? `"${family}"` : `"${family}", "${DEFAULT_FONT_FAMILY}"`;
}

/**
 * The font picker's previews: one PNG sprite (`assets/font-previews.png`, drawn from the real font files by
 * `npm run font-previews -w packages/design`), one row per family in `FONT_FAMILIES` order, each family's label set
 * in that family. Opening the picker fetches this one ~80 KB image instead of subsets of fourteen fonts.
 * Sizes are CSS pixels; the sprite is drawn at `scale`× for sharp previews on high-density screens.
 */
export const FONT_PREVIEW = { width: 200, rowHeight: 32, fontSize: 20, scale: 2 } as const;

export function fontPreviewRow(family: FontFamily): number {
  return Math.max(
    0,
    FONT_FAMILIES.findIndex((f) => f.family === family),
  );
}
