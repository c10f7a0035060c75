import type { Canvas, Image } from '@napi-rs/canvas';
import { requireArea } from '../document/tree';
import { buildAreaScene } from '../scene/build-scene';
import type { ImageSource } from '../scene/resources';
import type { DesignDocument } from '../schema/document';
import { encodePremultipliedPng } from './encode-png';
import { loadAreaImagesForDrawing } from './load-images';
import { registerDocumentFonts } from './register-fonts';
import { setupNodeRenderer } from './setup';

export type NodeImage = Image | Canvas;

/**
 * Draws one area onto a new canvas of `widthPx × heightPx × pixelRatio`, transparent where nothing
 * is drawn. Images are already decoded (see `loadAreaImages`), keyed by gallery image id.
 */
export function drawAreaCanvas(
  doc: DesignDocument,
  areaKey: string,
  images: ReadonlyMap<number, NodeImage>,
  pixelRatio = 1,
): Canvas {
  setupNodeRenderer();
  registerDocumentFonts(doc);
  const area = requireArea(doc, areaKey);
  // napi-rs images are drawable by Skia's drawImage; Konva is typed for the DOM's image sources.
  const scene = buildAreaScene(doc, areaKey, { image: (id) => images.get(id) as unknown as ImageSource | undefined });
  try {
    const canvas = scene.toCanvas({ x: 0, y: 0, width: area.widthPx, height: area.heightPx, pixelRatio });
    return canvas as unknown as Canvas;
  } finally {
    scene.destroy();
  }
}

export interface RenderPrintAreaOptions {
  /** Original image files by gallery image id; every visible image layer's id must be present. */
  images: ReadonlyMap<number, Buffer>;
  /** Scale of the output against the area's pixel size (default 1: the print file). */
  pixelRatio?: number;
}

/**
 * The print file for one area: a transparent PNG of the area's full pixel size (times `pixelRatio`)
 * with its DPI (times `pixelRatio`, so the physical size is unchanged) written into pHYs.
 */
export async function renderPrintArea(
  doc: DesignDocument,
  areaKey: string,
  options: RenderPrintAreaOptions,
): Promise<Buffer> {
  const pixelRatio = options.pixelRatio ?? 1;
  if (!(pixelRatio > 0 && pixelRatio <= 4)) throw new Error('pixelRatio 必须在 0 到 4 之间');
  const area = requireArea(doc, areaKey);
  const images = await loadAreaImagesForDrawing(doc, areaKey, options.images, pixelRatio);
  const canvas = drawAreaCanvas(doc, areaKey, images, pixelRatio);
  return encodePremultipliedPng(canvas.data(), canvas.width, canvas.height, { dpi: area.dpi * pixelRatio });
}
