import {
  type DesignDocument,
  fontRequests,
  loadDesignFonts,
  type TextLayer,
  textLayerBox,
  walkLayers,
} from '@podbench/design';
import { useEffect, useRef, useState } from 'react';
import { changeDoc } from '../store/designer-store';
import { updateLayer } from '../model/layer-tree';

/** Everything the document's text needs, as one comparable string (faces and their characters). */
const signature = (doc: DesignDocument) =>
  fontRequests(doc)
    .map((r) => `${r.family}|${r.weight}|${r.style}|${[...new Set(r.text)].sort().join('')}`)
    .join('\n');

/**
 * 0 until the fonts of the document's text are loaded, then a counter that moves on whenever newly typed
 * characters pulled in another subset. Konva measures text when a node is built, so the canvas draws nothing
 * before this is non-zero and rebuilds text nodes when it changes.
 */
export function useDesignFonts(doc: DesignDocument | null): number {
  const [version, setVersion] = useState(0);
  const loaded = useRef<string | null>(null);
  useEffect(() => {
    if (!doc) return;
    const sig = signature(doc);
    if (sig === loaded.current) return;
    let live = true;
    loadDesignFonts(doc).finally(() => {
      if (!live) return;
      loaded.current = sig;
      setVersion((v) => v + 1);
      fixTextBoxes(doc);
    });
    return () => {
      live = false;
    };
  }, [doc]);
  return version;
}

/**
 * A text layer stores the box it lays out to (bounds, align and snap read it without measuring). Edits made before
 * a glyph subset arrived were measured with a fallback face; once the real one is in, the boxes are corrected as
 * part of the same undo step.
 */
function fixTextBoxes(doc: DesignDocument) {
  const fixes: Array<{ area: string; layer: TextLayer; box: { width: number; height: number } }> = [];
  for (const [area, a] of Object.entries(doc.areas)) {
    walkLayers(a.layers, (l) => {
      if (l.type !== 'text') return;
      const box = textLayerBox(l);
      if (Math.abs(box.height - l.height) > 0.5 || Math.abs(box.width - l.width) > 0.5)
        fixes.push({ area, layer: l, box });
    });
  }
  if (!fixes.length) return;
  changeDoc((d) => fixes.reduce((acc, f) => updateLayer(acc, f.area, f.layer.id, f.box), d), { key: 'text-box' });
}
