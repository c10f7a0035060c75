/**
 * The @font-face rules of the design fonts, for the editor to import once (`import '@podbench/design/font-faces'`).
 * The fallback (思源黑体) and Roboto are declared up front; every other family's CSS is a separate chunk imported
 * the first time a document or the picker asks for that family. Either way the browser fetches a woff2 file only
 * when text needs a character in its unicode-range, so a Chinese family costs a few 20–100 KB subsets, never the
 * whole font. The server registers the same woff2 files (`node/register-fonts.ts`); the list must cover
 * `FONT_FAMILIES` (checked by `font-faces.test.ts`).
 */
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/700.css';
import '@fontsource/roboto/400-italic.css';
import '@fontsource/roboto/700-italic.css';
import type { FontFamily } from '../fonts';
import { setFontFaceLoader } from './load-fonts';

type Loader = () => Promise<unknown>;

/** One literal import per CSS file, so the bundler splits each family into its own chunk. */
export const FONT_FACE_CSS: Record<FontFamily, Loader> = {
  'Noto Sans SC': async () => undefined,
  Roboto: async () => undefined,
  'Noto Serif SC': () =>
    Promise.all([import('@fontsource/noto-serif-sc/400.css'), import('@fontsource/noto-serif-sc/700.css')]),
  'ZCOOL KuaiLe': () => import('@fontsource/zcool-kuaile/400.css'),
  'Ma Shan Zheng': () => import('@fontsource/ma-shan-zheng/400.css'),
  'Long Cang': () => import('@fontsource/long-cang/400.css'),
  'ZCOOL QingKe HuangYou': () => import('@fontsource/zcool-qingke-huangyou/400.css'),
  'ZCOOL XiaoWei': () => import('@fontsource/zcool-xiaowei/400.css'),
  'Playfair Display': () =>
    Promise.all([
      import('@fontsource/playfair-display/400.css'),
      import('@fontsource/playfair-display/700.css'),
      import('@fontsource/playfair-display/400-italic.css'),
      import('@fontsource/playfair-display/700-italic.css'),
    ]),
  Pacifico: () => import('@fontsource/pacifico/400.css'),
  'Dancing Script': () =>
    Promise.all([import('@fontsource/dancing-script/400.css'), import('@fontsource/dancing-script/700.css')]),
  'Great Vibes': () => import('@fontsource/great-vibes/400.css'),
  'Bebas Neue': () => import('@fontsource/bebas-neue/400.css'),
  Oswald: () => Promise.all([import('@fontsource/oswald/400.css'), import('@fontsource/oswald/700.css')]),
};

setFontFaceLoader((family) => FONT_FACE_CSS[family]());
