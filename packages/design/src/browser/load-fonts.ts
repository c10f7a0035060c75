import { walkLayers } from '../document/tree';
import { DEFAULT_FONT_FAMILY, effectiveFontWeight, type FontFamily } from '../fonts';
import type { DesignDocument } from '../schema/document';

export interface FontRequest {
  family: FontFamily;
  weight: 400 | 700;
  style: 'normal' | 'italic';
  text: string;
}

/** The faces and characters a document's text layers use (the Chinese fallback included). */
export function fontRequests(doc: DesignDocument): FontRequest[] {
  const byFace = new Map<string, FontRequest>();
  const add = (req: FontRequest) => {
    const key = `${req.family}|${req.weight}|${req.style}`;
    const prev = byFace.get(key);
    byFace.set(key, prev ? { ...prev, text: prev.text + req.text } : req);
  };
  for (const area of Object.values(doc.areas)) {
    walkLayers(area.layers, (layer) => {
      if (layer.type !== 'text') return;
      const face = {
        weight: effectiveFontWeight(layer.fontFamily, layer.fontWeight),
        style: layer.fontStyle,
        text: layer.content,
      };
      add({ ...face, family: layer.fontFamily });
      if (layer.fontFamily !== DEFAULT_FONT_FAMILY) add({ ...face, family: DEFAULT_FONT_FAMILY });
    });
  }
  return [...byFace.values()];
}

let faceLoader: ((family: FontFamily) => Promise<unknown>) | undefined;
const facesLoaded = new Map<FontFamily, Promise<unknown>>();

/** Set by `@podbench/design/font-faces`: brings in a family's @font-face rules (a CSS chunk) on first use. */
export function setFontFaceLoader(loader: (family: FontFamily) => Promise<unknown>): void {
  faceLoader = loader;
}

/** Declares a family's faces in the page once (no font file is fetched by this alone). */
export function ensureFontFaces(family: FontFamily): Promise<unknown> {
  if (!faceLoader) return Promise.resolve();
  let pending = facesLoaded.get(family);
  if (!pending) {
    pending = faceLoader(family).catch((e) => {
      facesLoaded.delete(family);
      throw e;
    });
    facesLoaded.set(family, pending);
  }
  return pending;
}

/** Loads the subsets of one face that `text` needs (the picker warms a family before applying it). */
export async function loadFontFace(family: FontFamily, text: string, weight: 400 | 700 = 400): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts) return;
  await ensureFontFaces(family);
  await fonts.load(`normal ${weight} 16px "${family}"`, text || 'A');
}

/**
 * Loads, in the browser, exactly the font subsets a document needs: the family's CSS chunk first, then the files. @fontsource declares each
 * subset with a unicode-range, so the browser only fetches a file when asked for its characters;
 * Konva measures text when a node is built, so build the scene only after this resolves (and rebuild
 * text nodes when the content gains characters from a new subset). A no-op where there is no
 * `document.fonts` (Node, where `setupNodeRenderer` registers every file up front).
 */
export async function loadDesignFonts(doc: DesignDocument): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts) return;
  const requests = fontRequests(doc);
  await Promise.all([...new Set(requests.map((r) => r.family))].map(ensureFontFaces));
  await Promise.all(requests.map((r) => fonts.load(`${r.style} ${r.weight} 16px "${r.family}"`, r.text || 'A')));
}
