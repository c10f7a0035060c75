import { requireArea } from '../document/tree';
import { layerBounds } from '../geometry/layer-bounds';
import { type Rect, rectContains, rectsIntersect } from '../geometry/rect';
import type { DesignDocument, PrintAreaDesign } from '../schema/document';
import type { Layer } from '../schema/layers';

export type AreaBox = Pick<PrintAreaDesign, 'widthPx' | 'heightPx'> & Partial<Pick<PrintAreaDesign, 'safeInsetPx'>>;

export function areaRect(area: AreaBox): Rect {
  return { x: 0, y: 0, width: area.widthPx, height: area.heightPx };
}

/** The area shrunk by its safe inset; never negative even if the inset exceeds half the area. */
export function safeZoneRect(area: AreaBox): Rect {
  const inset = Math.min(area.safeInsetPx ?? 0, area.widthPx / 2, area.heightPx / 2);
  return { x: inset, y: inset, width: area.widthPx - 2 * inset, height: area.heightPx - 2 * inset };
}

export function isLayerInSafeZone(layer: Layer, area: AreaBox): boolean {
  return rectContains(safeZoneRect(area), layerBounds(layer));
}

export interface SafeZoneReport {
  /** Visible layers that reach past the safe zone: they may be trimmed. */
  outsideSafeZone: string[];
  /** Visible layers entirely outside the print area: they will not print at all. */
  offArea: string[];
}

export function checkSafeZone(doc: DesignDocument, areaKey: string): SafeZoneReport {
  const area = requireArea(doc, areaKey);
  const report: SafeZoneReport = { outsideSafeZone: [], offArea: [] };
  for (const layer of area.layers) {
    if (layer.hidden) continue;
    const bounds = layerBounds(layer);
    if (!rectsIntersect(areaRect(area), bounds)) report.offArea.push(layer.id);
    else if (!rectContains(safeZoneRect(area), bounds)) report.outsideSafeZone.push(layer.id);
  }
  return report;
}
