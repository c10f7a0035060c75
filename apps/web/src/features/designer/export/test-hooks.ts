import { buildAreaScene, type DesignDocument, loadDesignFonts } from '@podbench/design';
import type Konva from 'konva';
import { useDesignerStore } from '../store/designer-store';

/**
 * What the fidelity test and the canvas benchmark drive from Playwright: the print-size export through the
 * editor's scene builder, and the live stage. Nothing here writes the document.
 */
interface DesignerHooks {
  stage: Konva.Stage | null;
  /** PNG data URL of one area at print size, drawn from `sources` (image id → URL), e.g. the originals. */
  exportArea(areaKey: string, sources: Record<number, string>): Promise<string>;
  document(): DesignDocument | null;
}

declare global {
  interface Window {
    __podbenchDesigner?: DesignerHooks;
  }
}

const load = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new window.Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`load failed: ${src}`));
    img.src = src;
  });

async function exportArea(areaKey: string, sources: Record<number, string>): Promise<string> {
  const doc = useDesignerStore.getState().doc;
  if (!doc) throw new Error('no document');
  await loadDesignFonts(doc);
  const entries = await Promise.all(
    Object.entries(sources).map(async ([id, src]) => [Number(id), await load(src)] as const),
  );
  const images = new Map(entries);
  const area = doc.areas[areaKey];
  const scene = buildAreaScene(doc, areaKey, { image: (id) => images.get(id) });
  try {
    const canvas = scene.toCanvas({ x: 0, y: 0, width: area.widthPx, height: area.heightPx, pixelRatio: 1 });
    return canvas.toDataURL('image/png');
  } finally {
    scene.destroy();
  }
}

export function exposeTestHooks(stage: Konva.Stage | null) {
  window.__podbenchDesigner = { stage, exportArea, document: () => useDesignerStore.getState().doc };
}
