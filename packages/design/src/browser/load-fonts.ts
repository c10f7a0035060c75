import { walkLayers } from '../document/tree';
import { DEFAULT_FONT_FAMILY, type FontFamily } from '../fonts';
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
      const face = { weight: layer.fontWeight, style: layer.fontStyle, text: layer.content };
      add({ ...face, family: layer.fontFamily });
      if (layer.fontFamily !== DEFAULT_FONT_FAMILY) add({ ...face, family: DEFAULT_FONT_FAMILY });
    });
  }
  return [...byFace.values()];
}

/**
 * Loads, in the browser, exactly the font subsets a document needs. @fontsource declares each
 * subset with a unicode-range, so the browser only fetches a file when asked for its characters;
 * Konva measures text when a node is built, so build the scene only after this resolves (and rebuild
 * text nodes when the content gains characters from a new subset). A no-op where there is no
 * `document.fonts` (Node, where `setupNodeRenderer` registers every file up front).
 */
export async function loadDesignFonts(doc: DesignDocument): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts) return;
  await Promise.all(
    fontRequests(doc).map((r) => fonts.load(`${r.style} ${r.weight} 16px "${r.family}"`, r.text || 'A')),
  );
}
