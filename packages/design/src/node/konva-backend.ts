import { createCanvas, DOMMatrix, Image, Path2D } from '@napi-rs/canvas';
import Konva from 'konva';

let installed = false;

/**
 * Points Konva at @napi-rs/canvas, as konva's own `canvas-backend` module does for node-canvas
 * (which, like skia-canvas, does not install here). Must run before any text is measured: Konva
 * creates its measuring canvas lazily through `createCanvasElement`. Idempotent.
 */
export function installKonvaBackend(): void {
  if (installed) return;
  // @napi-rs/canvas implements the DOM shapes Konva uses; the DOM typings are nominally different.
  const g = globalThis as unknown as Record<string, unknown>;
  g.DOMMatrix ??= DOMMatrix;
  g.Path2D ??= Path2D;
  Konva.Util.createCanvasElement = () => {
    const canvas = createCanvas(300, 300) as unknown as { style?: object };
    // Konva writes canvas.style.* for pixel-ratio handling; a plain object absorbs it.
    canvas.style ??= {};
    return canvas as unknown as HTMLCanvasElement;
  };
  Konva.Util.createImageElement = () => new Image() as unknown as HTMLImageElement;
  Konva._renderBackend = 'napi-rs-canvas';
  installed = true;
}
