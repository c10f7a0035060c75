import type { DesignDocumentInput } from '../schema/document';
import type { LayerInput } from '../schema/layers';

/** A valid one-area document around `layers`; tests vary one thing at a time from here. */
export function docWith(layers: LayerInput[], area: Partial<DesignDocumentInput['areas'][string]> = {}) {
  return {
    version: 1,
    productId: 12,
    colors: ['白色', '黑色'],
    areas: { front: { name: '正面', widthPx: 1000, heightPx: 1200, dpi: 300, safeInsetPx: 50, layers, ...area } },
  } satisfies DesignDocumentInput;
}

export const rect = (id: string, x: number, y: number, width: number, height: number, extra: object = {}) =>
  ({ id, type: 'shape', shape: 'rect', x, y, width, height, fill: '#ff0000', ...extra }) as const satisfies LayerInput;
