import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { walkLayers } from '../document/tree';
import { DEFAULT_FONT_FAMILY, FONT_FAMILIES, type FontFamily, fontFamilyInfo } from '../fonts';
import type { DesignDocument } from '../schema/document';

const require = createRequire(import.meta.url);

export interface RegisteredFonts {
  family: string;
  files: number;
  /** The woff2 files registered, by name (e.g. `noto-serif-sc-12-700-normal.woff2`). */
  names: string[];
}

const registered = new Map<FontFamily, RegisteredFonts>();

/**
 * Registers one family's woff2 subsets of weights 400 and 700 (and italics where the family ships them) under
 * its CSS name: the very files the browser loads by unicode-range, so glyphs and metrics match. A Chinese
 * family is ~93–100 subsets per weight; Skia picks the subset holding each glyph. Costs 50–360 ms for a
 * Chinese family (all fourteen: ~1.4 s), so families are registered when a document first uses them.
 * Idempotent.
 */
export function registerFontFamily(family: FontFamily): RegisteredFonts {
  const done = registered.get(family);
  if (done) return done;
  const info = fontFamilyInfo(family);
  if (info.family !== family) throw new Error(`不支持的字体：${family}`);
  const dir = join(dirname(require.resolve(`${info.pkg}/package.json`)), 'files');
  const styles = 'italic' in info ? '(normal|italic)' : 'normal';
  const pattern = new RegExp(`-(400|700)-${styles}\\.woff2$`);
  const names: string[] = [];
  for (const file of readdirSync(dir)) {
    if (!pattern.test(file)) continue;
    if (!GlobalFonts.registerFromPath(join(dir, file), family)) throw new Error(`字体注册失败：${file}`);
    names.push(file);
  }
  if (names.length === 0) throw new Error(`没有找到字体文件：${info.pkg}`);
  const result = { family, files: names.length, names };
  registered.set(family, result);
  return result;
}

/** The families a document's text layers name, the Chinese fallback always included. */
export function documentFontFamilies(doc: DesignDocument): Set<FontFamily> {
  const families = new Set<FontFamily>([DEFAULT_FONT_FAMILY]);
  for (const area of Object.values(doc.areas)) {
    walkLayers(area.layers, (layer) => {
      if (layer.type === 'text') families.add(layer.fontFamily);
    });
  }
  return families;
}

/** Registers what a document needs before its scene is built (Konva measures text when a node is made). */
export function registerDocumentFonts(doc: DesignDocument): RegisteredFonts[] {
  return [...documentFontFamilies(doc)].map(registerFontFamily);
}

/** Every design font (scripts and tests that want them all up front). Idempotent. */
export function registerDesignFonts(): RegisteredFonts[] {
  return FONT_FAMILIES.map(({ family }) => registerFontFamily(family));
}
