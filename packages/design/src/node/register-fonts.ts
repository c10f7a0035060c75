import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { FONT_FAMILIES } from '../fonts';

const require = createRequire(import.meta.url);

export interface RegisteredFonts {
  family: string;
  files: number;
}

let registered: RegisteredFonts[] | undefined;

/**
 * Registers every woff2 subset of weights 400 and 700 (and italics where the family ships them) under
 * the family's CSS name: the very files the browser loads by unicode-range, so glyphs and metrics
 * match. Noto Sans SC is ~100 subsets per weight; Skia picks the subset holding each glyph.
 * Registration takes a few hundred milliseconds once per process. Idempotent.
 */
export function registerDesignFonts(): RegisteredFonts[] {
  if (registered) return registered;
  registered = FONT_FAMILIES.map(({ family, pkg, italicFiles }) => {
    const dir = join(dirname(require.resolve(`${pkg}/package.json`)), 'files');
    const pattern = italicFiles ? /-(400|700)-(normal|italic)\.woff2$/ : /-(400|700)-normal\.woff2$/;
    let files = 0;
    for (const file of readdirSync(dir)) {
      if (!pattern.test(file)) continue;
      if (!GlobalFonts.registerFromPath(join(dir, file), family)) throw new Error(`字体注册失败：${file}`);
      files += 1;
    }
    if (files === 0) throw new Error(`没有找到字体文件：${pkg}`);
    return { family, files };
  });
  return registered;
}
